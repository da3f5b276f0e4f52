// Issue 19 on the screens, in Debian's Chromium against the real server: the WBS Builder and the Agile Schedule
// show the warning of the generate answer when the plan ends after the brief's deadline, and drop it when a
// later generate fits.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { hasChromium, seriousViolations } from "./support/browser"
import { subscribedAgileProject } from "./support/agile-seed"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const api = (page: Page, path: string, body: object): Promise<number> =>
  page.evaluate(
    async ({ path, body }) => (await fetch(path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status,
    { path, body }
  )
const LATE = /^The drafted plan finishes on \d{1,2} [A-Z][a-z]+ 20\d\d, after the deadline of (30 April 2026|4 May 2026) in the brief\.$/

run("deadline warnings on the WBS Builder and the Agile Schedule (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  it("WBS Builder: the warning after a generate that ends late, none after one that fits", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("wbs-warn"))
    await subscribeMonthly(page)
    const id = (await createWaterfallProject(page, web.app.url, "Clinic move")).searchParams.get("projectId") ?? ""
    await page.goto(`${web.app.url}/app/wbs?${new URLSearchParams({ project: "Clinic move", projectId: id })}`)
    await page.getByLabel("Project Context").fill("Move the outpatient clinic into Maple House in phased weekend moves and recommission the imaging equipment. Finish by 30 April 2026.")
    await page.getByLabel("Start date").fill("2026-03-02")
    await page.getByRole("button", { name: "Generate & Save (AI)" }).click()
    const warning = page.getByTestId("generate-warnings").getByRole("status")
    await warning.waitFor()
    expect((await warning.textContent())?.trim()).toMatch(LATE)
    expect(await seriousViolations(page)).toEqual([])

    await page.getByLabel("Start date").fill("2025-01-06")
    await page.getByRole("button", { name: "Generate & Save (AI)" }).click()
    await expect.poll(() => page.getByTestId("generate-warnings").count(), { timeout: 15_000 }).toBe(0)
  })

  it("Agile Schedule: the warning when the generated plan ends after the scope's deadline", async () => {
    const page = await web.newPage()
    const id = await subscribedAgileProject(page, web.app.url, "sched-warn", "Court booking")
    expect(await api(page, "/api/agile/scope/save", { project_id: Number(id), overwrite: true, data: { constraints: [{ title: "Live before the summer season opens on 4 May 2026", rationale: "" }] } })).toBe(200)
    await page.goto(`${web.app.url}/app/agile/schedule?${new URLSearchParams({ project: "Court booking", projectId: id })}`)
    await page.getByLabel("Base start").fill("2026-04-27")
    await page.getByRole("button", { name: /^(Generate|Regenerate) Plan$/ }).click()
    const warning = page.getByTestId("generate-warnings").getByRole("status")
    await warning.waitFor()
    expect((await warning.textContent())?.trim()).toMatch(LATE)
  })
})
