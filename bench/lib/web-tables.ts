// Large-table figures of the WBS Builder in Chromium (issue 18), for bench/web.ts. The real server
// (PGlite in a temp folder) serves the given build; plans of each size are written straight into the
// database (the same way before and after a change), then, in one page per size:
// - first render: from the moment the GET /wbs body is read to the frame after the table shows,
//   beside the same measure on an empty plan (the empty state) in the same page and run;
// - keystroke: from keydown in a task cell to the frame after it, beside a keystroke in a bare
//   <input> added to the same page (the browser's floor);
// - at the largest size below 10,000 (5,000): indent (Tab), outdent (Shift+Tab) and delete of a row,
//   from the key or click to the frame that shows the new number or the row gone.
// First renders and moves are repeated (`repeat`, default 3) and their medians printed.
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Browser, Page } from "playwright-core"
import { benchWebServer } from "./bench-server"
import { ApiClient, register, subscribe } from "../../tests/support/server"

const median = (xs: ReadonlyArray<number>): number => {
  const s = [...xs].sort((a, b) => a - b)
  const m = Math.floor(s.length / 2)
  return s.length === 0 ? NaN : s.length % 2 === 1 ? s[m]! : (s[m - 1]! + s[m]!) / 2
}

// In the page before the app starts: the time the GET /wbs body was read, and a frame clock.
const INIT = `
  window.__name = (f) => f
  window.__wbsDataAt = []
  const text = Response.prototype.text
  Response.prototype.text = function () {
    const url = this.url
    return text.call(this).then((t) => { if (/\\/api\\/wbs\\?/.test(url)) window.__wbsDataAt.push(performance.now()); return t })
  }
  window.__afterFrame = () => new Promise((done) => requestAnimationFrame(() => setTimeout(() => done(performance.now()), 0)))
`

/** ms from the GET /wbs body to the frame after `selector` is in the page. */
const firstRender = async (page: Page, url: string, selector: string): Promise<number> => {
  await page.goto(url)
  const shown = page.waitForSelector(selector, { timeout: 180_000 }).catch(async () => {
    throw new Error(`${selector} never showed at ${page.url()}: ${(await page.locator("body").innerText()).slice(0, 300)}`)
  })
  const measured = page.evaluate(
    (sel) =>
      new Promise<number>((done) => {
        const tick = () => {
          const w = window as unknown as { __wbsDataAt: number[]; __afterFrame: () => Promise<number> }
          if (w.__wbsDataAt.length > 0 && document.querySelector(sel)) void w.__afterFrame().then((t) => done(t - w.__wbsDataAt[0]!))
          else requestAnimationFrame(tick)
        }
        tick()
      }),
    selector
  )
  await shown
  return measured
}

/** Median ms from keydown in the focused element to the frame after it, over `keys` keystrokes. */
/** Keystroke-to-frame times in a bare input added to the same page: the floor of a keystroke. */
export const bareInputKeystrokes = async (page: Page, keys: number): Promise<number> => {
  await page.evaluate(() => {
    const input = document.createElement("input")
    input.id = "bench-baseline"
    input.setAttribute("aria-label", "baseline")
    document.body.prepend(input)
  })
  await page.focus("#bench-baseline")
  return keystrokes(page, keys)
}

export const keystrokes = async (page: Page, keys: number): Promise<number> => {
  const times: number[] = []
  for (let i = 0; i < keys; i++) {
    // the listener is in place before the key is sent (an evaluate and a key press are not ordered)
    await page.evaluate(() => {
      const w = window as unknown as { __afterFrame: () => Promise<number>; __keyTime: Promise<number> }
      w.__keyTime = new Promise<number>((done) => {
        window.addEventListener("keydown", () => {
          const t0 = performance.now()
          void w.__afterFrame().then((t) => done(t - t0))
        }, { capture: true, once: true })
      })
    })
    await page.keyboard.press(String.fromCharCode(97 + (i % 26)))
    times.push(await page.evaluate(() => (window as unknown as { __keyTime: Promise<number> }).__keyTime))
  }
  return median(times)
}

