// The waterfall Budget screen (waterfall.md §2 Budget, §1, §4, §5, §7-9) in Debian's Chromium against the real server.
import { readFileSync } from "node:fs"
import { parse } from "csv-parse/sync"
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { PENDING_EDITS_WATERFALL } from "@initpack/core/messages/budget"
import { FREE_BUDGET_ROUGH } from "@initpack/core/messages/platform-plans"
import { BUDGET_CSV_COLUMNS } from "@initpack/core/rules/budget/budget-csv"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const shot = async (page: Page, name: string) => {
  if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/${name}.png`, fullPage: true })
}

interface ApiTotals {
  readonly labour_subtotal: number
  readonly deliverable_subtotal: number
  readonly external_subtotal: number
  readonly contingency: number
  readonly total: number
  readonly capex: number
  readonly opex: number
}
interface Snapshot {
  readonly found: boolean
  readonly version: number
  readonly budget: { readonly items: ReadonlyArray<{ id: number; item: string; cost_type: string; rollup: boolean }>; readonly totals: ApiTotals }
}

const WBS_CONTEXT = "Roll out handheld barcode scanners in three depots, integrate them with the warehouse management system and train the pickers."

run("Budget screen (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  const budgetUrl = (name: string, id: string) => `${web.app.url}/app/budget?${new URLSearchParams({ project: name, projectId: id })}`
  const snapshot = async (page: Page, name: string): Promise<Snapshot> =>
    (await (await page.request.get(`${web.app.url}/api/budget/snapshot?project_name=${encodeURIComponent(name)}`)).json()) as Snapshot
  const tileAmounts = (page: Page) =>
    page.getByTestId("budget-tiles").locator("[data-tile]").evaluateAll((tiles) => Object.fromEntries(tiles.map((t) => [t.getAttribute("data-tile"), Number(t.getAttribute("data-amount"))])))
  const splitAmount = async (page: Page, which: "capex" | "opex") => Number(await page.locator(`[data-total="${which}"]`).getAttribute("data-amount"))
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  it("§2, §4, §7: generate from the WBS, hold a cost-type edit, Save & Recalculate, reload, export the CSV", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("budget"))
    await subscribeMonthly(page)
    const name = "Depot scanners"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    // the project has a WBS with dates and resources
    const wbs = await page.request.post(`${web.app.url}/api/wbs/generate`, {
      data: { project_name: name, project_scope: WBS_CONTEXT, base_start: "2025-03-03" },
      headers: { Origin: web.app.url }
    })
    expect(wbs.status()).toBe(200)

    await page.goto(budgetUrl(name, id))
    await page.getByRole("heading", { level: 1, name: "Budget" }).waitFor()
    await page.getByTestId("budget-empty").waitFor()
    // §9 values, then the server's defaults (the same numbers)
    expect(await page.getByLabel("Contingency (decimal)").inputValue()).toBe("0.1")
    expect(await page.getByLabel(/^Default hourly rate/).inputValue()).toBe("100")
    expect(await page.getByLabel("Currency").inputValue()).toBe("AUD")
    expect(await page.getByLabel("Collapse labour to parent/phase").isChecked()).toBe(true)

    // Scope Extras: the specifics box appears once ticked; the amber warning lists what is empty (§5)
    expect(await page.getByLabel("Software specifics").count()).toBe(0)
    await page.getByLabel("Software", { exact: true }).check()
    await page.getByText("Missing optional details: software specifics").waitFor()
    await page.getByLabel("Software specifics").fill("Warehouse management system licences for 3 depots")
    await page.getByText("Missing optional details").waitFor({ state: "detached" })

    // + Add item by keyboard only: the dialog takes focus, Enter adds, Esc closes
    const addButton = page.getByRole("button", { name: "+ Add item" })
    await addButton.focus()
    await page.keyboard.press("Enter")
    const dialog = page.getByRole("dialog", { name: "Add a known one-off cost" })
    await dialog.waitFor()
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe("budget-add-item-name")
    await page.keyboard.press("Enter")
    await dialog.getByText("Enter a name.").waitFor()
    await page.keyboard.type("  Barcode scanners ")
    await page.keyboard.press("Enter")
    await dialog.waitFor({ state: "hidden" })
    const scannerCost = page.getByLabel("Fixed cost of Barcode scanners")
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe("Fixed cost of Barcode scanners")
    await page.keyboard.type("12000")
    expect(await scannerCost.inputValue()).toBe("12000")
    // a duplicate is ignored; Esc closes without adding
    await addButton.focus()
    await page.keyboard.press("Enter")
    await page.keyboard.type("barcode SCANNERS")
    await page.keyboard.press("Enter")
    await page.getByText("“barcode SCANNERS” is already listed.").waitFor()
    expect(await page.getByLabel("Fixed cost of Barcode scanners").count()).toBe(1)
    await addButton.focus()
    await page.keyboard.press("Enter")
    await dialog.waitFor()
    await page.keyboard.type("Never added")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    expect(await page.getByLabel("Fixed cost of Never added").count()).toBe(0)
    // remove a row
    await addButton.click()
    await page.getByLabel("Deliverable or purchase").fill("Spare batteries")
    await page.getByRole("button", { name: "Add item", exact: true }).click()
    await page.getByRole("button", { name: "Remove Spare batteries" }).click()
    expect(await page.getByLabel("Fixed cost of Spare batteries").count()).toBe(0)

    // Configuration: part-time PM shows the percent; a rate card role
    expect(await page.getByLabel("Percent of time").count()).toBe(0)
    await page.getByLabel("Part time").check()
    expect(await page.getByLabel("Percent of time").inputValue()).toBe("50")
    await page.getByLabel("New role").fill("Project Manager")
    await page.getByLabel("Hourly rate", { exact: true }).fill("150")
    await page.getByRole("button", { name: "Add role" }).click()
    expect(await page.getByLabel("Hourly rate of Project Manager").inputValue()).toBe("150")

    await page.getByRole("button", { name: "AI Generate Budget" }).click()
    await page.getByTestId("budget-tiles").waitFor()
    let api = await snapshot(page, name)
    expect(api.found).toBe(true)
    expect(await tileAmounts(page)).toEqual({
      labour_subtotal: api.budget.totals.labour_subtotal,
      deliverable_subtotal: api.budget.totals.deliverable_subtotal,
      external_subtotal: api.budget.totals.external_subtotal,
      contingency: api.budget.totals.contingency,
      total: api.budget.totals.total
    })
    // the PM line: part time at the rate card's 150/h
    const pmLine = page.locator("tr[data-line-id]").filter({ has: page.getByRole("rowheader", { name: /^Project Manager/ }) })
    await pmLine.getByText("Project Manager: 50% of 8 h × 5 d a week", { exact: false }).waitFor()
    expect(await pmLine.getByTestId("labour-note").textContent()).toContain("/h (rate card)")
    // labour phase roll-ups are fixed OPEX with their WBS tasks named; other lines have a cost-type select
    const rollups = page.locator('tr[data-rollup="true"]')
    expect(await rollups.count()).toBeGreaterThan(0)
    expect(await rollups.locator("select").count()).toBe(0)
    expect(await rollups.first().getByText("OPEX (fixed)").count()).toBe(1)
    expect(await rollups.first().getByTestId("labour-note").textContent()).toMatch(/^From \d+ WBS task lines? in “.+”:.+h × .+\/h \((rate card|default rate)\)/)
    expect(await page.locator('tr[data-rollup="false"] select').count()).toBe(api.budget.items.filter((i) => !i.rollup).length)
    // money in the project's currency (AUD) via Intl.NumberFormat
    expect(await page.locator('[data-tile="total"] dd').textContent()).toBe(
      await page.evaluate((n) => new Intl.NumberFormat(undefined, { style: "currency", currency: "AUD", minimumFractionDigits: 2 }).format(n), api.budget.totals.total)
    )
    // the chart's texts never overlap (measured in the browser)
    const overlapping = await page.getByTestId("budget-chart").evaluate((svg) => {
      const boxes = [...svg.querySelectorAll("text")].map((t) => t.getBoundingClientRect())
      let count = 0
      for (let i = 0; i < boxes.length; i++)
        for (let j = i + 1; j < boxes.length; j++) {
          const a = boxes[i]!
          const b = boxes[j]!
          if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) count++
        }
      return count
    })
    expect(overlapping).toBe(0)
    await shot(page, "budget-generated")
    expect(await seriousViolations(page)).toEqual([])

    // change a cost type: held, 'Pending edits not saved until saved', nothing written yet
    const scanners = api.budget.items.find((i) => i.item === "Barcode scanners")!
    expect(scanners.cost_type).toBe("CAPEX")
    await page.getByLabel("Cost type of Barcode scanners").selectOption("OPEX")
    await page.getByTestId("budget-status").getByText(PENDING_EDITS_WATERFALL, { exact: true }).waitFor()
    await page.getByTestId("budget-preview").waitFor()
    expect((await snapshot(page, name)).version).toBe(api.version)
    const capexBefore = await splitAmount(page, "capex")
    await page.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await page.getByText("Cost types saved and CapEx/OpEx recalculated.").waitFor()
    expect(await page.getByTestId("budget-status").textContent()).not.toContain(PENDING_EDITS_WATERFALL)
    api = await snapshot(page, name)
    expect(api.budget.items.find((i) => i.item === "Barcode scanners")!.cost_type).toBe("OPEX")
    expect(await splitAmount(page, "capex")).toBeCloseTo(capexBefore - 12000, 2)

    // reload: the saved options and totals come back, equal to the API's
    await page.reload()
    await page.getByTestId("budget-tiles").waitFor()
    expect(await page.getByLabel("Cost type of Barcode scanners").inputValue()).toBe("OPEX")
    await expect.poll(() => page.getByLabel("Fixed cost of Barcode scanners").inputValue()).toBe("12000")
    expect(await page.getByLabel("Part time").isChecked()).toBe(true)
    expect((await tileAmounts(page)).total).toBe(api.budget.totals.total)
    expect(await splitAmount(page, "capex")).toBe(api.budget.totals.capex)
    expect(await splitAmount(page, "opex")).toBe(api.budget.totals.opex)
    expect(api.budget.totals.capex + api.budget.totals.opex).toBeCloseTo(api.budget.totals.total, 2)

    // Export CSV: the server's file name; read back with a CSV parser
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()])
    expect(download.suggestedFilename()).toMatch(/^budget_Depot_scanners_\d{4}-\d{2}-\d{2}\.csv$/)
    const rows = parse(readFileSync((await download.path())!, "utf8"), { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>
    expect(Object.keys(rows[0]!)).toEqual([...BUDGET_CSV_COLUMNS])
    expect(rows.find((r) => r.item === "Barcode scanners")).toMatchObject({ estimated_cost: "12000.00", cost_type: "OPEX" })
    const summary = (key: string) => Number(rows.find((r) => r.category === "Summary" && r.item === key)!.estimated_cost)
    expect(summary("total")).toBe(api.budget.totals.total)
    expect(summary("capex")).toBe(api.budget.totals.capex)
    expect(summary("opex")).toBe(api.budget.totals.opex)
    expect(rows.filter((r) => r.category !== "Summary")).toHaveLength(api.budget.items.length)

    // 375 px: no page-level horizontal scroll
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByTestId("budget-tiles").waitFor()
    await shot(page, "budget-375")
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
  })

  it("§4: a stale save answers 409; the user is told and the saved budget is shown again", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("budget409"))
    await subscribeMonthly(page)
    const name = "Stale budget"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.goto(budgetUrl(name, id))
    await page.getByRole("button", { name: "+ Add item" }).click()
    await page.getByLabel("Deliverable or purchase").fill("Label printers")
    await page.keyboard.press("Enter")
    await page.getByLabel("Fixed cost of Label printers").fill("3000")
    await page.getByRole("button", { name: "AI Generate Budget" }).click()
    await page.getByTestId("budget-tiles").waitFor()
    // another tab saves a cost type first
    const before = await snapshot(page, name)
    const printers = before.budget.items.find((i) => i.item === "Label printers")!
    const other = await page.request.post(`${web.app.url}/api/budget/update_cost_types`, {
      data: { project_name: name, updates: [{ id: printers.id, cost_type: "OPEX" }], version: before.version },
      headers: { Origin: web.app.url }
    })
    expect(other.status()).toBe(200)
    expect(await page.getByLabel("Cost type of Label printers").inputValue()).toBe("CAPEX")
    await page.getByLabel("Cost type of Label printers").selectOption("OPEX")
    await page.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await page.getByRole("alert").filter({ hasText: "changed elsewhere" }).waitFor()
    await page.getByText("The budget was reloaded with the saved version.").waitFor()
    const now = await snapshot(page, name)
    expect(now.version).toBe(before.version + 1)
    expect(await page.getByLabel("Cost type of Label printers").inputValue()).toBe("OPEX")
    expect(await splitAmount(page, "capex")).toBe(now.budget.totals.capex)
  })

  it("issue 37: contingency typed as 15 is named as 1500% beside the field; corrected to 0.15, Save & Recalculate applies it to the total", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("budget-contingency"))
    await subscribeMonthly(page)
    const name = "Permit system"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.goto(budgetUrl(name, id))
    await page.getByTestId("budget-empty").waitFor()
    await page.getByRole("button", { name: "+ Add item" }).click()
    await page.getByLabel("Deliverable or purchase").fill("Permit software")
    await page.keyboard.press("Enter")
    await page.getByLabel("Fixed cost of Permit software").fill("100000")
    const field = page.getByLabel("Contingency (decimal)")
    await field.fill("15")
    const warning = page.locator("#contingency-warning")
    await warning.filter({ hasText: "15 means 1500% of the subtotals; did you mean 0.15?" }).waitFor()
    expect(await field.getAttribute("aria-describedby")).toContain("contingency-warning")
    // the warning sits beside the field, in the same field box
    expect(await page.locator(".ui-field", { has: field }).locator("#contingency-warning").count()).toBe(1)
    await field.fill("0.5")
    await warning.waitFor({ state: "detached" })
    await field.fill("15")
    await page.getByRole("button", { name: "AI Generate Budget" }).click()
    await page.getByTestId("budget-tiles").waitFor()
    const generated = await snapshot(page, name)
    expect(generated.budget.totals.contingency).toBeGreaterThan(generated.budget.totals.total / 2)
    expect((await tileAmounts(page)).total).toBe(generated.budget.totals.total)

    // corrected, then Save & Recalculate: the saved contingency and the total follow, and the notice says so
    await field.fill("0.15")
    await warning.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await page.getByText(/^Saved: contingency 15 -> 0\.15; total .+ -> .+\.$/).waitFor()
    const saved = await snapshot(page, name)
    expect(saved.budget.totals.total).toBeLessThan(generated.budget.totals.total)
    const subtotal = saved.budget.totals.labour_subtotal + saved.budget.totals.deliverable_subtotal + saved.budget.totals.external_subtotal
    expect(saved.budget.totals.contingency).toBeCloseTo(subtotal * 0.15, 0)
    await expect.poll(async () => (await tileAmounts(page)).total).toBe(saved.budget.totals.total)

    // pressed again with nothing changed: it says the total stays, not just 'Saved'
    await page.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await page.getByText(/The total stays .+: cost types move amounts between CapEx and OpEx, not the total\./).waitFor()
    // reload: the corrected contingency is the form's
    await page.reload()
    await page.getByTestId("budget-tiles").waitFor()
    await expect.poll(() => field.inputValue()).toBe("0.15")
    expect((await tileAmounts(page)).total).toBe(saved.budget.totals.total)
  })

  it("§1: on the Free plan the budget is rough: generated without extras, cost types fixed, the limit shown with its upgrade link", async () => {
    const page = await web.newPage(375)
    await signUp(page, web.app.url, uniqueEmail("budgetfree"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free budget"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.goto(budgetUrl(name, id))
    const limit = page.getByRole("status").filter({ hasText: FREE_BUDGET_ROUGH })
    await limit.waitFor()
    expect(await limit.getByRole("link").count()).toBe(1)
    await page.getByLabel("Hardware", { exact: true }).check()
    await page.getByLabel("Hardware specifics").fill("Scanners")
    await page.getByRole("button", { name: "AI Generate Budget" }).click()
    await page.getByTestId("budget-tiles").waitFor()
    const api = await snapshot(page, name)
    // no drafted extras: the Project Manager line only (no WBS on this plan)
    expect(api.budget.items.map((i) => i.item)).toEqual(["Project Manager"])
    expect(await page.locator("tr[data-line-id] select").count()).toBe(0)
    expect(await page.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).isDisabled()).toBe(true)
    expect((await tileAmounts(page)).total).toBe(api.budget.totals.total)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await shot(page, "budget-free-375")
  })
})
