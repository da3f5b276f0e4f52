// "Edit estimates and risk impacts" on a plan of 392 leaf tasks in Debian's Chromium: the estimates table
// renders only the rows in view of its own scroll box (aria-rowcount counts them all), Tab walks into rows
// not rendered at first, and scrolling the box to the bottom shows the last task, whose edit is saved; at
// 375 px the rows stack as cards and the box still scrolls to the last one.
// The figures are in bench/web-forecast-inputs.ts, not here.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium } from "./support/browser"
import { signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const ROWS = 400

const active = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute("aria-label") ?? "")

run("Forecast inputs of a large plan (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  it("renders the rows in view of the box, walks rows with Tab, and edits the last task after scrolling the box down", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("forecast-large"))
    await subscribeMonthly(page)
    const headers = { Origin: web.app.url }
    const name = "Large forecast plan"
    const project = await page.request.post(`${web.app.url}/api/projects`, { data: { name, methodology: "waterfall" }, headers })
    expect(project.status()).toBe(201)
    const id = ((await project.json()) as { id: number }).id
    // 8 stages of 50 rows (a stage and 49 tasks): 392 leaf tasks
    const items = Array.from({ length: ROWS }, (_, i) => ({ task: i % 50 === 0 ? `Stage ${i / 50 + 1}` : `Task ${i}`, duration_days: 2 + (i % 3), level: i % 50 === 0 ? 0 : 1 }))
    expect((await page.request.post(`${web.app.url}/api/wbs/items`, { data: { project_id: id, items }, headers })).status()).toBe(201)
    type Estimate = { id: number; task: string; optimistic: number; most_likely: number; pessimistic: number }
    const estimates = async () => (await (await page.request.get(`${web.app.url}/api/forecast/estimates?project_id=${id}`, { headers })).json()).items as Estimate[]
    const all = await estimates()
    expect(all.length).toBe(ROWS - ROWS / 50)

    await page.goto(`${web.app.url}/app/budget?${new URLSearchParams({ project: name, projectId: String(id) })}`)
    const inputs = page.getByTestId("forecast-inputs")
    await inputs.locator("summary").click()
    const box = inputs.getByRole("region", { name: "Task estimates" })
    const table = box.getByRole("table")
    await table.locator("tbody tr[data-row-key]").first().waitFor()
    expect(await table.getAttribute("aria-rowcount")).toBe(String(all.length + 1))
    const rendered = await table.locator("tbody tr[data-row-key]").count()
    expect(rendered).toBeGreaterThan(5)
    expect(rendered).toBeLessThan(60)
    expect(await table.locator("tbody tr[data-row-key]").first().getAttribute("aria-rowindex")).toBe("2")
    const last = all[all.length - 1] as Estimate
    const lastField = box.getByLabel(`Pessimistic days for ${last.task}`, { exact: true })
    expect(await lastField.count()).toBe(0)

    // Tab from the first row's optimistic days: 60 presses land on row 31's, far below the rows first rendered
    const target = all[30] as Estimate
    expect(await box.getByLabel(`Optimistic days for ${target.task}`, { exact: true }).count()).toBe(0)
    await box.getByLabel(`Optimistic days for ${(all[0] as Estimate).task}`, { exact: true }).focus()
    for (let i = 0; i < 60; i++) await page.keyboard.press("Tab")
    expect(await active(page)).toBe(`Optimistic days for ${target.task}`)

    // the box scrolls to its bottom (rows are measured as they come, so the height settles over a few frames)
    for (let i = 0; i < 40 && (await lastField.count()) === 0; i++) {
      await box.evaluate((el) => el.scrollTo(0, el.scrollHeight))
      await page.waitForTimeout(100)
    }
    await lastField.waitFor()
    expect(await table.locator("tbody tr[data-row-key]").last().getAttribute("aria-rowindex")).toBe(String(all.length + 1))
    expect(await table.locator("tbody tr[data-row-key]").count()).toBeLessThan(60)
    await lastField.fill(String(last.most_likely + 7))
    await lastField.press("Enter")
    await expect.poll(async () => (await estimates()).find((e) => e.id === last.id)?.pessimistic, { timeout: 15_000 }).toBe(last.most_likely + 7)
    expect(await lastField.inputValue()).toBe(String(last.most_likely + 7))

    // 375 px: the rows stack as cards, still only those in view, and the box still scrolls down to the last one
    await page.setViewportSize({ width: 375, height: 800 })
    await box.evaluate((el) => el.scrollTo(0, 0))
    await box.getByLabel(`Optimistic days for ${(all[0] as Estimate).task}`, { exact: true }).waitFor()
    expect(await lastField.count()).toBe(0)
    expect(await table.locator("tbody tr[data-row-key]").first().evaluate((tr) => getComputedStyle(tr).display)).toBe("grid")
    expect(await table.locator("tbody tr[data-row-key]").count()).toBeLessThan(60)
    for (let i = 0; i < 40 && (await lastField.count()) === 0; i++) {
      await box.evaluate((el) => el.scrollTo(0, el.scrollHeight))
      await page.waitForTimeout(100)
    }
    await lastField.waitFor()
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0)
    await inputs.screenshot({ path: `${process.env.E2E_SCREENSHOTS ?? "/tmp"}/forecast-inputs-large-375.png` })
  })
})
