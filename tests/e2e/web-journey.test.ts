// Issue 37's journey, as a new project manager takes it: sign up, choose a plan, create a waterfall project
// (a council replacing its parking-permit system for 40,000 residents, a deadline, a budget, three named risks),
// draft and accept every module screen in order through the UI, and download the PID and the pack. Every click,
// fill, select, check, key press, upload and typed address is counted; the count is printed and held to 70
// (the issue measured 157). Debian's Chromium against the real server with the offline drafter.
import { readFileSync } from "node:fs"
import { strFromU8, unzipSync } from "fflate"
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium } from "./support/browser"
import { PASSWORD, uniqueEmail, waitForPath } from "./support/flows"
import { actionsByScreen, userActions } from "./support/user-actions"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

const PROJECT = "Parking permit system replacement"
const BACKGROUND =
  "The council issues parking permits to 40,000 residents on a paper and spreadsheet system the vendor no longer supports. " +
  "Residents wait up to three weeks for a permit. We will replace it with an online permit system where residents apply, " +
  "pay and renew, and enforcement officers check permits from their handhelds."
const DEPARTMENTS = "Parking services run the permits; IT hosts the new system; customer services answer residents; finance takes the payments."
const CONSTRAINTS = "The new system must be live by 31 March 2027, before the annual renewals. The budget is capped at $850,000."
const RISKS = [
  "The 40,000 permit records in the old system may be incomplete or duplicated when they are migrated.",
  "The vendor may deliver the online portal late, after the renewals open.",
  "Older residents may not use the online service and keep calling customer services."
]

