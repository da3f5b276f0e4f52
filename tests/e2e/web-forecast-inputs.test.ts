// "Edit estimates and risk impacts" under the Forecast panel (issue 23) in Debian's Chromium against the real
// server: a task's pessimistic days and a risk's probability are saved (read back from the API) and move the
// P80; an out-of-order estimate shows the message and sends nothing; a stale second tab gets the 409 message
// and keeps the first tab's saved value; screenshots at 1280 and 375 px.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { FORECAST_ESTIMATE_ORDER } from "@initpack/core/messages/forecast"
import { STALE_VERSION } from "@initpack/core/use-cases/waterfall/texts"
import { hasChromium } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp"
const WBS_CONTEXT = "Roll out handheld barcode scanners in three depots, integrate them with the warehouse management system and train the pickers."

run("Forecast inputs (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()
  const call = (page: Page, path: string, data?: object, method = "POST") =>
    page.request.fetch(`${web.app.url}${path}`, { method: data ? method : "GET", ...(data ? { data } : {}), headers: { Origin: web.app.url } })
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  const openInputs = async (page: Page, url: string) => {
    await page.goto(url)
    const panel = page.getByTestId("forecast-panel")
    await panel.scrollIntoViewIfNeeded()
    await panel.getByTestId("forecast-figures").waitFor()
    const inputs = panel.getByTestId("forecast-inputs")
    expect(await inputs.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    await inputs.locator("summary").click()
    await inputs.getByRole("table").first().waitFor()
    return panel
  }
  const p80 = (panel: ReturnType<Page["getByTestId"]>) => panel.locator('[data-figure="finish-P80"] dd').textContent()

  it("edits estimates and risk impacts, saved with the version; P80 follows; O > M is held back; a stale tab gets the 409", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("forecast-inputs"))
    await subscribeMonthly(page)
    const name = "Depot scanners inputs"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    const ref = { project_id: Number(id), project_name: name }
    expect((await call(page, "/api/wbs/generate", { project_name: name, project_scope: WBS_CONTEXT, base_start: "2025-03-03" })).status()).toBe(200)
    const added = await (await call(page, "/api/risk/add", { ...ref, risk: { title: "Warehouse system integration slips", likelihood: "High", impact: "High" } })).json()
    expect((await call(page, "/api/budget/generate", { ...ref, scope_flags: { has_software: true }, extras_text: { software: "WMS licences" } })).status()).toBe(200)
    const estimates = async () => (await (await call(page, `/api/forecast/estimates?project_id=${id}`)).json()).items as Array<{ id: number; task: string; optimistic: number; most_likely: number; pessimistic: number }>
    const risks = async () => (await (await call(page, `/api/forecast/risks?project_id=${id}`)).json()).items as Array<{ id: number; title: string; probability: number }>
    // the longest leaf task: lengthening its tail moves the finish
    const task = (await estimates()).reduce((a, b) => (b.most_likely > a.most_likely ? b : a))
    const url = `${web.app.url}/app/budget?${new URLSearchParams({ project: name, projectId: id })}`

    const panel = await openInputs(page, url)
    const before = await p80(panel)
    const pessimistic = panel.getByLabel(`Pessimistic days for ${task.task}`)
    expect(await pessimistic.inputValue()).toBe(String(task.pessimistic))
    await pessimistic.fill(String(task.most_likely + 200))
    await pessimistic.press("Tab")
    await expect.poll(async () => (await estimates()).find((e) => e.id === task.id)?.pessimistic, { timeout: 15_000 }).toBe(task.most_likely + 200)
    // the panel runs the forecast again after the save: the P80 finish moves later
    await expect.poll(() => p80(panel), { timeout: 30_000 }).not.toBe(before)

    const probability = panel.getByLabel("Probability (%) of Warehouse system integration slips")
    await probability.fill("90")
    await probability.press("Tab")
    await expect.poll(async () => (await risks()).find((r) => r.id === added.risk.id)?.probability, { timeout: 15_000 }).toBe(0.9)
    await panel.getByTestId("forecast-inputs").screenshot({ path: `${SHOTS}/forecast-inputs-1280.png` })

    // a second tab holding the old version: the first tab saves, the second tab's save is refused (409) and reloaded
    const second = await page.context().newPage()
    const stalePanel = await openInputs(second, url)
    await pessimistic.fill(String(task.most_likely + 150))
    await pessimistic.press("Tab")
    await expect.poll(async () => (await estimates()).find((e) => e.id === task.id)?.pessimistic, { timeout: 15_000 }).toBe(task.most_likely + 150)
    const stale = stalePanel.getByLabel(`Pessimistic days for ${task.task}`)
    await stale.fill(String(task.most_likely + 90))
    await stale.press("Tab")
    await stalePanel.getByRole("alert").filter({ hasText: STALE_VERSION }).waitFor({ timeout: 15_000 })
    await expect.poll(() => stale.inputValue(), { timeout: 15_000 }).toBe(String(task.most_likely + 150))
    expect((await estimates()).find((e) => e.id === task.id)?.pessimistic).toBe(task.most_likely + 150)
    await second.close()

    // optimistic above the most likely: the message, and nothing is sent
    let puts = 0
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().includes("/api/forecast/estimates")) puts += 1
    })
    const optimistic = panel.getByLabel(`Optimistic days for ${task.task}`)
    await optimistic.fill(String(task.most_likely + 5))
    await optimistic.press("Tab")
    expect(await panel.getByTestId("estimate-order-error").textContent()).toBe(FORECAST_ESTIMATE_ORDER)
    expect(await optimistic.getAttribute("aria-invalid")).toBeNull()
    await page.waitForTimeout(1_500)
    expect(puts).toBe(0)
    expect((await estimates()).find((e) => e.id === task.id)?.optimistic).toBe(task.optimistic)

    // 375 px: the tables scroll inside their box, the page does not
    await page.setViewportSize({ width: 375, height: 800 })
    const phone = await openInputs(page, url)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await phone.getByTestId("forecast-inputs").screenshot({ path: `${SHOTS}/forecast-inputs-375.png` })
  })
})
