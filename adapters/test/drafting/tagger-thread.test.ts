import { build } from "esbuild"
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { compromiseTerms, tagSentence, useTagger, type Term } from "@initpack/adapters/drafting/offline/brief-nlp"
import { startTaggerThread, type TaggerThread } from "@initpack/adapters/drafting/offline/tagger-thread"

const dir = mkdtempSync(join(tmpdir(), "initpack-tagger-"))
const threads: Array<TaggerThread> = []
const started = (file: string, timeoutMs?: number): TaggerThread => {
  const thread = startTaggerThread(file, timeoutMs)
  threads.push(thread)
  return thread
}

// the worker speaks the protocol of tagger-worker.ts with a stand-in tagger, or misbehaves
const fakeWorker = (name: string, onSentence: string): string => {
  const file = join(dir, name)
  writeFileSync(
    file,
    `import { workerData } from "node:worker_threads"
const { port, signal } = workerData
port.on("message", (sentence) => {
  ${onSentence}
  Atomics.store(signal, 0, 1)
  Atomics.notify(signal, 0)
})
`
  )
  return file
}

const plain = (terms: ReadonlyArray<Term> | undefined) => terms?.map((t) => ({ ...t, tags: [...t.tags].sort() }))

let realWorker = ""
beforeAll(async () => {
  // the real worker entry, bundled as the CLI bundles it, inside the repository so that it finds compromise
  const cache = resolve(import.meta.dirname, "../../../node_modules/.cache")
  mkdirSync(cache, { recursive: true })
  realWorker = join(mkdtempSync(join(cache, "initpack-tagger-")), "tagger-worker.mjs")
  await build({
    entryPoints: [resolve(import.meta.dirname, "../../src/drafting/offline/tagger-worker.ts")],
    outfile: realWorker,
    bundle: true,
    platform: "node",
    format: "esm",
    logLevel: "error"
  })
}, 60_000)

afterAll(async () => {
  for (const t of threads) await t.close()
  useTagger(undefined)
  rmSync(dir, { recursive: true, force: true })
  rmSync(resolve(realWorker, ".."), { recursive: true, force: true })
})

describe("tagger thread (the CLI tags the brief on a second core)", () => {
  it("answers each sentence with the same terms and tags as compromise in this thread", () => {
    const thread = started(realWorker)
    const sentences = [
      "We will cast the contributors, compose the score and record 12 tracks by 30 June 2027.",
      "Calls answered within two minutes should rise to 85%.",
      "Parents pay online and coaches block out training slots; the committee members approve fixtures."
    ]
    for (const s of sentences) expect(plain(thread.tag(s))).toEqual(plain(compromiseTerms(s)))
  }, 30_000)

  it("is what tagSentence uses once installed, with answers cached per sentence", () => {
    const file = fakeWorker("counting.mjs", `port.postMessage({ terms: [{ text: sentence, normal: "seen", post: "", tags: new Set(["Noun"]) }] })`)
    const thread = started(file)
    useTagger(thread.tag)
    try {
      const first = tagSentence("A sentence only the stand-in tags.")
      expect(first.map((t) => t.normal)).toEqual(["seen"])
      expect([...first[0]!.tags]).toEqual(["Noun"])
      expect(tagSentence("A sentence only the stand-in tags.")).toBe(first)
    } finally {
      useTagger(undefined)
    }
  }, 30_000)

  it("a worker that reports an error leaves tagging to this thread from then on", () => {
    const file = fakeWorker("failing.mjs", `port.postMessage({ error: "no tagger here" })`)
    const thread = started(file)
    expect(thread.tag("Anything.")).toBeUndefined()
    expect(thread.tag("Anything else.")).toBeUndefined()
    useTagger(thread.tag)
    try {
      // tagSentence falls back to compromise here
      expect(tagSentence("We will compose the score.").map((t) => t.normal)).toEqual(compromiseTerms("We will compose the score.").map((t) => t.normal))
    } finally {
      useTagger(undefined)
    }
  }, 30_000)

  it("a worker that never answers times out instead of hanging the drafter", () => {
    const file = fakeWorker("silent.mjs", `/* no answer */`)
    const thread = started(file, 300)
    const t = performance.now()
    expect(thread.tag("Anything.")).toBeUndefined()
    expect(performance.now() - t).toBeLessThan(5_000)
    // once failed, it does not wait again
    const again = performance.now()
    expect(thread.tag("Anything else.")).toBeUndefined()
    expect(performance.now() - again).toBeLessThan(100)
  }, 30_000)
})
