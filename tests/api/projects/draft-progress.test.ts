// Issue 35: POST /api/projects/draft with a model configured (a local OpenAI-compatible server this test starts,
// which answers every task but the risk register's), streamed as NDJSON through the real server: each module's
// state in order as it happens, the model's failure on one module keeping what was drafted before it, a retry
// with the model, a retry with that module drafted offline, and the save (nothing is saved before it); a client that
// goes away stops the drafting.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest"
import { Ajv2020 } from "ajv/dist/2020.js"
import addFormats from "ajv-formats"
import { KEPT_DRAFT_CHANGED } from "@initpack/core/messages/project-draft"
import type { DraftStreamLine } from "@initpack/core/use-cases/pack/draft-events"
import { packSteps } from "@initpack/core/use-cases/pack/pack-progress"
import { completion, errorAnswer, jsonCompletion, startOpenAiTestServer, taskOf, type OpenAiTestServer } from "../../support/openai-test-server"
import { offlineModelAnswer } from "../../support/offline-model-answers"
import { ApiClient, startTestServer, subscribedUser, type TestServer } from "../../support/server"

const BRIEF = readFileSync(join(import.meta.dirname, "../../fixtures/briefs/library-refurbishment.md"), "utf8")
const WATERFALL = packSteps("waterfall").map((s) => s.step)

/** The task the model is made to fail, and how (a 500 on every try, or an answer that is never JSON). */
let failing: { task: string; how: "500" | "not json" } | null = { task: "draftRiskRegister", how: "500" }

/** How long the model takes over each answer (ms). */
let slow = 0

/** Every task answered as the offline drafter would, except the failing one. */
const answer = (body: Parameters<typeof taskOf>[0]) => ({ ...answerNow(body), delayMs: slow })
const answerNow = (body: Parameters<typeof taskOf>[0]) => {
  const { task, request } = taskOf(body)
  if (failing?.task === task) return failing.how === "500" ? errorAnswer(500, "the model crashed") : completion("Sorry, I cannot answer in JSON today.")
  const drafted = offlineModelAnswer(task, request)
  return drafted ? jsonCompletion(drafted) : errorAnswer(400, `unknown task ${task}`)
}

interface TimedLine {
  readonly at: number
  readonly line: DraftStreamLine
}