/** What the page shows once an action took effect: focus on a task cell, or a task cell's value changed. */
type Shown = { readonly focused: string } | { readonly label: string; readonly not: string }

/** ms from the action's key or click (in the page) to the frame after `shown` holds; timed in the page, not over the protocol. */
const action = async (page: Page, event: "keydown" | "click", act: () => Promise<void>, shown: Shown): Promise<number> => {
  await page.evaluate(
    ({ event: kind, shown: want }) => {
      const w = window as unknown as { __afterFrame: () => Promise<number>; __actTime: Promise<number> }
      const holds = () =>
        "focused" in want
          ? document.activeElement?.getAttribute("aria-label") === want.focused
          : (document.querySelector(`[aria-label="${want.label}"]`) as HTMLInputElement | null)?.value !== want.not
      w.__actTime = new Promise<number>((done) => {
        window.addEventListener(kind, () => {
          const t0 = performance.now()
          const tick = () => (holds() ? void w.__afterFrame().then((t) => done(t - t0)) : requestAnimationFrame(tick))
          tick()
        }, { capture: true, once: true })
      })
    },
    { event, shown }
  )
  await act()
  return page.evaluate(() => (window as unknown as { __actTime: Promise<number> }).__actTime)
}

export interface TableFigures {
  readonly rows: number
  readonly firstRender: number
  readonly firstRenderEmpty: number
  readonly keystroke: number
  readonly keystrokeBaseline: number
}

export interface MoveFigures {
  readonly rows: number
  readonly indent: number
  readonly outdent: number
  readonly remove: number
}

