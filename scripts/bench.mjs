// `npm run bench [name...]`: runs bench/<name>.ts (all of them when no name is given), one process each.
import { readdirSync } from "node:fs"
import { spawnSync } from "node:child_process"
import { fileURLToPath } from "node:url"

const root = fileURLToPath(new URL("..", import.meta.url))
const wanted = process.argv.slice(2)
const all = readdirSync(`${root}bench`).filter((f) => f.endsWith(".ts")).map((f) => f.slice(0, -3))
const names = wanted.length > 0 ? wanted : all
let failed = 0
for (const name of names) {
  console.log(`\n== bench/${name}.ts`)
  const run = spawnSync(process.execPath, ["--import", "tsx", `bench/${name}.ts`], { cwd: root, stdio: "inherit" })
  if (run.status !== 0) failed += 1
}
process.exit(failed > 0 ? 1 : 0)
