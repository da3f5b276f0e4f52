// Web app figures: node --import tsx bench/web.ts [runs]
// Builds apps/web, serves it with spaRoutes (signed-out /api/auth/me stub), opens the landing page in
// Debian's Chromium and prints: the JS the landing page loads (raw and gzip, per file and total) and
// the time from navigation to first contentful paint (median and min over fresh browser contexts).
// Then the large-table figures of the WBS Builder on the real server (bench/lib/web-tables.ts):
// first render after the data arrives and keystroke to next frame at 100, 1,000, 5,000 and 10,000
// rows, each beside an empty baseline, and indent/outdent/delete at 5,000 rows.
// BENCH_WEB=landing|tables (default both), BENCH_WEB_SIZES=100,1000 to choose sizes, BENCH_WEB_DIST=folder of a build,
// BENCH_WEB_CPU=4 to run the table pages on a 4x slower CPU (Chromium's throttling; figures comparable under load),
// BENCH_WEB_REPEAT=3 first renders and moves per size (medians).
import { execFileSync } from "node:child_process"
import { mkdtempSync, readFileSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { gzipSync } from "node:zlib"
import { Hono } from "hono"
import { serve, type ServerType } from "@hono/node-server"
import { chromium } from "playwright-core"
import { spaRoutes } from "../apps/server/src/spa/spa-routes"
import { benchWebTables, printWebTables } from "./lib/web-tables"

const RUNS = Number(process.argv[2] ?? 9)
const PART = process.env.BENCH_WEB ?? "all"
const SIZES = (process.env.BENCH_WEB_SIZES ?? "100,1000,5000,10000").split(",").map(Number)
const KEYS = 10
const REPEAT = Number(process.env.BENCH_WEB_REPEAT ?? 3)
const BUDGET_KB = 150
const root = resolve(import.meta.dirname, "..")

const work = mkdtempSync(join(tmpdir(), "initpack-bench-web-"))
// BENCH_WEB_DIST: measure a build made elsewhere (e.g. of an earlier commit) instead of building apps/web
const dist = process.env.BENCH_WEB_DIST ?? join(work, "dist")
const t0 = performance.now()
if (!process.env.BENCH_WEB_DIST) execFileSync("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "error"], { cwd: join(root, "apps/web"), stdio: "inherit" })
const buildMs = performance.now() - t0

const app = new Hono()
app.get("/api/auth/me", (c) => c.json({ authenticated: false, user: null, user_id: null }))
app.route("/", spaRoutes(dist))
const server: ServerType = await new Promise((done) => {
  const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => done(s))
})
const address = server.address()
const base = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  headless: true,
  args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"]
})

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

try {
  if (PART !== "tables") await landing()
  if (PART !== "landing") printWebTables(await benchWebTables(browser, dist, SIZES, KEYS, REPEAT), KEYS, REPEAT)
} finally {
  await browser.close()
  await new Promise<void>((done) => server.close(() => done()))
  rmSync(work, { recursive: true, force: true })
}

async function landing() {
  // 1. Which scripts does the landing page load until it is idle?
  const context = await browser.newContext()
  const page = await context.newPage()
  const scripts = new Set<string>()
  page.on("request", (req) => {
    if (req.resourceType() === "script") scripts.add(new URL(req.url()).pathname)
  })
  await page.goto(`${base}/`, { waitUntil: "networkidle" })
  await page.getByRole("heading", { level: 1 }).waitFor()
  await context.close()
  const files = [...scripts].map((path) => {
    const bytes = readFileSync(join(dist, path))
    return { path, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length }
  })
  const total = files.reduce((sum, f) => ({ raw: sum.raw + f.raw, gzip: sum.gzip + f.gzip }), { raw: 0, gzip: 0 })

  // 2. Navigation to first contentful paint, each run in a fresh context (cold cache).
  const fcps: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const ctx = await browser.newContext()
    const p = await ctx.newPage()
    await p.goto(`${base}/`, { waitUntil: "load" })
    await p.getByRole("heading", { level: 1 }).waitFor()
    const fcp = await p.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? NaN)
    fcps.push(fcp)
    await ctx.close()
  }

  const kb = (n: number) => (n / 1024).toFixed(1)
  console.log(`web build: ${(buildMs / 1000).toFixed(1)} s (vite, into a temp folder)`)
  console.log("landing page JS (loaded until network idle):")
  for (const f of files.sort((a, b) => b.gzip - a.gzip)) console.log(`  ${f.path.padEnd(48)} ${kb(f.raw).padStart(7)} KB raw  ${kb(f.gzip).padStart(6)} KB gzip`)
  console.log(`  total ${String(files.length).padStart(2)} files ${" ".repeat(34)} ${kb(total.raw).padStart(7)} KB raw  ${kb(total.gzip).padStart(6)} KB gzip  (budget ${BUDGET_KB} KB gzip: ${total.gzip / 1024 <= BUDGET_KB ? "within" : "OVER"})`)
  console.log(`first contentful paint of / on localhost, headless Chromium, ${RUNS} cold runs: median ${median(fcps).toFixed(0)} ms, min ${Math.min(...fcps).toFixed(0)} ms`)
}
