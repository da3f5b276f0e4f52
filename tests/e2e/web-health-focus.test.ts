// A Health check finding about one row links to that row (issue 34): the Reports panel's link carries
// ?focus=<row id>, and the Risk Register, Stakeholders and the WBS scroll that row into view and highlight or
// focus it; a fix made there shows on the panel (Debian's Chromium).
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium } from "./support/browser"
import { seedBacklog, subscribedAgileProject } from "./support/agile-seed"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

run("Health check: a finding links to its row (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  const post = async (page: Page, path: string, data: unknown, status = 200): Promise<Record<string, unknown>> => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url, "Content-Type": "application/json" }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(status)
    return (await response.json()) as Record<string, unknown>
  }

  it("the risk without a mitigation: the link opens the Risk Register with ?focus=<id>, the row in view and highlighted", async () => {
    const page = await web.newPage(1280)
    await signUp(page, web.app.url, uniqueEmail("health-focus"))
    await subscribeMonthly(page)
    const name = "Depot scanners"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await post(page, "/stakeholder/upsert", { project_name: name, stakeholders: [{ name: "Ruth Okafor", role: "Head of Logistics", influence: 9, interest: 8, on_board: true, board_role: "Project Sponsor", A: true }] })
    // enough risks that the last one sits below the fold
    for (let i = 1; i <= 14; i++)
      await post(page, "/risk/add", { project_name: name, risk: { title: `Depot risk number ${i} of many`, likelihood: "Low", impact: "Low", mitigation: `Ruth Okafor reviews item ${i} weekly.` } })
    const added = await post(page, "/risk/add", { project_name: name, risk: { title: "Scanner firmware fails in the cold store", likelihood: "Low", impact: "Medium" } })
    const riskId = String((added.risk as { id: unknown }).id)

    await page.goto(`${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`)
    const finding = page.getByTestId("health-panel").getByTestId("health-finding-risks.mitigation#1")
    await finding.waitFor()
    expect(await finding.textContent()).toContain('The risk "Scanner firmware fails in the cold store" has no mitigation.')
    const link = finding.getByRole("link", { name: "Open Risk Register" })
    expect(await link.getAttribute("href")).toBe(`/app/risk?project=Depot+scanners&projectId=${id}&focus=${riskId}`)

    await link.click()
    const landed = await waitForPath(page, (url) => url.pathname === "/app/risk")
    expect(landed.searchParams.get("focus")).toBe(riskId)
    const row = page.locator(`tr[data-row-key="${riskId}"]`)
    await row.waitFor()
    await page.waitForFunction((key) => {
      const tr = document.querySelector(`tr[data-row-key="${key}"]`)
      if (!tr) return false
      const box = tr.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    }, riskId)
    expect(await row.getAttribute("class")).toContain("risk-row-focus")
    expect(await row.textContent()).toContain("Scanner firmware fails in the cold store")
    // only that row is highlighted
    expect(await page.locator("tr.risk-row-focus").count()).toBe(1)
  })

  it("a stakeholder without RACI: the link opens Stakeholders with ?focus=<id> and that row's Name focused", async () => {
    const page = await web.newPage(1280)
    await signUp(page, web.app.url, uniqueEmail("health-focus-sh"))
    await subscribeMonthly(page)
    const name = "Depot cranes"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await post(page, "/stakeholder/upsert", {
      project_name: name,
      stakeholders: [
        { name: "Ruth Okafor", role: "Head of Logistics", influence: 9, interest: 8, on_board: true, board_role: "Project Sponsor", A: true },
        { name: "Ivo Berg", role: "Account Lead", influence: 3, interest: 4 }
      ]
    })
    await page.goto(`${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`)
    const finding = page.getByTestId("health-panel").getByTestId("health-finding-stakeholders.raci#1")
    await finding.waitFor()
    const href = (await finding.getByRole("link", { name: "Open Stakeholders" }).getAttribute("href")) ?? ""
    const focus = new URL(href, web.app.url).searchParams.get("focus") ?? ""
    expect(focus).toMatch(/^\d+$/)
    await finding.getByRole("link", { name: "Open Stakeholders" }).click()
    await waitForPath(page, (url) => url.pathname === "/app/stakeholders")
    await page.waitForFunction((key) => document.activeElement?.closest("[data-row-key]")?.getAttribute("data-row-key") === key, focus)
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value)).toBe("Ivo Berg")
  })

  it("a WBS task not worded as work: the link opens a 184-row WBS with that row in view, highlighted and focused; renaming it clears the finding", async () => {
    const page = await web.newPage(1280)
    await signUp(page, web.app.url, uniqueEmail("health-focus-wbs"))
    await subscribeMonthly(page)
    const name = "Depot shelving"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    // three stages of 60 tasks, in one paste: past 150 rows the table renders only the rows in view; the badly
    // worded task is the last row
    const items = [1, 2, 3].flatMap((s) => [
      { task: `Stage ${s}`, duration_days: 2, level: 0 },
      ...Array.from({ length: 60 }, (_, t) => ({ task: `Install shelf unit ${s}.${t + 1}`, duration_days: 2, level: 1 })),
      ...(s === 3 ? [{ task: "The shelving for the north aisle", duration_days: 2, level: 1 }] : [])
    ])
    await post(page, "/wbs/items", { project_id: Number(id), items }, 201)
    const stored = (await (await page.request.get(`${web.app.url}/api/wbs?project_id=${id}`)).json()) as { items: Array<{ id: number; task: string }> }
    expect(stored.items.length).toBe(184)
    const bad = stored.items.find((i) => i.task === "The shelving for the north aisle")!.id
    const key = String(bad)

    await page.goto(`${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`)
    const panel = page.getByTestId("health-panel")
    const finding = panel.getByTestId("health-finding-wording.not-verb-first#1")
    await finding.waitFor()
    expect(await finding.locator(".health-lines li").allTextContents()).toEqual(["The shelving for the north aisle"])
    expect(await panel.locator('[data-rule="wording.not-verb-first"]').count()).toBe(1)
    const link = finding.getByRole("link", { name: "Open WBS" })
    expect(await link.getAttribute("href")).toBe(`/app/wbs?project=Depot+shelving&projectId=${id}&focus=${key}`)

    await link.click()
    await waitForPath(page, (url) => url.pathname === "/app/wbs" && url.searchParams.get("focus") === key)
    const row = page.locator(`tr[data-row-key="${key}"]`)
    await row.waitFor()
    await page.waitForFunction((k) => {
      const tr = document.querySelector(`tr[data-row-key="${k}"]`)
      if (!tr) return false
      const box = tr.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement?.id === `wbs-task-${k}`
    }, key)
    expect(await row.getAttribute("class")).toContain("wbs-row-focus")
    expect(await page.locator("tr.wbs-row-focus").count()).toBe(1)

    // the fix, on the focused cell; saved when the cell is left
    const input = page.locator(`#wbs-task-${key}`)
    const saved = page.waitForResponse((r) => r.request().method() === "PUT" && r.url().includes(`/api/wbs/item/${key}`) && r.ok())
    await input.fill("Install the shelving for the north aisle")
    await input.press("Tab")
    await saved
    await page.goBack()
    await waitForPath(page, (url) => url.pathname === "/app/reports")
    await panel.getByTestId("health-summary").waitFor()
    await finding.waitFor({ state: "detached" })
    expect(await panel.locator('[data-rule^="wording."]').count()).toBe(0)
  })

  it("a goal without a KPI: the link opens Scope on the Goals tab with that goal's row in view and highlighted", async () => {
    const page = await web.newPage(1280)
    await signUp(page, web.app.url, uniqueEmail("health-focus-goal"))
    await subscribeMonthly(page)
    const name = "Depot lighting"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await post(page, "/scope/generate", { project_name: name, delivery_approach: "Waterfall", procurement: "None", third_parties: "None", clarification_answers: {} })
    const latest = (await (await page.request.get(`${web.app.url}/api/scope/latest?project_name=${encodeURIComponent(name)}`)).json()) as {
      scope: { goals: Array<{ title: string; kpis: Array<unknown> }> }
      version: number
    }
    const goals = latest.scope.goals
    expect(goals.length).toBeGreaterThanOrEqual(2)
    // the last goal loses its KPIs: its finding links to goal-<n>
    const n = goals.length
    const bare = goals[n - 1]!.title
    goals[n - 1] = { ...goals[n - 1]!, kpis: [] }
    await post(page, "/scope/save", { project_name: name, scope: latest.scope, version: latest.version })

    await page.goto(`${web.app.url}/app/reports?project=${encodeURIComponent(name)}&projectId=${id}`)
    const finding = page.getByTestId("health-panel").getByTestId("health-finding-scope.goal-kpi#1")
    await finding.waitFor()
    expect(await finding.textContent()).toContain(`The goal "${bare}" has no KPI.`)
    const link = finding.getByRole("link", { name: "Open Scope" })
    expect(new URL((await link.getAttribute("href")) ?? "", web.app.url).searchParams.get("focus")).toBe(`goal-${n}`)

    await link.click()
    await waitForPath(page, (url) => url.pathname === "/app/scope")
    const row = page.locator(`tr[data-scope-row="goals-${n - 1}"]`)
    await row.waitFor()
    await page.waitForFunction((i) => {
      const tr = document.querySelector(`tr[data-scope-row="goals-${i}"]`)
      if (!tr) return false
      const box = tr.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight
    }, n - 1)
    expect(await row.getAttribute("class")).toContain("scope-row-focus")
    expect(await row.textContent()).toContain(bare)
    expect(await page.locator("tr.scope-row-focus").count()).toBe(1)
  })

  it("agile: a story without acceptance criteria links to the Backlog's Stories tab with that story's row in view, highlighted and focused", async () => {
    const page = await web.newPage(1280)
    const name = "Ferry tickets"
    const id = await subscribedAgileProject(page, web.app.url, "health-focus-story", name)
    // 45 stories (past 40 the table renders only the rows in view); the last has no acceptance criteria
    const stories = Array.from({ length: 45 }, (_, i) => ({
      epic: 0,
      as_a: "commuter",
      i_want: `to book ferry seat type ${i + 1}`,
      points: 3,
      priority: 2,
      status: "todo",
      acceptance: i === 44 ? [] : [`Seat type ${i + 1} is held for ten minutes`]
    }))
    const stored = await seedBacklog(page, web.app.url, id, ["Ferry booking"], stories)
    const bare = stored.stories.find((st) => st.acceptance.length === 0)!
    const uid = `s${bare.id}`

    await page.goto(`${web.app.url}/app/reports/agile?project=${encodeURIComponent(name)}&projectId=${id}`)
    const finding = page.getByTestId("health-panel").getByTestId("health-finding-agile.acceptance#1")
    await finding.waitFor()
    expect(await finding.locator(".health-lines li").allTextContents()).toEqual(["As a commuter, I want to book ferry seat type 45"])
    const link = finding.getByRole("link", { name: "Open Backlog" })
    expect(new URL((await link.getAttribute("href")) ?? "", web.app.url).searchParams.get("focus")).toBe(String(bare.id))

    await link.click()
    await waitForPath(page, (url) => url.pathname === "/app/agile/backlog")
    const row = page.locator(`tr[data-row-key="${uid}"]`)
    await row.waitFor()
    await page.waitForFunction((key) => {
      const tr = document.querySelector(`tr[data-row-key="${key}"]`)
      if (!tr) return false
      const box = tr.getBoundingClientRect()
      return box.top >= 0 && box.bottom <= window.innerHeight && document.activeElement?.closest("tr")?.getAttribute("data-row-key") === key
    }, uid)
    expect(await row.getAttribute("class")).toContain("bl-row-focus")
    expect(await page.locator("tr.bl-row-focus").count()).toBe(1)
  })
})
