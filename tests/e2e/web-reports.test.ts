// The Reports & Initiation Pack screen (waterfall.md §1, §2, §7, §8) in Debian's Chromium against the real server.
import { readFileSync } from "node:fs"
import { describe, expect, it } from "vitest"
import type { Download, Page } from "playwright-core"
import { strFromU8, unzipSync } from "fflate"
import { FREE_NO_DOWNLOADS } from "@initpack/core/messages/platform-plans"
import { PDF_NEEDS_SERVER_RENDERER, REPORTS_ARE_DRAFTS } from "@initpack/core/messages/reports"
import { TEMPLATE_VERSION } from "@initpack/core/document/catalog"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const shots = process.env.E2E_SCREENSHOTS
const DATE = "\\d{4}-\\d{2}-\\d{2}"
const PACK_STEMS = ["01-pid", "02-stakeholders-raci", "03-raid", "04-budget-summary", "05-comms-plan", "06-sow"]

const BRIEF =
  "Replace the handheld barcode scanners in two warehouses with a new vendor's devices, integrate them with the warehouse " +
  "management system, train 120 pickers and go live before the peak season in November on a fixed budget."

run("Reports & Initiation Pack screen (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url, "Content-Type": "application/json" }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  }

  /** Scope, risks and a WBS drafted through the API (the offline drafter), as a user who filled those modules. */
  const seedModules = async (page: Page, name: string) => {
    await post(page, "/scope/generate", {
      project_name: name,
      delivery_approach: "Waterfall",
      procurement: "Hardware",
      third_parties: "Vendor",
      clarification_answers: { background: BRIEF, departments: "Warehouse operations, IT, Finance", constraints: "Live before November; fixed budget." }
    })
    await post(page, "/risk/generate", { project_name: name, text: BRIEF })
    await post(page, "/wbs/generate", { project_name: name, project_scope: BRIEF })
  }

  const openReports = async (page: Page, name: string, id: string) => {
    await page.goto(`${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`)
    await page.getByRole("heading", { level: 1, name: "Reports & Initiation Pack" }).waitFor()
  }

  const frame = (page: Page, title: string) => page.frameLocator(`iframe[title="${title} preview"]`)

  /** Clicks a download button; answers the download, its bytes and the time from click to file on disk. */
  const download = async (page: Page, button: string): Promise<{ file: Download; bytes: Buffer; ms: number }> => {
    const started = Date.now()
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button, exact: true }).click()])
    const bytes = readFileSync(await file.path())
    return { file, bytes, ms: Date.now() - started }
  }

  it("a subscribed user previews the PID, copies its hash, downloads PDF, Word and the pack in each format", async () => {
    const page = await web.newPage(1280, { permissions: ["clipboard-read", "clipboard-write"] })
    await signUp(page, web.app.url, uniqueEmail("reports"))
    await subscribeMonthly(page)
    const name = "Warehouse scanners"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await seedModules(page, name)
    await openReports(page, name, id)

    // §2 notes.
    await page.getByText(REPORTS_ARE_DRAFTS).waitFor()
    await page.getByText(PDF_NEEDS_SERVER_RENDERER, { exact: false }).waitFor()

    // Readiness: scope, risks and WBS have content; stakeholders, budget and comms are still empty, each linked.
    await page.getByTestId("readiness-summary").filter({ hasText: "3 modules are still empty." }).waitFor()
    for (const key of ["scope", "risks", "wbs"]) expect(await page.getByTestId(`readiness-${key}`).getAttribute("class")).toContain("reports-readiness-ready")
    for (const key of ["stakeholders", "budget", "comms"]) expect(await page.getByTestId(`readiness-${key}`).textContent()).toContain("Still empty")
    expect(await page.getByTestId("readiness-wbs").getByRole("link", { name: "WBS" }).getAttribute("href")).toBe(`/app/wbs?project=Warehouse+scanners&projectId=${id}`)

    // The PID preview: the project's name inside a frame that runs no script, with the document's meta.
    const pid = frame(page, "Project Charter / PID")
    await pid.getByText(name, { exact: false }).first().waitFor()
    // issue 37: the set-up's background answer is the PID's background until one is drafted or saved
    await pid.getByText(BRIEF.slice(0, 60), { exact: false }).first().waitFor()
    expect(await pid.getByText("No background has been drafted yet.").count()).toBe(0)
    // issue 37: the document's header shows a date a sponsor reads, not an ISO timestamp
    await pid.getByText(/^Generated \d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4} ·/).first().waitFor()
    expect(await pid.getByText(/Generated \d{4}-\d{2}-\d{2}T/).count()).toBe(0)
    const iframe = page.locator('iframe[title="Project Charter / PID preview"]')
    expect(await iframe.getAttribute("sandbox")).toBe("")
    expect(await iframe.getAttribute("src")).toBeNull()
    const api = (await (await page.request.get(`${web.app.url}/api/reports/doc?project_id=${id}&doc_type=pid&format=html`)).json()) as {
      meta: { generated_at: string; template_version: string; source_hash: string }
    }
    expect(await page.getByTestId("meta-template").textContent()).toBe(TEMPLATE_VERSION)
    expect(await page.getByTestId("meta-hash").textContent()).toBe(api.meta.source_hash)
    expect(api.meta.source_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(await page.getByTestId("meta-generated").locator("time").getAttribute("datetime")).toMatch(new RegExp(`^${DATE}T`))
    // issue 37: shown in the user's one date format (the profile's country is Ireland: "28 Nov 2026, 04:09")
    expect(await page.getByTestId("meta-generated").locator("time").textContent()).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4},? \d{2}:\d{2}$/)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/reports-1280.png`, fullPage: true })

    // Copy hash puts the hash on the clipboard.
    await page.getByRole("button", { name: "Copy hash" }).click()
    await page.getByText("Hash copied.").waitFor()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(api.meta.source_hash)

    // Open in new tab shows the document itself.
    const [popup] = await Promise.all([page.waitForEvent("popup"), page.getByRole("link", { name: /Open in new tab/ }).click()])
    await popup.waitForLoadState()
    expect(new URL(popup.url()).searchParams.get("raw")).toBe("1")
    expect(await popup.locator("body").textContent()).toContain(name)
    await popup.close()

    // Download PDF and Word: the server's file names, the right magic bytes, the size shown beside the button.
    const pdf = await download(page, "Download PDF")
    expect(pdf.file.suggestedFilename()).toMatch(new RegExp(`^pid_Warehouse_scanners_${DATE}\\.pdf$`))
    expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF")
    expect(pdf.bytes.length).toBeGreaterThan(5_000)
    await page.getByTestId("download-status").filter({ hasText: pdf.file.suggestedFilename() }).filter({ hasText: /KB/ }).waitFor()
    const docx = await download(page, "Download Word (.docx)")
    expect(docx.file.suggestedFilename()).toMatch(new RegExp(`^pid_Warehouse_scanners_${DATE}\\.docx$`))
    expect(docx.bytes.subarray(0, 2).toString("latin1")).toBe("PK")
    expect(docx.bytes.length).toBeGreaterThan(5_000)
    expect(strFromU8(unzipSync(new Uint8Array(docx.bytes))["word/document.xml"] ?? new Uint8Array())).toContain(name)

    // Another document: the preview follows the selector, and downloads name that document.
    await page.getByRole("combobox", { name: "Document", exact: true }).selectOption("raid")
    await frame(page, "RAID / Risk Summary").getByText("RAID", { exact: false }).first().waitFor()
    const raid = await download(page, "Download PDF")
    expect(raid.file.suggestedFilename()).toMatch(/^raid_Warehouse_scanners_/)

    // The pack in each format: a ZIP of the six documents in pack order.
    const times: Record<string, number> = {}
    for (const [label, ext] of [["PDF ZIP", "pdf"], ["HTML ZIP", "html"], ["Word ZIP", "docx"]] as const) {
      await page.getByLabel("Pack Format").selectOption({ label })
      const zip = await download(page, "Download Pack")
      times[label] = zip.ms
      expect(zip.file.suggestedFilename()).toMatch(new RegExp(`^initiation_pack_Warehouse_scanners_${DATE}_${ext}\\.zip$`))
      expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK")
      const entries = unzipSync(new Uint8Array(zip.bytes))
      expect(Object.keys(entries)).toEqual(PACK_STEMS.map((stem) => `${stem}.${ext}`))
      const first = entries[`01-pid.${ext}`] ?? new Uint8Array()
      if (ext === "pdf") expect(strFromU8(first.subarray(0, 4))).toBe("%PDF")
      if (ext === "html") expect(strFromU8(first)).toContain(name)
      if (ext === "docx") expect(strFromU8(first.subarray(0, 2))).toBe("PK")
    }
    console.log(`click-to-file, Download Pack: ${JSON.stringify(times)} ms`)
    if (shots) await page.screenshot({ path: `${shots}/reports-1280-done.png`, fullPage: true })

    // Back goes to the project's workspace.
    await page.getByRole("button", { name: "← Back to Project Workspace" }).click()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${id}`)
  })

  it("§8: a download that is not the file shows the JSON error field, else 'Unexpected response ({content type})'; the page stays usable", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("reports-rule"))
    await subscribeMonthly(page)
    const name = "Rule check"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await openReports(page, name, id)
    await frame(page, "Project Charter / PID").getByText(name, { exact: false }).first().waitFor()
    // A proxy in front of the API answering with its own pages instead of the files.
    await page.route("**/api/reports/doc?*format=pdf*", (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: "<html>login</html>" }))
    await page.route("**/api/reports/doc?*format=docx*", (route) => route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ error: "DOCX renderer failed" }) }))
    await page.getByRole("button", { name: "Download PDF" }).click()
    await page.getByRole("alert").filter({ hasText: "Unexpected response (text/html)" }).waitFor()
    await page.getByRole("button", { name: "Download Word (.docx)" }).click()
    await page.getByRole("alert").filter({ hasText: "DOCX renderer failed" }).waitFor()
    // The real pack still downloads.
    const zip = await download(page, "Download Pack")
    expect(zip.bytes.subarray(0, 2).toString("latin1")).toBe("PK")

    // A link that names the project by id alone (projectId, project_id or id) reaches the screen too.
    await page.unrouteAll()
    for (const key of ["projectId", "project_id", "id"]) {
      await page.goto(`${web.app.url}/app/reports?${key}=${id}`)
      await page.getByRole("heading", { level: 1, name: "Reports & Initiation Pack" }).waitFor()
      await frame(page, "Project Charter / PID").getByText(name, { exact: false }).first().waitFor()
      expect(new URL(page.url()).pathname).toBe("/app/reports")
    }
  })

  it("a free-plan user views the PID only: other documents, downloads and the pack show the plan-limit alert", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("reports-free"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free pack"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await openReports(page, name, id)
    await frame(page, "Project Charter / PID").getByText(name, { exact: false }).first().waitFor()
    expect(await page.getByRole("alert").count()).toBe(0)
    await page.getByTestId("readiness-stakeholders").filter({ hasText: "Not on your plan" }).waitFor()

    const limit = page.getByRole("alert").filter({ hasText: FREE_NO_DOWNLOADS })
    const expectLimit = async () => {
      await limit.waitFor()
      expect(await limit.getByRole("link", { name: "Subscription Status" }).getAttribute("href")).toBe("/account/billing")
    }
    // Each download is refused on its own: the page is reloaded first, so no earlier alert is still there.
    for (const button of ["Download PDF", "Download Word (.docx)", "Download Pack"]) {
      await page.reload()
      await frame(page, "Project Charter / PID").getByText(name, { exact: false }).first().waitFor()
      expect(await limit.count()).toBe(0)
      await page.getByRole("button", { name: button, exact: true }).click()
      await expectLimit()
    }
    await page.getByRole("combobox", { name: "Document", exact: true }).selectOption("stakeholders_raci")
    await expectLimit()
    expect(await page.locator("iframe").count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/reports-free.png`, fullPage: true })
    // Back to the PID: the preview returns and the alert goes.
    await page.getByRole("combobox", { name: "Document", exact: true }).selectOption("pid")
    await frame(page, "Project Charter / PID").getByText(name, { exact: false }).first().waitFor()
    expect(await limit.count()).toBe(0)
  })

  it("at 375 px nothing scrolls sideways and axe finds nothing serious", async () => {
    const page = await web.newPage(375)
    await signUp(page, web.app.url, uniqueEmail("reports-narrow"))
    await subscribeMonthly(page)
    const name = "A rather long project name for a narrow phone screen"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    // a scope drafted with no background answer: readiness names the missing background
    await post(page, "/scope/generate", { project_name: name, delivery_approach: "Waterfall", procurement: "None", third_parties: "None", clarification_answers: {} })
    await openReports(page, name, id)
    await frame(page, "Project Charter / PID").getByText(name, { exact: false }).first().waitFor()
    await page.getByTestId("readiness-summary").filter({ hasText: "still empty" }).waitFor()
    expect(await page.getByTestId("readiness-summary").textContent()).toContain("Scope: no background yet.")
    expect(await page.getByTestId("readiness-scope").getAttribute("class")).toContain("reports-readiness-partial")
    const pack = await download(page, "Download Pack")
    await page.getByTestId("download-status").filter({ hasText: pack.file.suggestedFilename() }).waitFor()
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
    expect(overflow).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await page.screenshot({ path: `${shots}/reports-375.png`, fullPage: true })
  })
})
