// Issue 35 in Debian's Chromium against the real server: a whole project from one brief, pasted or uploaded,
// reviewed line by line before it is saved; the workspace, the saved modules and the PID read back after the save.
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { LEAVE_UNSAVED } from "../../apps/web/src/features/project-from-brief/components/project-from-brief-page"
import { DEPOT_BRIEF_PARAGRAPHS, DEPOT_BRIEF_TITLE, wordBrief } from "../support/word-brief"
import { hasChromium, seriousViolations } from "./support/browser"
import { PASSWORD, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const repo = join(import.meta.dirname, "../..")
const WATERFALL = readFileSync(join(repo, "tests/fixtures/briefs/library-refurbishment.md"), "utf8")
const AGILE = readFileSync(join(repo, "tests/fixtures/briefs/booking-app.txt"), "utf8")

run("New project from a brief (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  /** A user on the monthly plan, seeded through the API (the browser context's cookies are the session). */
  const seededPage = async (width = 1280): Promise<Page> => {
    const page = await web.newPage(width)
    const base = web.app.url
    const headers = { Origin: base }
    const registered = await page.request.post(`${base}/api/auth/register`, { headers, data: { email: uniqueEmail("brief"), password: PASSWORD, name: "Erin Example", role: "Project Manager", country: "Ireland" } })
    expect(registered.status()).toBe(201)
    const ch = await (await page.request.get(`${base}/api/subscriptions/gotcha/new`)).json()
    const sub = await (await page.request.post(`${base}/api/subscriptions/subscribe`, { headers, data: { plan_code: "monthly", ...ch, answer: ch.a + ch.b } })).json()
    if (typeof sub.checkout_url === "string") {
      const url = new URL(sub.checkout_url, base)
      await page.request.post(`${url.origin}${url.pathname.replace(/\/+$/, "")}/confirm`, { headers: { ...headers, "content-type": "application/x-www-form-urlencoded" }, data: "", maxRedirects: 0 })
    }
    expect((await (await page.request.get(`${base}/api/subscriptions/me`)).json()).status).toBe("active")
    return page
  }

  /** A workspace tile that shows its module holds lines (the scope counts as edited: its drafted background is saved). */
  const filledTile = (page: Page, tile: string) =>
    page.locator(`[data-testid="tile-${tile}"][data-state="drafted"], [data-testid="tile-${tile}"][data-state="edited"]`).waitFor({ timeout: 15_000 })

  const api = async (page: Page, path: string) => (await page.request.get(`${web.app.url}/api${path}`)).json()

  const shot = async (page: Page, name: string) => {
    const path = `/tmp/initpack-brief-${name}.png`
    writeFileSync(path, await page.screenshot({ fullPage: false }))
  }

  /** Unticks the first line of a module's list; answers its text. */
  const untickFirst = async (page: Page, module: string): Promise<string> => {
    const box = page.locator(`section[data-module="${module}"] input[type="checkbox"]`).first()
    const text = (await page.locator(`section[data-module="${module}"] label`).first().innerText()).trim()
    await box.uncheck()
    return text
  }

  /** Reports of the saved project: the PID (agile: the overview) downloaded as PDF and read back; `assumptions` ticks that appendix. */
  const pdfText = async (page: Page, assumptions = false): Promise<string> => {
    await page.getByTestId("tile-reports").getByRole("link").click()
    await page.getByRole("button", { name: "Download PDF", exact: true }).waitFor()
    if (assumptions) await page.getByLabel("Include assumptions to confirm").check()
    const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download PDF", exact: true }).click()])
    const bytes = readFileSync(await file.path())
    expect(bytes.subarray(0, 4).toString("latin1")).toBe("%PDF")
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
    return text
  }

  it("waterfall: paste -> what we understood -> draft -> review (two lines unticked) -> save -> workspace -> PDF", async () => {
    const page = await seededPage()
    await page.goto(`${web.app.url}/app/create`)
    await page.getByRole("link", { name: "New project from a brief" }).click()
    await waitForPath(page, (url) => url.pathname === "/app/projects/from-brief")
    await page.getByLabel("Paste the brief").fill(WATERFALL)
    await page.getByRole("button", { name: "Read the brief" }).click()

    // the form: what the brief said, and the one field it left to an assumption, with the reason
    await page.getByRole("heading", { name: "What we understood" }).waitFor()
    expect(await page.getByLabel("Project name").inputValue()).toBe("Riverside Library Refurbishment")
    expect(await page.getByLabel("Start", { exact: true }).inputValue()).toBe("2026-03-02")
    expect(await page.getByLabel("Money (one a line)").inputValue()).toContain("£420,000")
    expect(await page.getByLabel("Deadlines (one a line)").inputValue()).toContain("31 August 2026")
    expect(await page.locator('[data-field="method"] .ui-badge').innerText()).toBe("Assumed")
    await page.getByTestId("assumed-method").filter({ hasText: "waterfall" }).waitFor()
    expect(await page.locator('[data-field="name"] .ui-badge').count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "form-1280")

    await page.getByRole("button", { name: "Draft the project" }).click()
    await page.locator('section[data-module="wbs"]').waitFor({ timeout: 30_000 })
    for (const module of ["scope", "stakeholders", "risks", "wbs", "execution_summary", "budget", "comms"]) await page.locator(`section[data-module="${module}"]`).waitFor()
    const boxes = page.locator('section[data-module] input[type="checkbox"]')
    const total = await boxes.count()
    expect(await page.locator('section[data-module] input[type="checkbox"]:checked').count()).toBe(total)
    const budgetBefore = await page.getByTestId("budget-total").innerText()
    expect(budgetBefore).toMatch(/^GBP [\d,]+$/)

    // provenance (issues 33, 35): a marker on every line, a brief marker's tooltip quotes the brief, a module's filter keeps its assumed lines
    expect(await page.locator("section[data-module] .draft-lines .provenance-marker").count()).toBe(total)
    const briefMarker = page.locator('section[data-module="risks"] .provenance').filter({ has: page.locator('[data-provenance="brief"]') }).first()
    await briefMarker.getByRole("button").hover()
    await briefMarker.getByRole("tooltip").waitFor({ state: "visible" })
    expect(await briefMarker.getByRole("tooltip").innerText()).toBe('From the brief: "The main risk is asbestos in the ceiling void, which could delay the strip-out by several weeks."')
    await briefMarker.getByRole("button").focus()
    await page.keyboard.press("Escape")
    await briefMarker.getByRole("tooltip").waitFor({ state: "hidden" })
    const module = (await page.locator('[data-testid^="assumed-only-"]').first().getAttribute("data-testid"))!.replace("assumed-only-", "")
    const filter = page.getByTestId(`assumed-only-${module}`)
    const filtered = page.locator(`section[data-module="${module}"]`)
    const linesBefore = await filtered.locator(".draft-lines > li").count()
    await filter.click()
    expect(await filter.getAttribute("aria-pressed")).toBe("true")
    const assumed = await filtered.locator(".draft-lines > li").count()
    expect(assumed).toBeGreaterThan(0)
    expect(assumed).toBeLessThan(linesBefore)
    expect(await filtered.locator('.draft-lines [data-provenance="assumed"]').count()).toBe(assumed)
    expect(await filter.innerText()).toBe(`Assumed lines still to review (${assumed})`)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "review-assumed-1280")
    await filter.click()
    expect(await filtered.locator(".draft-lines > li").count()).toBe(linesBefore)

    // nothing is saved yet, and leaving asks first
    expect((await api(page, "/projects")).projects).toEqual([])
    page.once("dialog", (dialog) => {
      expect(dialog.message()).toBe(LEAVE_UNSAVED)
      void dialog.dismiss()
    })
    await page.getByRole("link", { name: "Existing Projects" }).first().click()
    await page.getByRole("button", { name: "Save the project" }).waitFor()
    expect(new URL(page.url()).pathname).toBe("/app/projects/from-brief")

    const risk = await untickFirst(page, "risks")
    const budgetLine = await untickFirst(page, "budget")
    await page.getByTestId("lines-kept").filter({ hasText: `${total - 2} of ${total}` }).waitFor()
    expect(await page.getByTestId("budget-total").innerText()).not.toBe(budgetBefore)
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "review-1280")

    await page.getByRole("button", { name: "Save the project" }).click()
    const landed = await waitForPath(page, (url) => /^\/app\/projects\/\d+$/.test(url.pathname), 15_000)
    const id = landed.pathname.split("/").pop()!
    for (const tile of ["scope", "stakeholders", "risks", "wbs", "budget", "comms"]) {
      await filledTile(page, tile)
    }
    // issue 35: each module tile counts its assumed lines still to review, from the provenance saved with the project
    const provenance = await api(page, `/projects/${id}/provenance`)
    const counted = Object.entries(provenance.assumed as Record<string, number>).filter(([m]) => m !== "execution_summary")
    expect(counted.length).toBeGreaterThan(0)
    for (const [m, n] of counted) expect(await page.getByTestId(`tile-assumed-${m}`).innerText()).toBe(`${n} assumed`)
    expect(await page.locator('[data-testid^="tile-assumed-"]').count()).toBe(counted.length)
    await shot(page, "workspace-1280")
    const risks = (await api(page, `/risk/list?project_id=${id}`)).risks as Array<{ title: string }>
    expect(risks.length).toBeGreaterThan(0)
    expect(risk.startsWith(risks[0]!.title)).toBe(false)
    expect(risks.some((r) => risk.startsWith(`${r.title} (`))).toBe(false)
    const budget = await api(page, `/budget/snapshot?project_id=${id}`)
    const items = (budget.budget.items as Array<{ item: string }>).map((i) => i.item)
    expect(items.length).toBeGreaterThan(0)
    expect(items).not.toContain(budgetLine.slice(0, budgetLine.lastIndexOf(":")))

    const pid = await pdfText(page, true)
    expect(pid).toContain("Riverside Library Refurbishment")
    // the saved project's proposed board role is still to be named: the ticked appendix lists it
    expect(pid).toContain("Appendix: Assumptions to confirm")
    expect(pid).toMatch(/Senior User for Riverside Library\s+Refurbishment/)
  })

  it("agile at 375 px: paste -> form -> draft -> review (two lines unticked) -> save -> workspace -> PDF", async () => {
    const page = await seededPage(375)
    await page.goto(`${web.app.url}/app/projects`)
    await page.getByRole("link", { name: "New project from a brief" }).click()
    await page.getByLabel("Paste the brief").fill(AGILE)
    await page.getByRole("button", { name: "Read the brief" }).click()
    await page.getByRole("heading", { name: "What we understood" }).waitFor()
    expect(await page.getByLabel("Delivery method").inputValue()).toBe("agile")
    await shot(page, "form-375")
    await page.getByRole("button", { name: "Draft the project" }).click()
    for (const module of ["agile_scope", "epics", "stories", "schedule", "risks", "budget", "stakeholders", "comms"]) await page.locator(`section[data-module="${module}"]`).waitFor({ timeout: 30_000 })
    // no sideways scrolling on a phone
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375)
    const story = await untickFirst(page, "stories")
    const risk = await untickFirst(page, "risks")
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "review-375")
    await page.getByRole("button", { name: "Save the project" }).click()
    const landed = await waitForPath(page, (url) => /^\/app\/projects\/\d+$/.test(url.pathname), 15_000)
    const id = landed.pathname.split("/").pop()!
    for (const tile of ["agile_scope", "backlog", "release", "risks", "schedule", "budget", "stakeholders", "comms"]) {
      await filledTile(page, tile)
    }
    await shot(page, "workspace-375")
    const backlog = await api(page, `/agile/backlog?project_id=${id}`)
    expect(backlog.stories.length).toBeGreaterThan(0)
    expect(backlog.stories.some((s: { as_a: string; i_want: string }) => story.startsWith(`As a ${s.as_a}, I want ${s.i_want}`))).toBe(false)
    const risks = (await api(page, `/risk/list?project_id=${id}`)).risks as Array<{ title: string }>
    expect(risks.some((r) => risk.startsWith(`${r.title} (`))).toBe(false)
    expect(await pdfText(page)).toContain("Community pool booking app")
  })

  it("uploads a Word brief made with the docx package; a bad upload says why and saves nothing", async () => {
    const page = await seededPage()
    await page.goto(`${web.app.url}/app/projects/from-brief`)
    await page.getByLabel(/Or upload a document/).setInputFiles({ name: "notes.png", mimeType: "image/png", buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1]) })
    await page.getByRole("button", { name: "Read the brief" }).click()
    await page.getByText("That file is not a brief Initpack can read.", { exact: false }).waitFor()

    await page.getByLabel(/Or upload a document/).setInputFiles({ name: "depot-brief.docx", mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document", buffer: await wordBrief(DEPOT_BRIEF_TITLE, DEPOT_BRIEF_PARAGRAPHS) })
    await page.getByRole("button", { name: "Read the brief" }).click()
    await page.getByRole("heading", { name: "What we understood" }).waitFor()
    expect(await page.getByLabel("Project name").inputValue()).toBe(DEPOT_BRIEF_TITLE)
    expect(await page.getByLabel(/People and teams/).inputValue()).toContain("Priya Natarajan (Sponsor)")
    expect((await api(page, "/projects")).projects).toEqual([])
    await page.getByRole("button", { name: "Draft the project" }).click()
    await page.getByRole("button", { name: "Save the project" }).click()
    await waitForPath(page, (url) => /^\/app\/projects\/\d+$/.test(url.pathname), 15_000)
    expect((await api(page, "/projects")).projects.map((p: { name: string }) => p.name)).toEqual([DEPOT_BRIEF_TITLE])
  })
})
