// The Short Communications Plan screen (waterfall.md §2, §4, §7, §8; agile.md shares it) in Debian's
// Chromium against the real server and the offline drafter.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { FREE_NO_COMMS } from "@initpack/core/messages/platform-plans"
import { APPROACH_LABELS, approachConflict, EMPTY_PLAN } from "../../apps/web/src/features/comms/data/comms-texts"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

const PARTS = ["Objectives", "Channels & Cadence", "Key Messages", "Audiences", "Governance", "Risks & Mitigations"]

run("Short Communications Plan screen (Chromium)", { timeout: 180_000 }, () => {
  const web = useWebSuite()

  const commsUrl = (name: string, id: string, extra = "") => `${web.app.url}/app/comms/short?project=${encodeURIComponent(name)}&projectId=${id}${extra}`
  const heading = (page: Page) => page.getByRole("heading", { level: 1, name: "Short Communications Plan" })
  const context = (page: Page) => page.getByLabel("Context", { exact: true })
  const savedId = async (page: Page) => (await page.getByTestId("comms-saved-id").textContent())?.trim() ?? ""
  const search = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams)
  const tableOf = (page: Page, caption: string) => page.getByRole("table", { name: caption })
  const headersOf = async (page: Page, caption: string) => (await tableOf(page, caption).locator("thead th").allTextContents()).map((t) => t.trim())

  /** Clicks Generate plan and answers the ms from the click to the new saved plan on screen (timed in the page). */
  const generateTimed = async (page: Page): Promise<number> => {
    const before = (await page.getByTestId("comms-saved-id").count()) > 0 ? await savedId(page) : ""
    await page.evaluate(() => {
      const w = window as unknown as { __clickAt?: number }
      document.addEventListener("click", () => (w.__clickAt = performance.now()), { capture: true, once: true })
    })
    await page.getByRole("button", { name: "Generate plan" }).click()
    const handle = await page.waitForFunction(
      (prev) => {
        const id = document.querySelector('[data-testid="comms-saved-id"]')?.textContent?.trim() ?? ""
        const rendered = document.querySelector('table[class*="comms-table"] tbody tr') !== null
        const at = (window as unknown as { __clickAt?: number }).__clickAt
        return id !== "" && id !== prev && rendered && at !== undefined ? performance.now() - at : false
      },
      before,
      { polling: "raf", timeout: 30_000 }
    )
    return (await handle.jsonValue()) as number
  }

  it("a conflicting query shows the notice and a rewritten URL; the plan is generated, saved, reloaded, and kept per approach", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("comms"))
    await subscribeMonthly(page)
    const name = "Clinic booking system"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.goto(`${web.app.url}/app/projects/${id}?project=${encodeURIComponent(name)}&projectId=${id}`)
    await page.getByRole("heading", { name }).waitFor()

    // The query asks for Agile with a waterfall method: notice, Agile used, URL rewritten in place.
    await page.goto(commsUrl(name, id, "&project_approach=Agile&project_method=Waterfall"))
    await heading(page).waitFor()
    await page.getByTestId("comms-conflict").filter({ hasText: approachConflict("Agile", "Waterfall") }).waitFor()
    await expect.poll(() => search(page)).toEqual({ project: name, projectId: id, approach: "Agile", method: "Agile" })
    expect(await page.getByLabel(APPROACH_LABELS.Agile).isChecked()).toBe(true)
    expect(await page.getByLabel("Phase").inputValue()).toBe("execution")
    // Prefilled from /comms/prefill for the Agile approach, with the phase line.
    await expect.poll(() => context(page).inputValue()).toContain(`Project: ${name} (Agile / Agile).`)
    expect(await context(page).inputValue()).toContain("Phase: Execution")
    await page.getByText(EMPTY_PLAN).waitFor()
    expect(await seriousViolations(page)).toEqual([])

    const ms = await generateTimed(page)
    console.log(`[figure] comms Generate plan, click to rendered plan (offline drafter, Chromium): ${ms.toFixed(0)} ms`)
    for (const part of PARTS) await page.getByRole("heading", { level: 3, name: new RegExp(`^${part.replace("&", "&")}`) }).waitFor()
    expect(await page.locator(".comms-objectives li").count()).toBeGreaterThanOrEqual(3)
    expect(await headersOf(page, "Channels and cadence")).toEqual(["Channel", "Purpose", "Cadence", "Owner"])
    expect(await headersOf(page, "Key messages")).toEqual(["Audience", "Message", "Call to action", "Spokesperson"])
    expect(await headersOf(page, "Audiences")).toEqual(["Segment", "Who"])
    expect(await headersOf(page, "Governance")).toEqual(["Forum", "Cadence", "Participants", "Purpose"])
    expect(await headersOf(page, "Risks and mitigations")).toEqual(["Risk", "Mitigation"])
    for (const caption of ["Channels and cadence", "Key messages", "Audiences", "Governance", "Risks and mitigations"]) {
      expect(await tableOf(page, caption).locator("tbody tr").count(), caption).toBeGreaterThan(0)
    }
    // The agile plan: the Product Owner speaks to the delivery team.
    expect(await tableOf(page, "Key messages").textContent()).toContain("Product Owner")
    const planId = await savedId(page)
    expect(planId).toMatch(/^#\d+$/)
    const firstObjective = await page.locator(".comms-objectives li").first().textContent()
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/comms-1280.png`, fullPage: true })

    // Timing samples when asked (COMMS_TIMING=n): each click drafts and saves a new plan.
    const samples = Number(process.env.COMMS_TIMING ?? 0)
    if (samples > 0) {
      const times: number[] = []
      for (let i = 0; i < samples; i++) times.push(await generateTimed(page))
      times.sort((a, b) => a - b)
      console.log(`[figure] comms Generate plan x${samples}: median ${times[Math.floor(samples / 2)]!.toFixed(0)} ms, min ${times[0]!.toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms`)
    }
    const latestId = await savedId(page)
    const latestObjective = await page.locator(".comms-objectives li").first().textContent()

    // Reload: the rewritten URL has no conflict any more and the latest saved plan is shown.
    await page.reload()
    await heading(page).waitFor()
    await expect.poll(() => savedId(page)).toBe(latestId)
    expect(await page.locator(".comms-objectives li").first().textContent()).toBe(latestObjective)
    expect(await page.getByTestId("comms-conflict").count()).toBe(0)
    expect(search(page)).toMatchObject({ approach: "Agile", method: "Agile" })
    if (samples === 0) expect(latestId).toBe(planId)
    if (samples === 0) expect(latestObjective).toBe(firstObjective)

    // The rewrite replaced the history entry: Back leaves the screen for the workspace.
    await page.goBack()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${id}`)
    await page.goForward()
    await heading(page).waitFor()

    // Another approach resets the prefill and the plan; the URL follows; the agile plan is still there afterwards.
    await expect.poll(() => savedId(page)).toBe(latestId)
    await page.getByLabel(APPROACH_LABELS.Waterfall).check()
    await page.getByText(EMPTY_PLAN).waitFor()
    await expect.poll(() => search(page)).toMatchObject({ approach: "Waterfall", method: "Waterfall" })
    await expect.poll(() => context(page).inputValue()).toContain(`Project: ${name} (Waterfall / Waterfall).`)
    await page.getByLabel(APPROACH_LABELS.Agile).check()
    await expect.poll(() => savedId(page)).toBe(latestId)

    // Without approach in the query (and no referrer), the session's approach for this project is used.
    await page.getByLabel(APPROACH_LABELS.Waterfall).check()
    await page.getByText(EMPTY_PLAN).waitFor()
    await page.goto(commsUrl(name, id))
    await heading(page).waitFor()
    expect(await page.getByLabel(APPROACH_LABELS.Waterfall).isChecked()).toBe(true)
    await expect.poll(() => search(page)).toMatchObject({ approach: "Waterfall", method: "Waterfall" })

    // A phase chosen is written into the context line and carried in the URL.
    await expect.poll(() => context(page).inputValue()).toContain("Phase: Execution")
    await page.getByLabel("Phase").selectOption("planning")
    expect(await context(page).inputValue()).toContain("Phase: Planning")
    expect(await context(page).inputValue()).not.toContain("Phase: Execution")
    await expect.poll(() => search(page).phase).toBe("planning")

    await page.getByRole("button", { name: "← Back to Project Workspace" }).click()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${id}`)
  })

  it("at 375 px the page does not scroll sideways and each table row stacks", async () => {
    const page = await web.newPage(375)
    await signUp(page, web.app.url, uniqueEmail("comms-narrow"))
    await subscribeMonthly(page)
    const name = "Narrow comms"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.goto(commsUrl(name, id, "&approach=Waterfall&method=Waterfall"))
    await heading(page).waitFor()
    await page.getByText(EMPTY_PLAN).waitFor()
    await generateTimed(page)
    const widths = await page.evaluate(() => ({
      doc: document.documentElement.scrollWidth,
      view: window.innerWidth,
      tables: [...document.querySelectorAll(".comms-table-wrap")].map((el) => el.scrollWidth - el.clientWidth)
    }))
    expect(widths.doc).toBeLessThanOrEqual(widths.view)
    for (const extra of widths.tables) expect(extra).toBeLessThanOrEqual(0)
    expect(await seriousViolations(page)).toEqual([])
    const shots = process.env.E2E_SCREENSHOTS
    if (shots) {
      await page.evaluate(() => window.scrollTo(0, 0))
      await page.screenshot({ path: `${shots}/comms-375-top.png` })
      await page.getByRole("heading", { level: 3, name: /^Key Messages/ }).evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 70))
      await page.screenshot({ path: `${shots}/comms-375-table.png` })
    }
  })

  it("issue 37: the register's high-influence or high-interest groups are audiences (external too); rows edited in place are saved as the newest plan; a stale edit is refused", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("comms-edit"))
    await subscribeMonthly(page)
    const name = "Parking permits online"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    const upsert = await page.request.post(`${web.app.url}/api/stakeholder/upsert`, {
      headers: { Origin: web.app.url },
      data: {
        project_id: Number(id),
        stakeholders: [
          { name: "Residents", role: "Permit holders", internal_external: "External", influence: 3, interest: 9 },
          { name: "Payments provider", role: "Card payments", internal_external: "External", influence: 6, interest: 4 },
          { name: "Print shop", role: "Prints permits", internal_external: "External", influence: 2, interest: 2 }
        ]
      }
    })
    expect(upsert.status()).toBe(200)
    await page.goto(commsUrl(name, id, "&approach=Waterfall&method=Waterfall"))
    await heading(page).waitFor()
    await page.getByRole("button", { name: "Generate plan" }).click()
    const audiences = tableOf(page, "Audiences")
    await audiences.waitFor()
    const segments = await audiences.locator("tbody th").allTextContents()
    expect(segments.some((t) => t.includes("Residents"))).toBe(true)
    expect(segments.some((t) => t.includes("Payments provider"))).toBe(true)
    expect(segments.some((t) => t.includes("Print shop"))).toBe(false)
    const generatedId = await savedId(page)

    // Edit rows: a cell, a new channel row, a deleted risk row; saved 900 ms after the last change as a new plan
    await page.getByRole("button", { name: "Edit rows" }).click()
    const who = page.getByLabel("Who, row 1 of Audiences")
    await who.fill("Everyone the plan speaks to first")
    await page.getByRole("button", { name: "+ Add row to Channels and cadence" }).click()
    const rows = await tableOf(page, "Channels and cadence").locator("tbody tr").count()
    await page.getByLabel(`Channel, row ${rows} of Channels and cadence`).fill("Letter to every permit holder")
    await page.getByLabel(`Cadence, row ${rows} of Channels and cadence`).fill("Once, at launch")
    const risksBefore = await tableOf(page, "Risks and mitigations").locator("tbody tr").count()
    await page.getByRole("button", { name: "Delete row 1 of Risks and mitigations" }).click()
    await page.getByTestId("comms-save-status").filter({ hasText: /Saved \d/ }).waitFor()
    await expect.poll(() => savedId(page)).not.toBe(generatedId)
    type Latest = { id: number; plan: { audiences: Array<{ who: string }>; channels: Array<{ channel: string; cadence: string }>; risks_mitigations: unknown[] } }
    const latest = async (): Promise<Latest> =>
      (await (await page.request.get(`${web.app.url}/api/comms/latest?project_id=${id}&project_approach=Waterfall&project_method=Waterfall`)).json()) as Latest
    const stored = await latest()
    expect(stored.plan.audiences[0]!.who).toBe("Everyone the plan speaks to first")
    expect(stored.plan.channels.at(-1)).toMatchObject({ channel: "Letter to every permit holder", cadence: "Once, at launch" })
    expect(stored.plan.risks_mitigations).toHaveLength(risksBefore - 1)

    // reload: the edited plan
    await page.reload()
    await tableOf(page, "Audiences").getByText("Everyone the plan speaks to first").waitFor()

    // a plan saved elsewhere since: this tab's edit is refused with the message, and the newest plan is shown
    const elsewhere = await page.request.post(`${web.app.url}/api/comms/save`, {
      headers: { Origin: web.app.url },
      data: { project_id: Number(id), project_approach: "Waterfall", project_method: "Waterfall", plan: { ...stored.plan, objectives: ["Changed in another tab"] }, base_id: stored.id }
    })
    expect(elsewhere.status()).toBe(200)
    await page.getByRole("button", { name: "Edit rows" }).click()
    await page.getByLabel("Who, row 1 of Audiences").fill("My late edit")
    await page.getByRole("alert").filter({ hasText: "changed elsewhere" }).waitFor()
    await page.getByLabel("Objective 1").and(page.locator('[value="Changed in another tab"]')).waitFor()
    expect((await latest()).plan.audiences[0]!.who).toBe("Everyone the plan speaks to first")
    expect(await seriousViolations(page)).toEqual([])
  })

  it("a free-plan user sees the plan limit with its upgrade link", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("comms-free"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    const name = "Free comms"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    await page.goto(commsUrl(name, id))
    await heading(page).waitFor()
    const alert = page.getByRole("alert").filter({ hasText: FREE_NO_COMMS })
    await alert.waitFor()
    expect(await alert.getByRole("link", { name: "Subscription Status" }).getAttribute("href")).toBe("/account/billing")
    await page.getByRole("button", { name: "Generate plan" }).click()
    await alert.waitFor()
    expect(await page.getByTestId("comms-saved").count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])
  })
})
