#!/usr/bin/env node
// Runs the bundled CLI; builds it first when dist/ is missing (e.g. straight after a clone).
import { existsSync } from "node:fs"
import { dirname, join } from "node:path"
import { fileURLToPath, pathToFileURL } from "node:url"

const root = join(dirname(fileURLToPath(import.meta.url)), "..")
const entry = join(root, "dist", "initpack.js")
if (!existsSync(entry)) {
  const { buildCli } = await import(pathToFileURL(join(root, "build.mjs")).href)
  await buildCli({ quiet: true })
}
await import(pathToFileURL(entry).href)
