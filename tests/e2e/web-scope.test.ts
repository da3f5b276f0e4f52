// End-to-end: the waterfall Scope Builder in Debian's Chromium against the real server (waterfall.md §2, §4, §5, §7).
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { FREE_SCOPE_ONE_ITEM_PER_TAB } from "@initpack/core/messages/platform-plans"
import { hasChromium, seriousViolations } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip

interface Latest {
  readonly found: boolean
  readonly version: number
  readonly scope: { readonly goals: ReadonlyArray<{ readonly title: string; readonly kpis: ReadonlyArray<{ readonly metric: string }> }>; readonly background: { readonly text: string } }
}

run("Scope Builder end to end (Chromium)", { timeout: 180_000 }, () => {
  const web = useWebSuite()
  const newPage = web.newPage

  const createWaterfall = (page: Page, name: string): Promise<URL> => createWaterfallProject(page, web.app.url, name)

  const latest = async (page: Page, project: string): Promise<Latest> =>
    (await (await page.request.get(`${web.app.url}/api/scope/latest?project_name=${encodeURIComponent(project)}`)).json()) as Latest

  const goalsTable = (page: Page) => page.getByRole("table", { name: "Goals items" })
  const goalTitles = async (page: Page): Promise<ReadonlyArray<string>> => goalsTable(page).locator("tbody tr td:first-child strong").allTextContents()

  it("create -> generate -> edit goals with undo -> Save -> reopen in edit mode and Load Latest; background generate and save", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("scope"))
    await subscribeMonthly(page)
    const project = "Depot scanner rollout"
    const landed = await createWaterfall(page, project)
    expect(landed.searchParams.get("mode")).toBe("create")
    expect(landed.searchParams.get("delivery")).toBe("waterfall")
    const projectId = landed.searchParams.get("projectId")

    await page.getByRole("heading", { name: "Scope Builder", level: 1 }).waitFor()
    expect(await page.getByLabel("Project name").inputValue()).toBe(project)
    expect(await page.getByLabel("Project name").getAttribute("readonly")).not.toBeNull()
    expect(await page.getByRole("button", { name: "Load Latest" }).count()).toBe(0)
    await page.getByLabel("Procurement").selectOption("Hardware")
    await page.getByLabel("Third-Party Engagement").selectOption("Vendor")
    await page.getByLabel(/background and context/).fill("Paper picking lists cause errors in three depots; handheld scanners should cut mis-picks.")
    await page.getByLabel(/internal departments/).fill("Warehouse operations, IT and finance.")
    await page.getByLabel(/constraints or deadlines/).fill("Go live before the peak season in November.")
    await page.getByRole("button", { name: "AI Generate Scope" }).click()

    // Tabs for the six sections and Background & Drivers; goals carry KPI badges.
    await goalsTable(page).waitFor()
    const tabs = await page.getByRole("tablist", { name: "Scope sections" }).getByRole("tab").allTextContents()
    expect(tabs.slice(0, 6)).toEqual(["Goals", "Deliverables", "Assumptions", "Constraints", "Dependencies", "Out of scope"])
    expect(tabs.at(-1)).toBe("Background & Drivers")
    expect((await page.getByLabel("In Scope narrative").inputValue()).length).toBeGreaterThan(100)
    const drafted = await goalTitles(page)
    expect(drafted.length).toBeGreaterThanOrEqual(2)
    const first = drafted[0]!
    const firstKpis = page.getByRole("list", { name: `KPIs for ${first}` }).getByRole("listitem")
    expect(await firstKpis.count()).toBeGreaterThanOrEqual(1)
    expect(await seriousViolations(page)).toEqual([])
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/scope-generated.png`, fullPage: true })

    // Improve In Scope: the server stores it; the screen reloads its version, so later saves are not stale.
    const narrative = await page.getByLabel("In Scope narrative").inputValue()
    await page.getByLabel("Note for In Scope (optional)").fill("Barcode label printers are installed at each depot")
    await page.getByRole("button", { name: "Improve In Scope with AI" }).click()
    await page.waitForFunction((old) => (document.getElementById("scope-in-scope") as HTMLTextAreaElement | null)?.value !== old, narrative)
    await page.getByText("Improving In Scope…").waitFor({ state: "detached" })
    expect(await page.getByLabel("In Scope narrative").inputValue()).toContain("Barcode label printers")

    // Add, edit, delete, Undo: each change is auto-saved.
    await page.getByLabel("Title", { exact: true }).fill("Cut mis-picks by 30%")
    await page.getByLabel("Rationale (optional)").fill("Errors cost re-deliveries.")
    await page.getByRole("button", { name: "Add item" }).click()
    await page.getByText(/^Auto-saved at /).waitFor()
    expect(await goalTitles(page)).toEqual([...drafted, "Cut mis-picks by 30%"])

    await page.getByRole("button", { name: "Edit Cut mis-picks by 30%" }).click()
    await page.getByLabel("Edit title").fill("Cut mis-picks by 40%")
    await page.getByRole("button", { name: "Save item" }).click()
    await goalsTable(page).getByText("Cut mis-picks by 40%").waitFor()

    await page.getByRole("button", { name: `Delete ${first}`, exact: true }).click()
    await goalsTable(page).getByText(first, { exact: true }).waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Undo" }).click()
    await goalsTable(page).getByText(first, { exact: true }).waitFor()
    expect(await goalTitles(page)).toEqual([...drafted, "Cut mis-picks by 40%"])

    // A blank manual title is refused with the product's message.
    await page.getByRole("button", { name: "Add item" }).click()
    await page.getByText("Title is required.").waitFor()

    // More KPIs for a goal, then delete one KPI.
    const before = await firstKpis.count()
    await page.getByRole("button", { name: `+ More KPIs for ${first}` }).click()
    await page.waitForFunction(
      ([name, count]) => document.querySelectorAll(`ul[aria-label="KPIs for ${name}"] li`).length !== count || /No additional KPIs/.test(document.body.innerText),
      [first, before] as const
    )
    const after = await firstKpis.count()
    expect(after).toBeGreaterThanOrEqual(before)
    const metric = (await firstKpis.first().locator(".scope-kpi-metric").textContent()) ?? ""
    await page.getByRole("button", { name: `Delete KPI ${metric}`, exact: true }).click()
    await page.waitForFunction(([name, count]) => document.querySelectorAll(`ul[aria-label="KPIs for ${name}"] li`).length === count - 1, [first, after] as const)

    // issue 37: a KPI's target is edited in place (Enter saves), and auto-saved; WCAG 2.5.3: the More KPIs button's
    // spoken name contains its visible label
    const more = page.getByRole("button", { name: `+ More KPIs for ${first}` })
    expect(await more.getAttribute("aria-label")).toContain((await more.textContent())!.trim())
    const kept = (await firstKpis.first().locator(".scope-kpi-metric").textContent()) ?? ""
    await page.getByRole("button", { name: `Edit KPI ${kept}`, exact: true }).click()
    await page.getByLabel(`Target of KPI ${kept}`).fill("Under 2% of picks by March 2027")
    await page.getByLabel(`Target of KPI ${kept}`).press("Enter")
    await firstKpis.first().getByText("Target: Under 2% of picks by March 2027").waitFor()
    await page.getByText(/^Auto-saved at /).waitFor()
    await expect
      .poll(async () => ((await latest(page, project)).scope.goals[0]!.kpis as ReadonlyArray<{ metric: string; target?: string }>).find((k) => k.metric === kept)?.target)
      .toBe("Under 2% of picks by March 2027")
    // a blank metric is refused where it is typed
    await page.getByRole("button", { name: `Edit KPI ${kept}`, exact: true }).click()
    await page.getByLabel(`Metric of KPI ${kept}`).fill("  ")
    await page.getByRole("button", { name: "Save KPI" }).click()
    await page.getByRole("alert").filter({ hasText: "A KPI needs a metric." }).waitFor()
    await page.getByRole("button", { name: "Cancel", exact: true }).click()

    await page.getByRole("button", { name: "Save", exact: true }).click()
    await page.getByText(/^Saved at /).waitFor()
    const saved = await latest(page, project)
    expect(saved.scope.goals.map((g) => g.title)).toEqual([...drafted, "Cut mis-picks by 40%"])
    expect(saved.scope.goals[0]!.kpis.map((k) => k.metric)).not.toContain(metric)

    // Background & Drivers: generated, then saved only on request.
    await page.getByRole("tab", { name: "Background & Drivers" }).click()
    await page.getByRole("button", { name: "Generate Background (AI)" }).click()
    await page.getByText("Unsaved changes").waitFor()
    const background = await page.getByLabel("Background & Drivers text").inputValue()
    expect(background.split(/\s+/).length).toBeGreaterThan(50)
    expect((await latest(page, project)).scope.background.text).toBe("")
    await page.getByRole("button", { name: "Save Background" }).click()
    await page.getByText(/^Saved at /).waitFor()
    await page.getByText("Unsaved changes").waitFor({ state: "detached" })
    const stored = (await (await page.request.get(`${web.app.url}/api/scope/background?project_name=${encodeURIComponent(project)}`)).json()) as { background: string }
    expect(stored.background).toBe(background)

    // Reopen from the workspace in edit mode: the saved scope is back, and Load Latest reloads it.
    await page.goto(`${web.app.url}/app/scope?project=${encodeURIComponent(project)}&projectId=${projectId}&mode=edit`)
    await goalsTable(page).waitFor()
    const summary = await page.getByTestId("scope-setup-summary").textContent()
    expect(summary).toContain("Procurement: Hardware")
    expect(summary).toContain("Clarifications answered: 3 of 3")
    await page.getByRole("button", { name: "Edit setup" }).click()
    expect(await page.getByLabel("Procurement").inputValue()).toBe("Hardware")
    expect(await page.getByLabel("Project name").getAttribute("readonly")).toBeNull()
    await page.getByRole("button", { name: "Load Latest" }).click()
    await goalsTable(page).getByText("Cut mis-picks by 40%").waitFor()
    expect(await goalTitles(page)).toEqual([...drafted, "Cut mis-picks by 40%"])
    await page.getByRole("tab", { name: "Background & Drivers" }).click()
    expect(await page.getByLabel("Background & Drivers text").inputValue()).toBe(background)

    // 375 px wide: nothing scrolls the page sideways (tables scroll inside their frame).
    await page.setViewportSize({ width: 375, height: 800 })
    await page.getByRole("tab", { name: "Goals" }).click()
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(376)
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/scope-375.png`, fullPage: true })
    await page.setViewportSize({ width: 1280, height: 900 })

    // A save made elsewhere since (another tab) is not overwritten: the user is told and sees the stored scope.
    const current = await latest(page, project)
    const elsewhere = await page.request.post(`${web.app.url}/api/scope/save`, {
      headers: { Origin: web.app.url },
      data: { project_name: project, scope: { ...current.scope, goals: [{ title: "Changed in another tab", rationale: "", kpis: [] }] }, version: current.version }
    })
    expect(elsewhere.status()).toBe(200)
    await page.getByLabel("Title", { exact: true }).fill("Local change")
    await page.getByRole("button", { name: "Add item" }).click()
    await page.getByRole("alert").filter({ hasText: "changed elsewhere" }).waitFor()
    expect(await goalTitles(page)).toEqual(["Changed in another tab"])
    expect((await latest(page, project)).scope.goals.map((g) => g.title)).toEqual(["Changed in another tab"])

    // Back to Project Workspace.
    await page.getByRole("button", { name: "Back to Project Workspace" }).click()
    await waitForPath(page, (url) => url.pathname === `/app/projects/${projectId}`)
  })

  it("revert restores a chosen snapshot and drops the later ones", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("revert"))
    await subscribeMonthly(page)
    await createWaterfall(page, "Revert project")
    await page.getByRole("button", { name: "AI Generate Scope" }).click()
    await page.getByRole("tab", { name: "Deliverables" }).click()
    const table = page.getByRole("table", { name: "Deliverables items" })
    await table.waitFor()
    const titles = () => table.locator("tbody tr td:first-child strong").allTextContents()
    // Add more with AI appends 3-5 new items; Expand with AI rewrites one item's rationale and keeps its title.
    const first = (await titles())[0]!
    const count = (await titles()).length
    await page.getByRole("button", { name: "Add more with AI" }).click()
    await expect.poll(async () => (await titles()).length, { timeout: 20_000 }).toBeGreaterThanOrEqual(count + 3)
    const added = (await titles()).length - count
    expect(added).toBeGreaterThanOrEqual(3)
    expect(added).toBeLessThanOrEqual(5)
    const rationale = () => table.locator("tbody tr").first().locator("td").nth(1).textContent()
    const oldRationale = await rationale()
    await page.getByRole("button", { name: `Expand ${first} with AI` }).click()
    await expect.poll(rationale, { timeout: 20_000 }).not.toBe(oldRationale)
    await page.getByText("Expanding the item with AI…").waitFor({ state: "detached" })
    expect((await titles())[0]).toBe(first)
    if (process.env.E2E_SCREENSHOTS) await page.screenshot({ path: `${process.env.E2E_SCREENSHOTS}/scope-deliverables.png`, fullPage: true })

    const drafted = await titles()
    for (const title of ["One", "Two", "Three"]) {
      await page.getByLabel("Title", { exact: true }).fill(title)
      await page.getByRole("button", { name: "Add item" }).click()
      await table.getByText(title, { exact: true }).waitFor()
    }
    // Snapshots are listed newest first; reverting to the one before "Two" keeps "One" only.
    const select = page.getByLabel("Revert Deliverables to snapshot")
    const values = await select.locator("option").evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value).filter((v) => v !== ""))
    const n = values.length
    expect(values.slice(0, 3)).toEqual([String(n - 1), String(n - 2), String(n - 3)])
    await select.selectOption(String(n - 2))
    await page.getByRole("button", { name: "Revert" }).click()
    await table.getByText("Two", { exact: true }).waitFor({ state: "detached" })
    expect(await table.locator("tbody tr td:first-child strong").allTextContents()).toEqual([...drafted, "One"])
    await page.getByText(/^Auto-saved at /).waitFor()
  })

  it("issue 37: after the first draft the URL says mode=edit and a reload shows it; generations left beside the buttons and on Subscription Status; a limit beside the button pressed", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("scope-allowance"))
    await subscribeMonthly(page)
    const project = "Parking permits"
    const landed = await createWaterfall(page, project)
    expect(landed.searchParams.get("mode")).toBe("create")
    const left = async (id: string): Promise<{ left: number; cap: number }> => {
      const text = (await page.getByTestId(id).textContent()) ?? ""
      const match = /^(\d+) of (\d+) AI generations left for this project/.exec(text)
      expect(match, text).not.toBeNull()
      return { left: Number(match![1]), cap: Number(match![2]) }
    }
    // the allowance sits beside AI Generate Scope, in the same row
    await page.getByTestId("scope-allowance-generate").waitFor()
    const start = await left("scope-allowance-generate")
    expect(start.left).toBe(start.cap)
    expect(await page.locator(".row", { has: page.getByRole("button", { name: "AI Generate Scope" }) }).getByTestId("scope-allowance-generate").count()).toBe(1)
    await page.getByLabel(/background and context/).fill("Residents apply for parking permits on paper; the council wants them online.")
    await page.getByRole("button", { name: "AI Generate Scope" }).click()
    await goalsTable(page).waitFor()
    await waitForPath(page, (url) => url.searchParams.get("mode") === "edit")
    expect(new URL(page.url()).searchParams.get("project")).toBe(project)
    await expect.poll(async () => (await left("scope-allowance-generate")).left).toBe(start.cap - 1)
    expect((await left("scope-allowance-goals")).left).toBe(start.cap - 1)
    const drafted = await goalTitles(page)

    // reload: the saved scope, not the empty set-up form
    await page.reload()
    await goalsTable(page).waitFor()
    expect(await goalTitles(page)).toEqual(drafted)
    expect(await page.getByTestId("scope-project").textContent()).toContain("Editing the saved scope")
    await page.getByRole("button", { name: "Load Latest" }).waitFor()

    // spend what is left on More KPIs; the one past the cap shows the limit beside that goal's button, not at the top
    const goal = drafted[0]!
    const more = page.getByRole("button", { name: `+ More KPIs for ${goal}` })
    for (let n = (await left("scope-allowance-goals")).left; n > 0; n--) {
      await more.click()
      await expect.poll(async () => (await left("scope-allowance-goals")).left).toBe(n - 1)
    }
    expect(await page.getByTestId("scope-allowance-goals").getAttribute("class")).toContain("scope-allowance-out")
    await more.click()
    const row = goalsTable(page).locator("tbody tr", { hasText: goal }).first()
    const inline = row.getByTestId("scope-inline-limit")
    await inline.getByRole("alert").waitFor()
    expect(await inline.getByRole("link").count()).toBe(1)
    expect(await page.locator(".scope-messages").getByRole("alert").count()).toBe(0)
    expect(await seriousViolations(page)).toEqual([])

    // Subscription Status shows the same allowance, per project, with a link to the project
    await page.goto(`${web.app.url}/app/account/mysubscription`)
    const projectId = landed.searchParams.get("projectId")!
    const line = page.getByTestId(`sub-allowance-${projectId}`)
    await line.waitFor()
    expect(await line.textContent()).toBe(`${project}: 0 of ${start.cap} AI generations left (scope, goals, KPIs)`)
    expect(await line.getByRole("link", { name: project }).getAttribute("href")).toBe(`/app/projects/${projectId}`)
    expect(await line.locator(".sub-allowance-out").count()).toBe(1)
    expect(await seriousViolations(page)).toEqual([])
  })

  it("free plan: a second item in a tab is refused with the plan message and an upgrade link", async () => {
    const page = await newPage()
    await signUp(page, web.app.url, uniqueEmail("scope-free"))
    await page.goto(`${web.app.url}/free/start`)
    await page.getByRole("button", { name: "Enter" }).click()
    await waitForPath(page, (url) => url.pathname.startsWith("/app"))
    await createWaterfall(page, "Free scope")
    await page.getByRole("button", { name: "AI Generate Scope" }).click()
    await goalsTable(page).waitFor()
    expect(await goalTitles(page)).toHaveLength(1)

    await page.getByLabel("Title", { exact: true }).fill("A second goal")
    await page.getByRole("button", { name: "Add item" }).click()
    const alert = page.getByRole("alert").filter({ hasText: FREE_SCOPE_ONE_ITEM_PER_TAB })
    await alert.waitFor()
    expect(await alert.getByRole("link").count()).toBe(1)
    expect(await goalTitles(page)).toHaveLength(1)
    expect((await latest(page, "Free scope")).scope.goals).toHaveLength(1)

    // Expand-with-AI is not on the Free plan either.
    const only = (await goalTitles(page))[0]!
    await page.getByRole("button", { name: `Expand ${only} with AI` }).click()
    await page.getByRole("alert").filter({ hasText: "Expand-with-AI" }).waitFor()
  })
})
