// Issue 35 in Debian's Chromium with a model configured: a local OpenAI-compatible server (started by this file,
// before the app) answers every drafting task but the risk register's, which answers 500 on every try. The walk:
// paste -> what we understood -> draft (each module's state shown as it happens) -> the risk register fails, the
// modules before it are kept -> retry with the model (fails again) -> draft it offline -> review -> save -> workspace.
import { readFileSync, writeFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import type { Page } from "playwright-core"
import { errorAnswer, jsonCompletion, startOpenAiTestServer, taskOf, type OpenAiTestServer } from "../support/openai-test-server"
import { offlineModelAnswer } from "../support/offline-model-answers"
import { hasChromium, seriousViolations } from "./support/browser"
import { signUp, subscribeMonthly, uniqueEmail, waitForPath } from "./support/flows"
import { useWebSuite } from "./support/web-suite"

const run = hasChromium() ? describe : describe.skip
const BRIEF = readFileSync(join(import.meta.dirname, "../fixtures/briefs/library-refurbishment.md"), "utf8")
// the model's answers carry this mark in the scope's first goal, so the kept scope can be told from an offline one
const MODEL_MARK = "(model)"

run("New project from a brief with a model that fails one module (Chromium)", { timeout: 240_000 }, () => {
  let ai: OpenAiTestServer
  const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY, model: process.env.OPENAI_MODEL }
  // registered before the web suite's: the app's drafter is chosen from the environment when it starts
  beforeAll(async () => {
    ai = await startOpenAiTestServer((body) => {
      const { task, request } = taskOf(body)
      if (task === "draftRiskRegister") return errorAnswer(500, "the model crashed")
      const answer = offlineModelAnswer(task, request)
      if (answer === undefined) return errorAnswer(400, `unknown task ${task}`)
      if (task !== "draftScope") return jsonCompletion(answer)
      const goals = answer.goals as Array<{ title: string }>
      return jsonCompletion({ ...answer, goals: goals.map((g, i) => (i === 0 ? { ...g, title: `${g.title} ${MODEL_MARK}` } : g)) })
    })
    process.env.OPENAI_BASE_URL = ai.baseURL
    process.env.OPENAI_API_KEY = "test-key"
    process.env.OPENAI_MODEL = "test-model"
  })
  const web = useWebSuite()
  afterAll(async () => {
    await ai?.close()
    for (const [name, value] of [["OPENAI_BASE_URL", saved.base], ["OPENAI_API_KEY", saved.key], ["OPENAI_MODEL", saved.model]] as const) {
      if (value === undefined) delete process.env[name]
      else process.env[name] = value
    }
  })

  const state = (page: Page, module: string) => page.locator(`.draft-progress li[data-module="${module}"]`)
  const projects = async (page: Page) => (await (await page.request.get(`${web.app.url}/api/projects`)).json()).projects as Array<{ id: number; name: string }>
  const shot = async (page: Page, name: string) => writeFileSync(`/tmp/initpack-brief-model-${name}.png`, await page.screenshot({ fullPage: true }))

  it("paste -> draft with the model (progress) -> risks fail, scope and stakeholders kept -> retry -> offline -> review -> save", async () => {
    const page = await web.newPage()
    await signUp(page, web.app.url, uniqueEmail("brief-model"))
    await subscribeMonthly(page)
    await page.goto(`${web.app.url}/app/projects/from-brief`)
    await page.getByLabel("Paste the brief").fill(BRIEF)
    await page.getByRole("button", { name: "Read the brief" }).click()
    await page.getByRole("heading", { name: "What we understood" }).waitFor()

    await page.getByRole("button", { name: "Draft the project" }).click()
    await page.getByRole("heading", { name: "Drafting the project" }).waitFor()
    await page.getByText("Drafted with the model (test-model).").waitFor()
    // each module's state as it happens: scope drafted while the risk register is still being tried (1.5 s of back-off)
    await state(page, "risks").and(page.locator('[data-status="drafting"]')).waitFor({ timeout: 15_000 })
    expect(await state(page, "scope").getAttribute("data-status")).toBe("done")
    expect(await state(page, "stakeholders").getAttribute("data-status")).toBe("done")
    expect(await state(page, "wbs").getAttribute("data-status")).toBe("waiting")
    expect(await state(page, "scope").innerText()).toMatch(/^Scope drafted: \d+ goals?, \d+ deliverables?/)
    expect(await page.getByTestId("draft-progress-live").getAttribute("aria-live")).toBe("polite")
    expect(await page.getByTestId("draft-progress-live").innerText()).toBe("Risk register: drafting…")

    // the failure: which module, why, what was kept
    const failure = page.getByTestId("draft-failure")
    await failure.waitFor({ timeout: 15_000 })
    expect(await failure.innerText()).toMatch(
      /^Risk register could not be drafted with the model: the model could not be reached or answered with an error, even after retrying \(the model endpoint answered 500\)\. The 2 modules drafted before it are kept\. Retry it with the model, or draft it offline\.$/
    )
    expect(await state(page, "risks").getAttribute("data-status")).toBe("failed")
    expect(await page.getByTestId("draft-progress-live").innerText()).toMatch(/^Risk register: failed: the model could not be reached/)
    expect(await projects(page)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])
    await shot(page, "failed-1280")
    await page.setViewportSize({ width: 375, height: 900 })
    await shot(page, "failed-375")
    expect(await seriousViolations(page)).toEqual([])
    await page.setViewportSize({ width: 1280, height: 900 })

    // retry with the model: the kept modules stay drafted (not asked again), the risk register fails again
    const scopeAsked = ai.requests.filter((r) => taskOf(r.body).task === "draftScope").length
    const riskAsked = ai.requests.filter((r) => taskOf(r.body).task === "draftRiskRegister").length
    await page.getByRole("button", { name: "Retry Risk register with the model" }).click()
    await state(page, "risks").and(page.locator('[data-status="drafting"]')).waitFor()
    expect(await state(page, "scope").getAttribute("data-status")).toBe("done")
    await page.getByRole("button", { name: "Retry Risk register with the model" }).waitFor({ timeout: 15_000 })
    expect(ai.requests.filter((r) => taskOf(r.body).task === "draftRiskRegister").length).toBe(riskAsked + 3)
    expect(ai.requests.filter((r) => taskOf(r.body).task === "draftScope").length).toBe(scopeAsked)

    // the offline drafter for the risk register; the modules after it with the model again
    await page.getByRole("button", { name: "Draft Risk register offline" }).click()
    await page.locator('section[data-module="wbs"]').waitFor({ timeout: 30_000 })
    for (const module of ["scope", "stakeholders", "risks", "wbs", "execution_summary", "budget", "comms"]) await page.locator(`section[data-module="${module}"]`).waitFor()
    expect(ai.requests.filter((r) => taskOf(r.body).task === "draftRiskRegister").length).toBe(riskAsked + 3)
    // the kept scope is the model's
    expect(await page.locator('section[data-module="scope"] label').filter({ hasText: MODEL_MARK }).count()).toBe(1)
    expect(await page.locator('section[data-module="risks"] input[type="checkbox"]').count()).toBeGreaterThan(0)
    expect(await projects(page)).toEqual([])
    expect(await seriousViolations(page)).toEqual([])

    await page.getByRole("button", { name: "Save the project" }).click()
    const landed = await waitForPath(page, (url) => /^\/app\/projects\/\d+$/.test(url.pathname), 15_000)
    const saved = await projects(page)
    expect(saved.map((p) => p.id)).toEqual([Number(landed.pathname.split("/").pop())])
    const scope = await (await page.request.get(`${web.app.url}/api/scope/latest?${new URLSearchParams({ project_name: saved[0]!.name })}`)).json()
    expect(JSON.stringify(scope)).toContain(MODEL_MARK)
  })
})
