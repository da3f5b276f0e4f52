// "Edit estimates and risk impacts" under the Forecast panel (issue 23) in Debian's Chromium against the real
// server: a task's pessimistic days and a risk's probability are saved (read back from the API) and move the
// P80; an out-of-order estimate shows the message and sends nothing; a stale second tab gets the 409 message
// and keeps the first tab's saved value; screenshots at 1280 and 375 px. A risk's affected tasks are picked in a
// dialog (keyboard usable, Esc saves nothing) and an edited estimate or risk is reset to the drafter's values.
import { describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { FORECAST_ESTIMATE_ORDER } from "@initpack/core/messages/forecast"
import { STALE_VERSION } from "@initpack/core/use-cases/waterfall/texts"
import { hasChromium } from "./support/browser"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp"
const RISK = "Warehouse system integration slips"
const WBS_CONTEXT = "Roll out handheld barcode scanners in three depots, integrate them with the warehouse management system and train the pickers."

run("Forecast inputs (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()
  const call = (page: Page, path: string, data?: object, method = "POST") =>
    page.request.fetch(`${web.app.url}${path}`, { method: data ? method : "GET", ...(data ? { data } : {}), headers: { Origin: web.app.url } })
  const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)

  const openInputs = async (page: Page, url: string) => {
    await page.goto(url)
    const panel = page.getByTestId("forecast-panel")
    await panel.scrollIntoViewIfNeeded()
    await panel.getByTestId("forecast-figures").waitFor()
    const inputs = panel.getByTestId("forecast-inputs")
    expect(await inputs.evaluate((d) => (d as HTMLDetailsElement).open)).toBe(false)
    await inputs.locator("summary").click()
    await inputs.getByRole("table").first().waitFor()
    return panel
  }
  const p80 = (panel: ReturnType<Page["getByTestId"]>) => panel.locator('[data-figure="finish-P80"] dd').textContent()

  it("edits estimates and risk impacts, saved with the version; P80 follows; O > M is held back; a stale tab gets the 409", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("forecast-inputs"))
    await subscribeMonthly(page)
    const name = "Depot scanners inputs"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    const ref = { project_id: Number(id), project_name: name }
    expect((await call(page, "/api/wbs/generate", { project_name: name, project_scope: WBS_CONTEXT, base_start: "2025-03-03" })).status()).toBe(200)
    const added = await (await call(page, "/api/risk/add", { ...ref, risk: { title: "Warehouse system integration slips", likelihood: "High", impact: "High" } })).json()
    expect((await call(page, "/api/budget/generate", { ...ref, scope_flags: { has_software: true }, extras_text: { software: "WMS licences" } })).status()).toBe(200)
    const estimates = async () => (await (await call(page, `/api/forecast/estimates?project_id=${id}`)).json()).items as Array<{ id: number; task: string; optimistic: number; most_likely: number; pessimistic: number }>
    const risks = async () => (await (await call(page, `/api/forecast/risks?project_id=${id}`)).json()).items as Array<{ id: number; title: string; probability: number }>
    // the longest leaf task: lengthening its tail moves the finish
    const task = (await estimates()).reduce((a, b) => (b.most_likely > a.most_likely ? b : a))
    const url = `${web.app.url}/app/budget?${new URLSearchParams({ project: name, projectId: id })}`

    const panel = await openInputs(page, url)
    const before = await p80(panel)
    const pessimistic = panel.getByLabel(`Pessimistic days for ${task.task}`)
    expect(await pessimistic.inputValue()).toBe(String(task.pessimistic))
    await pessimistic.fill(String(task.most_likely + 200))
    await pessimistic.press("Tab")
    await expect.poll(async () => (await estimates()).find((e) => e.id === task.id)?.pessimistic, { timeout: 15_000 }).toBe(task.most_likely + 200)
    // the panel runs the forecast again after the save: the P80 finish moves later
    await expect.poll(() => p80(panel), { timeout: 30_000 }).not.toBe(before)

    const probability = panel.getByLabel("Probability (%) of Warehouse system integration slips")
    await probability.fill("90")
    await probability.press("Tab")
    await expect.poll(async () => (await risks()).find((r) => r.id === added.risk.id)?.probability, { timeout: 15_000 }).toBe(0.9)
    await panel.getByTestId("forecast-inputs").screenshot({ path: `${SHOTS}/forecast-inputs-1280.png` })

    // a second tab holding the old version: the first tab saves, the second tab's save is refused (409) and reloaded
    const second = await page.context().newPage()
    const stalePanel = await openInputs(second, url)
    await pessimistic.fill(String(task.most_likely + 150))
    await pessimistic.press("Tab")
    await expect.poll(async () => (await estimates()).find((e) => e.id === task.id)?.pessimistic, { timeout: 15_000 }).toBe(task.most_likely + 150)
    const stale = stalePanel.getByLabel(`Pessimistic days for ${task.task}`)
    await stale.fill(String(task.most_likely + 90))
    await stale.press("Tab")
    await stalePanel.getByRole("alert").filter({ hasText: STALE_VERSION }).waitFor({ timeout: 15_000 })
    await expect.poll(() => stale.inputValue(), { timeout: 15_000 }).toBe(String(task.most_likely + 150))
    expect((await estimates()).find((e) => e.id === task.id)?.pessimistic).toBe(task.most_likely + 150)
    await second.close()

    // optimistic above the most likely: the message, and nothing is sent
    let puts = 0
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().includes("/api/forecast/estimates")) puts += 1
    })
    const optimistic = panel.getByLabel(`Optimistic days for ${task.task}`)
    await optimistic.fill(String(task.most_likely + 5))
    await optimistic.press("Tab")
    expect(await panel.getByTestId("estimate-order-error").textContent()).toBe(FORECAST_ESTIMATE_ORDER)
    expect(await optimistic.getAttribute("aria-invalid")).toBeNull()
    await page.waitForTimeout(1_500)
    expect(puts).toBe(0)
    expect((await estimates()).find((e) => e.id === task.id)?.optimistic).toBe(task.optimistic)

    // 375 px: the tables scroll inside their box, the page does not
    await page.setViewportSize({ width: 375, height: 800 })
    const phone = await openInputs(page, url)
    expect(await overflow(page)).toBeLessThanOrEqual(0)
    await phone.getByTestId("forecast-inputs").screenshot({ path: `${SHOTS}/forecast-inputs-375.png` })
  })

  it("edits a risk's affected tasks in a dialog (Esc saves nothing) and resets an edited estimate and risk to the proposal", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("forecast-tasks"))
    await subscribeMonthly(page)
    const name = "Depot scanners tasks"
    const id = (await createWaterfallProject(page, web.app.url, name)).searchParams.get("projectId") ?? ""
    const ref = { project_id: Number(id), project_name: name }
    expect((await call(page, "/api/wbs/generate", { project_name: name, project_scope: WBS_CONTEXT, base_start: "2025-03-03" })).status()).toBe(200)
    const added = await (await call(page, "/api/risk/add", { ...ref, risk: { title: RISK, likelihood: "High", impact: "High" } })).json()
    expect((await call(page, "/api/budget/generate", { ...ref, scope_flags: { has_software: true }, extras_text: { software: "WMS licences" } })).status()).toBe(200)
    type Estimate = { id: number; task: string; optimistic: number; most_likely: number; pessimistic: number; edited: boolean; proposed: { optimistic: number; pessimistic: number } }
    type Risk = { id: number; probability: number; schedule_days: number; cost_impact: number; tasks: number[]; edited: boolean; proposed: { probability: number; schedule_days: number; cost_impact: number; tasks: number[] } | null }
    const estimates = async () => (await (await call(page, `/api/forecast/estimates?project_id=${id}`)).json()).items as Estimate[]
    const risk = async () => ((await (await call(page, `/api/forecast/risks?project_id=${id}`)).json()).items as Risk[]).find((r) => r.id === added.risk.id)
    const leaves = await estimates()
    // two tasks with names no other task contains, so the filter finds exactly them
    const unique = leaves.filter((t) => leaves.every((o) => o.id === t.id || !o.task.toLowerCase().includes(t.task.toLowerCase())))
    expect(unique.length).toBeGreaterThanOrEqual(3)
    const [first, second, third] = unique as [Estimate, Estimate, Estimate]
    let riskPuts = 0
    page.on("request", (r) => {
      if (r.method() === "PUT" && r.url().includes("/api/forecast/risks")) riskPuts += 1
    })

    const panel = await openInputs(page, `${web.app.url}/app/budget?${new URLSearchParams({ project: name, projectId: id })}`)
    const edit = panel.getByRole("button", { name: `Edit affected tasks of ${RISK}` })
    await edit.click()
    const dialog = page.getByRole("dialog", { name: `Affected tasks of ${RISK}` })
    await dialog.waitFor()
    const filter = dialog.getByLabel("Filter tasks")
    // the filter has the focus: typing narrows the list at once
    expect(await filter.evaluate((el) => el === document.activeElement)).toBe(true)
    expect(await dialog.getByRole("checkbox").count()).toBe(leaves.length)
    // the drafter's proposal is ticked to start with; Whole plan clears it
    const proposed = (await risk())?.tasks ?? []
    expect(await dialog.getByRole("checkbox", { checked: true }).count()).toBe(proposed.length)
    if (proposed.length > 0) await dialog.getByRole("button", { name: "Whole plan" }).click()
    expect(await dialog.getByTestId("affected-tasks-selected").textContent()).toBe("Whole plan (no task ticked)")
    expect(await dialog.getByRole("button", { name: "Whole plan" }).isDisabled()).toBe(true)
    await filter.focus()
    await page.keyboard.type(first.task)
    expect(await dialog.getByRole("checkbox").count()).toBe(1)
    await dialog.getByLabel(first.task, { exact: true }).check()
    await filter.fill(second.task)
    await dialog.getByLabel(second.task, { exact: true }).check()
    await filter.fill("")
    expect(await dialog.getByTestId("affected-tasks-selected").textContent()).toBe("2 tasks ticked")
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.screenshot({ path: `${SHOTS}/forecast-tasks-dialog-1280.png` })
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "hidden" })
    await expect.poll(async () => (await risk())?.tasks.slice().sort((a, b) => a - b), { timeout: 15_000 }).toEqual([first.id, second.id].sort((a, b) => a - b))
    expect(riskPuts).toBe(1)
    const cell = panel.locator('[data-field="tasks"]')
    await expect.poll(() => cell.textContent()).toContain(first.task)
    expect(await cell.textContent()).toContain(second.task)

    // keyboard only: open with Enter, tick with Space, Esc closes and nothing is sent
    await edit.focus()
    await page.keyboard.press("Enter")
    await dialog.waitFor()
    await page.keyboard.type(third.task)
    await page.keyboard.press("Tab") // Whole plan
    await page.keyboard.press("Tab") // the one task listed
    await page.keyboard.press("Space")
    expect(await dialog.getByLabel(third.task, { exact: true }).isChecked()).toBe(true)
    expect(await dialog.getByTestId("affected-tasks-selected").textContent()).toBe("3 tasks ticked")
    await page.keyboard.press("Escape")
    await dialog.waitFor({ state: "hidden" })
    // the focus goes back to the button that opened the dialog
    expect(await edit.evaluate((el) => el === document.activeElement)).toBe(true)
    await page.waitForTimeout(1_000)
    expect(riskPuts).toBe(1)
    expect((await risk())?.tasks.slice().sort((a, b) => a - b)).toEqual([first.id, second.id].sort((a, b) => a - b))
    // opened again, the dialog shows what is saved, not the ticks dropped with Esc
    await edit.click()
    expect(await dialog.getByLabel(third.task, { exact: true }).isChecked()).toBe(false)
    expect(await dialog.getByLabel(first.task, { exact: true }).isChecked()).toBe(true)
    // Whole plan: no task ticked, saved as an empty list
    await dialog.getByRole("button", { name: "Whole plan" }).click()
    expect(await dialog.getByTestId("affected-tasks-selected").textContent()).toBe("Whole plan (no task ticked)")
    await page.setViewportSize({ width: 375, height: 800 })
    expect(await dialog.evaluate((d) => d.getBoundingClientRect().right)).toBeLessThanOrEqual(375)
    await page.screenshot({ path: `${SHOTS}/forecast-tasks-dialog-375.png` })
    await dialog.getByRole("button", { name: "Save" }).click()
    await expect.poll(async () => (await risk())?.tasks, { timeout: 15_000 }).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })

    // Reset a risk: probability edited too, then both go back to the proposal
    const probability = panel.getByLabel(`Probability (%) of ${RISK}`)
    await probability.fill("35")
    await probability.press("Tab")
    await expect.poll(async () => (await risk())?.probability, { timeout: 15_000 }).toBe(0.35)
    const resetRisk = panel.getByRole("button", { name: `Reset the impacts of ${RISK} to the proposed values` })
    await resetRisk.click()
    await expect.poll(async () => (await risk())?.edited, { timeout: 15_000 }).toBe(false)
    const back = (await risk()) as Risk
    expect(back.proposed).not.toBeNull()
    expect({ probability: back.probability, schedule_days: back.schedule_days, cost_impact: back.cost_impact, tasks: back.tasks }).toEqual(back.proposed)
    await expect.poll(() => probability.inputValue()).toBe(String(Math.round(back.probability * 1000) / 10))
    expect(await resetRisk.count()).toBe(0)
    // the focus is not lost with the button: it lands on the row's first field
    expect(await probability.evaluate((el) => el === document.activeElement)).toBe(true)

    // Reset an estimate that is edited and now also out of order: the message and Reset show together
    const task = first
    expect(await panel.getByRole("button", { name: `Reset the estimates of ${task.task} to the proposed values` }).count()).toBe(0)
    const pessimistic = panel.getByLabel(`Pessimistic days for ${task.task}`)
    await pessimistic.fill(String(task.most_likely + 40))
    await pessimistic.press("Tab")
    await expect.poll(async () => (await estimates()).find((e) => e.id === task.id)?.edited, { timeout: 15_000 }).toBe(true)
    const optimistic = panel.getByLabel(`Optimistic days for ${task.task}`)
    await optimistic.fill(String(task.most_likely + 3))
    await optimistic.press("Tab")
    expect(await panel.getByTestId("estimate-order-error").textContent()).toBe(FORECAST_ESTIMATE_ORDER)
    const resetEstimate = panel.getByRole("button", { name: `Reset the estimates of ${task.task} to the proposed values` })
    await resetEstimate.click()
    await expect.poll(async () => (await estimates()).find((e) => e.id === task.id)?.edited, { timeout: 15_000 }).toBe(false)
    const reset = (await estimates()).find((e) => e.id === task.id) as Estimate
    expect({ optimistic: reset.optimistic, pessimistic: reset.pessimistic }).toEqual({ optimistic: reset.proposed.optimistic, pessimistic: reset.proposed.pessimistic })
    await expect.poll(() => pessimistic.inputValue()).toBe(String(reset.pessimistic))
    // the typed, never-sent optimistic value gives way too, and its message goes
    expect(await optimistic.inputValue()).toBe(String(reset.optimistic))
    expect(await panel.getByTestId("estimate-order-error").count()).toBe(0)
    expect(await resetEstimate.count()).toBe(0)
  })
})
