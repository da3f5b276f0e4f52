// WBS calls of a large plan through the API (issue 18): GET /wbs, POST /wbs/recalc and POST /wbs/items
// (one call adding the whole task list) at 1,000 and 5,000 rows on PGlite, medians of single requests
// (the time a user waits), beside a bare Hono route in the same process and run. Targets at 5,000 rows:
// GET < 100 ms, recalculation < 300 ms. Run: node --import tsx bench/wbs-api.ts [samples]
import { rmSync } from "node:fs"
import { ApiClient } from "../tests/support/server"
import { loadavg } from "./lib/loadavg"
import { benchApiServer } from "./lib/bench-server"
import { paidBenchUser } from "./lib/bench-user"

const SAMPLES = Number(process.argv[2] ?? 9)
const SIZES = [1000, 5000]

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
// wall time, and this process's CPU time (server and client share it; less disturbed by other load on the machine)
const cpus: Record<string, number[]> = {}
const time = async (call: () => Promise<{ status: number }>, ok: number, tag = ""): Promise<number> => {
  const c0 = process.cpuUsage()
  const t0 = performance.now()
  const answer = await call()
  const ms = performance.now() - t0
  const c = process.cpuUsage(c0)
  ;(cpus[tag] ??= []).push((c.user + c.system) / 1000)
  if (answer.status !== ok) throw new Error(`status ${answer.status}`)
  return ms
}

const { dir, sql, server } = await benchApiServer("wbs")
try {
  const client = new ApiClient(server.url)
  await paidBenchUser(client, sql)
  console.log(`WBS API on PGlite (data folder), single requests, median of ${SAMPLES}; load average ${loadavg()}`)
  console.log("   rows | POST /wbs/items (all rows, one call) |  GET /wbs (wall, CPU ms) |    POST /wbs/recalc | GET /api/auth/me (floor)")
  for (const size of SIZES) {
    const items = Array.from({ length: size }, (_, i) => ({ task: `Task ${i + 1}`, duration_days: (i % 5) + 1, level: i % 50 === 0 ? 0 : 1 }))
    const adds: number[] = []
    let projectId = 0
    for (let s = 0; s < Math.min(3, SAMPLES); s++) {
      const created = await client.post("/api/projects", { name: `Plan ${size} ${s}`, methodology: "waterfall" })
      projectId = created.json.id as number
      adds.push(await time(() => client.post("/api/wbs/items", { project_id: projectId, items }), 201, `add${size}`))
    }
    const gets: number[] = []
    const recalcs: number[] = []
    const floors: number[] = []
    for (let s = 0; s < SAMPLES; s++) {
      floors.push(await time(() => client.get("/api/auth/me"), 200, `me${size}`))
      gets.push(await time(() => client.get(`/api/wbs?project_id=${projectId}`), 200, `get${size}`))
      // alternate base dates so every recalculation writes every row
      recalcs.push(await time(() => client.post("/api/wbs/recalc", { project_id: projectId, base_start: s % 2 ? "2025-03-03" : "2025-04-07" }), 200, `recalc${size}`))
    }
    const ms = (n: number, tag: string) => `${n.toFixed(0)} ms (CPU ${median(cpus[tag]!).toFixed(0)})`
    console.log(
      `${size.toLocaleString("en").padStart(7)} | ${ms(median(adds), `add${size}`).padStart(36)} | ${ms(median(gets), `get${size}`).padStart(18)} | ${ms(median(recalcs), `recalc${size}`).padStart(20)} | ${ms(median(floors), `me${size}`).padStart(14)}`
    )
  }
} finally {
  await server.close()
  await sql.close()
  rmSync(dir, { recursive: true, force: true })
}
