// WBS Builder and Execution Summary (AI) in Debian's Chromium against the real server (waterfall.md §2, §4, §5, §7).
import { describe, expect, it } from "vitest"
import { mkdtempSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import type { Locator, Page } from "playwright-core"
import { FORECAST_NO_PLAN } from "@initpack/core/messages/forecast"
import { hasChromium, seriousViolations } from "./support/browser"
import { subscribedAgileProject } from "./support/agile-seed"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}

/** Creates a waterfall project in the browser; answers the /app/wbs URL of it. */
const createWbsProject = async (page: Page, base: string, name: string): Promise<string> => {
  const id = (await createWaterfallProject(page, base, name)).searchParams.get("projectId") ?? ""
  return `${base}/app/wbs?${new URLSearchParams({ project: name, projectId: id })}`
}

const numbers = async (page: Page): Promise<string[]> =>
  page.getByTestId("wbs-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-wbs") ?? ""))

/**
 * How many characters of a text input's value fit its visible width (the input's font measured on a canvas),
 * and every column header's box with the box its text takes (a header overlaps when its text spills out).
 */
const measureTable = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((input: HTMLInputElement) => {
    const style = getComputedStyle(input)
    const context = document.createElement("canvas").getContext("2d")!
    context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`
    const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    let visible = 0
    while (visible < input.value.length && context.measureText(input.value.slice(0, visible + 1)).width <= room) visible++
    // a column not shown (display: none) has no box
    const headers = [...input.closest("table")!.querySelectorAll("thead th")].filter((th) => th.getClientRects().length > 0).map((th) => {
      const box = th.getBoundingClientRect()
      const range = document.createRange()
      range.selectNodeContents(th)
      const text = range.getBoundingClientRect()
      return { name: (th.textContent ?? "").trim(), left: box.left, right: box.right, textLeft: text.left, textRight: text.right }
    })
    return { visible, headers }
  })

type Measured = Awaited<ReturnType<typeof measureTable>>

/** Headers that overlap: boxes that intersect, or text wider than its own header. */
const overlaps = ({ headers }: Measured): string[] => [
  ...headers.flatMap((h, i) => headers.slice(i + 1).filter((o) => h.left < o.right - 0.5 && o.left < h.right - 0.5).map((o) => `${h.name} × ${o.name}`)),
  ...headers.filter((h) => h.textRight > h.right + 0.5 || h.textLeft < h.left - 0.5).map((h) => `${h.name} spills`)
]

const widest = ({ headers }: Measured): string => headers.reduce((a, b) => (b.right - b.left > a.right - a.left ? b : a)).name

const rowByTask = (page: Page, task: string): Locator =>
  page.getByTestId("wbs-row").filter({ has: page.locator(`input[value="${task}"]`) })

run("WBS Builder end to end (Chromium)", { timeout: 180_000 }, () => {
  const web = useWebSuite()
  const newPage = web.newPage

  it("§2, §4: generate, edit, indent/outdent, add child, delete, recalc, export, execution summary", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("wbs"))
    await subscribeMonthly(page)
    const wbsUrl = await createWbsProject(page, web.app.url, "Warehouse move")
    await page.goto(wbsUrl)

    await page.getByRole("heading", { name: /WBS Builder · Warehouse move/ }).waitFor()
    await page.getByText("No tasks yet. Load scope then Generate & Save (AI), or add via the row buttons.").waitFor()
    expect(await page.getByRole("tab", { name: "Breakdown" }).getAttribute("aria-selected")).toBe("true")
    const generate = page.getByRole("button", { name: "Generate & Save (AI)" })
    expect(await generate.isDisabled()).toBe(true)
    // the start date defaults to today
    const today = await page.evaluate(() => {
      const d = new Date()
      return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`
    })
    expect(await page.getByLabel("Start date").inputValue()).toBe(today)

    // Load from Scope without a saved scope tells so
    await page.getByRole("button", { name: "Load from Scope" }).click()
    await page.getByTestId("wbs-status").filter({ hasText: "Failed to load scope" }).waitFor()

    await page.getByLabel("Project Context").fill("Move the distribution warehouse to a new site with new racking and scanners, live by March.")
    await page.getByLabel("Start date").fill("2025-03-03")
    expect(await generate.isDisabled()).toBe(false)
    await generate.click()
    await page.getByTestId("wbs-row").first().waitFor()
    const generated = await numbers(page)
    expect(generated[0]).toBe("1")
    expect(generated).toContain("1.1")
    expect(generated).toContain("2")
    // Start and Finish show as dd/mm/yy; the first task starts on the chosen Monday
    await page.getByRole("columnheader", { name: "Start" }).waitFor()
    expect(await page.locator('[data-wbs="1.1"] td.wbs-date').first().textContent()).toBe("3 Mar 2025")
    expect(await page.getByText("Generated schedules are high-level and for initiation only", { exact: false }).count()).toBe(1)
    await shot(page, "wbs-generated")
    expect(await seriousViolations(page)).toEqual([])

    // edit a task name and a duration: saved after the debounce, kept on reload
    await page.getByLabel("Task 1.1", { exact: true }).fill("Confirm the move brief")
    await page.getByLabel("Duration (days) 1.1", { exact: true }).fill("3")
    // "Saved", or "Saved; dates recalculated" when the duration changed (issue 37)
    await page.getByTestId("wbs-status").getByText(/^Saved(; dates recalculated)?$/).waitFor()
    await page.waitForTimeout(900)
    await page.reload()
    await page.getByLabel("Task 1.1", { exact: true }).waitFor()
    expect(await page.getByLabel("Task 1.1", { exact: true }).inputValue()).toBe("Confirm the move brief")
    expect(await page.getByLabel("Duration (days) 1.1", { exact: true }).inputValue()).toBe("3")

    // Tab indents 1.2 under 1.1; Shift+Tab moves it back under 1
    const moving = await page.getByLabel("Task 1.2", { exact: true }).inputValue()
    await page.getByLabel("Task 1.2", { exact: true }).focus()
    await page.keyboard.press("Tab")
    await page.getByLabel("Task 1.1.1", { exact: true }).waitFor()
    expect(await page.getByLabel("Task 1.1.1", { exact: true }).inputValue()).toBe(moving)
    expect(await page.locator('[data-wbs="1.1.1"] td.wbs-phase').textContent()).toBe(await page.getByLabel("Task 1", { exact: true }).inputValue())
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Task 1.1.1")
    await page.keyboard.press("Shift+Tab")
    await page.waitForFunction(() => document.querySelector('[data-wbs="1.1.1"]') === null)
    // back where it was: right after its former parent 1.1, so 1.2 again (waterfall.md §4)
    const outdented = rowByTask(page, moving)
    await expect.poll(() => outdented.getAttribute("data-wbs")).toBe("1.2")

    // collapse and expand a parent
    const before = (await numbers(page)).length
    await page.getByRole("button", { name: "Collapse 1", exact: true }).click()
    expect((await numbers(page)).some((n) => n.startsWith("1."))).toBe(false)
    await page.getByRole("button", { name: "Expand 1", exact: true }).click()
    expect((await numbers(page)).length).toBe(before)

    // add a child to 2, then delete it
    const childrenOf2 = (await numbers(page)).filter((n) => /^2\.\d+$/.test(n)).length
    await page.getByRole("button", { name: "Add child to 2", exact: true }).click()
    const childNumber = `2.${childrenOf2 + 1}`
    await page.getByLabel(`Task ${childNumber}`, { exact: true }).waitFor()
    expect(await page.getByLabel(`Task ${childNumber}`, { exact: true }).inputValue()).toBe("New task")
    expect(await page.getByLabel(`Duration (days) ${childNumber}`, { exact: true }).inputValue()).toBe("5")
    await page.getByRole("button", { name: `Delete ${childNumber}`, exact: true }).click()
    await page.waitForFunction((n) => document.querySelector(`[data-wbs="${n}"]`) === null, childNumber)
    expect((await numbers(page)).length).toBe(before)

    // add sibling (Enter's action) right after 2.1: the new row is 2.2 and the old 2.2 moves down
    const old22 = await page.getByLabel("Task 2.2", { exact: true }).inputValue()
    await page.getByRole("button", { name: "Add sibling after 2.1", exact: true }).click()
    await expect.poll(() => page.getByLabel("Task 2.2", { exact: true }).inputValue()).toBe("New task")
    expect(await page.getByLabel("Task 2.3", { exact: true }).inputValue()).toBe(old22)
    await page.getByRole("button", { name: "Delete 2.2", exact: true }).click()
    await expect.poll(() => page.getByLabel("Task 2.2", { exact: true }).inputValue()).toBe(old22)

    // Recalculate dates from a Saturday: the first task starts on Monday
    await page.getByLabel("Start date").fill("2025-03-01")
    await page.getByRole("button", { name: "Recalculate dates" }).click()
    await page.getByTestId("wbs-status").filter({ hasText: "Dates recalculated" }).waitFor()
    expect(await page.locator('[data-wbs="1.1"] td.wbs-date').first().textContent()).toBe("3 Mar 2025")
    expect(await page.locator('[data-wbs="1"] td.wbs-date').first().textContent()).toBe("3 Mar 2025")

    // Export CSV downloads the file named by the server
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()])
    expect(download.suggestedFilename()).toMatch(/^wbs_Warehouse_move_\d{4}-\d{2}-\d{2}\.csv$/)
    const csv = readFileSync((await download.path())!, "utf8")
    expect(csv.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe("wbs,phase,task,duration_days,start_date,end_date,resource,predecessors")
    expect(csv).toContain("Confirm the move brief")
    await page.getByTestId("wbs-status").filter({ hasText: "Exported CSV" }).waitFor()

    // Execution Summary (AI): generate, edit -> Saved, reload keeps it
    await page.getByRole("tab", { name: "Execution Summary (AI)" }).click()
    const expand = page.getByRole("button", { name: "Expand with AI" })
    const text = page.getByLabel("Execution summary (Markdown)")
    await expect.poll(() => text.isDisabled()).toBe(false)
    expect(await expand.isDisabled()).toBe(true)
    await page.getByRole("button", { name: "Generate summary (AI)" }).click()
    await expect.poll(() => text.inputValue()).toMatch(/^# Execution summary: Warehouse move/)
    expect(await expand.isDisabled()).toBe(false)
    await text.click()
    await page.keyboard.press("Control+End")
    await page.keyboard.type("\n\nReviewed by the PMO.")
    await page.getByTestId("summary-status").filter({ hasText: "Unsaved changes" }).waitFor()
    await page.getByTestId("summary-status").getByText("Saved", { exact: true }).waitFor({ timeout: 10_000 })
    await shot(page, "wbs-summary")
    await page.reload()
    expect(await page.getByRole("tab", { name: "Execution Summary (AI)" }).getAttribute("aria-selected")).toBe("true")
    await expect.poll(() => page.getByLabel("Execution summary (Markdown)").inputValue()).toContain("Reviewed by the PMO.")
    await page.getByTestId("summary-status").getByText("Saved", { exact: true }).waitFor()

    // 375 px: the page does not scroll sideways; the task table does
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole("tab", { name: "Breakdown" }).click()
    await page.getByTestId("wbs-row").first().waitFor()
    await shot(page, "wbs-375")
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    const wrap = page.locator(".wbs-table-wrap")
    expect(await wrap.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true)
  })

  it("issue 37: a changed duration moves the dependent dates as it is saved (links too); a start year of 275760 is refused with the reason; the forecast follows the plan", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("wbs-dates"))
    await subscribeMonthly(page)
    const name = "Permit office move"
    await page.goto(await createWbsProject(page, web.app.url, name))
    await page.getByText("No tasks yet.", { exact: false }).waitFor()
    // the forecast panel in view before there is a plan: nothing to forecast yet
    const forecast = page.getByTestId("forecast-panel")
    await forecast.scrollIntoViewIfNeeded()
    await forecast.getByText(FORECAST_NO_PLAN).waitFor()

    // a start year a browser's date field takes but no plan can: refused with the reason, nothing sent
    const startField = page.getByLabel("Start date")
    await startField.evaluate((el: HTMLInputElement) => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!
      setter.call(el, "275760-01-01")
      el.dispatchEvent(new Event("input", { bubbles: true }))
    })
    const refused = page.locator("#wbs-start-error")
    await refused.waitFor()
    expect(await refused.textContent()).toMatch(/^(The year 275760 is refused: a plan's start date must fall between the years 1900 and 2199\.|Enter the whole start date: day, month and year\.)$/)
    expect(await startField.getAttribute("aria-invalid")).toBe("true")
    await page.getByLabel("Project Context").fill("Move the parking permit office to the civic centre with new counters and a queue system.")
    expect(await page.getByRole("button", { name: "Generate & Save (AI)" }).isDisabled()).toBe(true)
    await startField.fill("2025-03-03")
    await refused.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Generate & Save (AI)" }).click()
    await page.getByLabel("Task 1.2", { exact: true }).waitFor()

    // the forecast runs again once the plan exists
    await forecast.getByTestId("forecast-figures").waitFor({ timeout: 20_000 })
    expect(await forecast.getByText(FORECAST_NO_PLAN).count()).toBe(0)

    type Item = { task: string; duration_days: number; start_date: string; end_date: string; predecessors: string }
    const items = async (): Promise<Item[]> =>
      ((await (await page.request.get(`${web.app.url}/api/wbs?project_name=${encodeURIComponent(name)}`)).json()) as { items: Item[] }).items
    const taskOf = async (wbs: string) => page.getByLabel(`Task ${wbs}`, { exact: true }).inputValue()
    const startOf = (wbs: string) => page.locator(`[data-wbs="${wbs}"] td.wbs-date`).first().textContent()
    const first = await taskOf("1.1")
    const second = await taskOf("1.2")
    const before = (await items()).find((i) => i.task === second)!
    const beforeShown = await startOf("1.2")
    // a longer first task: the next one starts later, without pressing Recalculate dates
    const duration = (await items()).find((i) => i.task === first)!.duration_days
    await page.getByLabel("Duration (days) 1.1", { exact: true }).fill(String(duration + 5))
    await page.getByTestId("wbs-status").getByText("Saved; dates recalculated", { exact: true }).waitFor()
    await expect.poll(async () => (await items()).find((i) => i.task === second)!.start_date).not.toBe(before.start_date)
    expect((await items()).find((i) => i.task === second)!.start_date > before.start_date).toBe(true)
    await expect.poll(() => startOf("1.2")).not.toBe(beforeShown)

    // a link: the linked task starts after its predecessor finishes, as the link is saved
    const last = (await items()).at(-1)!
    const lastWbs = (await numbers(page)).at(-1)!
    await page.getByLabel(`Predecessors ${lastWbs}`, { exact: true }).fill("1.1FS+10d")
    await page.getByLabel("Task 1.1", { exact: true }).click()
    await expect.poll(async () => (await items()).find((i) => i.task === last.task)!.predecessors).toBe("1.1FS+10d")
    const linked = (await items()).find((i) => i.task === last.task)!
    const firstEnd = (await items()).find((i) => i.task === first)!.end_date
    expect(linked.start_date > firstEnd).toBe(true)
    expect(linked.start_date).not.toBe(last.start_date)
  })

  it("issue 38: the task name is the widest column: 40 of a 60-character name show at 1280 px, no header overlaps (WBS and agile Schedule); 375 px", async () => {
    const LONG = "Commission the replacement racking and barcode scanners (B2)"
    // screenshots to look at: E2E_SCREENSHOTS, else a folder of this run's own
    const shots = process.env.E2E_SCREENSHOTS ?? mkdtempSync(join(tmpdir(), "issue38-widths-"))
    console.log(`[e2e] issue 38 column screenshots in ${shots}`)
    expect(LONG).toHaveLength(60)
    const page = await newPage(1280)
    await signUp(page, web.app.url, uniqueEmail("wbs-widths"))
    await subscribeMonthly(page)
    const name = "Warehouse racking"
    const wbsUrl = await createWbsProject(page, web.app.url, name)
    const api = async (method: "post" | "put", path: string, data: unknown) => {
      const r = await page.request[method](`${web.app.url}/api${path}`, { headers: { Origin: web.app.url }, data })
      expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300)
      return (await r.json()) as Record<string, any>
    }
    // a drafted WBS (phases, dates, resources, links and float shown), one task renamed to the long name
    const drafted = await api("post", "/wbs/generate", { project_name: name, project_scope: "Replace the warehouse racking and scanners at the distribution centre, live by March.", base_start: "2025-03-03" })
    const leaf = (drafted.items as Array<{ id: number; parent_id: number | null; resource: string | null }>).find((i) => i.parent_id !== null)!
    await api("put", `/wbs/item/${leaf.id}`, { task: LONG, resource: leaf.resource || "Warehouse Manager, Business Analyst" })
    await page.goto(wbsUrl)
    const input = page.locator(`#wbs-task-${leaf.id}`)
    await input.waitFor()
    const label = (await input.getAttribute("aria-label"))!
    await input.scrollIntoViewIfNeeded()
    for (const header of ["Start", "Finish", "Predecessors", "Float", "Resource", "Actions"]) await page.getByRole("columnheader", { name: header }).waitFor()
    const wbs = await measureTable(page, label)
    await page.screenshot({ path: join(shots, "issue38-wbs-1280.png") })
    expect(wbs.visible, JSON.stringify(wbs)).toBeGreaterThanOrEqual(40)
    expect(widest(wbs)).toBe("Task")
    expect(overlaps(wbs)).toEqual([])
    // the page does not scroll sideways at 1280 px: Actions stay in view
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    expect(await page.locator(".wbs-table-wrap").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    await page.setViewportSize({ width: 375, height: 800 })
    await page.locator(".wbs-table-wrap").evaluate((el) => el.scrollIntoView({ block: "start" }))
    const narrow = await measureTable(page, label)
    await page.screenshot({ path: join(shots, "issue38-wbs-375.png") })
    expect(overlaps(narrow)).toEqual([])
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)

    // the agile Schedule: the same measure on its own columns (Resource editable, no Phase)
    const agile = await newPage(1280)
    const agileName = "Member banking app"
    const agileId = await subscribedAgileProject(agile, web.app.url, "schedule-widths", agileName)
    const agileApi = async (method: "post" | "put", path: string, data: unknown) => {
      const r = await agile.request[method](`${web.app.url}/api${path}`, { headers: { Origin: web.app.url }, data })
      expect(r.status(), `${path}: ${await r.text()}`).toBeLessThan(300)
      return (await r.json()) as Record<string, any>
    }
    await agileApi("post", "/agile/schedule/generate_plan", { project_id: Number(agileId), base_start: "2025-03-03" })
    const plan = (await (await agile.request.get(`${web.app.url}/api/agile/schedule?project_id=${agileId}`)).json()) as Record<string, any>
    const task = (plan.tasks as Array<{ id: number; parent_id: number | null; version: number }>).find((t) => t.parent_id !== null)!
    await agileApi("put", `/agile/schedule/task/${task.id}`, { title: LONG, version: task.version })
    await agile.goto(`${web.app.url}/app/agile/schedule?${new URLSearchParams({ project: agileName, projectId: agileId })}`)
    const agileInput = agile.locator(`#wbs-task-${task.id}`)
    await agileInput.waitFor()
    const agileLabel = (await agileInput.getAttribute("aria-label"))!
    await agileInput.scrollIntoViewIfNeeded()
    await agile.getByRole("columnheader", { name: "Resource" }).waitFor()
    const schedule = await measureTable(agile, agileLabel)
    await agile.screenshot({ path: join(shots, "issue38-schedule-1280.png") })
    expect(schedule.visible, JSON.stringify(schedule)).toBeGreaterThanOrEqual(40)
    expect(widest(schedule)).toBe("Task")
    expect(overlaps(schedule)).toEqual([])
    expect(await agile.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    expect(await agile.locator(".wbs-table-wrap").evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0)
    await agile.setViewportSize({ width: 375, height: 800 })
    await agile.locator(".wbs-table-wrap").evaluate((el) => el.scrollIntoView({ block: "start" }))
    const agileNarrow = await measureTable(agile, agileLabel)
    await agile.screenshot({ path: join(shots, "issue38-schedule-375.png") })
    expect(overlaps(agileNarrow)).toEqual([])
  })

  it("§4: a stale row write answers 409; the user is told and the list reloads", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("wbs409"))
    await subscribeMonthly(page)
    await page.goto(await createWbsProject(page, web.app.url, "Stale rows"))
    await page.getByRole("button", { name: "Add first task" }).click()
    await page.getByLabel("Task 1", { exact: true }).waitFor()
    // another tab renames the row behind this one's back
    const listed = await page.request.get(`${web.app.url}/api/wbs?project_name=Stale%20rows`)
    const item = ((await listed.json()) as { items: Array<{ id: number; version: number }> }).items[0]!
    const put = await page.request.put(`${web.app.url}/api/wbs/item/${item.id}`, {
      data: { task: "Renamed elsewhere", version: item.version },
      headers: { Origin: web.app.url }
    })
    expect(put.status()).toBe(200)
    await page.getByLabel("Task 1", { exact: true }).fill("My edit")
    await page.getByRole("alert").filter({ hasText: "changed elsewhere" }).waitFor()
    await expect.poll(() => page.getByLabel("Task 1", { exact: true }).inputValue()).toBe("Renamed elsewhere")
  })

  it("platform.md §1: a free-plan user sees the plan message with an upgrade link; 375 px scrolls the table only", async () => {
    const page = await newPage(375)
    await signUp(page, web.app.url, uniqueEmail("wbsfree"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    await page.goto(await createWbsProject(page, web.app.url, "Free plan move"))
    const alert = page.getByRole("alert").filter({ hasText: "The WBS Builder isn’t available on the Free plan." })
    await alert.waitFor()
    expect(await alert.getByRole("link").count()).toBe(1)
    expect(await page.getByRole("button", { name: "Generate & Save (AI)" }).count()).toBe(0)
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBeLessThanOrEqual(0)
  })
})
