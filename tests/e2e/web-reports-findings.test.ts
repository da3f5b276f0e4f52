// The "Include review findings" tick box of the Reports screens (issue 34) in Debian's Chromium against the
// real server: off by default (no appendix in the preview); ticked, the PID preview, the PDF download and the
// pack carry the "Appendix: Review findings" with the health check's findings; the agile screen has it too.
import { readFileSync } from "node:fs"
import { strFromU8, unzipSync } from "fflate"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import type { Download, Page } from "playwright-core"
import { hasChromium } from "./support/browser"
import { subscribedAgileProject } from "./support/agile-seed"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const APPENDIX = "Appendix: Review findings"

run("Reports: Include review findings (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url, "Content-Type": "application/json" }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  }

  const download = async (page: Page, button: string): Promise<{ file: Download; bytes: Buffer }> => {
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: button, exact: true }).click()])
    return { file, bytes: readFileSync(await file.path()) }
  }

  const pdfText = async (bytes: Uint8Array): Promise<string> => {
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
    return text.replace(/\s+/g, " ")
  }

  it("waterfall: off by default; ticked, the PID preview, its PDF and the pack's PID carry the findings appendix", async () => {
    const page = await web.newPage(1280)
    await signUp(page, web.app.url, uniqueEmail("findings"))
    await subscribeMonthly(page)
    const name = "Library kiosks"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await post(page, "/stakeholder/upsert", {
      project_name: name,
      stakeholders: [{ name: "Ruth Okafor", role: "Head of Libraries", influence: 9, interest: 8, on_board: true, board_role: "Project Sponsor", A: true }]
    })
    await post(page, "/risk/add", { project_name: name, risk: { title: "Kiosk supplier delivers late", likelihood: "High", impact: "High" } })

    await page.goto(`${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`)
    const box = page.getByRole("checkbox", { name: "Include review findings" })
    await box.waitFor()
    expect(await box.isChecked()).toBe(false)
    const preview = page.frameLocator('iframe[title="Project Charter / PID preview"]')
    await preview.getByText(name, { exact: false }).first().waitFor()
    expect(await preview.getByText(APPENDIX).count()).toBe(0)

    await box.check()
    await preview.getByRole("heading", { name: APPENDIX }).waitFor()
    expect(await page.getByRole("link", { name: /Open in new tab/ }).getAttribute("href")).toContain("with_findings=1")

    const pdf = await download(page, "Download PDF")
    expect(pdf.bytes.subarray(0, 4).toString("latin1")).toBe("%PDF")
    const text = await pdfText(pdf.bytes)
    expect(text).toContain(APPENDIX)
    expect(text).toContain("The project board has no Senior User, no Senior Supplier.")
    expect(text).toContain('The risk "Kiosk supplier delivers late" has no mitigation.')

    await page.getByLabel("Pack Format").selectOption("html")
    const zip = await download(page, "Download Pack")
    const entries = unzipSync(new Uint8Array(zip.bytes))
    const entry = (file: string): string => strFromU8(entries[file] ?? new Uint8Array())
    expect(Object.keys(entries)).toContain("01-pid.html")
    expect(entry("01-pid.html")).toContain(APPENDIX)
    expect(entry("06-sow.html")).toContain(APPENDIX)
    expect(entry("03-raid.html")).not.toContain(APPENDIX)

    // unticked again: the next download has no appendix
    await box.uncheck()
    const plain = await download(page, "Download PDF")
    expect(await pdfText(plain.bytes)).not.toContain(APPENDIX)
  })

  it("agile: ticked, the Agile Overview preview carries the findings appendix", async () => {
    const page = await web.newPage(1280)
    const name = "Ferry app"
    const id = await subscribedAgileProject(page, web.app.url, "findings-agile", name)
    await page.goto(`${web.app.url}/app/reports/agile?project=${encodeURIComponent(name)}&projectId=${id}`)
    const box = page.getByRole("checkbox", { name: "Include review findings" })
    await box.waitFor()
    expect(await box.isChecked()).toBe(false)
    await box.check()
    const preview = page.frameLocator('iframe[title="Agile Overview preview"]')
    await preview.getByRole("heading", { name: APPENDIX }).waitFor()
    expect(await preview.getByText("No product owner is named.").count()).toBeGreaterThan(0)
  })
})
