// The Agile Budget and Agile Reports & Initiation Pack screens (agile.md §1, §2, §4, §5, §7-§9) in Debian's
// Chromium against the real server: the waterfall screens in agile mode, on an agile project of a paid plan.
import { readFileSync } from "node:fs"
import { parse } from "csv-parse/sync"
import { strFromU8, unzipSync } from "fflate"
import { describe, expect, it } from "vitest"
import type { Download, Page } from "playwright-core"
import { PENDING_EDITS_AGILE } from "@initpack/core/messages/budget"
import { AGILE_NOT_ON_PLAN } from "@initpack/core/messages/platform-projects"
import { PDF_NEEDS_SERVER_RENDERER, REPORTS_ARE_DRAFTS } from "@initpack/core/messages/reports"
import { TEMPLATE_VERSION } from "@initpack/core/document/catalog"
import { AGILE_PACK_ENTRIES } from "../../apps/web/src/features/reports/data/report-choices"
import { seedBacklog, subscribedAgileProject } from "./support/agile-seed"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")
const shots = process.env.E2E_SCREENSHOTS
const DATE = "\\d{4}-\\d{2}-\\d{2}"

const SUMMARY =
  "A mobile banking app for a regional credit union: members check balances, move money between accounts, pay bills " +
  "and freeze a lost card, built by one scrum team in two-week sprints with the core banking vendor's API."

interface Line {
  readonly id: number
  readonly item: string
  readonly category: string
  readonly justification: string
  readonly cost_type: string
  readonly estimated_cost: number
  readonly rollup: boolean
}
interface Totals {
  readonly labour_subtotal: number
  readonly deliverable_subtotal: number
  readonly external_subtotal: number
  readonly contingency: number
  readonly total: number
  readonly capex: number
  readonly opex: number
}
interface Snapshot {
  readonly version: number
  readonly budget: { readonly items: ReadonlyArray<Line>; readonly totals: Totals } | null
}

/** The document titles each agile pack entry carries (core's catalog), in pack order. */
const ENTRY_TITLES: Readonly<Record<string, string>> = {
  "01-overview": "Agile Overview",
  "02-lean-business-case": "Lean Business Case",
  "03-stakeholders-raci": "Stakeholders & RACI",
  "04-roadmap-plan": "Roadmap & Plan",
  "05-raid": "RAID / Risk Summary",
  "06-budget": "Budget (Agile)",
  "07-comms-plan": "Comms Plan 1-pager",
  "08-sow": "Statement of Work"
}

