#!/usr/bin/env node
// Runs the bundled CLI; builds it first when dist/ is missing (e.g. straight after a clone). Also the npm
// package's bin (pack.mjs), where dist/ is always there.
import { existsSync } from "node:fs"
import module from "node:module"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

// Node 22+: keep compiled bytecode of the bundle between runs (a no-op on Node 20)
module.enableCompileCache?.()

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const dist = join(root, "dist")
const entry = join(dist, "initpack.js")
if (!existsSync(entry)) {
  const { buildCli } = await import(pathToFileURL(join(root, "build.mjs")).href)
  await buildCli({ quiet: true })
}
// pack and sow start from the start-up snapshot when there is one (bin/snapshot.js)
const [command] = process.argv.slice(2)
const code = command === "pack" || command === "sow" ? await (await import("./snapshot.js")).runFromSnapshot(dist, process.argv.slice(2)) : undefined
if (code !== undefined) process.exitCode = code
else await import(pathToFileURL(entry).href)