export const benchWebTables = async (browser: Browser, dist: string, sizes: ReadonlyArray<number>, keys = 10, repeat = 3) => {
  const work = mkdtempSync(join(tmpdir(), "initpack-bench-tables-"))
  const web = await benchWebServer(work, dist)
  const { sql, base } = web
  const tables: TableFigures[] = []
  let moves: MoveFigures | undefined
  try {
    const step = (what: string) => process.env.BENCH_WEB_PROGRESS && console.log(`  ${new Date().toISOString()} ${what}`)
    const client = new ApiClient(base)
    const user = await register(client)
    step("registered")
    await subscribe(client)
    step("subscribed")
    await sql.query("INSERT INTO topups (user_id, bundles, projects, source, created_at) VALUES ($1, 8, 16, 'bench', now())", [user.id])
    const project = async (name: string, rows: number): Promise<number> => {
      const created = await client.post("/api/projects", { name, methodology: "waterfall" })
      if (created.status !== 201) throw new Error(`project: ${created.status} ${created.text}`)
      const id = created.json.id as number
      // a stage every 50 rows, tasks under it (the shape of a generated plan, at scale)
      if (rows > 0) {
        await sql.query(
          `INSERT INTO wbs_items (project_id, parent_id, order_index, task, duration_days) SELECT $1, NULL, g * 10, 'Stage ' || g, 0 FROM generate_series(1, $2::int) g`,
          [id, Math.ceil(rows / 50)]
        )
        await sql.query(
          `INSERT INTO wbs_items (project_id, parent_id, order_index, task, duration_days)
           SELECT $1, s.id, k * 10, 'Task ' || s.order_index / 10 || '.' || k, 1 + k % 5
           FROM wbs_items s, generate_series(1, 49) k WHERE s.project_id = $1 AND s.parent_id IS NULL AND (s.order_index / 10 - 1) * 50 + k < $2::int`,
          [id, rows]
        )
      }
      return id
    }
    const url = (id: number, name: string) => `${base}/app/wbs?${new URLSearchParams({ project: name, projectId: String(id) })}`
    const emptyId = await project("Empty plan", 0)
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    await context.addCookies([...client.cookies].map(([name, value]) => ({ name, value, url: base })))
    await context.addInitScript(INIT)
    for (const size of sizes) {
      const name = `Plan of ${size}`
      const id = await project(name, size)
      step(`project of ${size} rows`)
      const page = await context.newPage()
      // BENCH_WEB_CPU=4: Chromium runs the page as on a CPU 4 times slower (a loaded machine, reproducibly)
      if (process.env.BENCH_WEB_CPU) await (await context.newCDPSession(page)).send("Emulation.setCPUThrottlingRate", { rate: Number(process.env.BENCH_WEB_CPU) })
      const empties: number[] = []
      const firsts: number[] = []
      for (let r = 0; r < repeat; r++) {
        empties.push(await firstRender(page, url(emptyId, "Empty plan"), ".wbs-empty"))
        step("empty plan shown")
        firsts.push(await firstRender(page, url(id, name), '[data-testid="wbs-row"]'))
        step("plan shown")
      }
      const firstRenderEmpty = median(empties)
      const first = median(firsts)
      const keystrokeBaseline = await bareInputKeystrokes(page, keys)
      await page.getByLabel("Task 1.2", { exact: true }).focus()
      await page.keyboard.press("End")
      const keystroke = await keystrokes(page, keys)
      tables.push({ rows: size, firstRender: first, firstRenderEmpty, keystroke, keystrokeBaseline })
      if (process.env.BENCH_WEB_PROGRESS) console.log(`  measured ${size} rows: ${JSON.stringify(tables[tables.length - 1])}`)
      if (size === 5000) {
        // let the typed name save first (550 ms debounce), so the moves are not queued behind it
        await page.waitForTimeout(2000)
        const indents: number[] = []
        const outdents: number[] = []
        const removes: number[] = []
        for (let r = 0; r < repeat; r++) {
          await page.getByLabel("Task 1.3", { exact: true }).focus()
          indents.push(await action(page, "keydown", () => page.keyboard.press("Tab"), { focused: "Task 1.2.1" }))
          await page.waitForTimeout(1500)
          outdents.push(await action(page, "keydown", () => page.keyboard.press("Shift+Tab"), { focused: "Task 1.3" }))
          await page.waitForTimeout(1500)
        }
        for (let r = 0; r < repeat; r++) {
          const label = await page.getByLabel("Task 1.4", { exact: true }).inputValue()
          removes.push(await action(page, "click", () => page.getByRole("button", { name: "Delete 1.4", exact: true }).click(), { label: "Task 1.4", not: label }))
          await page.waitForTimeout(1500)
        }
        moves = { rows: size, indent: median(indents), outdent: median(outdents), remove: median(removes) }
        step(`moves ${JSON.stringify({ indents, outdents, removes })}`)
      }
      await page.close()
    }
    await context.close()
  } finally {
    await web.close()
    rmSync(work, { recursive: true, force: true })
  }
  return { tables, moves }
}

export const printWebTables = ({ tables, moves }: { readonly tables: ReadonlyArray<TableFigures>; readonly moves: MoveFigures | undefined }, keys: number, repeat = 3) => {
  const ms = (n: number) => `${n.toFixed(0)} ms`.padStart(9)
  console.log(`WBS Builder in headless Chromium (1280 x 900), median of ${keys} keystrokes, of ${repeat} first renders and moves:`)
  console.log("   rows | first render | (empty plan) | keystroke -> next frame | (bare input)")
  for (const t of tables)
    console.log(`${t.rows.toLocaleString("en").padStart(7)} | ${ms(t.firstRender).padStart(12)} | ${ms(t.firstRenderEmpty).padStart(12)} | ${ms(t.keystroke).padStart(23)} | ${ms(t.keystrokeBaseline).padStart(12)}`)
  if (moves) console.log(`at ${moves.rows.toLocaleString("en")} rows, action -> next frame showing it: indent ${moves.indent.toFixed(0)} ms, outdent ${moves.outdent.toFixed(0)} ms, delete ${moves.remove.toFixed(0)} ms`)
}
