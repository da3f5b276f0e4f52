// Bundles the start-up snapshot's entry (src/snapshot/entry.ts) as one CommonJS file, dist/snapshot.cjs, that
// `node --build-snapshot` runs (bin/snapshot.js). Everything is inside: a snapshot cannot import packages.
import { build } from "esbuild"
import { readFile, writeFile } from "node:fs/promises"
import { join } from "node:path"
import { snapshotPlugin } from "./snapshot-plugin.mjs"

// Built-in modules whose state a snapshot cannot hold are loaded on their first use, at run time: each is a
// proxy that requires the module when one of its members is read.
const LAZY = /require\("((?:node:)?(?:worker_threads|child_process|zlib|crypto|os))"\)/g
const LAZY_BUILTIN = `var __lazyBuiltin = (name) => { let m; const real = () => (m ??= require(name)); return new Proxy({}, { get: (_, k) => real()[k], has: (_, k) => k in real(), ownKeys: () => Reflect.ownKeys(real()), getOwnPropertyDescriptor: (_, k) => { const d = Object.getOwnPropertyDescriptor(real(), k); return d && { ...d, configurable: true } } }) };`

const SNAPSHOT_BUNDLE = "snapshot.cjs"

// esbuild escapes non-ASCII text except inside regular expression literals ("…", "’"); one such character
// makes V8 keep the whole 2.3 MB source, which stays in the snapshot, as two bytes a character. \uXXXX means
// the same code unit inside a regular expression, with or without the u flag.
const asciiOnly = (code) => code.replace(/[^\x00-\x7f]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)

export const bundleSnapshot = async (outdir) => {
  await build({
    entryPoints: { snapshot: join(import.meta.dirname, "src/snapshot/entry.ts") },
    outdir,
    outExtension: { ".js": ".cjs" },
    bundle: true,
    platform: "node",
    format: "cjs",
    target: "node20",
    jsx: "automatic",
    minify: true,
    legalComments: "none",
    logLevel: "error",
    // import.meta.url is the bundle's own URL; a process started from the snapshot sets it again (entry.ts),
    // as the folder may have moved since the snapshot was built
    define: { "process.env.NODE_ENV": '"production"', "process.env.DEV": '"false"', "import.meta.url": "__initpackUrl" },
    // PGlite: backup and restore only, which never start from the snapshot (bin/initpack.js: pack and sow do)
    external: ["react-devtools-core", "@electric-sql/pglite"],
    plugins: [snapshotPlugin],
    banner: { js: `var __initpackUrl = require("node:url").pathToFileURL(__filename).href;\n${LAZY_BUILTIN}` }
  })
  const file = join(outdir, SNAPSHOT_BUNDLE)
  await writeFile(file, asciiOnly((await readFile(file, "utf8")).replace(LAZY, '__lazyBuiltin("$1")')))
}
