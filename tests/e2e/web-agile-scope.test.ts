// End-to-end: the agile Quick Draft and Agile Scope Builder in Debian's Chromium against the real server
// (agile.md §2, §4, §5, §7, §8; platform.md §2.4).
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { AGILE_NOT_ON_PLAN } from "@initpack/core/messages/platform-projects"
import { QUICK_DRAFT_SUMMARY_REQUIRED } from "@initpack/core/messages/agile"
import { parsePersonaLine } from "@initpack/core/rules/scope/persona-lines"
import { timeUntil } from "../support/poll"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

interface StoredScope {
  readonly version: number
  readonly scope: {
    readonly vision: { readonly text: string; readonly north_star_metric: string }
    readonly personas: ReadonlyArray<{ readonly name: string; readonly jtbd: string; readonly pains: ReadonlyArray<string> }>
    readonly assumptions: ReadonlyArray<{ readonly title: string; readonly rationale: string }>
  }
}

const SUMMARY =
  "A mobile app for island commuters to buy, store and show ferry tickets, replacing paper tickets before the summer timetable. " +
  "Riders, crew scanning tickets and the ferry operator's finance team use it; card payments must meet PCI DSS."

run("Agile Quick Draft and Agile Scope Builder end to end (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  const stored = async (page: Page, project: string): Promise<StoredScope> =>
    (await (await page.request.get(`${web.app.url}/api/agile/scope?project_name=${encodeURIComponent(project)}`)).json()) as StoredScope

  /** /app/create with Agile / Product: lands on the quick draft (platform.md §2.4). */
  const createAgile = async (page: Page, name: string): Promise<URL> => {
    await page.goto(`${web.app.url}/app/create`)
    await page.getByLabel("Project name").fill(name)
    const submit = page.getByRole("button", { name: "Continue" })
    await timeUntil(() => submit.isEnabled(), 15_000)
    await page.getByLabel("Agile / Product").check()
    await submit.click()
    return waitForPath(page, (url) => url.pathname === "/app/agile/quick-draft")
  }

  const saveStatus = (page: Page) => page.locator(".agile-save-status")
  const waitSaved = (page: Page) => saveStatus(page).filter({ hasText: /^Saved \d/ }).waitFor({ timeout: 15_000 })
  const tableRows = (page: Page, caption: string) => page.getByRole("table", { name: caption }).locator("tbody tr[data-row-key]")

  it("quick draft -> scope; persona line saved after reload; AI adds de-duplicated items; vision; a stale tab gets the server's message", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("agile-scope"))
    await subscribeMonthly(page)
    const project = "Ferry tickets app"
    const landed = await createAgile(page, project)
    expect(landed.searchParams.get("project")).toBe(project)
    expect(landed.searchParams.get("mode")).toBe("create")
    expect(landed.searchParams.get("delivery")).toBe("agile")
    const projectId = landed.searchParams.get("projectId") ?? ""
    expect(projectId).toMatch(/^\d+$/)

    // Quick Draft: the summary is required (agile.md §5), then generating, then the Agile Scope.
    await page.getByRole("heading", { name: "Agile Quick Draft", level: 1 }).waitFor()
    await page.getByRole("button", { name: "AI Generate" }).click()
    await page.getByRole("alert").filter({ hasText: QUICK_DRAFT_SUMMARY_REQUIRED }).waitFor()
    expect(page.url()).toContain("/app/agile/quick-draft")
    expect(await seriousViolations(page)).toEqual([])
    await page.getByLabel("Project summary").fill(SUMMARY)
    await page.getByRole("button", { name: "AI Generate" }).click()
    const scopeUrl = await waitForPath(page, (url) => url.pathname === "/app/agile/scope", 60_000)
    expect(scopeUrl.searchParams.get("project")).toBe(project)

    await page.getByRole("heading", { name: "Agile Scope Builder", level: 1 }).waitFor()
    const vision = page.getByLabel("Vision", { exact: true })
    await timeUntil(async () => (await vision.inputValue()).length > 20, 15_000)
    expect(await vision.inputValue()).toBe((await stored(page, project)).scope.vision.text)
    const tabs = await page.getByRole("tablist", { name: "Agile scope sections" }).getByRole("tab").allTextContents()
    expect(tabs).toEqual(["Problems & Outcomes", "Personas", "NFRs", "Definitions", "Telemetry", "Assumptions", "Constraints", "Dependencies"])
    expect(await tableRows(page, "Problems items").count()).toBeGreaterThan(0)
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/agile-scope.png`, fullPage: true })

    // Keyboard: arrow keys move between the tabs (Personas is next).
    await page.getByRole("tab", { name: "Problems & Outcomes" }).focus()
    await page.keyboard.press("ArrowRight")
    expect(await page.getByRole("tab", { name: "Personas" }).getAttribute("aria-selected")).toBe("true")

    // A persona line edited: saved 900 ms later (Saving, then Saved {time}) and read back exactly after a reload.
    const drafted = (await stored(page, project)).scope.personas
    expect(drafted.length).toBeGreaterThan(0)
    const firstLine = page.getByLabel("Persona line 1", { exact: true })
    const line = "Rae, night-shift nurse | rebook a missed sailing in one tap | queues at the kiosk, refunds by post"
    await firstLine.fill(line)
    await saveStatus(page).filter({ hasText: /^(Saving…|Saved \d)/ }).waitFor()
    await waitSaved(page)
    const afterEdit = await stored(page, project)
    expect(afterEdit.scope.personas[0]).toEqual(parsePersonaLine(line))
    expect(afterEdit.scope.personas.slice(1).map((p) => p.name)).toEqual(drafted.slice(1).map((p) => p.name))
    await page.reload()
    await page.getByRole("tab", { name: "Personas" }).click()
    expect(await page.getByLabel("Persona line 1", { exact: true }).inputValue()).toBe(line)
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/agile-personas.png`, fullPage: true })

    // Augment personas: new names only, appended.
    const personaRows = tableRows(page, "Personas")
    const personasBefore = await personaRows.count()
    await page.getByRole("button", { name: "Augment personas with AI" }).click()
    await expect.poll(() => personaRows.count(), { timeout: 30_000 }).toBeGreaterThan(personasBefore)
    const names = (await personaRows.locator("input").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))).map((l) => parsePersonaLine(l)?.name.toLowerCase())
    expect(new Set(names).size).toBe(names.length)
    expect(await page.getByLabel("Persona line 1", { exact: true }).inputValue()).toBe(line)

    // AI add-only on a section: 3 new items at most, none repeating a title (case ignored), then saved.
    await page.getByRole("tab", { name: "Assumptions" }).click()
    const assumptions = tableRows(page, "Assumptions items")
    const before = await assumptions.count()
    await page.getByRole("button", { name: "Add with AI to Assumptions" }).click()
    await expect.poll(() => assumptions.count(), { timeout: 30_000 }).toBeGreaterThan(before)
    const added = (await assumptions.count()) - before
    expect(added).toBeLessThanOrEqual(3)
    const titles = await assumptions.locator("td[data-field='title'] textarea").evaluateAll((inputs) => inputs.map((i) => (i as HTMLInputElement).value))
    expect(new Set(titles.map((t) => t.trim().toLowerCase())).size).toBe(titles.length)
    expect(titles.every((t) => t.trim() !== "")).toBe(true)
    await waitSaved(page)
    await expect.poll(async () => (await stored(page, project)).scope.assumptions.map((a) => a.title)).toEqual(titles)

    // Expand one item: its rationale is rewritten, its title kept.
    const firstTitle = titles[0]!
    const rationale = page.getByLabel(`Rationale (Assumptions): ${firstTitle}`, { exact: true })
    const oldRationale = await rationale.inputValue()
    await page.getByRole("button", { name: `Expand ${firstTitle} with AI` }).click()
    await expect.poll(() => rationale.inputValue(), { timeout: 30_000 }).not.toBe(oldRationale)
    await waitSaved(page)

    // Expand the vision.
    const oldVision = await vision.inputValue()
    await page.getByRole("button", { name: "Expand vision with AI" }).click()
    await expect.poll(() => vision.inputValue(), { timeout: 30_000 }).not.toBe(oldVision)
    await waitSaved(page)
    expect((await stored(page, project)).scope.vision.text).toBe(await vision.inputValue())

    // 375 px: nothing scrolls the page sideways (tables scroll in their own frame).
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole("tab", { name: "Problems & Outcomes" }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376)
    await page.getByRole("tab", { name: "Personas" }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376)
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/agile-scope-375.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // A second tab opened now goes stale once this tab saves; its next save is refused (409) with the
    // server's message, and it reloads the stored scope instead of overwriting it.
    const stale = await page.context().newPage()
    await stale.goto(page.url())
    await stale.getByRole("heading", { name: "Agile Scope Builder", level: 1 }).waitFor()
    await timeUntil(async () => (await stale.getByLabel("Vision", { exact: true }).inputValue()).length > 0, 15_000)
    await vision.fill("Commuters board every ferry with a phone ticket in under five seconds.")
    await waitSaved(page)
    await stale.getByLabel("North-star metric", { exact: true }).fill("Stale tab metric")
    const conflict = stale.getByRole("alert").filter({ hasText: "changed elsewhere" })
    await conflict.waitFor({ timeout: 15_000 })
    await expect.poll(() => stale.getByLabel("Vision", { exact: true }).inputValue()).toBe("Commuters board every ferry with a phone ticket in under five seconds.")
    const final = await stored(page, project)
    expect(final.scope.vision.text).toBe("Commuters board every ferry with a phone ticket in under five seconds.")
    expect(final.scope.vision.north_star_metric).not.toBe("Stale tab metric")
    expect(await stale.getByLabel("North-star metric", { exact: true }).inputValue()).toBe(final.scope.vision.north_star_metric)
    await stale.close()

    // Back to Project Workspace; its Agile Scope tile leads back here.
    await page.getByRole("button", { name: "Back to Project Workspace" }).click()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${projectId}`)
    await page.getByRole("link", { name: /Agile Scope/ }).click()
    await waitForPath(page, (url) => url.pathname === "/app/agile/scope" && url.searchParams.get("project") === project)
    await page.getByRole("heading", { name: "Agile Scope Builder", level: 1 }).waitFor()

    // Without ?project both screens say so (agile.md §5) instead of redirecting.
    for (const path of ["/app/agile/scope", "/app/agile/quick-draft"]) {
      await page.goto(`${web.app.url}${path}`)
      await page.getByRole("alert").filter({ hasText: MISSING_PROJECT_QUERY }).waitFor()
      expect(new URL(page.url()).pathname).toBe(path)
    }
  })

  it("free plan: both screens show the plan-limit alert with its upgrade link", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("agile-free"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free agile try"
    await createWaterfallProject(page, web.app.url, name)

    await page.goto(`${web.app.url}/app/agile/scope?project=${encodeURIComponent(name)}`)
    const alert = page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN })
    await alert.waitFor()
    expect(await alert.getByRole("link").count()).toBe(1)
    expect(await page.getByRole("tablist").count()).toBe(0)

    await page.goto(`${web.app.url}/app/agile/quick-draft?project=${encodeURIComponent(name)}`)
    await page.getByRole("alert").filter({ hasText: AGILE_NOT_ON_PLAN }).waitFor()
    expect(await page.getByRole("button", { name: "AI Generate" }).isDisabled()).toBe(true)
    expect(await seriousViolations(page)).toEqual([])
  })
})
