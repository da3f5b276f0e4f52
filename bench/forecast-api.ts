// Forecast input reads of a large plan through the API (issue 23): GET /forecast/estimates, GET /forecast/risks
// and PUT /forecast/estimates of one item, on plans of 1,000 and 10,000 leaf tasks (stages of 50) with 50 open
// risks, on PGlite; medians of single requests beside GET /api/auth/me (the floor). Figures only, no pass/fail.
// Run: node --import tsx bench/forecast-api.ts [samples] (BENCH_SIZES=1000,10000)
import { rmSync } from "node:fs"
import { ApiClient } from "../tests/support/server"
import { loadavg } from "./lib/loadavg"
import { benchApiServer } from "./lib/bench-server"
import { paidBenchUser, leafTaskProject } from "./lib/bench-user"

const SAMPLES = Number(process.argv[2] ?? 5)
const SIZES = (process.env.BENCH_SIZES ?? "1000,10000").split(",").map(Number)
const RISKS = 50
const LEVELS = ["Very Low", "Low", "Medium", "High", "Very High"]
const CATEGORIES = ["Technical", "Vendor", "Schedule", "Compliance", "Change/People", "Resource"]

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}
const time = async (call: () => Promise<{ status: number; text?: string }>, ok: number): Promise<number> => {
  const t0 = performance.now()
  const answer = await call()
  const ms = performance.now() - t0
  if (answer.status !== ok) throw new Error(`status ${answer.status} ${answer.text ?? ""}`)
  return ms
}

const { dir, sql, server } = await benchApiServer("forecast")
try {
  const client = new ApiClient(server.url)
  await paidBenchUser(client, sql)
  const project = async (name: string, leaves: number): Promise<number> => {
    const id = await leafTaskProject(client, sql, name, leaves, `(ARRAY['Develop interface', 'Test payments', 'Procure licences', 'Migrate data', 'Train staff'])[1 + k % 5] || ' ' || s.order_index / 10 || '.' || k`)
    for (let k = 0; k < RISKS; k++)
      await sql.query(
        "INSERT INTO risks (project_id, title, description, category, likelihood, impact, status, created_at) VALUES ($1, $2, $3, $4, $5, $6, 'Open', now())",
        [id, `Risk ${k + 1}: vendor delays integration`, "Data migration could slip while payments testing waits", CATEGORIES[k % CATEGORIES.length], LEVELS[k % 5], LEVELS[(k * 3) % 5]]
      )
    return id
  }
  console.log(`Forecast API on PGlite (data folder), ${RISKS} risks, single requests, median of ${SAMPLES}; load average ${loadavg()}`)
  console.log(" leaf tasks | GET /forecast/estimates | GET /forecast/risks | PUT /forecast/estimates (1 item) | GET /api/auth/me (floor)")
  for (const size of SIZES) {
    const id = await project(`Plan of ${size} leaf tasks`, size)
    const first = await client.get(`/api/forecast/estimates?project_id=${id}`)
    const item = (first.json.items as Array<{ id: number; most_likely: number; pessimistic: number }>)[0]!
    const gets: number[] = []
    const risks: number[] = []
    const puts: number[] = []
    const floors: number[] = []
    for (let s = 0; s < SAMPLES; s++) {
      floors.push(await time(() => client.get("/api/auth/me"), 200))
      gets.push(await time(() => client.get(`/api/forecast/estimates?project_id=${id}`), 200))
      risks.push(await time(() => client.get(`/api/forecast/risks?project_id=${id}`), 200))
      // alternate the pessimistic end so every save writes
      puts.push(await time(() => client.call("PUT", "/api/forecast/estimates", { project_id: id, items: [{ id: item.id, pessimistic: item.most_likely + 1 + (s % 2) }] }), 200))
    }
    const ms = (n: number) => `${n.toFixed(0)} ms`
    console.log(
      `${size.toLocaleString("en").padStart(11)} | ${ms(median(gets)).padStart(23)} | ${ms(median(risks)).padStart(18)} | ${ms(median(puts)).padStart(32)} | ${ms(median(floors)).padStart(23)}`
    )
  }
} finally {
  await server.close()
  await sql.close()
  rmSync(dir, { recursive: true, force: true })
}
