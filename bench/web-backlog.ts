// The Agile Backlog's stories table at scale: node --import tsx bench/web-backlog.ts [build folder]
// The real server (PGlite in a temp folder) serves the build (without one apps/web is built into a temp
// folder). Agile projects of 1,000 and 10,000 stories (BENCH_WEB_SIZES) over 50 epics are seeded through
// POST /agile/backlog/save (epics first, then stories in saves of 500), beside an
// empty backlog. In one page per size, timed in the page (median of BENCH_WEB_REPEAT, default 3):
// - load: from the GET /agile/backlog body read to the frame after the tabs show (empty backlog beside it);
// - stories tab: from the click on "Stories (n)" to the frame after the stories table shows (empty beside it);
// - keystroke: keydown in "I want, story 12" to the next frame, beside a bare <input> (median of 10 keys);
// - delete: click on "Delete story 3" to the frame where story 3 shows the next story's text;
// - quick add: click on "Add story" (As a and I want filled) to the frame where the count shows one more.
// BENCH_WEB_CPU=4 runs the page on a 4x slower CPU (Chromium's throttling); BENCH_WEB_PROFILE=folder writes CPU profiles.
import { execFileSync } from "node:child_process"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join, resolve } from "node:path"
import { chromium, type Page } from "playwright-core"
import { ApiClient } from "../tests/support/server"
import { bareInputKeystrokes, keystrokes } from "./lib/web-tables"
import { benchWebServer } from "./lib/bench-server"
import { paidBenchUser } from "./lib/bench-user"

const SIZES = (process.env.BENCH_WEB_SIZES ?? "1000,10000").split(",").map(Number)
const REPEAT = Number(process.env.BENCH_WEB_REPEAT ?? 3)
const KEYS = 10
const EPICS = 50
const BATCH = 500
const root = resolve(import.meta.dirname, "..")
const work = mkdtempSync(join(tmpdir(), "initpack-bench-backlog-"))
const step = (what: string) => process.env.BENCH_WEB_PROGRESS && console.log(`  ${new Date().toISOString()} ${what}`)

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length === 0 ? NaN : s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

let dist = process.argv[2] ? resolve(process.argv[2]) : ""
if (!dist) {
  dist = join(work, "dist")
  execFileSync("npx", ["vite", "build", "--outDir", dist, "--emptyOutDir", "--logLevel", "error"], { cwd: join(root, "apps/web"), stdio: "inherit" })
}

// In the page before the app starts: when the GET /agile/backlog body was read, and a frame clock.
const INIT = `
  window.__name = (f) => f
  window.__dataAt = []
  const text = Response.prototype.text
  Response.prototype.text = function () {
    const url = this.url
    return text.call(this).then((t) => { if (/\\/api\\/agile\\/backlog\\?/.test(url)) window.__dataAt.push(performance.now()); return t })
  }
  window.__afterFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)))
`
const TABS = '.bl-pills [role="tab"]'
const COUNT = '[data-testid="story-count"]'

/** ms from the GET /agile/backlog body to the frame after the tabs show. */
const load = async (page: Page, url: string): Promise<number> => {
  await page.goto(url)
  const measured = page.evaluate(
    (sel) =>
      new Promise<number>((done) => {
        const w = window as unknown as { __dataAt: number[]; __afterFrame: () => Promise<number> }
        const tick = () => (w.__dataAt.length > 0 && document.querySelector(sel) ? void w.__afterFrame().then((t) => done(t - w.__dataAt[0]!)) : requestAnimationFrame(tick))
        tick()
      }),
    TABS
  )
  await page.waitForSelector(TABS, { timeout: 180_000 })
  return measured
}

