// Issue 37: every module screen ends with 'Next: <module>' (the method's order), and the project workspace's
// tiles say what each module holds (empty / drafted / edited, with a count). Debian's Chromium, real server.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

run("Next module links and workspace tiles (Chromium)", { timeout: 180_000 }, () => {
  const web = useWebSuite()

  const post = async (page: Page, path: string, data: unknown) => {
    const response = await page.request.post(`${web.app.url}/api${path}`, { headers: { Origin: web.app.url }, data })
    expect(response.status(), `${path}: ${await response.text()}`).toBe(200)
    return response.json()
  }

  it("a waterfall project: Next walks Scope -> Stakeholders -> Risk Register -> WBS -> Budget -> Comms -> Reports; the tiles say empty, drafted or edited", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("next"))
    await subscribeMonthly(page)
    const name = "Permit portal"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.getByRole("heading", { name: "Scope Builder", level: 1 }).waitFor()

    const order = [
      ["Stakeholders", "/app/stakeholders"],
      ["Risk Register", "/app/risk"],
      ["WBS Builder", "/app/wbs"],
      ["Budget", "/app/budget"],
      ["Short Comms Plan", "/app/comms/short"],
      ["Reports and Initiation Pack", "/app/reports"]
    ] as const
    for (const [title, path] of order) {
      const next = page.getByTestId("next-module").getByRole("link", { name: `Next: ${title} →` })
      await next.waitFor()
      await next.click()
      await waitForPath(page, (url) => url.pathname === path && url.searchParams.get("projectId") === id && url.searchParams.get("project") === name)
    }
    // the last module has no next one
    await page.getByRole("heading", { level: 1, name: "Reports & Initiation Pack" }).waitFor()
    await page.waitForTimeout(300)
    expect(await page.getByTestId("next-module").count()).toBe(0)

    // tiles: a drafted scope, an edited WBS, empty stakeholders
    const scope = await post(page, "/scope/generate", { project_name: name, delivery_approach: "Waterfall", procurement: "None", third_parties: "None", clarification_answers: {} })
    const items = ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope"].reduce((n, s) => n + (scope.scope[s]?.length ?? 0), 0)
    const wbs = await post(page, "/wbs/generate", { project_name: name, project_scope: "Put resident parking permits online.", base_start: "2026-01-05" })
    const first = ((await (await page.request.get(`${web.app.url}/api/wbs?project_id=${id}`)).json()) as { items: Array<{ id: number; version: number }> }).items[0]!
    const put = await page.request.put(`${web.app.url}/api/wbs/item/${first.id}`, { headers: { Origin: web.app.url }, data: { task: "Renamed by the PM", version: first.version } })
    expect(put.status()).toBe(200)
    await page.goto(`${web.app.url}/app/projects/${id}`)
    const state = (key: string) => page.getByTestId(`tile-state-${key}`)
    await state("scope").filter({ hasText: `Drafted · ${items} items` }).waitFor()
    await state("wbs").filter({ hasText: `Edited · ${wbs.inserted_rows} tasks` }).waitFor()
    await state("stakeholders").filter({ hasText: "Empty" }).waitFor()
    await state("budget").filter({ hasText: "Empty" }).waitFor()
    expect(await page.getByTestId("tile-reports").getAttribute("data-state")).toBe("")
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/workspace-tiles.png`, fullPage: true })
  })
})
