// The Agile Release Plan screen (agile.md §2, §4, §5, §7, §8; issue 20) in Debian's Chromium against the
// real server on PGlite: moves by keyboard and by drag, WIP limit and warning, Auto-Plan (server and the
// local fallback), Export CSV read back, a move saved when the tab closes at once, a stale tab, 375 px, free plan.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { parse } from "csv-parse/sync"
import { AUTO_PLAN_FAILED } from "@initpack/core/messages/agile"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { AGILE_NOT_ON_PLAN } from "@initpack/core/messages/platform-projects"
import { RELEASE_CSV_HEADER } from "@initpack/core/rules/planning/release/release-csv"
import { hasChromium, seriousViolations } from "./support/browser"
import { seedBacklog, subscribedAgileProject, type SeedStory } from "./support/agile-seed"
import { createWaterfallProject, signUp, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const shots = process.env.E2E_SCREENSHOTS

interface StoredRelease {
  readonly lanes: { readonly [lane in "now" | "next" | "later"]: ReadonlyArray<{ readonly story_id: number; readonly order_index: number }> }
  readonly wip_limits: { readonly now: number; readonly next: number; readonly later: number }
  readonly unplaced: { readonly count: number; readonly points: number }
  readonly version: number
}

// eight stories: points 3, 5, 8, 2, 13, 1, 5 and a done 8
const STORIES: ReadonlyArray<SeedStory> = [
  { epic: 0, as_a: "picker", i_want: "to scan a pallet", points: 3, priority: 1, status: "todo", acceptance: ["beeps", "shows the SKU"] },
  { epic: 0, as_a: "picker", i_want: "to scan offline", points: 5, priority: 1, status: "in_progress" },
  { epic: 1, as_a: "supervisor", i_want: "to see pick rates", points: 8, priority: 2, status: "todo" },
  { epic: 1, as_a: "supervisor", i_want: "to export a shift report", points: 2, priority: 3, status: "todo" },
  { epic: 0, as_a: "driver", i_want: "to confirm loading", points: 13, priority: null, status: "todo" },
  { epic: 1, as_a: "auditor", i_want: "to trace a pick", points: 1, priority: 2, status: "" },
  { epic: 0, as_a: "picker", i_want: "to undo a scan", points: 5, priority: 2, status: "todo" },
  { epic: 1, as_a: "planner", i_want: "to set targets", points: 8, priority: 1, status: "done" }
]

run("Agile Release Plan screen (Chromium)", { timeout: 300_000 }, () => {
  const web = useWebSuite()

  const open = async (page: Page, name: string, id: string) => {
    await page.goto(`${web.app.url}/app/agile/release?project=${encodeURIComponent(name)}&projectId=${id}`)
    await page.getByRole("heading", { level: 1, name: "Release Plan" }).waitFor()
    await page.getByTestId("unplaced").waitFor()
  }
  const stored = async (page: Page, id: string): Promise<StoredRelease> =>
    (await (await page.request.get(`${web.app.url}/api/agile/release?project_id=${id}`)).json()) as StoredRelease
  const lane = (page: Page, which: string) => page.locator(`section[data-lane="${which}"]`)
  const cardsIn = (page: Page, which: string) => lane(page, which).locator("li[data-story-id]").evaluateAll((els) => els.map((e) => Number(e.getAttribute("data-story-id"))))
  const card = (page: Page, storyId: number) => page.locator(`li[data-story-id="${storyId}"]`)
  const pressOn = async (page: Page, name: string) => {
    await page.getByRole("button", { name, exact: true }).focus()
    await page.keyboard.press("Enter")
  }
  const savedVersion = async (page: Page, id: string, above: number) => {
    await page.locator(".rl-save").filter({ hasText: /^Saved \d/ }).waitFor({ timeout: 15_000 })
    await expect.poll(async () => (await stored(page, id)).version, { timeout: 15_000 }).toBeGreaterThan(above)
    return stored(page, id)
  }
  const setup = async (page: Page, tag: string, name: string) => {
    const id = await subscribedAgileProject(page, web.app.url, tag, name)
    const backlog = await seedBacklog(page, web.app.url, id, ["Scanning", "Reporting"], STORIES)
    return { id, ids: backlog.stories.map((s) => s.id) }
  }

  it("keyboard and drag moves, remove, WIP limit and warning, Auto-Plan within the target, the local fallback, Export CSV", async () => {
    const page = await web.newPage()
    const name = "Scanner release"
    const { id, ids } = await setup(page, "rl", name)
    const [s1, s2, s3, s4, s5, s6, s7, s8] = ids as [number, number, number, number, number, number, number, number]
    await open(page, name, id)
    expect(await page.getByTestId("unplaced").textContent()).toBe("Unplaced: 8 stories · 45 pts")
    expect(await cardsIn(page, "unplaced")).toEqual(ids)
    expect(await seriousViolations(page)).toEqual([])

    // keyboard: story 1 and 2 to Now, story 3 to Next; the card keeps the focus where it lands
    await pressOn(page, "Move story 1 to Now")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-story-id"))).toBe(String(s1))
    await pressOn(page, "Move story 2 to Now")
    await pressOn(page, "Move story 3 to Next")
    expect(await cardsIn(page, "now")).toEqual([s1, s2])
    // up swaps neighbours; the pressed button keeps the focus
    await pressOn(page, "Move story 2 up")
    expect(await page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Move story 2 up")
    expect(await cardsIn(page, "now")).toEqual([s2, s1])
    expect(await page.getByTestId("summary-now").textContent()).toBe("2 stories · 8 pts of 25")

    // drag and drop: story 4 from the Backlog to Later, story 3 from Next back to the Backlog
    // dropped on the lane's heading, which stays in view
    await card(page, s4).dragTo(lane(page, "later"), { targetPosition: { x: 30, y: 16 } })
    await card(page, s3).dragTo(lane(page, "unplaced"), { targetPosition: { x: 30, y: 16 } })
    expect(await cardsIn(page, "later")).toEqual([s4])
    expect(await cardsIn(page, "next")).toEqual([])
    const afterMoves = await savedVersion(page, id, 0)
    expect(afterMoves.lanes).toEqual({
      now: [{ story_id: s2, order_index: 10 }, { story_id: s1, order_index: 20 }],
      next: [],
      later: [{ story_id: s4, order_index: 10 }]
    })
    expect(afterMoves.unplaced).toEqual({ count: 5, points: 35 })

    // remove returns a card to the Backlog
    await pressOn(page, "Remove story 1 from Now")
    expect(await cardsIn(page, "now")).toEqual([s2])
    expect(await page.getByTestId("unplaced").textContent()).toBe("Unplaced: 6 stories · 38 pts")

    // WIP limit: 0 becomes 1, and Now over its limit shows the warning
    const wipField = page.getByLabel("WIP limit (points)")
    await wipField.fill("0")
    await wipField.blur()
    expect(await wipField.inputValue()).toBe("1")
    await page.getByRole("status").filter({ hasText: "Now holds 5 points, over its WIP limit of 1." }).waitFor()
    const v1 = (await stored(page, id)).version
    expect((await savedVersion(page, id, v1)).wip_limits.now).toBe(1)
    await wipField.fill("40")
    await wipField.blur()
    await expect.poll(() => page.getByText(/over its WIP limit/).count()).toBe(0)

    // Auto-Plan within the target (the WIP limit): done stories left out
    await wipField.fill("10")
    await wipField.blur()
    await page.getByRole("button", { name: "Auto-Plan" }).click()
    await page.getByRole("status").filter({ hasText: /^Auto-planned: Now holds \d+ of 10 points\.$/ }).waitFor()
    const points = new Map(ids.map((sid, i) => [sid, STORIES[i]!.points ?? 0]))
    const plan = await stored(page, id)
    const nowPoints = plan.lanes.now.reduce((sum, e) => sum + (points.get(e.story_id) ?? 0), 0)
    expect(nowPoints).toBeLessThanOrEqual(10)
    expect(plan.lanes.now.map((e) => e.story_id)).toEqual([s2, s1, s6])
    expect([...plan.lanes.now, ...plan.lanes.next, ...plan.lanes.later].some((e) => e.story_id === s8)).toBe(false)
    expect(await cardsIn(page, "now")).toEqual([s2, s1, s6])

    // a failed Auto-Plan: 'Auto-plan failed.' and the local plan of §4, saved
    await page.route("**/api/agile/release/auto_plan", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }))
    await wipField.fill("8")
    await wipField.blur()
    const v2 = (await stored(page, id)).version
    await page.getByRole("button", { name: "Auto-Plan" }).click()
    await page.getByRole("alert").filter({ hasText: AUTO_PLAN_FAILED }).waitFor()
    expect(await cardsIn(page, "now")).toEqual([s2, s1])
    expect(await cardsIn(page, "next")).toEqual([s3, s7, s6, s4, s5])
    const local = await savedVersion(page, id, v2)
    expect(local.lanes.now.map((e) => e.story_id)).toEqual([s2, s1])
    expect(local.wip_limits.now).toBe(8)
    await page.unroute("**/api/agile/release/auto_plan")

    // Export CSV, read back with a CSV parser
    const download = page.waitForEvent("download")
    await page.getByRole("button", { name: "Export CSV" }).click()
    const file = await (await download).path()
    const rows = parse(readFileSync(file, "utf8"), { bom: true }) as Array<Array<string>>
    expect(rows[0]).toEqual([...RELEASE_CSV_HEADER])
    expect(rows.slice(1).map((r) => [r[0], r[2]])).toEqual([
      ["now", String(s2)],
      ["now", String(s1)],
      ...[s3, s7, s6, s4, s5].map((sid) => ["next", String(sid)])
    ])
    expect(rows[2]).toEqual(["now", "20", String(s1), "Scanning", "picker", "to scan a pallet", "", "beeps|shows the SKU", "3", "1", "todo"])
    if (shots) await page.screenshot({ path: `${shots}/release.png`, fullPage: true })
  })

  it("a move made just before the tab closes is saved (keepalive on page hide)", async () => {
    const page = await web.newPage()
    const name = "Closing release"
    const { id, ids } = await setup(page, "rl-close", name)
    await open(page, name, id)
    const checker = await page.context().newPage()
    await page.getByRole("button", { name: "Move story 5 to Next", exact: true }).click()
    const moved = performance.now()
    // well inside the 800 ms autosave debounce: only the page-hide flush can save it
    const closedAfter = performance.now() - moved
    await page.close({ runBeforeUnload: true })
    expect(closedAfter).toBeLessThan(100)
    await expect.poll(async () => (await stored(checker, id)).lanes.next.map((e) => e.story_id), { timeout: 10_000 }).toEqual([ids[4]])
  })

  it("a stale tab gets the server's message and the saved plan", async () => {
    const page = await web.newPage()
    const name = "Stale release"
    const { id, ids } = await setup(page, "rl-stale", name)
    await open(page, name, id)
    const other = await page.context().newPage()
    await open(other, name, id)
    await other.getByRole("button", { name: "Move story 1 to Later", exact: true }).click()
    await other.locator(".rl-save").filter({ hasText: /^Saved \d/ }).waitFor({ timeout: 15_000 })
    await page.getByRole("button", { name: "Move story 2 to Now", exact: true }).click()
    await page.getByText("The release plan changed elsewhere").waitFor({ timeout: 15_000 })
    expect(await page.getByRole("alert").count()).toBeGreaterThan(0)
    await expect.poll(() => cardsIn(page, "later")).toEqual([ids[0]])
    expect(await cardsIn(page, "now")).toEqual([])
  })

  it("at 375 px the page does not scroll sideways and axe finds nothing serious", async () => {
    const page = await web.newPage(375)
    const name = "Narrow release"
    const { id } = await setup(page, "rl-narrow", name)
    await open(page, name, id)
    await pressOn(page, "Move story 1 to Now")
    await pressOn(page, "Move story 2 to Next")
    const widths = await page.evaluate(() => ({ doc: document.documentElement.scrollWidth, view: window.innerWidth }))
    expect(widths.doc).toBeLessThanOrEqual(widths.view)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/release-375.png`, fullPage: true })
    // agile.md §5: without the project query the screen says so
    await page.goto(`${web.app.url}/app/agile/release`)
    await page.getByRole("alert").filter({ hasText: MISSING_PROJECT_QUERY }).waitFor()
  })

  it("a free-plan user sees the plan-limit alert with its upgrade link", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("rl-free"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free release"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.goto(`${web.app.url}/app/agile/release?project=${encodeURIComponent(name)}&projectId=${id}`)
    const alert = page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN })
    await alert.waitFor()
    expect(await alert.getByRole("link").count()).toBe(1)
    expect(await page.getByRole("button", { name: "Auto-Plan" }).count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})