run("Issue 37: the new PM's journey, sign-up to the downloaded PID and pack (Chromium)", { timeout: 180_000 }, () => {
  const web = useWebSuite()

  const shots = process.env.E2E_SCREENSHOTS
  /** With E2E_SCREENSHOTS set, the screen as drafted at 1280 and 375 px (issue 37 asks for both to be looked at). */
  const shoot = async (page: Page, name: string) => {
    if (!shots) return
    await page.screenshot({ path: `${shots}/journey-${name}-1280.png`, fullPage: true })
    await page.setViewportSize({ width: 375, height: 900 })
    await page.screenshot({ path: `${shots}/journey-${name}-375.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })
  }

  const next = (page: Page, title: string) => page.getByTestId("next-module").getByRole("link", { name: `Next: ${title} →` })

  it("takes at most 70 user actions", async () => {
    const page = await web.newPage()
    const act = userActions()
    const base = web.app.url

    // sign up from the landing page
    act.on("Sign-up")
    await act.visit(page, base)
    await act.click(page.getByRole("main").getByRole("link", { name: "Sign up" }).first())
    await waitForPath(page, (url) => url.pathname === "/signup")
    await act.fill(page.getByLabel("Name"), "Priya Shah")
    await act.fill(page.getByLabel("Email"), uniqueEmail("journey"))
    await act.select(page.getByLabel("Role"), "Project Manager")
    await act.select(page.getByLabel("Country"), "Australia")
    await act.fill(page.getByLabel("Password", { exact: true }), PASSWORD)
    await act.fill(page.getByLabel("Confirm password"), PASSWORD)
    await act.check(page.getByLabel(/I accept the/))
    await act.click(page.getByRole("button", { name: "Sign up" }))
    await waitForPath(page, (url) => url.pathname === "/pricing")

    // a paid plan (the free plan keeps one item per scope tab and no stakeholder register)
    act.on("Plan")
    await act.click(page.getByRole("button", { name: "Choose the 1 month plan" }))
    await page.waitForURL((url) => url.pathname !== "/pricing", { timeout: 15_000 })
    if (!new URL(page.url()).pathname.startsWith("/app")) await act.click(page.getByRole("button", { name: /confirm|pay/i }).first())
    await waitForPath(page, (url) => url.pathname.startsWith("/app"), 15_000)

    // a waterfall project
    act.on("Create")
    await act.click(page.getByRole("link", { name: /Create New Project/ }).first())
    await waitForPath(page, (url) => url.pathname === "/app/create")
    await act.fill(page.getByLabel("Project name"), PROJECT)
    const submit = page.getByRole("button", { name: "Continue" })
    await expect.poll(() => submit.isEnabled(), { timeout: 15_000 }).toBe(true)
    expect(await page.getByLabel("Waterfall / PRINCE2").isChecked()).toBe(true)
    await act.click(submit)
    const landed = await waitForPath(page, (url) => url.pathname === "/app/scope")
    const id = landed.searchParams.get("projectId") ?? ""

    // Scope: the set-up answers, one draft, kept as drafted
    act.on("Scope")
    await act.select(page.getByLabel("Procurement"), "Software")
    await act.select(page.getByLabel("Third-Party Engagement"), "Vendor")
    await act.fill(page.getByLabel(/background and context/), BACKGROUND)
    await act.fill(page.getByLabel(/internal departments/), DEPARTMENTS)
    await act.fill(page.getByLabel(/constraints or deadlines/), CONSTRAINTS)
    await act.click(page.getByRole("button", { name: "AI Generate Scope" }))
    await page.getByRole("table", { name: "Goals items" }).waitFor({ timeout: 30_000 })
    await waitForPath(page, (url) => url.searchParams.get("mode") === "edit")
    await shoot(page, "scope")

    // Stakeholders: the parties the scope names, then the AI's strategy and RACI accepted for all
    await act.click(next(page, "Stakeholders"))
    act.on("Stakeholders")
    await waitForPath(page, (url) => url.pathname === "/app/stakeholders")
    const candidates = page.getByTestId("scope-candidates")
    await candidates.waitFor()
    const offered: string[] = []
    while ((await candidates.count()) > 0) {
      const party = (await candidates.locator("li strong").first().textContent()) ?? ""
      offered.push(party)
      await act.click(candidates.getByRole("button", { name: `Add ${party}`, exact: true }))
      await page.getByLabel(`Name of ${party}`, { exact: true }).waitFor()
      await expect.poll(async () => (await candidates.count()) === 0 || !(await candidates.locator("li strong").allTextContents()).includes(party)).toBe(true)
    }
    console.log(`journey: candidates added ${offered.join(", ")}`)
    await act.click(page.getByRole("button", { name: "AI Recommend Strategy + RACI" }))
    await act.click(page.getByRole("button", { name: "Accept all" }))
    const firstParty = offered[0] ?? ""
    await expect.poll(() => page.getByLabel(`Strategy for ${firstParty}`).inputValue(), { timeout: 15_000 }).not.toBe("")
    // the board the AI proposes (a sponsor and a Senior User for the residents), each added with its one click
    const proposed = page.locator("section.sh-proposals", { has: page.getByRole("heading", { name: "Proposed board members", exact: true }) })
    await proposed.waitFor()
    const members = await proposed.locator("li strong").allTextContents()
    for (const member of members) {
      await act.click(proposed.getByRole("button", { name: `Add ${member}`, exact: true }))
      await page.getByLabel(`Name of ${member}`, { exact: true }).waitFor()
    }
    await shoot(page, "stakeholders")

    // Risk Register: the three risks the PM knows, drafted into the register
    await act.click(next(page, "Risk Register"))
    act.on("Risk Register")
    await waitForPath(page, (url) => url.pathname === "/app/risk")
    const context = page.getByLabel("Context")
    await context.waitFor()
    await act.fill(context, RISKS.join(" "))
    await act.click(page.getByRole("button", { name: "AI Generate Risk Register" }))
    await page.getByRole("button", { name: /^Edit / }).first().waitFor({ timeout: 30_000 })
    await shoot(page, "risks")

    // WBS: the scope as context, generated and saved
    await act.click(next(page, "WBS Builder"))
    act.on("WBS")
    await waitForPath(page, (url) => url.pathname === "/app/wbs")
    await act.click(page.getByRole("button", { name: "Load from Scope" }))
    await expect.poll(() => page.getByLabel("Project Context").inputValue()).not.toBe("")
    await act.click(page.getByRole("button", { name: "Generate & Save (AI)" }))
    await page.getByTestId("wbs-row").first().waitFor({ timeout: 30_000 })
    await shoot(page, "wbs")

    // Budget: drafted from the WBS
    await act.click(next(page, "Budget"))
    act.on("Budget")
    await waitForPath(page, (url) => url.pathname === "/app/budget")
    await act.click(page.getByRole("button", { name: "AI Generate Budget" }))
    await page.getByTestId("budget-tiles").waitFor({ timeout: 30_000 })
    await shoot(page, "budget")

    // Comms: one plan
    await act.click(next(page, "Short Comms Plan"))
    act.on("Comms")
    await waitForPath(page, (url) => url.pathname === "/app/comms/short")
    await act.click(page.getByRole("button", { name: "Generate plan" }))
    await page.getByTestId("comms-saved-id").waitFor({ timeout: 30_000 })
    await shoot(page, "comms")

    // Reports: the PID and the pack
    await act.click(next(page, "Reports and Initiation Pack"))
    act.on("Reports")
    await waitForPath(page, (url) => url.pathname === "/app/reports")
    await page.getByRole("heading", { level: 1, name: "Reports & Initiation Pack" }).waitFor()
    await shoot(page, "reports")
    const pid = await act.download(page, page.getByRole("button", { name: "Download Word (.docx)", exact: true }))
    expect(pid.suggestedFilename()).toMatch(/^pid_/)
    const pidXml = strFromU8(unzipSync(new Uint8Array(readFileSync(await pid.path())))["word/document.xml"] ?? new Uint8Array())
    expect(pidXml).toContain(PROJECT)
    // the background the PM answered at set-up is the PID's background
    expect(pidXml).toContain("40,000 residents")
    expect(pidXml).not.toContain("No background has been drafted yet.")
    // and the health check beside it reads the same background
    await page.getByText(/^Score \d+\/100$/).first().waitFor({ timeout: 15_000 })
    expect(await page.getByText("The business justification has no background", { exact: false }).count()).toBe(0)
    const pack = await act.download(page, page.getByRole("button", { name: "Download Pack", exact: true }))
    const zip = readFileSync(await pack.path())
    expect(zip.subarray(0, 2).toString("latin1")).toBe("PK")
    expect(Object.keys(unzipSync(new Uint8Array(zip))).length).toBeGreaterThanOrEqual(6)

    // what the PM kept (read, not counted): the register the scope named, the three risks, every module with content
    const api = async <T,>(path: string): Promise<T> => (await (await page.request.get(`${base}/api${path}`)).json()) as T
    const register = await api<{ stakeholders: ReadonlyArray<{ name: string; on_board?: boolean; board_role?: string; strategy?: string }> }>(`/stakeholder/list?project_id=${id}`)
    expect(register.stakeholders.map((s) => s.name)).toEqual([...offered, ...members])
    expect(new Set(register.stakeholders.filter((s) => s.on_board).map((s) => s.board_role))).toEqual(new Set(["Project Sponsor", "Senior Supplier", "Senior User"]))
    for (const s of register.stakeholders.filter((s) => offered.includes(s.name))) expect(s.strategy ?? "", s.name).not.toBe("")
    // the residents the service is for are represented by a Senior User, not put on the board themselves
    const residents = register.stakeholders.find((s) => s.name === "Residents")
    expect(residents?.on_board ?? false).toBe(false)
    console.log(`journey: board ${register.stakeholders.filter((s) => s.on_board).map((s) => `${s.name} (${s.board_role})`).join(", ")}`)
    const risks = await api<unknown>(`/risk/list?project_id=${id}`)
    const riskTitles = (risks as { risks: ReadonlyArray<{ title: string }> }).risks.map((r) => r.title.toLowerCase())
    console.log(`journey: risks ${JSON.stringify(riskTitles)}`)
    for (const named of [/permit records/, /vendor.*(late|portal)|portal.*late/, /older residents/]) expect(riskTitles.some((t) => named.test(t)), String(named)).toBe(true)
    await page.goto(`${base}/app/projects/${id}`)
    for (const key of ["scope", "stakeholders", "risks", "wbs", "budget", "comms"]) {
      const state = page.getByTestId(`tile-state-${key}`)
      await state.filter({ hasText: /Drafted|Edited/ }).waitFor()
      console.log(`journey: ${key} ${await state.textContent()}`)
    }

    const n = act.count()
    console.log(`journey: ${n} user actions (${actionsByScreen(act.steps())})`)
    expect(id).toMatch(/^\d+$/)
    expect(n).toBeLessThanOrEqual(70)
  })
})
