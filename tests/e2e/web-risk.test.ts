// The waterfall Risk Register screen (waterfall.md §2, §5, §7-9) in Debian's Chromium against the real server.
import { describe, expect, it } from "vitest"
import type { Locator, Page } from "playwright-core"
import { DELETE_RISK_CONFIRM, RISK_GENERATE_NEEDS_CONTEXT, RISK_TITLE_REQUIRED } from "@initpack/core/messages/risk"
import { FREE_ONE_RISK } from "@initpack/core/messages/platform-plans"
import { RISK_CSV_COLUMNS } from "@initpack/core/rules/risk/risk-csv"
import { riskRag } from "@initpack/core/rules/risk/risk-rag"
import { SCALE_LABELS } from "@initpack/core/rules/risk/risk-scale"
import { STALE_VERSION } from "@initpack/core/use-cases/waterfall/texts"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

const CONTEXT =
  "Replace the handheld barcode scanners in two warehouses with a new vendor's devices, integrate them with the warehouse " +
  "management system, train 120 pickers and go live before the peak season in November on a fixed budget."

run("Risk Register screen (Chromium)", { timeout: 180_000 }, () => {
  const web = useWebSuite()
  const newPage = web.newPage

  /** Creates a waterfall project from /app/create and answers its id. */
  const createWaterfall = async (page: Page, name: string): Promise<string> =>
    (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""

  const openRisk = async (page: Page, name: string, id: string) => {
    await page.goto(`${web.app.url}/app/risk?project=${encodeURIComponent(name)}&projectId=${id}`)
    await page.getByRole("heading", { level: 1, name: "Risk Register" }).waitFor()
    await page.getByRole("region", { name: "Risks table" }).waitFor()
  }

  const table = (page: Page) => page.getByRole("table", { name: "Risk register" })
  const bodyRows = (page: Page) => table(page).locator("tbody tr").filter({ has: page.locator('[data-testid="rag"]') })
  const rowOf = (page: Page, title: string): Locator => bodyRows(page).filter({ has: page.getByRole("rowheader", { name: title, exact: true }) })
  const titles = async (page: Page): Promise<string[]> => (await table(page).locator("tbody th[scope=row]").allTextContents()).map((t) => t.trim())
  const waitForCount = async (page: Page, test: (n: number) => boolean) => {
    for (let i = 0; i < 100; i++) {
      if (test(await bodyRows(page).count())) return bodyRows(page).count()
      await page.waitForTimeout(100)
    }
    throw new Error(`row count never matched: ${await bodyRows(page).count()}`)
  }
  /** Likelihood, impact and the badge text of a row (view mode). */
  const cellsOf = async (row: Locator) => {
    const cells = row.getByRole("cell")
    return {
      likelihood: (await cells.nth(2).textContent())?.trim() ?? "",
      impact: (await cells.nth(3).textContent())?.trim() ?? "",
      rag: (await row.getByTestId("rag").textContent())?.trim() ?? ""
    }
  }

  it("a subscribed user generates, edits, mitigates, adds, deletes, extends and exports the register", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("risk"))
    await subscribeMonthly(page)
    const name = "Warehouse scanners"
    const id = await createWaterfall(page, name)
    expect(id).toMatch(/^\d+$/)
    await openRisk(page, name, id)
    await page.getByText("Regenerating the register replaces every risk, including risks you added manually.").waitFor()
    expect(await bodyRows(page).count()).toBe(0)

    // §5: generating needs context.
    await page.getByLabel("Context").fill("")
    await page.getByRole("button", { name: "AI Generate Risk Register" }).click()
    await page.getByRole("alert").filter({ hasText: RISK_GENERATE_NEEDS_CONTEXT }).waitFor()

    await page.getByLabel("Context").fill(CONTEXT)
    await page.getByRole("button", { name: "AI Generate Risk Register" }).click()
    const generated = await waitForCount(page, (n) => n > 0)
    expect(generated).toBeGreaterThanOrEqual(3)
    expect(await page.getByRole("alert").count()).toBe(0)
    // Every row shows its RAG as derived by core's rule (§9), coloured by band.
    for (let i = 0; i < generated; i++) {
      const row = bodyRows(page).nth(i)
      const { likelihood, impact, rag } = await cellsOf(row)
      const expected = riskRag({ likelihood, impact })
      expect(expected).toBeDefined()
      expect(rag).toBe(`${expected?.label}${expected?.score}`)
      expect(await row.getByTestId("rag").getAttribute("class")).toMatch(/risk-rag-(red|amber|green)/)
    }
    expect(await seriousViolations(page)).toEqual([])

    // Per-row edit: a new likelihood changes the RAG once saved, and it is stored.
    const firstTitle = (await titles(page))[0] ?? ""
    const before = await cellsOf(rowOf(page, firstTitle))
    const newLikelihood = SCALE_LABELS.find((l) => riskRag({ likelihood: l, impact: before.impact })?.label !== riskRag(before)?.label) ?? "Very High"
    const newRag = riskRag({ likelihood: newLikelihood, impact: before.impact })
    await page.getByRole("button", { name: `Edit ${firstTitle}`, exact: true }).click()
    await page.getByLabel("Edit likelihood").selectOption(newLikelihood)
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.E2E_SCREENSHOTS) await page.getByRole("region", { name: "Risks table" }).screenshot({ path: `${process.env.E2E_SCREENSHOTS}/risk-edit.png` })
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByLabel("Edit likelihood").waitFor({ state: "detached" })
    await expect.poll(async () => (await cellsOf(rowOf(page, firstTitle))).rag).toBe(`${newRag?.label}${newRag?.score}`)
    await page.reload()
    await rowOf(page, firstTitle).waitFor()
    expect(await cellsOf(rowOf(page, firstTitle))).toEqual({ likelihood: newLikelihood, impact: before.impact, rag: `${newRag?.label}${newRag?.score}` })

    // Cancel leaves the row as it was.
    await page.getByRole("button", { name: `Edit ${firstTitle}`, exact: true }).click()
    await page.getByLabel("Edit title").fill("Something else")
    await page.getByRole("button", { name: "Cancel", exact: true }).click()
    await rowOf(page, firstTitle).waitFor()

    // Add Risk: the title is required (§5); defaults Technical / Medium / Medium.
    const countBeforeAdd = await bodyRows(page).count()
    await page.getByRole("button", { name: "Add Risk", exact: true }).click()
    await page.getByText(RISK_TITLE_REQUIRED).waitFor()
    expect(await bodyRows(page).count()).toBe(countBeforeAdd)
    const manual = "Pickers resist the new devices"
    await page.getByLabel("Risk title").fill(manual)
    await page.getByLabel("Description", { exact: true }).fill("Staff keep using the old scanners.")
    await page.getByRole("button", { name: "Add Risk", exact: true }).click()
    await rowOf(page, manual).waitFor()
    expect(await page.getByLabel("Risk title").inputValue()).toBe("")
    const manualRow = rowOf(page, manual)
    expect(await manualRow.getByRole("cell").nth(1).textContent()).toBe("Technical")
    expect(await cellsOf(manualRow)).toEqual({ likelihood: "Medium", impact: "Medium", rag: "Medium9" })
    expect(await manualRow.getByTestId("mitigation").textContent()).toBe("No mitigation yet")

    // AI Gen Mitigation fills the mitigation of that risk, and it is stored.
    await page.getByRole("button", { name: `AI Gen Mitigation for ${manual}` }).click()
    await expect.poll(async () => (await manualRow.getByTestId("mitigation").textContent())?.trim()).not.toMatch(/^(No mitigation yet|Drafting mitigation…)$/)
    const mitigation = (await manualRow.getByTestId("mitigation").textContent())?.trim() ?? ""
    expect(mitigation.length).toBeGreaterThan(20)
    await page.reload()
    await rowOf(page, manual).waitFor()
    expect((await rowOf(page, manual).getByTestId("mitigation").textContent())?.trim()).toBe(mitigation)

    // Delete asks first; Cancel keeps the row, Delete removes it for good.
    const countBeforeDelete = await bodyRows(page).count()
    await page.getByRole("button", { name: `Delete ${manual}` }).click()
    const dialog = page.getByRole("dialog", { name: DELETE_RISK_CONFIRM })
    await dialog.waitFor()
    await dialog.getByRole("button", { name: "Cancel" }).click()
    await dialog.waitFor({ state: "hidden" })
    expect(await bodyRows(page).count()).toBe(countBeforeDelete)
    await page.getByRole("button", { name: `Delete ${manual}` }).click()
    await dialog.getByRole("button", { name: "Delete" }).click()
    await rowOf(page, manual).waitFor({ state: "detached" })
    expect(await bodyRows(page).count()).toBe(countBeforeDelete - 1)
    await page.reload()
    await rowOf(page, firstTitle).waitFor()
    expect(await titles(page)).not.toContain(manual)

    // AI Generate Additional Risks adds 3-5 risks, no title repeated.
    const beforeMore = await titles(page)
    if ((await page.getByLabel("Context").inputValue()).trim() === "") await page.getByLabel("Context").fill(CONTEXT)
    await page.getByRole("button", { name: "AI Generate Additional Risks" }).click()
    await waitForCount(page, (n) => n > beforeMore.length)
    const afterMore = await titles(page)
    expect(afterMore.length - beforeMore.length).toBeGreaterThanOrEqual(3)
    expect(afterMore.length - beforeMore.length).toBeLessThanOrEqual(5)
    expect(new Set(afterMore.map((t) => t.toLowerCase())).size).toBe(afterMore.length)
    for (const title of beforeMore) expect(afterMore).toContain(title)

    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/risk-1280.png` })
      await page.getByRole("region", { name: "Risks table" }).screenshot({ path: `${process.env.E2E_SCREENSHOTS}/risk-1280-table.png` })
    }

    // Export CSV downloads the server's file, named risk_register_{project}_{date}.csv (§9).
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()])
    expect(download.suggestedFilename()).toMatch(/^risk_register_Warehouse_scanners_\d{4}-\d{2}-\d{2}\.csv$/)
    const path = await download.path()
    const { readFileSync } = await import("node:fs")
    const csv = readFileSync(path, "utf8").replace(/^\uFEFF/, "")
    const lines = csv.split(/\r?\n/).filter((l) => l !== "")
    expect(lines[0]).toBe(RISK_CSV_COLUMNS.join(","))
    expect(lines.length).toBe(afterMore.length + 1)
    expect(csv).toContain(firstTitle)

    // Back goes to the project's workspace.
    await page.getByRole("button", { name: "← Back to Project Workspace" }).click()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${id}`)
    await page.getByRole("heading", { name }).waitFor()
  })

  it("a stale edit is refused (409): the user is told and the list reloads, nothing is overwritten", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("risk-stale"))
    await subscribeMonthly(page)
    const name = "Depot move"
    const id = await createWaterfall(page, name)
    await openRisk(page, name, id)
    await page.getByLabel("Context").fill(CONTEXT)
    await page.getByRole("button", { name: "AI Generate Risk Register" }).click()
    await waitForCount(page, (n) => n > 0)
    const title = (await titles(page))[0] ?? ""
    const list = (await (await page.request.get(`${web.app.url}/api/risk/list?project_id=${id}`)).json()) as { risks: Array<{ id: number; title: string; version: number }> }
    const stored = list.risks.find((r) => r.title === title)
    // Another tab renames the risk after this page loaded it.
    const elsewhere = await page.request.post(`${web.app.url}/api/risk/update`, {
      headers: { Origin: web.app.url, "Content-Type": "application/json" },
      data: { project_id: Number(id), risk_id: stored?.id, fields: { title: "Renamed in another tab" }, version: stored?.version }
    })
    expect(elsewhere.status()).toBe(200)

    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click()
    await page.getByLabel("Edit title").fill("My local title")
    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByRole("alert").filter({ hasText: STALE_VERSION }).waitFor()
    await rowOf(page, "Renamed in another tab").waitFor()
    expect(await titles(page)).not.toContain("My local title")
  })

  it("issue 37: browser Back in the middle of a risk edit saves it; a title that cannot be saved asks first", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("risk-back"))
    await subscribeMonthly(page)
    const name = "Permit office"
    const id = await createWaterfall(page, name)
    const generated = await page.request.post(`${web.app.url}/api/risk/generate`, { headers: { Origin: web.app.url }, data: { project_name: name, text: CONTEXT } })
    expect(generated.status()).toBe(200)
    // into the register from the workspace, as a user would (one page, history in the app)
    await page.goto(`${web.app.url}/app/projects/${id}`)
    await page.getByRole("link", { name: /Risk Register/ }).click()
    await page.getByRole("region", { name: "Risks table" }).waitFor()
    await waitForCount(page, (n) => n > 0)
    const title = (await titles(page))[0] ?? ""
    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click()
    await page.getByLabel("Edit mitigation").fill("Run the old and new systems side by side for two weeks.")
    await page.goBack()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${id}`)
    const stored = async () =>
      ((await (await page.request.get(`${web.app.url}/api/risk/list?project_id=${id}`)).json()) as { risks: Array<{ title: string; mitigation: string }> }).risks
    await expect.poll(async () => (await stored()).find((r) => r.title === title)?.mitigation).toBe("Run the old and new systems side by side for two weeks.")

    // a blank title cannot be saved: Back asks, and Stay keeps the edit on screen
    // (back into the register by its link: after a save on leaving, the history's forward entry may be gone)
    await page.getByRole("link", { name: /Risk Register/ }).click()
    await page.getByRole("region", { name: "Risks table" }).waitFor()
    await waitForCount(page, (n) => n > 0)
    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click()
    await page.getByLabel("Edit title").fill("")
    await page.goBack()
    const ask = page.getByRole("dialog", { name: "Leave without saving this risk?" })
    await ask.waitFor()
    await ask.getByRole("button", { name: "Stay and fix it" }).click()
    await ask.waitFor({ state: "hidden" })
    expect(new URL(page.url()).pathname).toBe("/app/risk")
    expect(await page.getByLabel("Edit title").inputValue()).toBe("")
    // and leaving without saving keeps what was stored
    await page.goBack()
    await ask.waitFor()
    await ask.getByRole("button", { name: "Leave without saving" }).click()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${id}`)
    expect((await stored()).map((r) => r.title)).toContain(title)
  })

  it("at 375 px nothing scrolls sideways: each risk stacks as a card", async () => {
    const page = await newPage(375)
    await signUp(page, web.app.url, uniqueEmail("risk-narrow"))
    await subscribeMonthly(page)
    const name = "Narrow screen"
    const id = await createWaterfall(page, name)
    await openRisk(page, name, id)
    await page.getByLabel("Context").fill(CONTEXT)
    await page.getByRole("button", { name: "AI Generate Risk Register" }).click()
    await waitForCount(page, (n) => n > 0)
    const widths = await page.evaluate(() => {
      const region = document.querySelector('[aria-label="Risks table"]') as HTMLElement
      return { doc: document.documentElement.scrollWidth, view: window.innerWidth, inner: region.scrollWidth, outer: region.clientWidth }
    })
    expect(widths.doc).toBeLessThanOrEqual(widths.view)
    expect(widths.inner).toBeLessThanOrEqual(widths.outer)
    // Still one table: the rows keep their header cell and the actions stay reachable.
    const title = (await titles(page))[0] ?? ""
    await page.getByRole("button", { name: `Edit ${title}`, exact: true }).click()
    await page.getByLabel("Edit likelihood").waitFor()
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.E2E_SCREENSHOTS) {
      await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/risk-375.png` })
      await bodyRows(page).nth(1).screenshot({ path: `${process.env.E2E_SCREENSHOTS}/risk-375-row.png` })
    }
  })

  it("a free-plan user is refused a second risk with the plan message and an upgrade link", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("risk-free"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free register"
    const id = await createWaterfall(page, name)
    await openRisk(page, name, id)
    await page.getByLabel("Context").fill(CONTEXT)
    await page.getByRole("button", { name: "AI Generate Risk Register" }).click()
    expect(await waitForCount(page, (n) => n > 0)).toBe(1)

    await page.getByLabel("Risk title").fill("A second risk")
    await page.getByRole("button", { name: "Add Risk", exact: true }).click()
    const alert = page.getByRole("alert").filter({ hasText: FREE_ONE_RISK })
    await alert.waitFor()
    const link = alert.getByRole("link", { name: "Subscription Status" })
    expect(await link.getAttribute("href")).toBe("/account/billing")
    expect(await bodyRows(page).count()).toBe(1)
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/risk-free.png`, fullPage: true })
  })
})
