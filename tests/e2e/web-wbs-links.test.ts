// Task links on the WBS Builder and the Agile Schedule (issue 22) in Debian's Chromium against the real
// server: Predecessors typed in MS Project notation, float and critical rows, the cycle message (typed,
// and refused by the server), links kept through outdent, indent and delete.
import { describe, expect, it } from "vitest"
import { readFileSync } from "node:fs"
import type { Page } from "playwright-core"
import { hasChromium, seriousViolations } from "./support/browser"
import { subscribedAgileProject } from "./support/agile-seed"
import { createWaterfallProject, signUp, subscribeMonthly, uniqueEmail } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
if (!hasChromium()) console.log("[e2e] /usr/bin/chromium is missing: browser tests skipped (apt-get install -y chromium)")

const SHOTS = process.env.E2E_SCREENSHOTS ?? "/tmp"

/** A call of the app's API from the page (its session cookie). */
const api = (page: Page, method: string, path: string, body?: object): Promise<{ status: number; json: any }> =>
  page.evaluate(
    async ({ method, path, body }) => {
      const r = await fetch(path, { method, headers: { "content-type": "application/json" }, ...(body ? { body: JSON.stringify(body) } : {}) })
      return { status: r.status, json: await r.json().catch(() => null) }
    },
    { method, path, body }
  )

const predecessors = (page: Page, wbs: string) => page.getByLabel(`Predecessors ${wbs}`, { exact: true })
const floatOf = async (page: Page, wbs: string) => ((await page.locator(`[data-wbs="${wbs}"] td.wbs-float-cell`).textContent()) ?? "").trim()
const isCritical = async (page: Page, wbs: string) => (await page.locator(`[data-wbs="${wbs}"]`).getAttribute("class"))?.includes("wbs-row-critical") ?? false
const numbers = (page: Page) => page.getByTestId("wbs-row").evaluateAll((rows) => rows.map((r) => r.getAttribute("data-wbs") ?? ""))

