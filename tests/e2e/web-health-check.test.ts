// The Health check panel of the Reports screens (issue 34) in Debian's Chromium against the real server:
// a project seeded through the API shows its known findings with severity, lines and fix, each linking to
// the screen that fixes it; Check again reads the pack after an edit; the agile Reports screen shows its own.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium, seriousViolations } from "./support/browser"
import { subscribedAgileProject } from "./support/agile-seed"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const shots = process.env.E2E_SCREENSHOTS

run("Health check panel (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url, "Content-Type": "application/json" }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
  }

  const board = [
    { name: "Ruth Okafor", role: "Head of Libraries", influence: 9, interest: 8, on_board: true, board_role: "Project Sponsor", A: true },
    { name: "Sam Lee", role: "Branch Manager", influence: 5, interest: 9, on_board: true, board_role: "Senior User", R: true }
  ]

  it("waterfall: the board's missing Senior Supplier shows as an error with its lines and fix; Check again clears it; a finding links to its screen", async () => {
    const page = await web.newPage(1280)
    await signUp(page, web.app.url, uniqueEmail("health"))
    await subscribeMonthly(page)
    const name = "Library kiosks"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await post(page, "/stakeholder/upsert", { project_name: name, stakeholders: board })
    await post(page, "/risk/add", { project_name: name, risk: { title: "Kiosk supplier delivers late", likelihood: "High", impact: "High" } })

    await page.goto(`${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`)
    const panel = page.getByTestId("health-panel")
    await panel.getByRole("heading", { name: "Health check" }).waitFor()
    const finding = panel.getByTestId("health-finding-governance.board-complete#1")
    await finding.waitFor()
    expect(await finding.textContent()).toContain("Error")
    expect(await finding.textContent()).toContain("The project board has no Senior Supplier.")
    expect(await finding.locator(".health-lines li").allTextContents()).toEqual(["Senior Supplier"])
    expect(await finding.textContent()).toContain("Fix: Name the Senior Supplier on the Stakeholders screen (Board role) so the board can direct the project.")
    expect(await panel.getByTestId("health-summary").textContent()).toMatch(/Score \d+\/100 \d+ errors?, \d+ warnings?, \d+ notes?\./)
    const mitigation = panel.getByTestId("health-finding-risks.mitigation#1")
    expect(await mitigation.textContent()).toContain('The risk "Kiosk supplier delivers late" has no mitigation.')
    // the link names the risk's row (?focus=<risk id>)
    expect(await mitigation.getByRole("link", { name: "Open Risk Register" }).getAttribute("href")).toMatch(new RegExp(`^/app/risk\\?project=Library\\+kiosks&projectId=${id}&focus=\\d+$`))
    expect(await seriousViolations(page)).toEqual([])
    if (shots) await panel.screenshot({ path: `${shots}/health-panel-1280.png` })

    // the fix, made elsewhere (here through the API), then Check again: the finding is gone
    await post(page, "/stakeholder/upsert", { project_name: name, stakeholders: [{ name: "Ivo Berg", role: "Account Lead", influence: 4, interest: 5, on_board: true, board_role: "Senior Supplier", C: true }] })
    await panel.getByRole("button", { name: "Check again" }).click()
    await finding.waitFor({ state: "detached" })

    // the link goes to the screen that fixes a finding
    await mitigation.getByRole("link", { name: "Open Risk Register" }).click()
    const landed = await waitForPath(page, (url) => url.pathname === "/app/risk")
    expect(landed.searchParams.get("projectId")).toBe(id)
  })

  it("agile: a missing product owner shows as an error linking to Stakeholders", async () => {
    const page = await web.newPage(1280)
    const name = "Ferry app"
    const id = await subscribedAgileProject(page, web.app.url, "health-agile", name)
    await post(page, "/stakeholder/upsert", { project_name: name, stakeholders: [board[0]] })
    await page.goto(`${web.app.url}/app/reports/agile?project=${encodeURIComponent(name)}&projectId=${id}`)
    const finding = page.getByTestId("health-panel").getByTestId("health-finding-agile.product-owner#1")
    await finding.waitFor()
    expect(await finding.textContent()).toContain("No product owner is named.")
    await finding.getByRole("link", { name: "Open Stakeholders" }).click()
    const landed = await waitForPath(page, (url) => url.pathname === "/app/stakeholders")
    expect(landed.searchParams.get("project")).toBe(name)
  })
})