run("Agile Budget and Agile Reports screens (Chromium)", { timeout: 300_000 }, () => {
  const web = useWebSuite()

  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
    return (await response.json()) as Record<string, unknown>
  }

  /** An agile project of a subscribed user with a backlog and a generated schedule (the screens' own calls). */
  const agileProject = async (page: Page, tag: string, name: string): Promise<string> => {
    const id = await subscribedAgileProject(page, web.app.url, tag, name)
    await seedBacklog(
      page,
      web.app.url,
      id,
      ["Accounts and balances", "Payments"],
      [
        { epic: 0, as_a: "member", i_want: "to see my balances", points: 5, priority: 1, status: "todo" },
        { epic: 0, as_a: "member", i_want: "to freeze a lost card", points: 3, priority: 1, status: "todo" },
        { epic: 1, as_a: "member", i_want: "to pay a bill", points: 8, priority: 2, status: "todo" },
        { epic: 1, as_a: "member", i_want: "to move money between accounts", points: 5, priority: 2, status: "todo" }
      ]
    )
    await post(page, "/agile/schedule/generate_plan", { project_id: Number(id), base_start: "2025-03-03" })
    return id
  }

  const budgetUrl = (name: string, id: string) => `${web.app.url}/app/agile/budget?${new URLSearchParams({ project: name, projectId: id })}`
  const snapshot = async (page: Page, id: string): Promise<Snapshot> =>
    (await (await page.request.get(`${web.app.url}/api/budget/agile/snapshot?project_id=${id}`)).json()) as Snapshot
  const tileAmounts = (page: Page) =>
    page.getByTestId("budget-tiles").locator("[data-tile]").evaluateAll((tiles) => Object.fromEntries(tiles.map((t) => [t.getAttribute("data-tile"), Number(t.getAttribute("data-amount"))])))
  const splitAmount = async (page: Page, which: "capex" | "opex") => Number(await page.locator(`[data-total="${which}"]`).getAttribute("data-amount"))
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  const group = (page: Page, role: string) => page.getByRole("group", { name: `${role} allocation` })

  it("§2, §4, §5: PM and Scrum Master part time, extras, one-off costs; generate, hold + save a cost type, reload shows it saved, CSV", async () => {
    const page = await web.newPage()
    const name = "Member banking app"
    const id = await agileProject(page, "agbudget", name)
    await page.goto(budgetUrl(name, id))
    await page.getByRole("heading", { level: 1, name: "Agile Budget" }).waitFor()
    await page.getByTestId("budget-empty").waitFor()

    // §9: the agile defaults arrive (rate 110, PM 130 and SM 120 on the rate card); labour collapsed to sprint/phase
    await expect.poll(() => page.getByLabel(/^Default hourly rate/).inputValue()).toBe("110")
    expect(await page.getByLabel("Contingency (decimal)").inputValue()).toBe("0.1")
    expect(await page.getByLabel("Collapse labour to sprint/phase").isChecked()).toBe(true)
    expect(await page.getByLabel("Hourly rate of Project Manager").inputValue()).toBe("130")
    expect(await page.getByLabel("Hourly rate of Scrum Master").inputValue()).toBe("120")

    // §2: Software and Third-party only; the soft amber warning names the ticked extras without text (§5)
    expect(await page.getByLabel("Hardware", { exact: true }).count()).toBe(0)
    await page.getByLabel("Software", { exact: true }).check()
    await page.getByLabel("Third-party", { exact: true }).check()
    await page.getByText("Missing optional details: software specifics, third-party specifics").waitFor()
    await page.getByLabel("Software specifics").fill("Mobile device management and crash reporting licences")
    await page.getByText("Missing optional details: third-party specifics", { exact: true }).waitFor()
    await page.getByLabel("Third-party specifics").fill("Penetration testing firm for the app store release")
    await page.getByText("Missing optional details").waitFor({ state: "detached" })

    // §5: one-off names trimmed, duplicates ignored; a row left at no amount is not sent
    const addButton = page.getByRole("button", { name: "+ Add item" })
    await addButton.click()
    await page.getByLabel("Deliverable or purchase").fill("  App store developer accounts ")
    await page.keyboard.press("Enter")
    await page.getByLabel("Fixed cost of App store developer accounts").fill("2500")
    await addButton.click()
    await page.getByLabel("Deliverable or purchase").fill("app STORE developer   accounts")
    await page.keyboard.press("Enter")
    await page.getByText("“app STORE developer   accounts” is already listed.").waitFor()
    expect(await page.getByLabel("Fixed cost of App store developer accounts").count()).toBe(1)
    await addButton.click()
    await page.getByLabel("Deliverable or purchase").fill("Launch party")
    await page.keyboard.press("Enter")
    await page.getByLabel("Fixed cost of Launch party").fill("0")

    // §2, §5: PM and SM allocation, the percent (0-100) shown only when part time; part time 50% by default
    const pm = group(page, "Project Manager")
    const sm = group(page, "Scrum Master")
    expect(await pm.getByLabel("Part time").isChecked()).toBe(true)
    expect(await pm.getByLabel("Project Manager percent of time").inputValue()).toBe("50")
    await pm.getByLabel("Full time").check()
    expect(await page.getByLabel("Project Manager percent of time").count()).toBe(0)
    await pm.getByLabel("Part time").check()
    await pm.getByLabel("Project Manager percent of time").fill("140")
    await page.getByRole("button", { name: "AI Generate Budget" }).click()
    // the red error near the top and the field's own message
    await page.locator(".ui-alert").filter({ hasText: "Percent must be from 0 to 100." }).waitFor()
    await pm.getByText("Percent must be from 0 to 100.").waitFor()
    await pm.getByLabel("Project Manager percent of time").fill("40")
    expect(await sm.getByLabel("Part time").isChecked()).toBe(true)
    await sm.getByLabel("Scrum Master percent of time").fill("60")

    await page.getByRole("button", { name: "AI Generate Budget" }).click()
    await page.getByTestId("budget-tiles").waitFor()
    let api = await snapshot(page, id)
    const budget = api.budget!
    const line = (item: string) => budget.items.find((i) => i.item === item)
    expect(line("Project Manager")!.justification).toMatch(/^40% x \d+ weeks = [\d.]+ h x 130\/h$/)
    expect(line("Scrum Master")!.justification).toMatch(/^60% x \d+ weeks = [\d.]+ h x 120\/h$/)
    expect(line("App store developer accounts")).toMatchObject({ estimated_cost: 2500, cost_type: "CAPEX" })
    expect(line("Launch party")).toBeUndefined()
    // labour is rolled up per sprint/phase (fixed OPEX, no select); drafted extras are priced lines of their own
    const rollups = page.locator('tr[data-rollup="true"]')
    expect(await rollups.count()).toBe(budget.items.filter((i) => i.rollup).length)
    expect(await rollups.count()).toBeGreaterThan(0)
    expect(await rollups.locator("select").count()).toBe(0)
    expect(await page.locator('tr[data-rollup="false"] select').count()).toBe(budget.items.filter((i) => !i.rollup).length)
    expect(await tileAmounts(page)).toEqual({
      labour_subtotal: budget.totals.labour_subtotal,
      deliverable_subtotal: budget.totals.deliverable_subtotal,
      external_subtotal: budget.totals.external_subtotal,
      contingency: budget.totals.contingency,
      total: budget.totals.total
    })
    await page.locator("tr[data-line-id]").filter({ has: page.getByRole("rowheader", { name: /^Scrum Master/ }) }).getByText("Scrum Master: 60% of 8 h × 5 d a week", { exact: false }).waitFor()
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-budget-1280.png`, fullPage: true })

    // a cost-type edit is held with the agile note until Save & Recalculate
    await page.getByLabel("Cost type of App store developer accounts").selectOption("OPEX")
    await page.getByTestId("budget-status").getByText(PENDING_EDITS_AGILE, { exact: true }).waitFor()
    expect((await snapshot(page, id)).version).toBe(api.version)
    const capexBefore = await splitAmount(page, "capex")
    await page.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await page.getByText("Cost types saved and CapEx/OpEx recalculated.").waitFor()
    expect(await page.getByTestId("budget-status").textContent()).not.toContain(PENDING_EDITS_AGILE)
    api = await snapshot(page, id)
    expect(api.budget!.items.find((i) => i.item === "App store developer accounts")!.cost_type).toBe("OPEX")
    expect(await splitAmount(page, "capex")).toBeCloseTo(capexBefore - 2500, 2)

    // reload: the saved budget and its options come back
    await page.reload()
    await page.getByTestId("budget-tiles").waitFor()
    expect(await page.getByLabel("Cost type of App store developer accounts").inputValue()).toBe("OPEX")
    await expect.poll(() => group(page, "Project Manager").getByLabel("Project Manager percent of time").inputValue()).toBe("40")
    expect(await group(page, "Scrum Master").getByLabel("Scrum Master percent of time").inputValue()).toBe("60")
    expect(await page.getByLabel("Fixed cost of App store developer accounts").inputValue()).toBe("2500")
    expect((await tileAmounts(page)).total).toBe(api.budget!.totals.total)
    expect(await splitAmount(page, "capex")).toBe(api.budget!.totals.capex)
    expect(await splitAmount(page, "opex")).toBe(api.budget!.totals.opex)

    // Export CSV from /budget/agile/export, read back with a CSV parser
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Export CSV" }).click()])
    expect(download.suggestedFilename()).toMatch(/\.csv$/)
    const rows = parse(readFileSync((await download.path())!, "utf8"), { bom: true, columns: true, skip_empty_lines: true }) as Array<Record<string, string>>
    expect(rows.filter((r) => r.category !== "Summary")).toHaveLength(api.budget!.items.length)
    expect(rows.find((r) => r.item === "App store developer accounts")).toMatchObject({ cost_type: "OPEX" })

    // 375 px: no page-level horizontal scroll
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByTestId("budget-tiles").waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-budget-375.png`, fullPage: true })
  })

  it("§4: a stale second tab gets the 409 message and the saved budget; nothing saved in the first tab is lost", async () => {
    const first = await web.newPage()
    const name = "Stale agile budget"
    const id = await agileProject(first, "agbudget409", name)
    await first.goto(budgetUrl(name, id))
    await first.getByRole("button", { name: "+ Add item" }).click()
    await first.getByLabel("Deliverable or purchase").fill("Test devices")
    await first.keyboard.press("Enter")
    await first.getByLabel("Fixed cost of Test devices").fill("4000")
    await first.getByRole("button", { name: "+ Add item" }).click()
    await first.getByLabel("Deliverable or purchase").fill("Design system kit")
    await first.keyboard.press("Enter")
    await first.getByLabel("Fixed cost of Design system kit").fill("1800")
    await first.getByRole("button", { name: "AI Generate Budget" }).click()
    await first.getByTestId("budget-tiles").waitFor()

    // a second tab of the same session opens the same budget
    const second = await first.context().newPage()
    await second.goto(budgetUrl(name, id))
    await second.getByTestId("budget-tiles").waitFor()

    // the first tab saves a change
    await first.getByLabel("Cost type of Test devices").selectOption("OPEX")
    await first.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await first.getByText("Cost types saved and CapEx/OpEx recalculated.").waitFor()
    const saved = await snapshot(first, id)

    // the stale tab saves another: 409, the message, the saved budget shown again
    expect(await second.getByLabel("Cost type of Test devices").inputValue()).toBe("CAPEX")
    await second.getByLabel("Cost type of Design system kit").selectOption("OPEX")
    await second.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await second.getByRole("alert").filter({ hasText: "changed elsewhere" }).waitFor()
    await second.getByText("The budget was reloaded with the saved version.").waitFor()
    const now = await snapshot(first, id)
    expect(now.version).toBe(saved.version)
    expect(now.budget!.items.find((i) => i.item === "Test devices")!.cost_type).toBe("OPEX")
    expect(now.budget!.items.find((i) => i.item === "Design system kit")!.cost_type).toBe("CAPEX")
    expect(await second.getByLabel("Cost type of Test devices").inputValue()).toBe("OPEX")
    expect(await second.getByLabel("Cost type of Design system kit").inputValue()).toBe("CAPEX")
    expect(await splitAmount(second, "capex")).toBe(now.budget!.totals.capex)
    // the user can now make the edit again over the saved version
    await second.getByLabel("Cost type of Design system kit").selectOption("OPEX")
    await second.getByRole("button", { name: "Save & Recalculate CapEx/OpEx" }).click()
    await second.getByText("Cost types saved and CapEx/OpEx recalculated.").waitFor()
    const last = await snapshot(first, id)
    expect(last.budget!.items.filter((i) => i.item === "Test devices" || i.item === "Design system kit").map((i) => i.cost_type)).toEqual(["OPEX", "OPEX"])
  })

  it("§2, §7: agile preview, PDF and Word downloads, and the pack ZIP in each format with its entries", async () => {
    const page = await web.newPage(1280, { permissions: ["clipboard-read", "clipboard-write"] })
    const name = "Credit union app"
    const id = await agileProject(page, "agreports", name)
    await post(page, "/agile/scope/generate", { project_id: Number(id), summary: SUMMARY, delivery_approach: "agile" })
    await post(page, "/risk/generate", { project_id: Number(id), project_name: name, text: SUMMARY })
    await post(page, "/budget/agile/generate", { project_id: Number(id) })

    await page.goto(`${web.app.url}/app/reports/agile?project=${encodeURIComponent(name)}&projectId=${id}`)
    await page.getByRole("heading", { level: 1, name: "Agile Reports & Initiation Pack" }).waitFor()
    // §2 note
    await page.getByText(REPORTS_ARE_DRAFTS, { exact: false }).waitFor()
    await page.getByText(PDF_NEEDS_SERVER_RENDERER, { exact: false }).waitFor()
    // §2 document choices, in order
    const choices = await page.getByRole("combobox", { name: "Document", exact: true }).locator("option").evaluateAll((options) => options.map((o) => [(o as HTMLOptionElement).value, o.textContent]))
    expect(choices).toEqual([
      ["agile_overview", "Agile Overview"],
      ["stakeholders_raci", "Stakeholders & RACI"],
      ["agile_roadmap_plan", "Roadmap & Plan"],
      ["raid", "RAID / Risk Summary"],
      ["budget_summary", "Budget (Agile)"],
      ["comms_plan", "Comms Plan 1-pager"]
    ])
    expect(await page.getByTestId("pack-contents").textContent()).toContain("Overview, Lean BC, Stakeholders, Roadmap & Plan, RAID, Budget, Comms")

    // the Agile Overview preview names the project, in a frame that runs no script, with its meta
    const overview = page.frameLocator('iframe[title="Agile Overview preview"]')
    await overview.getByText(name, { exact: false }).first().waitFor()
    expect(await page.locator('iframe[title="Agile Overview preview"]').getAttribute("sandbox")).toBe("")
    const api = (await (await page.request.get(`${web.app.url}/api/reports_agile/doc?project_id=${id}&doc_type=agile_overview&format=html`)).json()) as {
      meta: { source_hash: string }
    }
    expect(await page.getByTestId("meta-template").textContent()).toBe(TEMPLATE_VERSION)
    expect(await page.getByTestId("meta-hash").textContent()).toBe(api.meta.source_hash)
    await page.getByRole("button", { name: "Copy hash" }).click()
    await page.getByText("Hash copied.").waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(api.meta.source_hash)
    expect(new URL((await page.getByRole("link", { name: /Open in new tab/ }).getAttribute("href"))!, web.app.url).pathname).toBe("/api/reports_agile/doc")

    // Readiness: the agile modules, each linked to its agile screen
    await page.getByTestId("readiness-schedule").filter({ hasText: /\d+ tasks/ }).waitFor()
    await page.getByTestId("readiness-backlog").filter({ hasText: "6 epics and stories" }).waitFor()
    expect(await page.getByTestId("readiness-budget").getByRole("link", { name: "Budget" }).getAttribute("href")).toBe(`/app/agile/budget?project=Credit+union+app&projectId=${id}`)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-reports-1280.png`, fullPage: true })

    const download = async (button: string): Promise<{ file: Download; bytes: Buffer }> => {
      const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button, exact: true }).click()])
      return { file, bytes: readFileSync(await file.path()) }
    }

    // the Budget (Agile) document: preview, then PDF and Word
    await page.getByRole("combobox", { name: "Document", exact: true }).selectOption("budget_summary")
    await page.frameLocator('iframe[title="Budget (Agile) preview"]').getByText(name, { exact: false }).first().waitFor()
    const pdf = await download("Download PDF")
    expect(pdf.file.suggestedFilename()).toMatch(new RegExp(`^budget_summary_Credit_union_app_${DATE}\\.pdf$`))
    expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF")
    const docx = await download("Download Word (.docx)")
    expect(docx.file.suggestedFilename()).toMatch(new RegExp(`^budget_summary_Credit_union_app_${DATE}\\.docx$`))
    expect(docx.bytes.subarray(0, 2).toString("latin1")).toBe("PK")
    expect(strFromU8(unzipSync(new Uint8Array(docx.bytes))["word/document.xml"] ?? new Uint8Array())).toContain(name)

    // the pack in each format: Overview, Lean BC, Stakeholders, Roadmap & Plan, RAID, Budget, Comms (then the SOW)
    for (const [label, ext] of [["PDF ZIP", "pdf"], ["HTML ZIP", "html"], ["Word ZIP", "docx"]] as const) {
      await page.getByLabel("Pack Format").selectOption({ label })
      const zip = await download("Download Pack")
      expect(zip.file.suggestedFilename()).toMatch(new RegExp(`^initiation_pack_Credit_union_app_${DATE}_${ext}\\.zip$`))
      expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK")
      const entries = unzipSync(new Uint8Array(zip.bytes))
      expect(Object.keys(entries)).toEqual(AGILE_PACK_ENTRIES.map((stem) => `${stem}.${ext}`))
      for (const stem of AGILE_PACK_ENTRIES) {
        const bytes = entries[`${stem}.${ext}`] ?? new Uint8Array()
        if (ext === "pdf") {
          expect(strFromU8(bytes.subarray(0, 4)), stem).toBe("%PDF")
          expect(bytes.length, stem).toBeGreaterThan(1_000)
        }
        if (ext === "html") {
          const html = strFromU8(bytes).replace(/&amp;/g, "&")
          expect(html, stem).toContain(ENTRY_TITLES[stem])
          expect(html, stem).toContain(name)
        }
        if (ext === "docx") {
          const xml = strFromU8(unzipSync(bytes)["word/document.xml"] ?? new Uint8Array()).replace(/&amp;/g, "&")
          expect(xml, stem).toContain(ENTRY_TITLES[stem])
        }
      }
    }

    // 375 px: no page-level horizontal scroll
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByTestId("download-status").first().waitFor()
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-reports-375.png`, fullPage: true })
  })

  it("§1, §6: a free-plan user gets the plan-limit alert on both agile screens, with nothing to press", async () => {
    const page = await web.newPage(375)
    await signUp(page, web.app.url, uniqueEmail("agfree"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free project"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""

    await page.goto(budgetUrl(name, id))
    const budgetLimit = page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN })
    await budgetLimit.waitFor()
    expect(await budgetLimit.getByRole("link").count()).toBe(1)
    expect(await page.getByRole("button", { name: "AI Generate Budget" }).isDisabled()).toBe(true)
    expect(await page.getByRole("button", { name: "Export CSV" }).isDisabled()).toBe(true)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-budget-free.png`, fullPage: true })

    await page.goto(`${web.app.url}/app/reports/agile?project=${encodeURIComponent(name)}&projectId=${id}`)
    const reportsLimit = page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN })
    await reportsLimit.waitFor()
    expect(await reportsLimit.getByRole("link").count()).toBe(1)
    for (const button of ["Download PDF", "Download Word (.docx)", "Download Pack"]) expect(await page.getByRole("button", { name: button, exact: true }).isDisabled()).toBe(true)
    expect(await page.locator("iframe").count()).toBe(0)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/agile-reports-free.png`, fullPage: true })
  })
})