run("WBS and schedule task links end to end (Chromium)", { timeout: 240_000 }, () => {
  const web = useWebSuite()

  it("WBS Builder: typed predecessors, float and critical rows, the cycle message, links through outdent, indent and delete", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("links"))
    await subscribeMonthly(page)
    const projectId = Number((await createWaterfallProject(page, web.app.url, "Depot fit-out")).searchParams.get("projectId"))
    // 1 Phase A {1.1 Design 3d, 1.2 Build 5d}, 2 Phase B {2.1 Procure 2d, 2.2 Install 2d}
    const add = async (task: string, parent?: number, duration_days?: number) =>
      (await api(page, "POST", "/api/wbs/item", { project_id: projectId, task, ...(parent ? { parent_id: parent } : {}), ...(duration_days ? { duration_days } : {}) })).json.item
    const phaseA = await add("Phase A")
    const design = await add("Design", phaseA.id, 3)
    const build = await add("Build", phaseA.id, 5)
    const phaseB = await add("Phase B")
    const procure = await add("Procure", phaseB.id, 2)
    const install = await add("Install", phaseB.id, 2)
    const stored = async () => new Map(((await api(page, "GET", `/api/wbs?project_id=${projectId}`)).json.items as Array<any>).map((i) => [i.task, i]))
    await page.goto(`${web.app.url}/app/wbs?${new URLSearchParams({ project: "Depot fit-out", projectId: String(projectId) })}`)
    await predecessors(page, "2.2").waitFor()

    // no links yet: no float, the legend says how to get it
    await page.getByRole("note", { name: "Critical path legend" }).getByText("Link tasks to see float and the critical path.").waitFor()
    expect(await floatOf(page, "1.1")).toBe("–")

    // typed in MS Project notation, saved through the autosave queue, answered back in the notation
    await predecessors(page, "2.2").fill("1.2, 2.1ss+1d")
    await predecessors(page, "2.1").click()
    await page.getByTestId("wbs-status").getByText("Saved", { exact: true }).waitFor()
    await predecessors(page, "2.1").fill("1.1")
    await predecessors(page, "2.2").click()
    await expect.poll(async () => (await stored()).get("Procure")?.predecessors, { timeout: 10_000 }).toBe("1.1")
    expect((await stored()).get("Install")).toMatchObject({ predecessors: "1.2, 2.1SS+1d" })
    await expect.poll(() => predecessors(page, "2.2").inputValue()).toBe("1.2, 2.1SS+1d")

    // float and the critical path: Build and Install drive the finish; Design and Procure have a day
    await expect.poll(() => floatOf(page, "1.1")).toBe("1d")
    expect(await floatOf(page, "1.2")).toBe("0dCritical")
    expect(await floatOf(page, "2.1")).toBe("1d")
    expect(await floatOf(page, "2.2")).toBe("0dCritical")
    expect([await isCritical(page, "1.1"), await isCritical(page, "1.2"), await isCritical(page, "2.1"), await isCritical(page, "2.2")]).toEqual([false, true, false, true])
    expect(await page.getByRole("note", { name: "Critical path legend" }).getByText("Link tasks to see float", { exact: false }).count()).toBe(0)
    await page.screenshot({ path: `${SHOTS}/wbs-links-1280.png`, fullPage: true })
    expect(await seriousViolations(page)).toEqual([])

    // a cycle typed: the engine's message under the field, nothing sent
    await predecessors(page, "1.2").fill("2.2")
    const cycle = "Task links form a cycle: 1.2 (Build) -> 2.2 (Install) -> 1.2 (Build)"
    await page.locator('[data-wbs="1.2"]').getByRole("alert").getByText(cycle).waitFor()
    expect(await predecessors(page, "1.2").getAttribute("aria-invalid")).toBe("true")
    const badNotation = "3XX"
    await predecessors(page, "1.2").fill(badNotation)
    await page.locator('[data-wbs="1.2"]').getByRole("alert").getByText('"3XX" does not', { exact: false }).waitFor()
    await predecessors(page, "1.2").fill("")
    expect(await page.locator('[data-wbs="1.2"]').getByRole("alert").count()).toBe(0)
    await page.waitForTimeout(900)
    expect((await stored()).get("Build")?.predecessors).toBe("")

    // a cycle only the server sees (another tab linked Design after Build): the save is refused with the
    // server's message and the typed text stays in the field
    expect((await api(page, "PUT", `/api/wbs/item/${design.id}`, { predecessors: "1.2" })).status).toBe(200)
    await predecessors(page, "1.2").fill("2.1")
    await predecessors(page, "1.1").click()
    await page.getByText(/Task links form a cycle: .*\(Build\)/).first().waitFor()
    expect(await predecessors(page, "1.2").inputValue()).toBe("2.1")
    expect((await stored()).get("Build")?.predecessors).toBe("")
    await page.reload()
    await predecessors(page, "1.1").waitFor()
    expect(await predecessors(page, "1.1").inputValue()).toBe("1.2")
    await predecessors(page, "1.1").fill("")
    await predecessors(page, "2.2").click()
    await expect.poll(async () => (await stored()).get("Design")?.predecessors, { timeout: 10_000 }).toBe("")

    // outdent Build: it becomes 2, so Install's predecessors read 2 and 3.1 at once, and after the save
    await page.getByRole("button", { name: "Outdent 1.2", exact: true }).click()
    await expect.poll(() => numbers(page)).toEqual(["1", "1.1", "2", "3", "3.1", "3.2"])
    expect(await predecessors(page, "3.2").inputValue()).toBe("2, 3.1SS+1d")
    await expect.poll(async () => (await stored()).get("Build")?.wbs, { timeout: 10_000 }).toBe("2")
    expect((await stored()).get("Install")?.predecessors).toBe("2, 3.1SS+1d")
    // indent it back under Phase A
    await page.getByRole("button", { name: "Indent 2", exact: true }).click()
    await expect.poll(() => numbers(page)).toEqual(["1", "1.1", "1.2", "2", "2.1", "2.2"])
    expect(await predecessors(page, "2.2").inputValue()).toBe("1.2, 2.1SS+1d")
    await expect.poll(async () => (await stored()).get("Build")?.wbs, { timeout: 10_000 }).toBe("1.2")
    expect((await stored()).get("Install")?.links).toEqual([
      { predecessor_id: build.id, type: "FS", lag: 0 },
      { predecessor_id: procure.id, type: "SS", lag: 1 }
    ])

    // delete Procure: its links go with it, in the screen at once and on the server
    await page.getByRole("button", { name: "Delete 2.1", exact: true }).click()
    await expect.poll(() => numbers(page)).toEqual(["1", "1.1", "1.2", "2", "2.1"])
    expect(await predecessors(page, "2.1").inputValue()).toBe("1.2")
    await expect.poll(async () => (await stored()).get("Install")?.predecessors, { timeout: 10_000 }).toBe("1.2")
    expect((await stored()).has("Procure")).toBe(false)
    await page.reload()
    await predecessors(page, "2.1").waitFor()
    expect(await predecessors(page, "2.1").inputValue()).toBe("1.2")
    await expect.poll(() => floatOf(page, "2.1")).toBe("0dCritical")
    expect(install.id).toBeGreaterThan(0)

    // 375 px: the table scrolls sideways inside its box, the page does not
    const narrow = await web.newPage(375)
    await narrow.context().addCookies(await page.context().cookies())
    await narrow.goto(page.url())
    await predecessors(narrow, "2.1").waitFor()
    await narrow.screenshot({ path: `${SHOTS}/wbs-links-375.png`, fullPage: true })
    expect(await narrow.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true)
  })

  it("WBS Builder: Download MS Project XML, Import MS Project XML back (links kept), a hostile file refused with nothing changed", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("mspxml"))
    await subscribeMonthly(page)
    const projectId = Number((await createWaterfallProject(page, web.app.url, "Clinic refit")).searchParams.get("projectId"))
    const add = async (task: string, parent: number | null, duration_days: number, predecessors?: string) =>
      (await api(page, "POST", "/api/wbs/item", { project_id: projectId, task, parent_id: parent, duration_days, ...(predecessors ? { predecessors } : {}) })).json.item
    const phase = await add("Works", null, 5)
    await add("Strip out", phase.id, 3)
    await add("Rewire", phase.id, 4, "1.1")
    await add("Paint", phase.id, 2, "1.2FS+1d")
    const view = async () => ((await api(page, "GET", `/api/wbs?project_id=${projectId}`)).json.items as Array<any>).map((i) => [i.wbs, i.task, i.has_children ? "summary" : i.duration_days, i.predecessors])
    const before = await view()
    await page.goto(`${web.app.url}/app/wbs?${new URLSearchParams({ project: "Clinic refit", projectId: String(projectId) })}`)
    await predecessors(page, "1.3").waitFor()

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download MS Project XML" }).click()])
    const path = await download.path()
    const xml = readFileSync(path ?? "", "utf8")
    expect(download.suggestedFilename()).toMatch(/\.xml$/)
    expect(xml).toContain("<Project")
    expect(xml).toContain("<PredecessorLink>")
    const [calendar] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download iCalendar" }).click()])
    expect(calendar.suggestedFilename()).toMatch(/\.ics$/)
    expect(readFileSync((await calendar.path()) ?? "", "utf8")).toMatch(/^BEGIN:VCALENDAR\r\n/)

    // a hostile file (an entity declaration) is refused with the reason, nothing changes
    await page.getByLabel("MS Project XML file to import").setInputFiles({ name: "evil.xml", mimeType: "application/xml", buffer: Buffer.from('<?xml version="1.0"?><!DOCTYPE p [<!ENTITY x "y">]><Project><Tasks/></Project>') })
    await page.getByRole("dialog").getByRole("button", { name: "Import" }).click()
    await page.getByTestId("wbs-exchange-status").getByText(/^evil\.xml: /).waitFor()
    expect(await view()).toEqual(before)

    // the downloaded plan imported back over the WBS: the same tasks, numbers, leaf durations and links
    // (a summary row takes its span from the file)
    await page.getByLabel("MS Project XML file to import").setInputFiles({ name: "clinic.xml", mimeType: "application/xml", buffer: Buffer.from(xml) })
    await page.getByRole("dialog").getByText("Replace them with the imported plan").click()
    await page.getByRole("dialog").getByRole("button", { name: "Import" }).click()
    await page.getByTestId("wbs-exchange-status").getByText("Imported 4 tasks from clinic.xml").waitFor()
    expect(await view()).toEqual(before)
    expect(await predecessors(page, "1.3").inputValue()).toBe("1.2FS+1d")
    await page.screenshot({ path: `${SHOTS}/wbs-exchange-1280.png` })

    // an edit still inside its autosave debounce is saved before an import adds the file after it
    await page.getByLabel("Task 1.3", { exact: true }).fill("Paint walls")
    await page.getByLabel("MS Project XML file to import").setInputFiles({ name: "clinic.xml", mimeType: "application/xml", buffer: Buffer.from(xml) })
    await page.getByRole("dialog").getByText("Add the imported plan after them").click()
    await page.getByRole("dialog").getByRole("button", { name: "Import" }).click()
    // (the status line already reads "Imported 4 tasks" from the first import: wait for the rows themselves)
    await expect
      .poll(async () => (await view()).map((r) => r[1]), { timeout: 15_000 })
      .toEqual(["Works", "Strip out", "Rewire", "Paint walls", "Works", "Strip out", "Rewire", "Paint"])
  })

  it("Agile Schedule: typed predecessors date the schedule, critical rows and float, the cycle message", async () => {
    const page = await web.newPage()
    const projectId = Number(await subscribedAgileProject(page, web.app.url, "schedlinks", "Kiosk rollout"))
    const ref = { project_id: projectId }
    expect((await api(page, "POST", "/api/agile/schedule/recalc", { ...ref, base_start: "2026-11-23" })).status).toBe(200)
    const add = async (title: string, parent_id: number | null, duration_days: number, type = "task") =>
      (await api(page, "POST", "/api/agile/schedule/task", { ...ref, title, parent_id, duration_days, type })).json.task
    const phase = await add("Pilot", null, 0, "phase")
    await add("Site survey", phase.id, 3)
    await add("Install kiosks", phase.id, 6)
    await add("Train staff", phase.id, 2)
    await page.goto(`${web.app.url}/app/agile/schedule?${new URLSearchParams({ project: "Kiosk rollout", projectId: String(projectId) })}`)
    await predecessors(page, "1.3").waitFor()
    // the chain first: Train staff starts after Install kiosks (Thu 26 Nov - Thu 3 Dec)
    expect(await page.locator('[data-wbs="1.3"] td.wbs-date').first().textContent()).toBe("4 Dec 2026")

    // Train staff only needs the survey: it moves up, Install kiosks alone is critical
    await predecessors(page, "1.3").fill("1.1")
    await predecessors(page, "1.3").blur()
    await expect.poll(() => page.locator('[data-wbs="1.3"] td.wbs-date').first().textContent(), { timeout: 10_000 }).toBe("26 Nov 2026")
    await expect.poll(() => floatOf(page, "1.2")).toBe("0dCritical")
    expect(await floatOf(page, "1.3")).toBe("1d")
    expect(await floatOf(page, "1.1")).toBe("1d")
    expect(await isCritical(page, "1.3")).toBe(false)

    await predecessors(page, "1.1").fill("1.3")
    await page.locator('[data-wbs="1.1"]').getByRole("alert").getByText("Task links form a cycle: 1.1 (Site survey) -> 1.3 (Train staff) -> 1.1 (Site survey)").waitFor()
    await page.screenshot({ path: `${SHOTS}/schedule-links-1280.png`, fullPage: true })

    // the schedule's MS Project XML carries the link; the calendar opens as iCalendar; no import here
    const [xmlFile] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download MS Project XML" }).click()])
    const xml = readFileSync((await xmlFile.path()) ?? "", "utf8")
    expect(xml).toContain("<Name>Train staff</Name>")
    expect(xml).toContain("<PredecessorLink>")
    const [calendar] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Download iCalendar" }).click()])
    expect(readFileSync((await calendar.path()) ?? "", "utf8")).toMatch(/^BEGIN:VCALENDAR\r\n/)
    expect(await page.getByRole("button", { name: "Import MS Project XML" }).count()).toBe(0)
  })
})
