// The Forecast panel (issue 23) on the Budget and WBS screens in Debian's Chromium against the real server:
// S-curve and histogram of finish and cost with P50/P80 marked, the top five drivers, the contingency method
// (chosen on the Budget screen, carried into the budget's totals); screenshots at 1280 and 375 px.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp"
const WBS_CONTEXT = "Roll out handheld barcode scanners in three depots, integrate them with the warehouse management system and train the pickers."
// issue 37: the user's one date format; the test users' profile country is Ireland (en-IE: "18 Nov 2025")
const day = (iso: string) => new Intl.DateTimeFormat("en-IE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" }).format(new Date(`${iso.slice(0, 10)}T00:00:00Z`))

run("Forecast panel (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  const post = (page: Page, path: string, data: object, method = "POST") =>
    page.request.fetch(`${web.app.url}${path}`, { method, data, headers: { Origin: web.app.url } })
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  it("Budget and WBS screens: charts with P50/P80, drivers, the contingency method moves the budget's contingency", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("forecast"))
    await subscribeMonthly(page)
    const name = "Depot scanners forecast"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    const ref = { project_id: Number(id), project_name: name }
    expect((await post(page, "/api/wbs/generate", { project_name: name, project_scope: WBS_CONTEXT, base_start: "2025-03-03" })).status()).toBe(200)
    const risk = await (await post(page, "/api/risk/add", { ...ref, risk: { title: "Warehouse system integration slips", likelihood: "High", impact: "High" } })).json()
    expect((await post(page, "/api/budget/generate", { ...ref, scope_flags: { has_software: true }, extras_text: { software: "WMS licences" } })).status()).toBe(200)
    expect((await post(page, "/api/forecast/risks", { ...ref, items: [{ id: risk.risk.id, probability: 0.5, cost_impact: 20_000 }] }, "PUT")).status()).toBe(200)
    const api = await (await post(page, "/api/forecast/run", ref)).json()

    await page.goto(`${web.app.url}/app/budget?${new URLSearchParams({ project: name, projectId: id })}`)
    const panel = page.getByTestId("forecast-panel")
    // the run starts when the panel comes into view
    await panel.scrollIntoViewIfNeeded()
    await panel.getByTestId("forecast-figures").waitFor()
    // the panel shows the project's seeded forecast: the same P50/P80 as the API
    expect(await panel.locator('[data-figure="finish-P50"] dd').textContent()).toBe(day(api.finish.percentiles.P50.date))
    expect(await panel.locator('[data-figure="finish-P80"] dd').textContent()).toBe(day(api.finish.percentiles.P80.date))
    expect(await panel.locator('[data-figure="cost-P80"] dd').textContent()).toBe(`AUD ${Math.round(api.cost.percentiles.P80).toLocaleString("en-AU")}`)
    for (const chart of ["forecast-finish-curve", "forecast-finish-histogram", "forecast-cost-curve", "forecast-cost-histogram"]) {
      const svg = panel.getByTestId(chart)
      expect(await svg.locator("[data-marker]").evaluateAll((ms) => ms.map((m) => m.getAttribute("data-marker")))).toEqual(["P50", "P80"])
    }
    expect(Number(await panel.getByTestId("forecast-finish-curve").locator('[data-marker="P80"]').getAttribute("data-value"))).toBe(api.finish.percentiles.P80.days)
    const bars = await panel.getByTestId("forecast-finish-histogram").locator("rect[data-count]").evaluateAll((rs) => rs.reduce((n, r) => n + Number(r.getAttribute("data-count")), 0))
    expect(bars).toBe(api.iterations)
    const drivers = await panel.getByTestId("forecast-drivers").locator("li").allTextContents()
    expect(drivers.length).toBe(Math.min(5, api.drivers.length))
    expect(drivers[0]).toContain(api.drivers[0].label)
    expect(await panel.locator('[data-method="percentage"]').getAttribute("data-chosen")).toBe("true")
    await panel.screenshot({ path: `${SHOTS}/forecast-budget-1280.png` })

    // choose the risk exposure (EMV): the budget's contingency tile becomes the EMV (0.5 x 20,000)
    await panel.locator('[data-method="risk_exposure"] input').check()
    await expect.poll(() => panel.locator('[data-method="risk_exposure"]').getAttribute("data-chosen")).toBe("true")
    await expect.poll(() => page.getByTestId("budget-tiles").locator('[data-tile="contingency"]').getAttribute("data-amount")).toBe("10000")
    const snap = await (await page.request.get(`${web.app.url}/api/budget/snapshot?project_id=${id}`)).json()
    expect(snap.contingency).toMatchObject({ method: "risk_exposure", amount: 10_000 })

    // 375 px (the same signed-in page, resized): one column, nothing wider than the screen
    const phone = page
    await phone.setViewportSize({ width: 375, height: 800 })
    await phone.goto(`${web.app.url}/app/budget?${new URLSearchParams({ project: name, projectId: id })}`)
    const small = phone.getByTestId("forecast-panel")
    await small.scrollIntoViewIfNeeded()
    await small.getByTestId("forecast-figures").waitFor()
    expect(await overflow(phone)).toBeLessThanOrEqual(0)
    const box = await small.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(375)
    await small.screenshot({ path: `${SHOTS}/forecast-budget-375.png` })

    // the WBS screen shows the same forecast (read-only method)
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.goto(`${web.app.url}/app/wbs?${new URLSearchParams({ project: name, projectId: id })}`)
    const wbsPanel = page.getByTestId("forecast-panel")
    await wbsPanel.scrollIntoViewIfNeeded()
    await wbsPanel.getByTestId("forecast-figures").waitFor()
    expect(await wbsPanel.locator('[data-figure="finish-P80"] dd').textContent()).toBe(day(api.finish.percentiles.P80.date))
    expect(await wbsPanel.locator('[data-method="percentage"] input').isDisabled()).toBe(true)
    expect(await wbsPanel.locator('[data-method="risk_exposure"]').getAttribute("data-chosen")).toBe("true")
    await wbsPanel.screenshot({ path: `${SHOTS}/forecast-wbs-1280.png` })
    await phone.setViewportSize({ width: 375, height: 800 })
    await phone.goto(`${web.app.url}/app/wbs?${new URLSearchParams({ project: name, projectId: id })}`)
    await phone.getByTestId("forecast-panel").scrollIntoViewIfNeeded()
    await phone.getByTestId("forecast-panel").getByTestId("forecast-figures").waitFor()
    expect(await overflow(phone)).toBeLessThanOrEqual(0)
    await phone.getByTestId("forecast-panel").screenshot({ path: `${SHOTS}/forecast-wbs-375.png` })
  })

  it("WBS screen of a plan with no budget: the finish is forecast, the cost says it waits for the Budget (no flat charts at zero)", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("forecast-nobudget"))
    await subscribeMonthly(page)
    const name = "Depot scanners, no budget"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    expect((await post(page, "/api/wbs/generate", { project_name: name, project_scope: WBS_CONTEXT, base_start: "2025-03-03" })).status()).toBe(200)
    await page.goto(`${web.app.url}/app/wbs?${new URLSearchParams({ project: name, projectId: id })}`)
    const panel = page.getByTestId("forecast-panel")
    await panel.scrollIntoViewIfNeeded()
    await panel.getByTestId("forecast-figures").waitFor()
    expect(await panel.getByTestId("forecast-no-cost").textContent()).toBe("No budget yet: the cost is forecast once the Budget has been generated.")
    expect(await panel.locator('[data-figure="finish-P80"]').count()).toBe(1)
    expect(await panel.locator('[data-figure="cost-P80"]').count()).toBe(0)
    expect(await panel.getByTestId("forecast-cost-curve").count()).toBe(0)
    expect(await panel.getByTestId("forecast-finish-curve").count()).toBe(1)
    await panel.screenshot({ path: `${SHOTS}/forecast-wbs-nobudget-1280.png` })
  })
})
