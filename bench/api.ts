// bench/api.ts: requests per second and p99 latency of GET /api/auth/me, GET /api/auth/projects (signed in,
// 20 projects) and the module reads (risk register, stakeholders, WBS, budget, backlog of drafted projects)
// against a bare Hono route served by the same process in the same run,
// on PGlite and on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL), printed as ratios.
// The load comes from a child process (bench/lib/paired-load.ts). In each round every route is loaded by turns
// with the bare route, 250 ms slices alternating for BENCH_SECONDS each (BENCH_SLICE_MS), so load from other
// processes on a shared machine falls on both alike; each ratio is the median over the rounds of the route's
// rate / the bare rate of the same paired run.
// Server CPU per request (µs) is printed too: it is less disturbed by other load than req/s.
// Each route runs twice: on a server with the read cache (the default) and on one with it off.
// Issue 38 (PostgreSQL, the shared 2-core machine at load average 8-12): module reads 7-18% of the bare route
// before, 30-130% after (server CPU 336-444 -> 55-85 µs a request, bare 30-35); docs/decisions.md, "Kept answers".
// By turns in slices (load average 14-17): 45-88% of the bare route in three runs, medians 51-86%.
// Start-up time: bench/startup.ts.
// Run: node --import tsx bench/api.ts   (BENCH_SECONDS per run, BENCH_ROUNDS, BENCH_CONCURRENCY, BENCH_ONLY=pglite|postgres,
// BENCH_PG_MAX to try another PostgreSQL pool size)
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Hono } from "hono"
import { serve } from "@hono/node-server"
import { readConfig } from "../apps/server/src/config"
import { startServer } from "../apps/server/src/main"
import { open as openPglite } from "@initpack/adapters/db/pglite"
import { open as openPostgres } from "@initpack/adapters/db/postgres"
import type { SqlClientService } from "@initpack/adapters/db/sql-client"
import { freshPostgres } from "../tests/support/databases"
import { ApiClient, register, subscribe } from "../tests/support/server"
import { load, type LoadResult } from "./lib/http-load"
import { pairedLoad } from "./lib/paired-load"
import { loadavg } from "./lib/loadavg"

const seconds = Number(process.env.BENCH_SECONDS ?? 3)
const rounds = Number(process.env.BENCH_ROUNDS ?? 3)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)
const sliceMs = Number(process.env.BENCH_SLICE_MS ?? 250)

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2
}

const summary = (runs: ReadonlyArray<LoadResult>) =>
  `${median(runs.map((r) => r.rps)).toFixed(0).padStart(6)} req/s  p99 ${median(runs.map((r) => r.p99)).toFixed(1).padStart(6)} ms  ` +
  `server CPU ${median(runs.map((r) => r.cpuUs)).toFixed(0).padStart(5)} µs/req` +
  (runs.some((r) => r.errors > 0) ? `  (${runs.reduce((n, r) => n + r.errors, 0)} non-200!)` : "")

