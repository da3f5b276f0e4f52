import { describe, expect, it } from "vitest"
// @ts-expect-error build.mjs is plain JavaScript without types
import { buildCli } from "../build.mjs"

interface Output {
  readonly imports: ReadonlyArray<{ readonly path: string; readonly kind: string; readonly external?: boolean }>
  readonly inputs: Record<string, unknown>
}

describe("bundled CLI (design.md: cold start)", () => {
  it("loads only commander and effect up front; each command, yaml, Ink, React, docx, pdfkit, fontkit and openai load on demand", async () => {
    const { metafile } = (await buildCli({ quiet: true, write: false })) as { metafile: { outputs: Record<string, Output> } }
    const outputs = metafile.outputs
    const main = Object.keys(outputs).find((k) => k.endsWith("dist/initpack.js"))!
    const closure = new Set<string>()
    const visit = (name: string) => {
      if (closure.has(name)) return
      closure.add(name)
      for (const i of outputs[name]?.imports ?? []) if (i.kind === "import-statement" && i.external !== true) visit(i.path)
    }
    visit(main)
    const packages = new Set<string>()
    for (const out of closure) {
      for (const input of Object.keys(outputs[out]!.inputs)) {
        const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(input)
        if (m) packages.add(m[1]!)
      }
    }
    expect([...packages].sort()).toEqual(["commander", "effect"])
    // pdfkit is bundled into a chunk of its own, reached only by a dynamic import; fontkit stays a package that
    // pdfkit requires on its first embedded font (pdfkit-plugin.mjs), never imported up front
    const pdfkitChunks = Object.keys(outputs).filter((k) => Object.keys(outputs[k]!.inputs).some((i) => i.includes("node_modules/pdfkit/")))
    expect(pdfkitChunks.length).toBe(1)
    const into = Object.values(outputs).flatMap((o) => o.imports).filter((i) => i.path === pdfkitChunks[0])
    expect(into.length).toBeGreaterThan(0)
    expect(into.every((i) => i.kind === "dynamic-import")).toBe(true)
    const fontkit = Object.values(outputs).flatMap((o) => o.imports).filter((i) => i.path === "fontkit")
    expect(fontkit.length).toBeGreaterThan(0)
    expect(fontkit.every((i) => i.external === true && (i.kind === "dynamic-import" || i.kind === "require-call"))).toBe(true)
    expect(Object.keys(outputs).some((k) => k.endsWith("dist/render-worker.js"))).toBe(true)
  }, 60_000)

  it("bundles the tagger thread's worker with nothing but the tagger (it starts before anything else loads)", async () => {
    const { metafile } = (await buildCli({ quiet: true, write: false })) as { metafile: { outputs: Record<string, Output> } }
    const outputs = metafile.outputs
    const worker = Object.keys(outputs).find((k) => k.endsWith("dist/tagger-worker.js"))
    expect(worker).toBeDefined()
    const inputs = new Set<string>()
    const visit = (name: string) => {
      for (const input of Object.keys(outputs[name]?.inputs ?? {})) inputs.add(input)
      for (const i of outputs[name]?.imports ?? []) if (i.external !== true) visit(i.path)
    }
    visit(worker!)
    expect([...inputs].filter((i) => i.includes("node_modules"))).toEqual([])
    // input-caches.ts: the tag cache registers with it (a few lines, no imports)
    expect([...inputs].sort()).toEqual(["adapters/src/drafting/offline/brief-nlp.ts", "adapters/src/drafting/offline/tagger-worker.ts", "adapters/src/input-caches.ts"])
  }, 60_000)
})
