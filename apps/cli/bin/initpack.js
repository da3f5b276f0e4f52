#!/usr/bin/env node
// Runs the bundled CLI; builds it first when dist/ is missing (e.g. straight after a clone).
import { existsSync } from "node:fs"
import module from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

// Node 22+: keep compiled bytecode of the bundle between runs (a no-op on Node 20)
module.enableCompileCache?.()

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const entry = join(root, "dist", "initpack.js")
if (!existsSync(entry)) {
  const { buildCli } = await import(pathToFileURL(join(root, "build.mjs")).href)
  await buildCli({ quiet: true })
}
await import(pathToFileURL(entry).href)
