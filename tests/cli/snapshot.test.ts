// The built CLI starts pack and sow from its start-up snapshot (apps/cli/bin/snapshot.js): the files must be
// byte for byte those of a run that loads its modules, and a blob Node cannot use must only cost the snapshot.
import { execFileSync, spawn } from "node:child_process"
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import * as Offline from "@initpack/adapters/drafting/offline-drafter"
import { jsonCompletion, startOpenAiTestServer, taskOf } from "../support/openai-test-server"
import { ensureBuilt, repoRoot, runCli } from "./run-cli"
// @ts-expect-error bin/snapshot.js is plain JavaScript without types
import { blobPath, SPEED_NOTE_BUILDING } from "../../apps/cli/bin/snapshot.js"

const work = mkdtempSync(join(tmpdir(), "initpack-cli-snapshot-"))
const TRACE = "initpack: started from the start-up snapshot"
// a copy of the CLI inside the repository's node_modules, so that its run-time packages resolve
const copy = join(repoRoot, "node_modules/.cache", `initpack-snapshot-test-${process.pid}`)
const copiedBlob = (blobPath as (dist: string) => string)(join(copy, "dist"))

beforeAll(() => {
  ensureBuilt()
  mkdirSync(copy, { recursive: true })
  for (const part of ["bin", "dist", "package.json"]) cpSync(join(repoRoot, "apps/cli", part), join(copy, part), { recursive: true })
}, 180_000)
afterAll(() => {
  rmSync(work, { recursive: true, force: true })
  rmSync(copy, { recursive: true, force: true })
})

const sameFiles = (a: string, b: string) => {
  const names = readdirSync(a).sort()
  expect(names).toEqual(readdirSync(b).sort())
  for (const name of names) expect(readFileSync(join(a, name)).equals(readFileSync(join(b, name))), name).toBe(true)
  return names
}