/** ms from a click (or keydown) in the page to the frame after `holds` (a function body over `document`) is true. */
const timed = async (page: Page, event: "click" | "keydown", act: () => Promise<void>, holds: string): Promise<number> => {
  await page.evaluate(
    ({ kind, holds: body }) => {
      const w = window as unknown as { __afterFrame: () => Promise<number>; __actTime: Promise<number> }
      const check = new Function(body) as () => boolean
      w.__actTime = new Promise<number>((done) => {
        window.addEventListener(kind, () => {
          const t0 = performance.now()
          const tick = () => (check() ? void w.__afterFrame().then((t) => done(t - t0)) : requestAnimationFrame(tick))
          tick()
        }, { capture: true, once: true })
      })
    },
    { kind: event, holds }
  )
  await act()
  return page.evaluate(() => (window as unknown as { __actTime: Promise<number> }).__actTime)
}

/** Opens the Stories tab: ms from the click to the frame after the stories count (and its table) shows. */
const storiesTab = (page: Page) => timed(page, "click", () => page.getByRole("tab", { name: /^Stories/ }).click(), `return document.querySelector('${COUNT}') !== null`)

const countText = (page: Page) => page.locator(COUNT).innerText()
const valueOf = (label: string) => `return document.querySelector('[aria-label="${label}"]')?.value`

interface Figures {
  readonly stories: number
  readonly load: number
  readonly loadEmpty: number
  readonly tab: number
  readonly tabEmpty: number
  readonly keystroke: number
  readonly keystrokeBaseline: number
  readonly remove: number
  readonly add: number
}

const web = await benchWebServer(work, dist)
const { sql, base } = web
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", headless: true, args: ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking"] })

