// WBS Builder at 2,000 rows in Debian's Chromium (issue 18): only the rows in view are rendered, yet no
// edit is lost, field edits still save once 550 ms after the last keystroke, focus stays on the row
// after indent/outdent, arrows move between rows, screen readers get the row count, and pasting lines
// into a task cell adds them as rows in one call. The figures are in bench/web.ts, not here.
import { describe, expect, it } from "vitest"
import type { Page, Request } from "playwright-core"
import { hasChromium } from "./support/browser"
import { signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const ROWS = 2000

/** Scrolls down from the top until the row's task cell is rendered (only rows in view are). */
const reveal = async (page: Page, label: string) => {
  const cell = page.getByLabel(label, { exact: true })
  await page.evaluate(() => window.scrollTo(0, 0))
  for (let i = 0; i < 300 && (await cell.count()) === 0; i++) {
    await page.mouse.wheel(0, 700)
    await page.waitForTimeout(40)
  }
  await cell.scrollIntoViewIfNeeded()
  return cell
}

const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")

run("WBS Builder with 2,000 rows (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  it("renders the rows in view, keeps every edit, saves 550 ms after typing, keeps focus after indent/outdent, pastes rows", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("wbs-large"))
    await subscribeMonthly(page)
    const headers = { Origin: web.app.url }
    const project = await page.request.post(`${web.app.url}/api/projects`, { data: { name: "Programme plan", methodology: "waterfall" }, headers })
    expect(project.status()).toBe(201)
    const projectId = ((await project.json()) as { id: number }).id
    // 40 stages of 50 rows (a stage and 49 tasks)
    const items = Array.from({ length: ROWS }, (_, i) => ({ task: i % 50 === 0 ? `Stage ${i / 50 + 1}` : `Task ${i}`, duration_days: 2, level: i % 50 === 0 ? 0 : 1 }))
    const added = await page.request.post(`${web.app.url}/api/wbs/items`, { data: { project_id: projectId, items }, headers })
    expect(added.status()).toBe(201)

    await page.goto(`${web.app.url}/app/wbs?${new URLSearchParams({ project: "Programme plan", projectId: String(projectId) })}`)
    await page.getByLabel("Task 1.1", { exact: true }).waitFor()
    const table = page.getByRole("table", { name: "Work breakdown structure tasks" })
    expect(await table.getAttribute("aria-rowcount")).toBe(String(ROWS + 1))
    const rendered = await page.getByTestId("wbs-row").count()
    expect(rendered).toBeGreaterThan(10)
    expect(rendered).toBeLessThan(200)
    expect(await page.getByTestId("wbs-row").first().getAttribute("aria-rowindex")).toBe("2")
    // visible text is in the page (find-in-page), rows far below are not rendered yet
    expect(await page.getByText("Stage 1", { exact: true }).count()).toBeGreaterThan(0)
    expect(await page.locator('[data-wbs="40.49"]').count()).toBe(0)

    const puts: Array<{ at: number; body: unknown }> = []
    page.on("request", (request: Request) => {
      if (request.method() === "PUT" && /\/api\/wbs\/item\/\d+$/.test(request.url())) puts.push({ at: Date.now(), body: request.postDataJSON() })
    })

    // typing: nothing is sent while keys come faster than 550 ms apart; one save after the last one.
    // A loaded machine can stall between two keys: each stall over the debounce may add a save, never more.
    const cell = page.getByLabel("Task 1.2", { exact: true })
    await cell.fill("")
    const keys = [Date.now()]
    for (const ch of "Confirm the programme brief") {
      await page.keyboard.type(ch)
      keys.push(Date.now())
      await new Promise((done) => setTimeout(done, 40))
    }
    const lastKey = keys.at(-1)!
    await expect.poll(() => puts.at(-1)?.body, { timeout: 10_000 }).toMatchObject({ task: "Confirm the programme brief" })
    const stalls = keys.slice(1).filter((t, i) => t - keys[i]! > 450).length
    expect(puts.length).toBeGreaterThanOrEqual(1)
    expect(puts.length).toBeLessThanOrEqual(1 + stalls)
    // every save waited for the debounce after the key before it
    for (const put of puts) expect(put.at - Math.max(...keys.filter((t) => t <= put.at))).toBeGreaterThanOrEqual(450)
    expect(puts.at(-1)!.at - lastKey).toBeGreaterThanOrEqual(450)
    await page.getByTestId("wbs-status").getByText("Saved", { exact: true }).waitFor()

    // an edit far down, scrolled out of view (its row unmounts) before the debounce ends, is still saved
    // (rows are measured as they render, so the page's height settles after a scroll or two)
    const far = page.getByLabel("Task 40.49", { exact: true })
    for (let i = 0; i < 50 && (await far.count()) === 0; i++) {
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      await page.waitForTimeout(100)
    }
    await far.waitFor()
    const typed = puts.length
    await far.fill("Hand over to operations")
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect.poll(() => puts.length, { timeout: 10_000 }).toBe(typed + 1)
    expect(puts.at(-1)!.body).toMatchObject({ task: "Hand over to operations" })
    await page.getByTestId("wbs-status").getByText("Saved", { exact: true }).waitFor()

    // Arrow Down walks the task column; Tab indents and Shift+Tab outdents with focus kept on the row
    await (await reveal(page, "Task 20.2")).focus()
    await page.keyboard.press("ArrowDown")
    await expect.poll(() => active(page)).toBe("Task 20.3")
    const moving = await page.getByLabel("Task 20.3", { exact: true }).inputValue()
    await page.keyboard.press("Tab")
    await expect.poll(() => active(page)).toBe("Task 20.2.1")
    expect(await page.getByLabel("Task 20.2.1", { exact: true }).inputValue()).toBe(moving)
    await page.keyboard.press("Shift+Tab")
    await expect.poll(() => active(page)).toBe("Task 20.3")
    expect(await page.getByLabel("Task 20.3", { exact: true }).inputValue()).toBe(moving)
    // the moves are saved: the server has them after the queue settles
    await expect.poll(async () => {
      const list = (await (await page.request.get(`${web.app.url}/api/wbs?project_id=${projectId}`)).json()) as { items: Array<{ wbs: string; task: string }> }
      return list.items.find((i) => i.task === moving)?.wbs
    }, { timeout: 15_000 }).toBe("20.3")

    // pasting lines into a task cell adds them as rows right after it (a tab nests a line under the one above)
    await (await reveal(page, "Task 2.1")).focus()
    await page.evaluate(() => {
      const data = new DataTransfer()
      data.setData("text/plain", "Site survey\nFloor plan\n\tFire exits\n")
      document.activeElement?.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }))
    })
    await expect.poll(() => page.getByLabel("Task 2.2", { exact: true }).inputValue(), { timeout: 15_000 }).toBe("Site survey")
    expect(await page.getByLabel("Task 2.3", { exact: true }).inputValue()).toBe("Floor plan")
    expect(await page.getByLabel("Task 2.3.1", { exact: true }).inputValue()).toBe("Fire exits")
    expect(await page.getByLabel("Task 2.1", { exact: true }).inputValue()).toBe("Task 51")
    expect(await table.getAttribute("aria-rowcount")).toBe(String(ROWS + 4))

    // after a reload every edit is there
    await page.reload()
    await page.getByLabel("Task 1.2", { exact: true }).waitFor()
    expect(await page.getByLabel("Task 1.2", { exact: true }).inputValue()).toBe("Confirm the programme brief")
    const list = (await (await page.request.get(`${web.app.url}/api/wbs?project_id=${projectId}`)).json()) as { items: Array<{ wbs: string; task: string }> }
    expect(list.items.find((i) => i.wbs === "40.49")?.task).toBe("Hand over to operations")
    expect(list.items).toHaveLength(ROWS + 3)
  })
})
