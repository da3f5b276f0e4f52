// Builds the server into one ESM file, dist/server.mjs (start: `node apps/server/dist/server.mjs`).
// One bundled file loads far faster than hundreds of TypeScript modules through tsx (design.md,
// "Measured costs"). `--if-stale` skips the build when the bundle is newer than every source file.
// Kept external: PGlite (loads its .wasm and .data next to its module), argon2 (native addon) and
// pdfkit (reads its font files from its own folder) with fontkit, its font parser, which the renderer
// also loads for documents set in DejaVu Sans; migrations are copied to dist/migrations.
import { cpSync, existsSync, readdirSync, rmSync, statSync } from "node:fs"
import { join } from "node:path"
import { fileURLToPath } from "node:url"

const here = fileURLToPath(new URL(".", import.meta.url))
const root = join(here, "../..")
const outfile = join(here, "dist/server.mjs")
const sources = ["apps/server/src", "adapters/src", "core/src"].map((d) => join(root, d))

/** Newest modification time (ms) of any file under `dir`. */
const newest = (dir) => {
  let max = 0
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    max = Math.max(max, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs)
  }
  return max
}

const stale = () => {
  if (!existsSync(outfile)) return true
  const built = statSync(outfile).mtimeMs
  return sources.some((d) => newest(d) > built) || statSync(join(here, "build.mjs")).mtimeMs > built
}

if (process.argv.includes("--if-stale") && !stale()) process.exit(0)

// esbuild loads only when a build is needed
const { build } = await import("esbuild")
await build({
  entryPoints: [join(here, "src/main.ts")],
  outfile,
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  logLevel: "warning",
  external: ["@electric-sql/pglite", "@node-rs/argon2", "pdfkit", "fontkit"],
  banner: {
    js: [
      // bundled CommonJS packages call require() for Node's built-ins
      'import { createRequire as __createRequire } from "node:module";',
      "const require = __createRequire(import.meta.url);",
      // paths the sources resolve from their own folder: the web app's build (apps/web/dist)
      'process.env.WEB_DIST_DIR ||= new URL("../../web/dist", import.meta.url).pathname;'
    ].join("\n")
  }
})
rmSync(join(here, "dist/migrations"), { recursive: true, force: true })
cpSync(join(root, "adapters/src/db/migrations"), join(here, "dist/migrations"), { recursive: true })
