// bench/api.ts: requests per second and p99 latency of GET /api/auth/me and GET /api/auth/projects
// (signed in, 20 projects) against a bare Hono route served by the same process in the same run,
// on PGlite and on PostgreSQL (TEST_DATABASE_URL or BENCH_DATABASE_URL), printed as ratios.
// Then the start-to-first-answer time of `apps/server` with an existing PGlite data folder.
// Run: node --import tsx bench/api.ts   (BENCH_SECONDS, BENCH_CONCURRENCY to tune)
import { spawn } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { Hono } from "hono"
import { serve } from "@hono/node-server"
import { readConfig } from "../apps/server/src/config"
import { startServer } from "../apps/server/src/main"
import { open as openPglite } from "@initpack/adapters/db/pglite"
import { freshPostgres } from "../tests/support/databases"
import { ApiClient, register, subscribe } from "../tests/support/server"

const seconds = Number(process.env.BENCH_SECONDS ?? 5)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 16)

interface Result {
  readonly rps: number
  readonly p99: number
  readonly errors: number
}

const load = async (url: string, cookie: string | undefined): Promise<Result> => {
  const latencies: Array<number> = []
  let errors = 0
  const headers: Record<string, string> = cookie ? { cookie } : {}
  const end = performance.now() + seconds * 1000
  const worker = async () => {
    while (performance.now() < end) {
      const t = performance.now()
      const res = await fetch(url, { headers })
      await res.arrayBuffer()
      if (res.status !== 200) errors++
      latencies.push(performance.now() - t)
    }
  }
  const start = performance.now()
  await Promise.all(Array.from({ length: concurrency }, worker))
  const elapsed = (performance.now() - start) / 1000
  latencies.sort((a, b) => a - b)
  return { rps: latencies.length / elapsed, p99: latencies[Math.floor(latencies.length * 0.99)] ?? NaN, errors }
}

const fmt = (r: Result) => `${r.rps.toFixed(0).padStart(6)} req/s  p99 ${r.p99.toFixed(1).padStart(6)} ms${r.errors ? `  (${r.errors} non-200!)` : ""}`

const benchBackend = async (label: string, sql: Awaited<ReturnType<typeof openPglite>>) => {
  const config = readConfig({ PORT: "0", HOST: "127.0.0.1", SESSION_SECRET: "bench" })
  const server = await startServer({ config, sql, quiet: true, mailLog: () => {} })
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

  // warm-up
  await load(bareUrl, undefined)
  const bareR = await load(bareUrl, undefined)
  const me = await load(`${server.url}/api/auth/me`, cookie)
  const projects = await load(`${server.url}/api/auth/projects`, cookie)
  const bareAgain = await load(bareUrl, undefined)
  const bareBest: Result = bareR.rps >= bareAgain.rps ? bareR : bareAgain

  console.log(`\n== ${label} (concurrency ${concurrency}, ${seconds} s per run)`)
  console.log(`bare Hono route          ${fmt(bareBest)}`)
  console.log(`GET /api/auth/me         ${fmt(me)}   ratio ${(me.rps / bareBest.rps * 100).toFixed(0)}% of bare`)
  console.log(`GET /api/auth/projects   ${fmt(projects)}   ratio ${(projects.rps / bareBest.rps * 100).toFixed(0)}% of bare`)

  await new Promise<void>((resolve) => bareServer.close(() => resolve()))
  await server.close()
}

/** Spawns `npm start`-equivalent on an existing data folder and times spawn -> first 200 from /api/health. */
const startToFirstAnswer = async (dataDir: string, entry: Array<string>): Promise<number> => {
  const port = 18000 + Math.floor(Math.random() * 1000)
  const t0 = performance.now()
  const child = spawn(process.execPath, entry, { env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), SESSION_SECRET: "bench" }, stdio: "ignore" })
  try {
    for (;;) {
      try {
        const r = await fetch(`http://127.0.0.1:${port}/api/health`)
        if (r.status === 200) return performance.now() - t0
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 60_000) throw new Error("server did not answer within 60 s")
      await new Promise((r) => setTimeout(r, 10))
    }
  } finally {
    child.kill("SIGTERM")
    await new Promise((r) => child.once("exit", r))
  }
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
    const db = await freshPostgres()
    if (!db) console.log("\n== PostgreSQL skipped: set TEST_DATABASE_URL (e.g. postgres://root@127.0.0.1:5432/test)")
    else {
      await benchBackend("PostgreSQL", db.client)
      await db.dispose()
    }
  }
  if (!only || only === "start") {
    const dir = mkdtempSync(join(tmpdir(), "initpack-start-"))
    const entries: Array<[string, Array<string>]> = [["tsx (npm start)", ["--import", "tsx", "apps/server/src/main.ts"]]]
    if (process.env.BENCH_BUNDLE) entries.push(["bundle", [process.env.BENCH_BUNDLE]])
    await startToFirstAnswer(dir, entries[0]![1]) // first start creates the data folder (initdb)
    console.log(`\n== start to first answered request, existing PGlite data folder`)
    for (const [label, entry] of entries) {
      const runs: Array<number> = []
      for (let i = 0; i < 3; i++) runs.push(await startToFirstAnswer(dir, entry))
      runs.sort((a, b) => a - b)
      console.log(`${label.padEnd(18)} median ${runs[1]!.toFixed(0)} ms  (runs ${runs.map((r) => r.toFixed(0)).join(", ")} ms)`)
    }
    rmSync(dir, { recursive: true, force: true })
  }
}

await main()
