// "Edit estimates and risk impacts" on large plans: node --import tsx bench/web-forecast-inputs.ts [build folder...]
// Each build folder (BENCH_WEB_DIST style, e.g. a vite build of an earlier commit) is served by the real server
// over one PGlite database, so builds are compared on the same plans in the same run; without folders apps/web is
// built into a temp folder. Plans of 1,000 and 10,000 leaf tasks (BENCH_WEB_SIZES) are written straight into the
// database (stages of 50 tasks). On the Budget screen, once the forecast has run, the "Edit estimates and risk
// impacts" summary is clicked, and the bench prints (median of BENCH_WEB_REPEAT page loads, default 3):
// - open -> rows: from the click to the frame after the estimates table shows its first rows;
// - data -> rows: from the later of the GET /forecast/estimates and /forecast/risks body reads (the editor waits
//   for both) to that frame: the tables' own render;
// - rows rendered in the estimates table, beside its aria-rowcount.
// BENCH_WEB_CPU=4 runs the page on a 4x slower CPU (Chromium's throttling).
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join, resolve } from "node:path"
import { serve, type ServerType } from "@hono/node-server"
import { chromium, type Page } from "playwright-core"
import { open } from "@initpack/adapters/db/pglite"
import { createApp } from "../apps/server/src/app"
import { makeRuntime, prepareDatabase } from "../apps/server/src/compose"
import { readConfig } from "../apps/server/src/config"
import { ApiClient } from "../tests/support/server"
import { paidBenchUser, leafTaskProject } from "./lib/bench-user"

const SIZES = (process.env.BENCH_WEB_SIZES ?? "1000,10000").split(",").map(Number)
const REPEAT = Number(process.env.BENCH_WEB_REPEAT ?? 3)
const root = resolve(import.meta.dirname, "..")
const work = mkdtempSync(join(tmpdir(), "initpack-bench-forecast-inputs-"))

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length === 0 ? NaN : s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

let dists = process.argv.slice(2).map((d) => resolve(d))
if (dists.length === 0) {
  const dist = join(work, "dist")
  execFileSync("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "error"], { cwd: join(root, "apps/web"), stdio: "inherit" })
  dists = [dist]
}

// In the page before the app starts: when the GET /forecast/estimates and /risks bodies were read, and a frame clock.
const INIT = `
  window.__name = (f) => f
  window.__estimatesAt = []
  const text = Response.prototype.text
  Response.prototype.text = function () {
    const url = this.url
    return text.call(this).then((t) => { if (/\\/api\\/forecast\\/(estimates|risks)\\?/.test(url)) window.__estimatesAt.push(performance.now()); return t })
  }
  window.__afterFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)))
`
const ROW = '[data-testid="forecast-inputs"] tbody tr[data-row-key]'

interface Open {
  readonly total: number
  readonly render: number
  readonly rendered: number
  readonly rowcount: string | null
}

/** Loads the Budget screen, waits for the forecast, then times opening the inputs to their first rows. */
const openInputs = async (page: Page, url: string): Promise<Open> => {
  await page.goto(url)
  const panel = page.getByTestId("forecast-panel")
  await panel.scrollIntoViewIfNeeded()
  // the forecast runs once the panel is in view: let it finish so it does not share the measured time
  await panel.locator('[data-testid="forecast-figures"], .ui-alert').first().waitFor({ timeout: 300_000 })
  const summary = page.locator('[data-testid="forecast-inputs"] > summary')
  await summary.scrollIntoViewIfNeeded()
  await page.evaluate((row) => {
    const w = window as unknown as { __afterFrame: () => Promise<number>; __open: Promise<{ total: number; render: number }>; __estimatesAt: number[] }
    w.__open = new Promise((done) => {
      document.querySelector('[data-testid="forecast-inputs"] > summary')?.addEventListener(
        "click",
        () => {
          const t0 = performance.now()
          const tick = () =>
            document.querySelector(row) ? void w.__afterFrame().then((t) => done({ total: t - t0, render: w.__estimatesAt.length === 2 ? t - Math.max(...w.__estimatesAt) : NaN })) : requestAnimationFrame(tick)
          tick()
        },
        { capture: true, once: true }
      )
    })
  }, ROW)
  await summary.click()
  const timed = await page.evaluate(() => (window as unknown as { __open: Promise<{ total: number; render: number }> }).__open)
  const table = page.getByRole("region", { name: "Task estimates" }).getByRole("table")
  return { ...timed, rendered: await page.locator(ROW).count(), rowcount: await table.getAttribute("aria-rowcount") }
}

const config = readConfig({ HOST: "127.0.0.1", PORT: "0", DATA_DIR: join(work, "data"), SESSION_SECRET: "bench-secret-bench-secret-bench-secret" }, work)
const sql = await open({ dataDir: config.dataDir })
const runtime = makeRuntime(config, sql, { mailLog: () => undefined })
await prepareDatabase(config, sql, runtime)
// one server per build, all over the same database
const servers: Array<{ server: ServerType; base: string; dist: string }> = []
for (const dist of dists) {
  const app = createApp({ runtime, config, webDistDir: dist })
  const server: ServerType = await new Promise((done) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: "127.0.0.1" }, () => done(s))
  })
  const address = server.address()
  servers.push({ server, dist, base: `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}` })
}
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] })

try {
  const client = new ApiClient(servers[0]!.base)
  await paidBenchUser(client, sql)
  const project = (name: string, leaves: number): Promise<number> => leafTaskProject(client, sql, name, leaves, `'Task ' || s.order_index / 10 || '.' || k`)
  const figures: Array<{ dist: string; size: number } & Open> = []
  for (const size of SIZES) {
    const name = `Plan of ${size} leaf tasks`
    const id = await project(name, size)
    for (const { base, dist } of servers) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
      await context.addCookies([...client.cookies].map(([cookie, value]) => ({ name: cookie, value, url: base })))
      await context.addInitScript(INIT)
      const page = await context.newPage()
      if (process.env.BENCH_WEB_CPU) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.BENCH_WEB_CPU) })
      const runs: Open[] = []
      for (let r = 0; r < REPEAT; r++) runs.push(await openInputs(page, `${base}/app/budget?${new URLSearchParams({ project: name, projectId: String(id) })}`))
      const last = runs[runs.length - 1]!
      figures.push({ dist, size, total: median(runs.map((r) => r.total)), render: median(runs.map((r) => r.render)), rendered: last.rendered, rowcount: last.rowcount })
      if (process.env.BENCH_WEB_PROGRESS) console.log(`  ${basename(dist)} ${size}: ${JSON.stringify(runs)}`)
      await context.close()
    }
  }
  const ms = (n: number) => `${n.toFixed(0)} ms`
  console.log(`"Edit estimates and risk impacts" on the Budget screen, headless Chromium (1280 x 900), median of ${REPEAT} page loads${process.env.BENCH_WEB_CPU ? `, CPU x${process.env.BENCH_WEB_CPU}` : ""}:`)
  console.log(`${"build".padEnd(40)} | leaf tasks | open -> rows | data -> rows | rows rendered (aria-rowcount)`)
  for (const f of figures)
    console.log(`${f.dist.slice(-40).padEnd(40)} | ${f.size.toLocaleString("en").padStart(10)} | ${ms(f.total).padStart(12)} | ${ms(f.render).padStart(12)} | ${String(f.rendered).padStart(6)} (${f.rowcount})`)
} finally {
  await browser.close()
  for (const { server } of servers) await new Promise<void>((done) => server.close(() => done()))
  await runtime.dispose()
  await sql.close()
  rmSync(work, { recursive: true, force: true })
}