const benchBackend = async (label: string, sql: SqlClientService) => {
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "bench", JOBS_IN_PROCESS: "false" })
  const server = await startServer({ config, sql, quiet: true, mailLog: () => {} })
  // the same routes with the read cache off (adapters/src/db/read-cache.ts): every request reads the database
  const uncached = await startServer({ config: { ...config, readCacheMs: 0 }, sql, quiet: true, mailLog: () => {} })
  const bare = new Hono()
  bare.get("/bare", (c) => c.json({ ok: true }))
  const bareServer = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: bare.fetch, port: 0, hostname: "127.0.0.1" }, () => resolve(s))
  })
  const bareAddress = bareServer.address()
  const bareUrl = `http://127.0.0.1:${typeof bareAddress === "object" && bareAddress ? bareAddress.port : 0}/bare`

  const client = new ApiClient(server.url)
  const user = await register(client)
  const subscribed = await subscribe(client)
  if (subscribed.status !== 200) throw new Error(`subscribe failed: ${subscribed.status} ${subscribed.text}`)
  // the monthly plan allows 4 creations a window: 8 top-up bundles add 16
  await sql.query("INSERT INTO topups (user_id, bundles, projects, source, created_at) VALUES ($1, 8, 16, 'bench', now())", [user.id])
  for (let i = 1; i <= 20; i++) await client.post("/api/projects", { name: `Bench project ${i}`, methodology: i % 2 ? "waterfall" : "agile" })
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ")
  const listed = await client.get("/api/auth/projects")
  if (listed.json?.projects?.length !== 20) throw new Error(`expected 20 projects, got ${listed.text.slice(0, 200)}`)
  // a module read: one waterfall project's risk register (5 risks)
  const waterfall = listed.json.projects.find((p: { methodology: string }) => p.methodology === "waterfall")
  for (let i = 1; i <= 5; i++) await client.post("/api/risk/add", { project_id: waterfall.id, risk: { title: `Bench risk ${i}` } })
  // the other module reads: 5 stakeholders, a drafted WBS and budget on the waterfall project, a drafted backlog on an agile one
  const agile = listed.json.projects.find((p: { methodology: string }) => p.methodology === "agile")
  const seed = "Replace the ticket office's booking system with an online shop and kiosks before the summer season."
  const setup: Array<[string, object]> = [
    ["/api/stakeholder/upsert", { project_id: waterfall.id, stakeholders: [1, 2, 3, 4, 5].map((i) => ({ name: `Bench stakeholder ${i}` })) }],
    ["/api/scope/generate", { project_id: waterfall.id, seed_context: seed }],
    ["/api/wbs/generate", { project_id: waterfall.id, project_scope: seed }],
    ["/api/budget/generate", { project_name: waterfall.name }],
    ["/api/agile/scope/generate", { project_name: agile.name, delivery_approach: "agile", seed_context: seed }],
    ["/api/agile/epics/generate", { project_name: agile.name }],
    ["/api/agile/backlog/generate", { project_name: agile.name }]
  ]
  for (const [path, body] of setup) {
    const res = await client.post(path, body)
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 200)}`)
  }

  const allRoutes: Array<[string, string, string | undefined]> = [
    ["bare Hono route", bareUrl, undefined],
    ["GET /api/auth/me", `${server.url}/api/auth/me`, cookie],
    ["GET /api/auth/projects", `${server.url}/api/auth/projects`, cookie],
    ["GET /api/risk/list (module)", `${server.url}/api/risk/list?project_id=${waterfall.id}`, cookie],
    ["GET /api/stakeholder/list", `${server.url}/api/stakeholder/list?project_id=${waterfall.id}`, cookie],
    ["GET /api/wbs", `${server.url}/api/wbs?project_id=${waterfall.id}`, cookie],
    ["GET /api/budget/snapshot", `${server.url}/api/budget/snapshot?project_id=${waterfall.id}`, cookie],
    ["GET /api/agile/backlog", `${server.url}/api/agile/backlog?project_id=${agile.id}`, cookie],
    ["  same, cache off: /me", `${uncached.url}/api/auth/me`, cookie],
    ["  same, cache off: /projects", `${uncached.url}/api/auth/projects`, cookie],
    ["  same, cache off: /risk/list", `${uncached.url}/api/risk/list?project_id=${waterfall.id}`, cookie]
  ]
  // BENCH_ROUTES=me (or projects, risk, stakeholder, wbs, budget, backlog, or bare,me; "/me" also picks its cache-off twin): only those routes, e.g. under node --cpu-prof; the first listed is the ratio base
  const only = process.env.BENCH_ROUTES?.split(",").map((s) => s.trim())
  const routes = only ? allRoutes.filter(([name]) => only.some((o) => name.includes(o === "bare" ? "bare" : `/${o}`))) : allRoutes
  // warm-up (JIT, connection pool, plan caches)
  for (const [, url, c] of routes) await load(url, c, 1, concurrency)
  // each route is loaded by turns with the first route (the bare one) in short slices: its ratio is to the
  // base of the same paired run, so load that comes and goes during a round falls on both
  const results = routes.map(() => [] as Array<LoadResult>)
  const bases = routes.map(() => [] as Array<LoadResult>)
  const base = { url: routes[0]![1], cookie: routes[0]![2] }
  for (let r = 0; r < rounds; r++)
    for (const [i, [, url, c]] of routes.entries()) {
      if (i === 0) continue
      const [bare, route] = await pairedLoad([base, { url, cookie: c }], seconds, concurrency, sliceMs)
      bases[i]!.push(bare!)
      results[0]!.push(bare!)
      results[i]!.push(route!)
    }
  if (routes.length === 1) for (let r = 0; r < rounds; r++) results[0]!.push(await load(routes[0]![1], routes[0]![2], seconds, concurrency))

  console.log(`\n== ${label} (concurrency ${concurrency}, ${rounds} rounds of ${seconds} s per route, each by turns with the first in ${sliceMs} ms slices; medians; load average ${loadavg()})`)
  for (const [i, [name]] of routes.entries()) {
    const runs = results[i]!
    const ratio = i === 0 || !routes[0]![0].startsWith("bare") ? "" : `   ratio ${(median(runs.map((run, r) => run.rps / bases[i]![r]!.rps)) * 100).toFixed(0)}% of bare`
    console.log(`${name.padEnd(30)} ${summary(runs)}${ratio}`)
  }

  await new Promise<void>((resolve) => bareServer.close(() => resolve()))
  await uncached.close()
  await server.close()
}

const main = async () => {
  const only = process.env.BENCH_ONLY
  if (!only || only === "pglite") {
    const dir = mkdtempSync(join(tmpdir(), "initpack-bench-"))
    const sql = await openPglite({ dataDir: dir })
    await benchBackend("PGlite (data folder)", sql)
    await sql.close()
    rmSync(dir, { recursive: true, force: true })
  }
  if (!only || only === "postgres") {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
    if (url) process.env.TEST_DATABASE_URL = url
    const db = await freshPostgres()
    if (!db) console.log("\n== PostgreSQL skipped: set TEST_DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test)")
    else {
      // the server's own pool (adapters/src/db/postgres.ts defaults), not the test helper's
      const client = openPostgres({ url: db.url!, ...(process.env.BENCH_PG_MAX ? { max: Number(process.env.BENCH_PG_MAX) } : {}) })
      await benchBackend(`PostgreSQL (pool ${process.env.BENCH_PG_MAX ?? "default"})`, client)
      await client.close()
      await db.dispose()
    }
  }
}

await main()
