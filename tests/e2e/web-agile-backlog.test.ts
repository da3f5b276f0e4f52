// The Agile Backlog screen (agile.md §2, §4, §5, §7, §8; issue 20) in Debian's Chromium against the real
// server on PGlite: AI epics and stories, Enter-to-add, reorder by keyboard, story edits and quick add
// autosaved as one document, the Jira CSV download, the stories/generate fallback, a stale tab, 500 stories,
// 375 px, free plan.
import { readFileSync } from "node:fs"
import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { EPIC_NAME_REQUIRED, STORY_AS_A_AND_I_WANT_REQUIRED } from "@initpack/core/messages/agile"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { JIRA_CSV_COLUMNS } from "@initpack/core/rules/planning/release/jira-csv"
import { projectFileSlug } from "@initpack/core/rules/risk/project-file-slug"
import { AGILE_NOT_ON_PLAN } from "@initpack/core/messages/platform-projects"
import { hasChromium, seriousViolations } from "./support/browser"
import { seedBacklog, storedBacklog, subscribedAgileProject, type SeedStory } from "./support/agile-seed"
import { createWaterfallProject, signUp, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const shots = process.env.E2E_SCREENSHOTS
const SUMMARY = "A handheld scanner app for warehouse pickers: scan pallets offline, sync picks when back on Wi-Fi, and show supervisors live pick rates."

run("Agile Backlog screen (Chromium)", { timeout: 300_000 }, () => {
  const web = useWebSuite()

  const open = async (page: Page, name: string, id: string) => {
    await page.goto(`${web.app.url}/app/agile/backlog?project=${encodeURIComponent(name)}&projectId=${id}`)
    await page.getByRole("heading", { level: 1, name: "Backlog" }).waitFor()
  }
  const epicsTable = (page: Page) => page.getByRole("table", { name: "Epics" })
  const storiesTable = (page: Page) => page.getByRole("table", { name: "Stories" })
  const epicNames = (page: Page) => epicsTable(page).locator('tbody td[data-field="name"] input').evaluateAll((els) => els.map((e) => (e as HTMLInputElement).value))
  const status = (page: Page) => page.locator(".bl-save")
  const savedAfter = async (page: Page, before: number, id: string) => {
    await status(page).filter({ hasText: /^Saved \d/ }).waitFor({ timeout: 15_000 })
    await expect.poll(async () => (await storedBacklog(page, web.app.url, id)).version, { timeout: 15_000 }).toBeGreaterThan(before)
    return storedBacklog(page, web.app.url, id)
  }

  it("AI epics, Enter adds an epic, keyboard reorder, AI stories (3 per epic), quick add, edits saved after 900 ms, filter, delete, reload", async () => {
    const page = await web.newPage()
    const name = "Warehouse scanners app"
    const id = await subscribedAgileProject(page, web.app.url, "bl", name)
    expect((await page.request.post(`${web.app.url}/api/agile/scope/generate`, { headers: { Origin: web.app.url }, data: { project_id: Number(id), summary: SUMMARY, delivery_approach: "agile" } })).ok()).toBe(true)
    await open(page, name, id)
    await page.getByText("No epics yet.", { exact: false }).waitFor()
    expect(await page.getByRole("tab", { name: /^Epics/ }).getAttribute("aria-selected")).toBe("true")
    expect(await seriousViolations(page)).toEqual([])

    // AI epics
    await page.getByRole("button", { name: "AI Generate Epics" }).click()
    await page.getByRole("status").filter({ hasText: /epics? added\./ }).waitFor({ timeout: 60_000 })
    const generated = await epicNames(page)
    expect(generated.length).toBeGreaterThanOrEqual(3)
    expect((await storedBacklog(page, web.app.url, id)).epics.map((e) => e.name)).toEqual(generated)

    // an epic needs a name; Enter adds one
    const field = page.getByLabel("New epic name")
    await field.press("Enter")
    await page.getByRole("alert").filter({ hasText: EPIC_NAME_REQUIRED }).waitFor()
    await field.fill("Offline sync")
    await field.press("Enter")
    expect(await field.inputValue()).toBe("")
    expect(await epicNames(page)).toEqual([...generated, "Offline sync"])

    // reorder by keyboard: focus stays on the pressed button
    const before = (await storedBacklog(page, web.app.url, id)).version
    const up = page.getByRole("button", { name: "Move Offline sync up" })
    await up.focus()
    await page.keyboard.press("Enter")
    await page.keyboard.press("Enter")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move Offline sync up")
    const reordered = [...generated.slice(0, -2), "Offline sync", ...generated.slice(-2)]
    expect(await epicNames(page)).toEqual(reordered)
    await page.getByRole("button", { name: `Move ${generated[0]} down` }).click()
    const reordered2 = [reordered[1]!, reordered[0]!, ...reordered.slice(2)]
    expect(await epicNames(page)).toEqual(reordered2)
    const afterMoves = await savedAfter(page, before, id)
    expect(afterMoves.epics.map((e) => e.name)).toEqual(reordered2)
    expect(afterMoves.epics.map((e) => e.order_index)).toEqual(reordered2.map((_, i) => (i + 1) * 10))

    // AI stories: 3 per epic
    await page.getByRole("button", { name: "AI Generate Stories" }).click()
    await page.getByRole("status").filter({ hasText: /stor(y|ies) added\./ }).waitFor({ timeout: 60_000 })
    const withStories = await storedBacklog(page, web.app.url, id)
    for (const epic of withStories.epics) expect(withStories.stories.filter((s) => s.epic_id === epic.id).length).toBe(3)
    await page.getByRole("tab", { name: /^Stories/ }).click()
    expect(await storiesTable(page).locator("tbody tr[data-row-key]").count()).toBe(withStories.stories.length)

    // quick add: As a and I want are required; the story starts as todo under the chosen epic
    await page.getByRole("button", { name: "Add story" }).click()
    await page.getByRole("alert").filter({ hasText: STORY_AS_A_AND_I_WANT_REQUIRED }).waitFor()
    await page.locator("#bl-qa-epic").selectOption({ label: "E" + (withStories.epics.find((e) => e.name === "Offline sync")?.key.slice(1) ?? "") + " · Offline sync" })
    await page.getByLabel("As a", { exact: true }).fill("warehouse picker")
    await page.getByLabel("I want", { exact: true }).fill("my picks to queue while offline")
    await page.getByRole("button", { name: "Add story" }).click()
    const n = withStories.stories.length + 1
    await page.getByLabel(`I want, story ${n}`).waitFor()
    const added = (await savedAfter(page, withStories.version, id)).stories.at(-1)
    expect(added).toMatchObject({ as_a: "warehouse picker", i_want: "my picks to queue while offline", so_that: "", status: "todo", epic_id: withStories.epics.find((e) => e.name === "Offline sync")?.id })

    // cell edits: acceptance lines (blank dropped), points >= 0 or empty, P1, status
    const v1 = (await storedBacklog(page, web.app.url, id)).version
    await page.getByLabel(`Acceptance criteria of story ${n}, one per line`).fill("Picks are queued offline\n\n   \nQueued picks sync within a minute")
    const pts = page.getByLabel(`Points of story ${n}`)
    await pts.fill("-1")
    await page.getByText("Points must be a number of at least 0, or empty.").waitFor()
    await pts.fill("5")
    await page.getByLabel(`Priority of story ${n}`).selectOption({ label: "P1" })
    await page.getByLabel(`Status of story ${n}`).selectOption("in_progress")
    const edited = (await savedAfter(page, v1, id)).stories.at(-1)
    expect(edited).toMatchObject({ acceptance: ["Picks are queued offline", "Queued picks sync within a minute"], points: 5, priority: 1, status: "in_progress" })

    // filter by epic
    await page.getByLabel("Filter by epic").selectOption({ label: `${added ? withStories.epics.find((e) => e.id === added.epic_id)?.key : ""} · Offline sync` })
    expect(await page.getByTestId("story-count").textContent()).toMatch(/^4 of \d+ stories · \d+ pts$/)
    expect(await storiesTable(page).locator("tbody tr[data-row-key]").count()).toBe(4)
    await page.getByLabel("Filter by epic").selectOption("all")

    // delete a story: its id goes with the next save
    const v2 = (await storedBacklog(page, web.app.url, id)).version
    const doomed = withStories.stories[0]!
    await page.getByRole("button", { name: "Delete story 1", exact: true }).click()
    const afterDelete = await savedAfter(page, v2, id)
    expect(afterDelete.stories.some((s) => s.id === doomed.id)).toBe(false)
    expect(afterDelete.stories.length).toBe(withStories.stories.length)

    // reload: all of it was stored
    await page.reload()
    await page.getByRole("tab", { name: /^Stories/ }).click()
    expect(await page.getByLabel(`Points of story ${n - 1}`).inputValue()).toBe("5")
    expect(await page.getByLabel(`Acceptance criteria of story ${n - 1}, one per line`).inputValue()).toBe("Picks are queued offline\nQueued picks sync within a minute")
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/backlog-stories.png`, fullPage: false })

    // Export Jira CSV: busy while the server answers, saved under the server's file name, read back with a CSV parser
    const saved = await storedBacklog(page, web.app.url, id)
    let answer!: () => void
    const held = new Promise<void>((resolve) => (answer = resolve))
    const jiraExport = (url: URL) => url.pathname.endsWith("/api/agile/backlog/export_jira")
    await page.route(jiraExport, async (route) => {
      await held
      await route.continue()
    })
    const download = page.waitForEvent("download")
    await page.getByRole("button", { name: "Export Jira CSV" }).click()
    const busyButton = page.getByRole("button", { name: "Exporting…" })
    await busyButton.waitFor()
    expect(await busyButton.isDisabled()).toBe(true)
    answer()
    const file = await download
    await page.unroute(jiraExport)
    await page.getByRole("button", { name: "Export Jira CSV" }).waitFor()
    expect(file.suggestedFilename()).toMatch(new RegExp(`^jira_backlog_${projectFileSlug(name)}_\\d{4}-\\d{2}-\\d{2}\\.csv$`))
    const rows = parse(readFileSync((await file.path())!, "utf8"), { bom: true }) as Array<Array<string>>
    expect(rows[0]!.slice(0, JIRA_CSV_COLUMNS.length)).toEqual([...JIRA_CSV_COLUMNS])
    expect(rows.filter((r) => r[2] === "Epic").map((r) => r[3])).toEqual(saved.epics.map((e) => e.name))
    expect(rows.filter((r) => r[2] === "Story")).toHaveLength(saved.stories.length)
    const offlineEpic = saved.epics.findIndex((e) => e.name === "Offline sync")
    // the multi-line description (statement, then the acceptance criteria) comes back as one field
    expect(rows.find((r) => r[3] === "My picks to queue while offline")?.slice(0, 10)).toEqual([
      expect.stringMatching(/^STORY-\d+$/),
      `EPIC-${offlineEpic + 1}`,
      "Story",
      "My picks to queue while offline",
      "As a warehouse picker, I want my picks to queue while offline.\n\nAcceptance criteria:\n* Picks are queued offline\n* Queued picks sync within a minute",
      "",
      "Offline sync",
      "5",
      "High",
      ""
    ])

    // agile.md §4 fallback: backlog/generate missing -> stories/generate with the same body
    await page.route("**/api/agile/backlog/generate", (route) =>
      route.fulfill({ status: 404, contentType: "application/json", body: JSON.stringify({ error: "Not Found: POST /api/agile/backlog/generate" }) })
    )
    const fallback = page.waitForRequest((r) => r.url().endsWith("/api/agile/stories/generate"))
    await page.getByRole("button", { name: "AI Generate Stories" }).click()
    expect((await fallback).postDataJSON()).toMatchObject({ per_epic: 3, project_name: name })
    await page.getByRole("status").filter({ hasText: /stor(y|ies) added\./ }).waitFor({ timeout: 60_000 })
    await page.unroute("**/api/agile/backlog/generate")
  })

  it("a stale tab gets the server's message and the saved backlog", async () => {
    const page = await web.newPage()
    const name = "Stale backlog"
    const id = await subscribedAgileProject(page, web.app.url, "bl-stale", name)
    await seedBacklog(page, web.app.url, id, ["Scanning"], [{ epic: 0, as_a: "picker", i_want: "to scan", points: 3, priority: 2, status: "todo" }])
    await open(page, name, id)
    const other = await page.context().newPage()
    await open(other, name, id)
    await other.getByLabel("Name of Scanning").fill("Scanning v2")
    await other.locator(".bl-save").filter({ hasText: /^Saved \d/ }).waitFor({ timeout: 15_000 })
    await page.getByLabel("Name of Scanning").fill("Scanning here")
    await page.getByRole("alert").filter({ hasText: /changed|version|stale/i }).waitFor({ timeout: 15_000 })
    await page.getByText("The backlog changed elsewhere").waitFor()
    await expect.poll(() => page.getByLabel("Name of Scanning v2").inputValue()).toBe("Scanning v2")
    expect((await storedBacklog(page, web.app.url, id)).epics[0]?.name).toBe("Scanning v2")
  })

  it("stays responsive with 500 stories: keystroke to paint measured in Chromium", async () => {
    const page = await web.newPage()
    const name = "Big backlog"
    const id = await subscribedAgileProject(page, web.app.url, "bl-big", name)
    const stories: Array<SeedStory> = Array.from({ length: 500 }, (_, i) => ({
      epic: i % 5,
      as_a: ["picker", "supervisor", "driver", "planner", "auditor"][i % 5]!,
      i_want: `to do task number ${i + 1} quickly`,
      points: (i % 8) + 1,
      priority: (i % 3) + 1,
      status: ["todo", "in_progress", "done", ""][i % 4]!,
      acceptance: [`criterion ${i + 1}a`, `criterion ${i + 1}b`]
    }))
    const seeded = await seedBacklog(page, web.app.url, id, ["Scan", "Sync", "Report", "Admin", "Audit"], stories)
    expect(seeded.stories.length).toBe(500)
    await open(page, name, id)
    const tab = page.getByRole("tab", { name: /^Stories/ })
    await tab.click()
    await page.getByLabel("I want, story 12", { exact: true }).waitFor()
    expect(await page.getByTestId("story-count").textContent()).toBe("500 stories · 2242 pts")
    // the shared table may render only the rows in view; it still tells how many there are
    const rendered = await storiesTable(page).locator("tbody tr[data-row-key]").count()
    const rowcount = await storiesTable(page).getAttribute("aria-rowcount")
    expect(rendered === 500 || rowcount === "501").toBe(true)
    console.log(`Backlog, 500 stories: ${rendered} rows rendered`)

    // keystroke -> next frame painted, timed in the page: keydown's timestamp to a task after the frame
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
    const cell = page.getByLabel("I want, story 12", { exact: true })
    await cell.click()
    await page.keyboard.press("End")
    await page.keyboard.type(" and fast as well with no lag at all", { delay: 40 })
    const lat = await page.evaluate(() => (window as unknown as { __lat: Array<number> }).__lat.slice(1))
    const sorted = [...lat].sort((a, b) => a - b)
    const median = sorted[Math.floor(sorted.length / 2)]!
    const p95 = sorted[Math.floor(sorted.length * 0.95)]!
    console.log(`Backlog, 500 stories: keystroke to paint over ${lat.length} keys: median ${median.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`)
    // a bound a sluggish table would break even on this shared, loaded machine
    expect(median).toBeLessThan(150)
    expect(await cell.inputValue()).toBe("to do task number 12 quickly and fast as well with no lag at all")

    // filtering 500 stories
    const filterMs = await page.evaluate(async () => {
      const select = document.getElementById("bl-filter") as HTMLSelectElement
      const started = performance.now()
      select.value = select.options[3]!.value
      select.dispatchEvent(new Event("change", { bubbles: true }))
      await new Promise((r) => requestAnimationFrame(() => setTimeout(r, 0)))
      return performance.now() - started
    })
    console.log(`Backlog, 500 stories: filter by epic to paint ${filterMs.toFixed(1)} ms`)
    expect(filterMs).toBeLessThan(1500)
    expect(await page.getByTestId("story-count").textContent()).toMatch(/^100 of 500 stories/)

    // the edit is saved with the 500 stories
    const saved = await savedAfter(page, seeded.version, id)
    expect(saved.stories[11]?.i_want).toBe("to do task number 12 quickly and fast as well with no lag at all")
    expect(saved.stories.length).toBe(500)
  })

  it("at 375 px the page does not scroll sideways and axe finds nothing serious", async () => {
    const page = await web.newPage(375)
    const name = "Narrow backlog"
    const id = await subscribedAgileProject(page, web.app.url, "bl-narrow", name)
    await seedBacklog(page, web.app.url, id, ["Scanning", "Sync"], [
      { epic: 0, as_a: "picker", i_want: "to scan a pallet", points: 3, priority: 1, status: "todo", acceptance: ["beeps on success"] },
      { epic: 1, as_a: "supervisor", i_want: "to see pick rates", points: 5, priority: 2, status: "in_progress" }
    ])
    await open(page, name, id)
    await epicsTable(page).waitFor()
    for (const tab of [/^Epics/, /^Stories/]) {
      await page.getByRole("tab", { name: tab }).click()
      const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }))
      expect(widths.doc).toBeLessThanOrEqual(widths.view)
      expect(await seriousViolations(page)).toEqual([])
    }
    if (shots) await page.screenshot({ path: `${shots}/backlog-375.png`, fullPage: true })
    // agile.md §5: without the project query the screen says so
    await page.goto(`${web.app.url}/app/agile/backlog`)
    await page.getByRole("alert").filter({ hasText: MISSING_PROJECT_QUERY }).waitFor()
  })

  it("a free-plan user sees the plan-limit alert with its upgrade link", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("bl-free"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free project"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await open(page, name, id)
    const alert = page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN })
    await alert.waitFor()
    expect(await alert.getByRole("link").count()).toBe(1)
    expect(await page.getByRole("button", { name: "AI Generate Epics" }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})