try {
  const client = new ApiClient(base)
  await paidBenchUser(client, sql)
  const save = async (body: Record<string, unknown>) => {
    const saved = await client.post("/api/agile/backlog/save", body)
    if (saved.status !== 200) throw new Error(`backlog/save: ${saved.status} ${saved.text.slice(0, 300)}`)
    return saved.json as { epics: Array<{ id: number }> }
  }
  /** An agile project with `stories` stories spread over 50 epics, seeded as the screen saves them. */
  const project = async (name: string, stories: number): Promise<number> => {
    const created = await client.post("/api/projects", { name, methodology: "agile" })
    if (created.status !== 201) throw new Error(`project: ${created.status} ${created.text}`)
    const id = created.json.id as number
    if (stories === 0) return id
    const t0 = performance.now()
    const { epics } = await save({ project_id: id, epics: Array.from({ length: EPICS }, (_, i) => ({ key: `E${i + 1}`, name: `Epic ${i + 1}`, order_index: (i + 1) * 10 })), stories: [] })
    for (let from = 0; from < stories; from += BATCH) {
      const batch = Array.from({ length: Math.min(BATCH, stories - from) }, (_, k) => {
        const i = from + k
        return {
          epic_id: epics[i % EPICS]!.id,
          as_a: ["picker", "supervisor", "driver", "planner", "auditor"][i % 5]!,
          i_want: `to do task number ${i + 1} quickly`,
          so_that: "",
          acceptance: [`criterion ${i + 1}a`, `criterion ${i + 1}b`],
          points: (i % 8) + 1,
          priority: (i % 3) + 1,
          status: ["todo", "in_progress", "done", ""][i % 4]!,
          // each save renumbers its own list, so the batches interleave on screen (no matter here)
          order_index: (k + 1) * 10
        }
      })
      await save({ project_id: id, stories: batch })
    }
    step(`seeded ${stories} stories in ${((performance.now() - t0) / 1000).toFixed(1)} s`)
    return id
  }
  const url = (id: number, name: string) => `${base}/app/agile/backlog?${new URLSearchParams({ project: name, projectId: String(id) })}`
  const emptyId = await project("Empty backlog", 0)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  await context.addCookies([...client.cookies].map(([cookie, value]) => ({ name: cookie, value, url: base })))
  await context.addInitScript(INIT)
  const figures: Figures[] = []
  for (const size of SIZES) {
    const name = `Backlog of ${size}`
    const id = await project(name, size)
    const page = await context.newPage()
    if (process.env.BENCH_WEB_CPU) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.BENCH_WEB_CPU) })
    // BENCH_WEB_PROFILE=folder: a JS CPU profile of the page's whole run, per size (open in Chromium's DevTools)
    const cdp = process.env.BENCH_WEB_PROFILE ? await context.newCDPSession(page) : undefined
    if (cdp) await cdp.send("Profiler.enable").then(() => cdp.send("Profiler.setSamplingInterval", { interval: 200 })).then(() => cdp.send("Profiler.start"))
    const loads: number[] = []
    const loadEmpties: number[] = []
    const tabs: number[] = []
    const tabEmpties: number[] = []
    for (let r = 0; r < REPEAT; r++) {
      loadEmpties.push(await load(page, url(emptyId, "Empty backlog")))
      tabEmpties.push(await storiesTab(page))
      loads.push(await load(page, url(id, name)))
      tabs.push(await storiesTab(page))
      step(`loads ${size}: ${loads.at(-1)!.toFixed(0)} ms, tab ${tabs.at(-1)!.toFixed(0)} ms`)
    }
    const shown = await countText(page)
    if (!shown.startsWith(`${size} stories`)) throw new Error(`the stories count reads "${shown}" for ${size} stories`)
    const keystrokeBaseline = await bareInputKeystrokes(page, KEYS)
    await page.getByLabel("I want, story 12", { exact: true }).focus()
    await page.keyboard.press("End")
    const keystroke = await keystrokes(page, KEYS)
    // the typed text goes out first (900 ms debounce), so the actions are not measured beside its save
    await page.waitForTimeout(3000)
    const removes: number[] = []
    const adds: number[] = []
    for (let r = 0; r < REPEAT; r++) {
      const before = await page.getByLabel("I want, story 3", { exact: true }).inputValue()
      removes.push(await timed(page, "click", () => page.getByRole("button", { name: "Delete story 3", exact: true }).click(), `${valueOf("I want, story 3")} !== ${JSON.stringify(before)}`))
      await page.waitForTimeout(3000)
      await page.getByLabel("As a", { exact: true }).fill("bench user")
      await page.getByLabel("I want", { exact: true }).fill(`an added story ${r + 1}`)
      const count = await countText(page)
      adds.push(await timed(page, "click", () => page.getByRole("button", { name: "Add story", exact: true }).click(), `return document.querySelector('${COUNT}')?.textContent !== ${JSON.stringify(count)}`))
      await page.waitForTimeout(3000)
    }
    if (cdp) writeFileSync(join(process.env.BENCH_WEB_PROFILE!, `backlog-${size}.cpuprofile`), JSON.stringify((await cdp.send("Profiler.stop")).profile))
    const errors = await page.locator(".ui-alert").allInnerTexts()
    if (errors.length > 0) console.log(`  ${size} stories: the screen shows ${JSON.stringify(errors)}`)
    figures.push({ stories: size, load: median(loads), loadEmpty: median(loadEmpties), tab: median(tabs), tabEmpty: median(tabEmpties), keystroke, keystrokeBaseline, remove: median(removes), add: median(adds) })
    step(`measured ${JSON.stringify(figures.at(-1))} removes ${JSON.stringify(removes)} adds ${JSON.stringify(adds)}`)
    await page.close()
  }
  await context.close()
  const ms = (n: number) => `${n.toFixed(0)} ms`
  console.log(`Agile Backlog in headless Chromium (1280 x 900), ${EPICS} epics, median of ${REPEAT} loads and actions, of ${KEYS} keystrokes${process.env.BENCH_WEB_CPU ? `, CPU x${process.env.BENCH_WEB_CPU}` : ""}:`)
  console.log(" stories | data -> tabs (empty) | Stories tab -> table (empty) | keystroke -> frame (bare input) | delete story | quick add story")
  for (const f of figures)
    console.log(
      `${f.stories.toLocaleString("en").padStart(8)} | ${`${ms(f.load)} (${ms(f.loadEmpty)})`.padStart(20)} | ${`${ms(f.tab)} (${ms(f.tabEmpty)})`.padStart(28)} | ${`${ms(f.keystroke)} (${ms(f.keystrokeBaseline)})`.padStart(31)} | ${ms(f.remove).padStart(12)} | ${ms(f.add).padStart(15)}`
    )
} finally {
  await browser.close()
  await web.close()
  rmSync(work, { recursive: true, force: true })
}