describe("initpack from its start-up snapshot", () => {
  it.each([
    ["waterfall", "md,html,docx,pdf,csv,msproject,ical"],
    ["agile", "md,html,docx,pdf,csv,jira,msproject,ical"]
  ])("packs the %s example into the same files as a run that loads its modules", async (method, formats) => {
    const brief = join(repoRoot, `docs/examples/${method}.yaml`)
    const snap = await runCli(["pack", brief, "--out", join(work, `${method}-snap`), "--formats", formats], { env: { INITPACK_SNAPSHOT_TRACE: "1" } })
    const loaded = await runCli(["pack", brief, "--out", join(work, `${method}-loaded`), "--formats", formats], { env: { INITPACK_SNAPSHOT_TRACE: "1", INITPACK_SNAPSHOT: "0" } })
    expect(snap.code, snap.stderr).toBe(0)
    expect(loaded.code, loaded.stderr).toBe(0)
    expect(snap.stderr).toBe(`${TRACE}\n`)
    expect(loaded.stderr).toBe("")
    expect(snap.stdout.replaceAll(`${method}-snap`, "out")).toEqual(loaded.stdout.replaceAll(`${method}-loaded`, "out"))
    expect(sameFiles(join(work, `${method}-snap`), join(work, `${method}-loaded`)).length).toBeGreaterThan(25)
  }, 120_000)

  it("reads a brief from stdin, embeds a CJK font, and reports a bad brief as a loaded run does", async () => {
    const brief = readFileSync(join(repoRoot, "docs/examples/waterfall.yaml"), "utf8").replace("Riverbend Permits Replacement", "Riverbend 東京 Łódź")
    const snap = await runCli(["sow", "-", "--out", join(work, "stdin-snap.pdf")], { input: brief, env: { INITPACK_SNAPSHOT_TRACE: "1" } })
    const loaded = await runCli(["sow", "-", "--out", join(work, "stdin-loaded.pdf")], { input: brief, env: { INITPACK_SNAPSHOT: "0" } })
    expect(snap.code, snap.stderr).toBe(0)
    expect(snap.stderr).toContain(TRACE)
    expect(readFileSync(join(work, "stdin-snap.pdf")).equals(readFileSync(join(work, "stdin-loaded.pdf")))).toBe(true)
    expect(readFileSync(join(work, "stdin-snap.pdf")).toString("latin1")).toMatch(/FontFile2/)

    const bad = ["pack", "-", "--out", join(work, "bad"), "--json"]
    const badSnap = await runCli(bad, { input: "project:\n  name: X\n  start: soon\n" })
    const badLoaded = await runCli(bad, { input: "project:\n  name: X\n  start: soon\n", env: { INITPACK_SNAPSHOT: "0" } })
    expect(badSnap.code).toBe(1)
    expect(badSnap.code).toBe(badLoaded.code)
    expect(badSnap.stdout).toEqual(badLoaded.stdout)
    expect(badSnap.stdout).toContain("project.start")
  }, 120_000)

  it("drafts with a configured model (a local OpenAI-compatible server) as a run that loads its modules does", async () => {
    // the server answers each drafting task with the offline draft of the request it received
    const server = await startOpenAiTestServer((body) => {
      const { task, request } = taskOf(body)
      return jsonCompletion((Offline.offlineDrafts as Record<string, (r: unknown) => unknown>)[task]!(request))
    })
    try {
      const brief = join(repoRoot, "docs/examples/agile.yaml")
      const env = { OPENAI_BASE_URL: server.baseURL, OPENAI_API_KEY: "test", OPENAI_MODEL: "test-model" }
      const snap = await runCli(["pack", brief, "--out", join(work, "model-snap"), "--formats", "md,pdf"], { env: { ...env, INITPACK_SNAPSHOT_TRACE: "1" } })
      expect(snap.code, snap.stderr).toBe(0)
      expect(snap.stderr).toBe(`${TRACE}\n`)
      expect(snap.stdout).toContain("openai:test-model drafter")
      const asked = server.requests.length
      expect(asked).toBeGreaterThan(5)
      const loaded = await runCli(["pack", brief, "--out", join(work, "model-loaded"), "--formats", "md,pdf"], { env: { ...env, INITPACK_SNAPSHOT: "0" } })
      expect(loaded.code, loaded.stderr).toBe(0)
      expect(server.requests.length).toBe(2 * asked)
      sameFiles(join(work, "model-snap"), join(work, "model-loaded"))
    } finally {
      await server.close()
    }
  }, 120_000)

  it("runs from a copy of the CLI in another folder, and falls back to loading its modules when Node cannot load the blob", async () => {
    const bin = join(copy, "bin/initpack.js")
    const brief = join(repoRoot, "docs/examples/waterfall.yaml")
    const moved = await runCli(["pack", brief, "--out", join(work, "moved"), "--formats", "md,pdf"], { env: { INITPACK_SNAPSHOT_TRACE: "1" }, bin })
    expect(moved.code, moved.stderr).toBe(0)
    expect(moved.stderr).toBe(`${TRACE}\n`)
    // a damaged blob (Node aborts) and one built with other V8 flags (Node exits with 14): the bin runs the
    // command itself and removes the blob
    for (const damage of ["garbage", "flags"]) {
      if (damage === "garbage") writeFileSync(copiedBlob, "not a snapshot")
      else execFileSync(process.execPath, ["--max-semi-space-size=32", "--snapshot-blob", copiedBlob, "--build-snapshot", join(copy, "dist/snapshot.cjs")], { cwd: join(copy, "dist"), stdio: "pipe" })
      const fallback = await runCli(["pack", brief, "--out", join(work, damage), "--formats", "md,pdf"], { env: { INITPACK_SNAPSHOT_TRACE: "1" }, bin })
      expect(fallback.code, fallback.stderr).toBe(0)
      expect(fallback.stderr).not.toContain(TRACE)
      expect(fallback.stderr).toContain("initpack: removed the start-up snapshot Node could not start from")
      expect(existsSync(copiedBlob)).toBe(false)
      sameFiles(join(work, "moved"), join(work, damage))
    }
    // no blob at all: the command runs as usual, says in one line that it starts slower, and (outside CI, as npm
    // install would) builds the blob for the next runs in a process of its own once it has ended
    const none = await runCli(["pack", brief, "--out", join(work, "none"), "--formats", "md,pdf"], { env: { INITPACK_SNAPSHOT_TRACE: "1", CI: "" }, bin })
    expect(none.code, none.stderr).toBe(0)
    expect(none.stderr).toBe(`${SPEED_NOTE_BUILDING}\n`)
    sameFiles(join(work, "moved"), join(work, "none"))
    const deadline = Date.now() + 90_000
    while (!existsSync(copiedBlob) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250))
    expect(existsSync(copiedBlob)).toBe(true)
    const next = await runCli(["pack", brief, "--out", join(work, "next"), "--formats", "md,pdf"], { env: { INITPACK_SNAPSHOT_TRACE: "1" }, bin })
    expect(next.stderr).toBe(`${TRACE}\n`)
    sameFiles(join(work, "moved"), join(work, "next"))
  }, 240_000)

  it("a signal to the bin reaches the command's process, and the bin ends with it", async () => {
    const child = spawn(process.execPath, [join(repoRoot, "apps/cli/bin/initpack.js"), "pack", "-", "--out", join(work, "signal")], {
      env: { ...process.env, INITPACK_SNAPSHOT_TRACE: "1" },
      stdio: ["pipe", "pipe", "pipe"]
    })
    let stderr = ""
    // the brief on stdin never ends: the command waits for it until the signal
    await new Promise<void>((started) => child.stderr.on("data", (d: Buffer) => ((stderr += d.toString()), stderr.includes(TRACE) && started())))
    const ended = new Promise<NodeJS.Signals | null>((done) => child.on("exit", (_code, signal) => done(signal)))
    child.kill("SIGTERM")
    expect(await ended).toBe("SIGTERM")
  }, 60_000)
})
