// The Agile Risk Register and Agile Schedule screens (agile.md §1, §2, §4, §5, §7-§9) in Debian's Chromium
// against the real server: the waterfall Risk Register and WBS Builder in agile mode, on a paid agile project.
import { readFileSync } from "node:fs"
import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import type { Locator, Page } from "playwright-core"
import { DELETE_RISK_CONFIRM } from "@initpack/core/messages/risk"
import { AGILE_NOT_ON_PLAN } from "@initpack/core/messages/platform-projects"
import { SCHEDULE_EMPTY_STATE } from "@initpack/core/messages/agile"
import { RISK_CSV_COLUMNS } from "@initpack/core/rules/risk/risk-csv"
import { seedBacklog, subscribedAgileProject } from "./support/agile-seed"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")
const shots = process.env.E2E_SCREENSHOTS

const CONTEXT =
  "A mobile banking app for a regional credit union: members check balances, pay bills and freeze a lost card, " +
  "built by one scrum team in two-week sprints against the core banking vendor's API, live before the end of the year."

interface Task {
  readonly id: number
  readonly parent_id: number | null
  readonly title: string
  readonly type: string
  readonly wbs: string
  readonly duration_days: number
  readonly resource: string
  readonly version: number
  readonly start_date: string | null
}

run("Agile Risk Register and Agile Schedule screens (Chromium)", { timeout: 400_000 }, () => {
  const web = useWebSuite()
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
    return (await response.json()) as Record<string, unknown>
  }
  const tasksOf = async (page: Page, id: string): Promise<ReadonlyArray<Task>> =>
    ((await (await page.request.get(`${web.app.url}/api/agile/schedule?project_id=${id}`)).json()) as { tasks: ReadonlyArray<Task> }).tasks

  // --- Risk Register -------------------------------------------------------------------------------
  const riskTable = (page: Page) => page.getByRole("table", { name: "Risk register" })
  const riskRows = (page: Page) => riskTable(page).locator("tbody tr").filter({ has: page.locator('[data-testid="rag"]') })
  const riskRow = (page: Page, title: string): Locator => riskRows(page).filter({ has: page.getByRole("rowheader", { name: title, exact: true }) })
  const riskTitles = async (page: Page) => (await riskTable(page).locator("tbody th[scope=row]").allTextContents()).map((t) => t.trim())

  it("risk register: generate, add, edit, delete, export CSV; every change is saved (reload); axe; 375 px", async () => {
    const page = await web.newPage()
    const name = "Member banking app"
    const id = await subscribedAgileProject(page, web.app.url, "agrisk", name)
    await page.goto(`${web.app.url}/app/agile/risk?project=${encodeURIComponent(name)}&projectId=${id}`)
    await page.getByRole("heading", { level: 1, name: "Risk Register" }).waitFor()
    await page.getByText("Agile · Risk Register").waitFor()
    await page.getByText("Regenerating the register replaces every risk, including risks you added manually.").waitFor()
    await page.getByRole("button", { name: "Refresh from Agile Scope" }).click()
    await page.getByRole("button", { name: "Refresh from Agile Scope" }).waitFor()
    await expect.poll(() => page.getByRole("button", { name: "Refresh from Agile Scope" }).isEnabled()).toBe(true)

    await page.getByLabel("Context").fill(CONTEXT)
    await page.getByRole("button", { name: "AI Generate Risk Register" }).click()
    await expect.poll(() => riskRows(page).count(), { timeout: 20_000 }).toBeGreaterThanOrEqual(3)
    expect(await seriousViolations(page)).toEqual([])

    const manual = "Vendor API changes mid-sprint"
    await page.getByLabel("Risk title").fill(manual)
    await page.getByRole("button", { name: "Add Risk", exact: true }).click()
    await riskRow(page, manual).waitFor()

    const renamed = "Vendor API changes during a sprint"
    await page.getByRole("button", { name: `Edit ${manual}`, exact: true }).click()
    await page.getByLabel("Edit title").fill(renamed)
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await riskRow(page, renamed).waitFor()

    const first = (await riskTitles(page))[0] ?? ""
    await page.getByRole("button", { name: `Delete ${first}` }).click()
    const dialog = page.getByRole("dialog", { name: DELETE_RISK_CONFIRM })
    await dialog.getByRole("button", { name: "Delete" }).click()
    await riskRow(page, first).waitFor({ state: "detached" })

    await page.reload()
    await riskRow(page, renamed).waitFor()
    const titles = await riskTitles(page)
    expect(titles).not.toContain(first)
    expect(titles).not.toContain(manual)
    const stored = (await (await page.request.get(`${web.app.url}/api/risk/list?project_id=${id}`)).json()) as { risks: ReadonlyArray<{ title: string }> }
    expect(stored.risks.map((r) => r.title).sort()).toEqual([...titles].sort())

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()])
    expect(download.suggestedFilename()).toMatch(/^risk_register_.*\.csv$/)
    const rows = parse(readFileSync((await download.path()) ?? ""), { columns: true, bom: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0] ?? {})).toEqual([...RISK_CSV_COLUMNS])
    expect(rows.map((r) => r.title).sort()).toEqual([...titles].sort())

    await page.setViewportSize({ width: 375, height: 800 })
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-risk-375.png`, fullPage: true })
  })

  // --- Schedule ------------------------------------------------------------------------------------
  const scheduleUrl = (name: string, id: string) => `${web.app.url}/app/agile/schedule?${new URLSearchParams({ project: name, projectId: id })}`
  const status = (page: Page) => page.getByTestId("wbs-status")
  // every status message shown (they clear after ~900 ms, so a slow poll could miss one)
  const recordStatuses = (page: Page) =>
    page.evaluate(() => {
      const w = window as unknown as { __statuses: Array<string> }
      w.__statuses = []
      const el = document.querySelector('[data-testid="wbs-status"]')
      if (el) new MutationObserver(() => w.__statuses.push(el.textContent ?? "")).observe(el, { childList: true, characterData: true, subtree: true })
    })
  const shown = async (page: Page, text: string) =>
    expect.poll(() => page.evaluate(() => (window as unknown as { __statuses: Array<string> }).__statuses), { timeout: 15_000 }).toContain(text)

  it("schedule: generate, indent, outdent, edit, recalculate, resources, collapse, export; reload shows it saved; axe; 375 px", async () => {
    const page = await web.newPage()
    const name = "Card controls"
    const id = await subscribedAgileProject(page, web.app.url, "agsched", name)
    await seedBacklog(page, web.app.url, id, ["Cards", "Payments"], [
      { epic: 0, as_a: "member", i_want: "to freeze a lost card", points: 8, priority: 1, status: "todo" },
      { epic: 1, as_a: "member", i_want: "to pay a bill", points: 5, priority: 2, status: "todo" }
    ])
    // §2: the guard without ?project
    await page.goto(`${web.app.url}/app/agile/schedule`)
    await waitForPath(page, (url) => url.pathname === "/app/projects")

    await page.goto(scheduleUrl(name, id))
    await page.getByRole("heading", { level: 1, name: /Agile Schedule/ }).waitFor()
    await page.getByText(SCHEDULE_EMPTY_STATE).waitFor()
    await page.getByText("high-level and for initiation only").waitFor()
    await page.getByLabel("Base start").fill("2025-03-03")
    await recordStatuses(page)
    await page.getByRole("button", { name: "Generate Plan" }).click()
    await shown(page, "Plan generated")
    await expect.poll(() => status(page).textContent(), { timeout: 5000 }).toBe("")
    await page.getByRole("button", { name: "Regenerate Plan" }).waitFor()
    expect(await page.getByTestId("schedule-plan-title").textContent()).not.toContain("not generated yet")

    const tasks = await tasksOf(page, id)
    const phases = tasks.filter((t) => t.type === "phase")
    expect(phases.length).toBe(5)
    const gate = tasks.find((t) => t.type === "gate")
    expect(gate).toBeDefined()
    expect(await page.getByLabel(`Duration (days) ${gate!.wbs}, gate`).isDisabled()).toBe(true)
    expect(await page.locator(".wbs-row-gate .wbs-task-input").first().evaluate((el) => getComputedStyle(el).fontStyle)).toBe("italic")
    expect(Number(await page.locator(".wbs-row-phase .wbs-task-input").first().evaluate((el) => getComputedStyle(el).fontWeight))).toBeGreaterThanOrEqual(700)
    await page.locator(".wbs-row-sprint .wbs-badge").first().waitFor()
    expect(await page.locator(".wbs-row-sprint .wbs-badge").first().textContent()).toMatch(/^\d+ epics · \d+ stories · \d+ pts$/)
    // §2: dates as dd/mm/yy
    expect(await page.locator("td.wbs-date").first().textContent()).toBe("3 Mar 2025")
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-schedule.png`, fullPage: true })

    // indent the second child of the first phase under the first child, then outdent it back
    const kids = tasks.filter((t) => t.parent_id === phases[0]!.id)
    expect(kids.length).toBeGreaterThanOrEqual(2)
    const mover = kids[1]!
    await page.getByRole("button", { name: `Indent ${mover.wbs}`, exact: true }).click()
    await shown(page, "Indented")
    await expect.poll(async () => (await tasksOf(page, id)).find((t) => t.id === mover.id)?.parent_id).toBe(kids[0]!.id)
    const indentedWbs = (await tasksOf(page, id)).find((t) => t.id === mover.id)!.wbs
    await page.getByRole("button", { name: `Outdent ${indentedWbs}`, exact: true }).click()
    await shown(page, "Outdented")
    await expect.poll(async () => (await tasksOf(page, id)).find((t) => t.id === mover.id)?.parent_id).toBe(phases[0]!.id)

    // inline edits: title and resource autosave after 550 ms, 'Saved' shows
    const target = kids[0]!
    await page.getByLabel(`Task ${target.wbs}`, { exact: true }).fill("Kick-off with the card vendor")
    await page.getByLabel(`Resource ${target.wbs}`, { exact: true }).fill("Product Owner, Scrum Master")
    await expect.poll(async () => (await tasksOf(page, id)).find((t) => t.id === target.id)?.title, { timeout: 5000 }).toBe("Kick-off with the card vendor")
    await expect.poll(async () => (await tasksOf(page, id)).find((t) => t.id === target.id)?.resource, { timeout: 5000 }).toMatch(/Product Owner/)

    // add child, then delete it
    await page.getByRole("button", { name: `Add child to ${target.wbs}`, exact: true }).click()
    await expect.poll(async () => (await tasksOf(page, id)).filter((t) => t.parent_id === target.id).length).toBe(1)
    const child = (await tasksOf(page, id)).find((t) => t.parent_id === target.id)!
    expect(child.title).toBe("TBA")
    expect(child.duration_days).toBe(5)
    await page.getByRole("button", { name: `Delete ${child.wbs}`, exact: true }).click()
    await shown(page, "Deleted")
    await expect.poll(async () => (await tasksOf(page, id)).some((t) => t.id === child.id)).toBe(false)

    await page.getByLabel("Base start").fill("2025-04-07")
    await page.getByRole("button", { name: "Recalculate Schedule" }).click()
    await shown(page, "Schedule recalculated")
    await expect.poll(() => page.locator("td.wbs-date").first().textContent()).toBe("7 Apr 2025")
    await page.getByRole("button", { name: "Auto-fill Resources" }).click()
    await shown(page, "Resources suggested")

    const before = await page.locator("tbody tr[data-row-key]").count()
    await page.getByRole("button", { name: "Collapse all" }).click()
    await expect.poll(() => page.locator("tbody tr[data-row-key]").count()).toBe(5)
    await page.getByRole("button", { name: "Expand all" }).click()
    await expect.poll(() => page.locator("tbody tr[data-row-key]").count()).toBe(before)

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export Tasks CSV" }).click()])
    const csv = parse(readFileSync((await download.path()) ?? ""), { columns: true, bom: true }) as Array<Record<string, string>>
    expect(Object.keys(csv[0] ?? {})).toEqual(["wbs", "phase", "task", "type", "duration_days", "start_date", "end_date", "resource", "predecessors"])
    const stored = await tasksOf(page, id)
    expect(csv.length).toBe(stored.length)
    expect(csv.map((r) => r.task)).toContain("Kick-off with the card vendor")

    await page.reload()
    const saved = await tasksOf(page, id)
    const kickoff = saved.find((t) => t.id === target.id)!
    await expect.poll(() => page.getByLabel(`Task ${kickoff.wbs}`, { exact: true }).inputValue()).toBe("Kick-off with the card vendor")
    expect(await page.getByLabel(`Resource ${kickoff.wbs}`, { exact: true }).inputValue()).toMatch(/Product Owner/)
    expect(await page.getByLabel("Base start").inputValue()).toBe("2025-04-07")

    await page.setViewportSize({ width: 375, height: 800 })
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-schedule-375.png`, fullPage: true })
  })

  it("schedule: a stale second tab gets the 409 message and loses nothing", async () => {
    const page = await web.newPage()
    const name = "Stale schedule"
    const id = await subscribedAgileProject(page, web.app.url, "agstale", name)
    await post(page, "/agile/schedule/generate_plan", { project_id: Number(id), base_start: "2025-03-03" })
    await page.goto(scheduleUrl(name, id))
    const row = (await tasksOf(page, id)).find((t) => t.type === "task")!
    await page.getByLabel(`Task ${row.wbs}`, { exact: true }).waitFor()
    // the other tab renames the row
    const put = await page.request.put(`${web.app.url}/api/agile/schedule/task/${row.id}`, { headers: { Origin: web.app.url }, data: { title: "Renamed in tab one", version: row.version } })
    expect(put.status()).toBe(200)
    await page.getByLabel(`Task ${row.wbs}`, { exact: true }).fill("Typed in the stale tab")
    await page.getByRole("alert").filter({ hasText: "changed elsewhere" }).waitFor()
    await expect.poll(() => page.getByLabel(`Task ${row.wbs}`, { exact: true }).inputValue()).toBe("Renamed in tab one")
    expect((await tasksOf(page, id)).find((t) => t.id === row.id)?.title).toBe("Renamed in tab one")
  })

  it("schedule stays responsive with 1,000 rows: keystroke to paint measured in Chromium", async () => {
    const page = await web.newPage()
    const name = "Big schedule"
    const id = await subscribedAgileProject(page, web.app.url, "agbig", name)
    // 10 phases of 99 tasks each, added through the API (no base start, so no date rework per call)
    let made = 0
    for (let p = 0; p < 10; p++) {
      const phase = (await post(page, "/agile/schedule/task", { project_id: Number(id), title: `Phase ${p + 1}`, type: "phase", duration_days: 0 })) as { task: { id: number } }
      made++
      for (let t = 0; t < 99; t++) {
        await post(page, "/agile/schedule/task", { project_id: Number(id), parent_id: phase.task.id, order_index: t + 1, title: `Task ${p + 1}.${t + 1}`, duration_days: 3 })
        made++
      }
    }
    expect(made).toBe(1000)
    await page.goto(scheduleUrl(name, id))
    const cell = page.getByLabel("Task 1.12", { exact: true })
    await cell.waitFor()
    const rendered = await page.locator("tbody tr[data-row-key]").count()
    console.log(`Agile Schedule, 1,000 rows: ${rendered} rows rendered`)
    expect(rendered).toBeLessThan(1000)

    await page.evaluate(() => {
      const w = window as unknown as { __lat: Array<number> }
      w.__lat = []
      document.addEventListener(
        "keydown",
        (event) => {
          const start = event.timeStamp
          requestAnimationFrame(() => setTimeout(() => w.__lat.push(performance.now() - start), 0))
        },
        true
      )
    })
    await cell.click()
    await page.keyboard.press("End")
    await page.keyboard.type(" with the vendor team", { delay: 40 })
    const lat = await page.evaluate(() => (window as unknown as { __lat: Array<number> }).__lat.slice(1))
    const sorted = [...lat].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!
    console.log(`Agile Schedule, 1,000 rows: keystroke to paint over ${lat.length} keys: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`)
    expect(median).toBeLessThan(150)
    await expect.poll(async () => (await tasksOf(page, id)).find((t) => t.wbs === "1.12")?.title, { timeout: 5000 }).toBe("Task 1.12 with the vendor team")
  })

  it("§1: a free-plan user gets the plan-limit alert on both screens", async () => {
    const page = await web.newPage(375)
    await signUp(page, web.app.url, uniqueEmail("agrsfree"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free project"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""

    await page.goto(`${web.app.url}/app/agile/risk?project=${encodeURIComponent(name)}&projectId=${id}`)
    const riskLimit = page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN })
    await riskLimit.waitFor()
    expect(await riskLimit.getByRole("link").count()).toBe(1)
    expect(await page.getByRole("button", { name: "AI Generate Risk Register" }).isDisabled()).toBe(true)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])

    await page.goto(scheduleUrl(name, id))
    const scheduleLimit = page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN })
    await scheduleLimit.waitFor()
    expect(await scheduleLimit.getByRole("link").count()).toBe(1)
    expect(await page.getByRole("button", { name: "Generate Plan" }).count()).toBe(0)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})
