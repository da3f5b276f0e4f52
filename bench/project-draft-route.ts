// Benchmark (issue 35): POST /api/projects/draft through the real server (PGlite, offline drafter), the whole
// request timed as the browser sees it: the JSON answer and the NDJSON progress stream, alternated in one run so
// load from other processes falls on both alike. Each run's brief text differs (the drafter caches per brief).
// Figures (2 cores, median of 20 each): before the stream existed (JSON only, load average 2.7) 98 ms waterfall,
// 84 ms agile; after, in one run at load average 14: JSON 198 / 118 ms, NDJSON stream 173 / 123 ms (the same within
// the noise: offline, every line is written in one go).
// Run: node --import tsx bench/project-draft-route.ts [runs]
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { performance } from "node:perf_hooks"
import { readConfig } from "../apps/server/src/config"
import { startServer } from "../apps/server/src/main"
import { freshPglite } from "../tests/support/databases"
import { ApiClient, register, subscribe } from "../tests/support/server"

const runs = Number(process.argv[2] ?? 10)
const dir = join(import.meta.dirname, "../tests/fixtures/briefs")

const median = (xs: ReadonlyArray<number>) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!

const db = await freshPglite()
const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "bench", JOBS_IN_PROCESS: "false" })
const server = await startServer({ config, sql: db.client, quiet: true, mailLog: () => {} })
const client = new ApiClient(server.url)
await register(client)
await subscribe(client)

/** One draft; `stream` asks for the NDJSON progress lines. Answers the time to the whole draft (ms). */
const draft = async (form: Record<string, unknown>, stream: boolean): Promise<number> => {
  const t0 = performance.now()
  const r = await client.call("POST", "/api/projects/draft", { brief: form }, { headers: stream ? { accept: "application/x-ndjson" } : {} })
  const ms = performance.now() - t0
  if (r.status !== 200) throw new Error(`draft: ${r.status} ${r.text.slice(0, 300)}`)
  const last = stream && (r.headers.get("content-type") ?? "").includes("ndjson") ? JSON.parse(r.text.trim().split("\n").pop()!) : r.json
  if (last?.draft === undefined) throw new Error(`no draft in the answer: ${r.text.slice(-300)}`)
  return ms
}

for (const name of ["library-refurbishment.md", "booking-app.txt"]) {
  const read = await client.post("/api/briefs/read", { text: readFileSync(join(dir, name), "utf8") })
  const form = read.json.form as Record<string, unknown>
  const vary = (tag: string) => ({ ...form, text: `${String(form.text)}\nRun ${tag}.` })
  await draft(vary("cold"), false)
  const json: Array<number> = []
  const ndjson: Array<number> = []
  for (let i = 0; i < runs; i++) {
    json.push(await draft(vary(`j${i}`), false))
    ndjson.push(await draft(vary(`n${i}`), true))
  }
  console.log(`${name}: JSON median ${median(json).toFixed(0)} ms (max ${Math.max(...json).toFixed(0)}); NDJSON stream median ${median(ndjson).toFixed(0)} ms (max ${Math.max(...ndjson).toFixed(0)})`)
}
await server.close()
await db.dispose()