/** POSTs the draft asking for NDJSON and reads the lines as they arrive, each with its arrival time. */
const streamDraft = async (client: ApiClient, body: unknown): Promise<{ status: number; contentType: string; lines: Array<TimedLine>; text?: string }> => {
  const res = await fetch(`${client.baseUrl}/api/projects/draft`, {
    method: "POST",
    headers: { origin: client.baseUrl, "content-type": "application/json", accept: "application/x-ndjson", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
    body: JSON.stringify(body)
  })
  const contentType = res.headers.get("content-type") ?? ""
  if (!contentType.includes("ndjson")) return { status: res.status, contentType, lines: [], text: await res.text() }
  const lines: Array<TimedLine> = []
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
  let buffered = ""
  for (;;) {
    const { value, done } = await reader.read()
    if (done) break
    buffered += value
    const parts = buffered.split("\n")
    buffered = parts.pop()!
    for (const part of parts) if (part.trim() !== "") lines.push({ at: performance.now(), line: JSON.parse(part) as DraftStreamLine })
  }
  expect(buffered).toBe("")
  return { status: res.status, contentType, lines }
}

/** Checks a streamed line against the schema the served OpenAPI document gives one line of the stream. */
const lineChecker = async (client: ApiClient) => {
  const doc = (await client.get("/api/openapi.json")).json
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  ajv.addSchema({ ...doc, $id: "https://initpack.test/openapi.json" })
  const check = ajv.compile({ $ref: "https://initpack.test/openapi.json#/paths/~1api~1projects~1draft/post/responses/200/content/application~1x-ndjson/schema" })
  return (lines: ReadonlyArray<TimedLine>) => lines.flatMap(({ line }) => (check(line) ? [] : [`${JSON.stringify(line).slice(0, 120)}: ${ajv.errorsText(check.errors)}`]))
}

const moduleStates = (lines: ReadonlyArray<TimedLine>) =>
  lines.flatMap(({ line }) => (line.type === "module" ? [`${line.module} ${line.status}${line.status === "done" && line.kept ? " (kept)" : ""}`] : []))

describe("POST /api/projects/draft streamed, with a model that fails one module (PGlite)", { timeout: 60_000 }, () => {
  let ai: OpenAiTestServer
  let server: TestServer
  const saved = { base: process.env.OPENAI_BASE_URL, key: process.env.OPENAI_API_KEY, model: process.env.OPENAI_MODEL }
  const restore = (name: "OPENAI_BASE_URL" | "OPENAI_API_KEY" | "OPENAI_MODEL", value: string | undefined) => {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }

  beforeAll(async () => {
    ai = await startOpenAiTestServer(answer)
    process.env.OPENAI_BASE_URL = ai.baseURL
    process.env.OPENAI_API_KEY = "test-key"
    process.env.OPENAI_MODEL = "test-model"
    server = await startTestServer("pglite")
  })
  afterAll(async () => {
    await server?.stop()
    await ai?.close()
    restore("OPENAI_BASE_URL", saved.base)
    restore("OPENAI_API_KEY", saved.key)
    restore("OPENAI_MODEL", saved.model)
  })
  beforeEach(() => {
    failing = { task: "draftRiskRegister", how: "500" }
    slow = 0
  })

  const tasksAsked = (from: number) => ai.requests.slice(from).map((r) => taskOf(r.body).task)

  it("streams each module as it is drafted, keeps scope and stakeholders when risks fail, retries, drafts risks offline, saves", async () => {
    const { client } = await subscribedUser(server.url)
    const form = (await client.post("/api/briefs/read", { text: BRIEF })).json.form

    // 1. the model answers scope and stakeholders, then fails the risk register three times (one try, two retries)
    let asked = ai.requests.length
    const first = await streamDraft(client, { brief: form })
    expect(first.status).toBe(200)
    expect(first.contentType).toContain("application/x-ndjson")
    const start = first.lines[0]!.line
    expect(start).toEqual({ type: "start", method: "waterfall", drafter: "openai:test-model", modules: packSteps("waterfall").map((s) => ({ module: s.step, label: s.label })) })
    expect(moduleStates(first.lines)).toEqual(["scope drafting", "scope done", "stakeholders drafting", "stakeholders done", "risks drafting", "risks failed"])
    const last = first.lines.at(-1)!.line
    if (last.type !== "failed") throw new Error(`expected a failed line, got ${JSON.stringify(last).slice(0, 300)}`)
    expect(last).toMatchObject({ module: "risks", label: "Risk register", kind: "unavailable" })
    expect(last.reason).toContain("500")
    expect(last.message).toBe(`Risk register could not be drafted with the model: ${last.reason}. The 2 modules drafted before it are kept. Retry it with the model, or draft it offline.`)
    expect(Object.keys(last.resume.kept)).toEqual(["scope", "stakeholders"])
    expect(last.steps.map((s) => s.step)).toEqual(["scope", "stakeholders"])
    const failedLine = first.lines.find(({ line }) => line.type === "module" && line.status === "failed")!.line
    expect(failedLine).toMatchObject({ module: "risks", kind: "unavailable", reason: last.reason })
    expect(tasksAsked(asked).filter((t) => t === "draftRiskRegister")).toHaveLength(3)
    expect(tasksAsked(asked)).toContain("draftScope")
    // streamed, not buffered: scope was told done well before the retries of the risk register ended (0.5 s + 1 s back-off)
    const scopeDone = first.lines.find(({ line }) => line.type === "module" && line.module === "scope" && line.status === "done")!
    expect(first.lines.at(-1)!.at - scopeDone.at).toBeGreaterThan(1000)
    // nothing is saved before Save
    expect((await client.get("/api/projects")).json.projects).toEqual([])

    // 2. retry with the model: the kept modules are not drafted again; risks fail again
    asked = ai.requests.length
    const again = await streamDraft(client, { brief: form, resume: last.resume })
    expect(moduleStates(again.lines)).toEqual(["scope done (kept)", "stakeholders done (kept)", "risks drafting", "risks failed"])
    expect(tasksAsked(asked)).toEqual(["draftRiskRegister", "draftRiskRegister", "draftRiskRegister"])
    const secondFailure = again.lines.at(-1)!.line
    if (secondFailure.type !== "failed") throw new Error("expected a failed line")
    expect(secondFailure.resume.kept).toEqual(last.resume.kept)

    // 3. risks drafted offline, the rest with the model; the kept scope is the draft's scope
    asked = ai.requests.length
    const third = await streamDraft(client, { brief: form, resume: secondFailure.resume, offline_modules: ["risks"] })
    expect(moduleStates(third.lines)).toEqual([
      "scope done (kept)",
      "stakeholders done (kept)",
      ...WATERFALL.slice(2).flatMap((m) => [`${m} drafting`, `${m} done`])
    ])
    const drafters = Object.fromEntries(third.lines.flatMap(({ line }) => (line.type === "module" && line.status === "done" && !line.kept ? [[line.module, line.drafter]] : [])))
    expect(drafters).toEqual({ risks: "offline", wbs: "openai:test-model", execution_summary: "openai:test-model", budget: "openai:test-model", comms: "openai:test-model" })
    expect(tasksAsked(asked)).not.toContain("draftRiskRegister")
    expect(tasksAsked(asked)).not.toContain("draftScope")
    expect(tasksAsked(asked)).toContain("draftWbs")
    const done = third.lines.at(-1)!.line
    if (done.type !== "draft") throw new Error(`expected the draft, got ${JSON.stringify(done).slice(0, 300)}`)
    expect(done.steps.map((s) => s.step)).toEqual(WATERFALL)
    expect(JSON.parse(JSON.stringify(done.draft.scope))).toEqual(last.resume.kept.scope)
    expect(done.draft.risks?.length).toBeGreaterThan(0)
    expect((await client.get("/api/projects")).json.projects).toEqual([])

    // every line is one the served OpenAPI document describes (and the check refuses a line it does not)
    const check = await lineChecker(client)
    expect([...check(first.lines), ...check(again.lines), ...check(third.lines)]).toEqual([])
    expect(check([{ at: 0, line: { type: "module", module: "risks", label: "Risk register", status: "halfway" } as unknown as DraftStreamLine }])).toHaveLength(1)

    // 4. the save takes the draft as the stream answered it
    const savedProject = await client.post("/api/projects/from-draft", { draft: done.draft, signature: done.signature, removed: [] })
    expect(savedProject.status).toBe(201)
    expect((await client.get("/api/projects")).json.projects.map((p: { name: string }) => p.name)).toEqual([form.name])
  })

  it("an answer that is still not JSON after the one repair fails that module (comms) after the others were drafted", async () => {
    failing = { task: "commsPlan", how: "not json" }
    const { client } = await subscribedUser(server.url)
    const form = (await client.post("/api/briefs/read", { text: BRIEF })).json.form
    const asked = ai.requests.length
    const run = await streamDraft(client, { brief: { ...form, name: "Library comms" } })
    expect(moduleStates(run.lines)).toEqual([...WATERFALL.slice(0, -1).flatMap((m) => [`${m} drafting`, `${m} done`]), "comms drafting", "comms failed"])
    const last = run.lines.at(-1)!.line
    if (last.type !== "failed") throw new Error("expected a failed line")
    expect(last).toMatchObject({ module: "comms", label: "Comms plan", kind: "invalid_output" })
    expect(last.reason).toBe("the model's answer was not usable, even after it was asked once to correct it")
    expect(Object.keys(last.resume.kept)).toEqual(WATERFALL.slice(0, -1))
    expect(tasksAsked(asked).filter((t) => t === "commsPlan")).toHaveLength(2)
  })

  it("agile: the stories fail; the quick draft, scope and epics are kept; the stories drafted offline, the rest with the model", async () => {
    failing = { task: "draftStories", how: "500" }
    const { client } = await subscribedUser(server.url)
    const form = (await client.post("/api/briefs/read", { text: readFileSync(join(import.meta.dirname, "../../fixtures/briefs/booking-app.txt"), "utf8") })).json.form
    expect(form.method).toBe("agile")
    const agile = packSteps("agile").map((s) => s.step)
    const first = await streamDraft(client, { brief: form })
    expect(moduleStates(first.lines)).toEqual([...agile.slice(0, 3).flatMap((m) => [`${m} drafting`, `${m} done`]), "stories drafting", "stories failed"])
    const failed = first.lines.at(-1)!.line
    if (failed.type !== "failed") throw new Error("expected a failed line")
    expect(Object.keys(failed.resume.kept)).toEqual(["quick_draft", "agile_scope", "epics"])
    const asked = ai.requests.length
    const second = await streamDraft(client, { brief: form, resume: failed.resume, offline_modules: ["stories"] })
    expect(moduleStates(second.lines)).toEqual([...agile.slice(0, 3).map((m) => `${m} done (kept)`), ...agile.slice(3).flatMap((m) => [`${m} drafting`, `${m} done`])])
    expect(tasksAsked(asked)).not.toContain("draftStories")
    expect(tasksAsked(asked)).not.toContain("draftEpics")
    expect(tasksAsked(asked)).toContain("scheduleResources")
    const done = second.lines.at(-1)!.line
    if (done.type !== "draft") throw new Error("expected the draft")
    expect(JSON.parse(JSON.stringify(done.draft.epics))).toEqual((failed.resume.kept.epics as Array<unknown>))
    expect(done.draft.stories?.length).toBeGreaterThan(0)
    expect(done.draft.schedule?.tasks?.length).toBeGreaterThan(0)
  })

  it("refuses kept modules the server did not sign (changed, or sent with another brief) before streaming anything", async () => {
    const { client } = await subscribedUser(server.url)
    const form = (await client.post("/api/briefs/read", { text: BRIEF })).json.form
    const first = await streamDraft(client, { brief: form })
    const last = first.lines.at(-1)!.line
    if (last.type !== "failed") throw new Error("expected a failed line")
    const changed = { ...last.resume, kept: { ...last.resume.kept, stakeholders: [] } }
    for (const body of [{ brief: form, resume: changed }, { brief: { ...form, name: "Another library" }, resume: last.resume }]) {
      const refused = await streamDraft(client, body)
      expect(refused.status).toBe(400)
      expect(JSON.parse(refused.text!)).toEqual({ error: KEPT_DRAFT_CHANGED })
    }
  })

  it("a client that goes away stops the drafting: the model is asked nothing more", async () => {
    failing = null
    slow = 300
    const { client } = await subscribedUser(server.url)
    const form = (await client.post("/api/briefs/read", { text: BRIEF })).json.form
    const controller = new AbortController()
    const res = await fetch(`${client.baseUrl}/api/projects/draft`, {
      method: "POST",
      signal: controller.signal,
      headers: { origin: client.baseUrl, "content-type": "application/json", accept: "application/x-ndjson", cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join("; ") },
      body: JSON.stringify({ brief: { ...form, name: "Library left" } })
    })
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader()
    let text = ""
    while (!text.includes('"status":"done"')) text += (await reader.read()).value ?? ""
    controller.abort()
    await new Promise((r) => setTimeout(r, 100))
    const asked = ai.requests.length
    // drafting on would ask for the stakeholders, risks, WBS, summary and comms (300 ms each) in this time
    await new Promise((r) => setTimeout(r, 2500))
    expect(ai.requests.length - asked).toBeLessThanOrEqual(1)
  })

  it("without Accept: application/x-ndjson the call answers JSON as before: the model's failure is a 502; offline_modules hold there too", async () => {
    const { client } = await subscribedUser(server.url)
    const form = (await client.post("/api/briefs/read", { text: BRIEF })).json.form
    const plain = await client.post("/api/projects/draft", { brief: form })
    expect(plain.status).toBe(502)
    // the risk register offline, the rest with the model, answered as JSON
    const asked = ai.requests.length
    const offlineRisks = await client.post("/api/projects/draft", { brief: form, offline_modules: ["risks"] })
    expect(offlineRisks.status).toBe(200)
    expect(tasksAsked(asked)).not.toContain("draftRiskRegister")
    expect(offlineRisks.json.draft.risks.length).toBeGreaterThan(0)
    failing = null
    const ok = await client.post("/api/projects/draft", { brief: form })
    expect(ok.status).toBe(200)
    expect(ok.json.steps.map((s: { step: string }) => s.step)).toEqual(WATERFALL)
  })
})
