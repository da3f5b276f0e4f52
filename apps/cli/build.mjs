// Bundles the CLI into dist/ (ESM, Node 20). Code split so Ink/React, docx, pdfkit and openai load only when used.
import { build } from "esbuild"
import { execFile } from "node:child_process"
import { rm, writeFile } from "node:fs/promises"
import { promisify } from "node:util"
import { dirname, join } from "node:path"
import { fileURLToPath } from "node:url"
import { makeSnapshot } from "./bin/snapshot.js"
import { pdfkitInBundle } from "./pdfkit-plugin.mjs"
import { bundleSnapshot } from "./snapshot-bundle.mjs"

const run = promisify(execFile)
const here = dirname(fileURLToPath(import.meta.url))
const defaultOutdir = join(here, "dist")

/**
 * write: false only computes the bundle (and its metafile), e.g. for the lazy-loading test.
 * outdir: where to bundle (pack.mjs bundles into the publish folder); the brief's JSON Schema is written next to it.
 * blob: also build the start-up snapshot for this Node (bin/snapshot.js); the published package builds its own
 * when it is installed.
 */
export const buildCli = async ({ quiet = false, write = true, outdir = defaultOutdir, blob = true } = {}) => {
  if (write) await rm(outdir, { recursive: true, force: true })
  const result = await build({
    write,
    entryPoints: {
      initpack: join(here, "src/main.ts"),
      "render-worker": join(here, "src/pack/render-worker.ts"),
      "tagger-worker": join(here, "../../adapters/src/drafting/offline/tagger-worker.ts")
    },
    outdir,
    bundle: true,
    splitting: true,
    platform: "node",
    format: "esm",
    target: "node20",
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    chunkNames: "chunks/[name]-[hash]",
    metafile: true,
    logLevel: quiet ? "error" : "warning",
    define: { "process.env.NODE_ENV": '"production"', "process.env.DEV": '"false"' },
    // pdfkit is bundled (pdfkit-plugin.mjs) but reads its standard fonts from the package; fontkit stays a
    // package, loaded on the first embedded font. react-devtools-core is an optional development hook of Ink.
    // PGlite (backup and restore only) loads its WebAssembly and data files from beside its own code.
    external: ["fontkit", "react-devtools-core", "@electric-sql/pglite"],
    plugins: [pdfkitInBundle],
    // CommonJS dependencies inside an ESM bundle need a require
    banner: { js: 'import { createRequire as __initpackRequire } from "node:module"; const require = __initpackRequire(import.meta.url);' }
  })
  if (write) {
    await writeSchema(outdir)
    await bundleSnapshot(outdir)
    const why = blob ? makeSnapshot(outdir) : undefined
    if (why !== undefined) throw new Error(`the start-up snapshot could not be built: ${why}`)
  }
  return result
}

/** dist/brief.schema.json, printed by the bundle just built (so it is the effect Schema's own JSON Schema). */
const writeSchema = async (outdir) => {
  const { stdout } = await run(process.execPath, [join(outdir, "initpack.js"), "schema"], { maxBuffer: 16 * 1024 * 1024 })
  await writeFile(join(outdir, "brief.schema.json"), stdout)
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now()
  const result = await buildCli()
  const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0)
  console.log(`built apps/cli/dist (${Object.keys(result.metafile.outputs).length} files, ${(bytes / 1024).toFixed(0)} kB) in ${Date.now() - started} ms`)
}
