// Issue 38: every response in the OpenAPI document carries the schema of the body the route builds, and real
// answers of a running server (PGlite and PostgreSQL) validate against it with a standard JSON Schema validator.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Ajv2020 } from "ajv/dist/2020.js"
import addFormats from "ajv-formats"
import { compileErrors, validate } from "@readme/openapi-parser"
import { Validator } from "@seriousme/openapi-schema-validator"
import { ApiClient, backends, noticeIfPostgresSkipped, PASSWORD, register, startTestServer, subscribe, type Backend, type TestServer } from "../support/server"
import { SUMMARY } from "./agile/agile-support"
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "./admin/admin-client"

type Json = Record<string, any>
const METHODS = ["get", "put", "post", "patch", "delete"]
const BINARY = ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/zip", "image/png"]
const TEXT = ["text/csv", "text/html", "text/markdown", "text/calendar", "application/xml", "image/svg+xml"]

/**
 * JSON answers whose body has no response Schema yet (the document says only "an object"): the list can only
 * shrink; a route added without a response Schema fails the test.
 */
const UNTYPED_JSON_ANSWERS: ReadonlyArray<string> = []

const operations = (doc: Json) =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => METHODS.includes(m))
      .map((m) => ({ key: `${m.toUpperCase()} ${path}`, path, method: m, op: item[m] as Json }))
  )

const success = (op: Json) => Object.entries(op.responses as Json).filter(([status]) => /^2\d\d$/.test(status)) as Array<[string, Json]>

/** A schema that names no shape: `{ type: "object" }` and nothing else. */
const bare = (schema: Json | undefined) => schema === undefined || (Object.keys(schema).length === 1 && schema.type === "object")

/** What is wrong with each operation's 2xx answers: no content, a media type without a schema, a file not binary, JSON without a shape. */
const responseProblems = (doc: Json, untypedAllowed: ReadonlyArray<string>) => {
  const problems: Array<string> = []
  const untyped: Array<string> = []
  for (const { key, op } of operations(doc)) {
    const ok = success(op)
    if (ok.length === 0) problems.push(`${key}: no 2xx answer`)
    for (const [status, response] of ok) {
      const content = response.content as Record<string, Json> | undefined
      if (!content || Object.keys(content).length === 0) problems.push(`${key} ${status}: no content`)
      for (const [media, entry] of Object.entries(content ?? {})) {
        const schema = entry.schema as Json | undefined
        if (!schema) problems.push(`${key} ${status} ${media}: no schema`)
        else if (BINARY.includes(media)) {
          if (schema.type !== "string" || schema.format !== "binary" || schema.contentMediaType !== media) problems.push(`${key} ${status} ${media}: not binary`)
        } else if (TEXT.includes(media)) {
          if (schema.type !== "string") problems.push(`${key} ${status} ${media}: not text`)
        } else if (media === "application/json") {
          if (bare(schema)) untyped.push(key)
        } else if (media === "application/x-ndjson") {
          // a streamed answer (issue 35): the schema is one line's
          if (bare(schema)) problems.push(`${key} ${status} ${media}: a stream without a line Schema`)
        } else problems.push(`${key} ${status} ${media}: unknown media type`)
      }
    }
  }
  const extra = untyped.filter((k) => !untypedAllowed.includes(k))
  for (const key of extra) problems.push(`${key}: JSON answer without a response Schema`)
  return { problems, untyped }
}

/** A validator of answers by the document's own schemas: the document is added whole, its #/components references resolving. */
const answerValidator = (doc: Json) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  const id = "https://initpack.test/openapi.json"
  ajv.addSchema({ ...structuredClone(doc), $id: id })
  const pointer = (...parts: Array<string>) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")
  return (method: string, path: string, status: number, body: unknown, media = "application/json") => {
    const op = doc.paths[path]?.[method.toLowerCase()] as Json | undefined
    if (!op) throw new Error(`${method} ${path} is not in the document`)
    const response = op.responses[String(status)] as Json | undefined
    if (!response) throw new Error(`${method} ${path} does not document ${status}`)
    const at = response.$ref
      ? `${response.$ref}/content/${pointer(media)}/schema`
      : `#/${pointer("paths", path, method.toLowerCase(), "responses", String(status), "content", media, "schema")}`
    const schema = at.startsWith("#/components/responses/") ? doc.components.responses[at.split("/")[3]!].content[media].schema : doc.paths[path][method.toLowerCase()].responses[String(status)].content[media].schema
    if (bare(schema)) throw new Error(`${method} ${path} ${status} has no response Schema`)
    const check = ajv.compile({ $ref: `${id}${at}` })
    return check(body) ? [] : (check.errors ?? []).map((e) => `${e.instancePath} ${e.message}`)
  }
}

describe("OpenAPI responses: the document's shapes", () => {
  let server: TestServer
  let doc: Json
  beforeAll(async () => {
    server = await startTestServer("pglite")
    doc = (await new ApiClient(server.url).get("/api/openapi.json")).json
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("every operation answers 2xx with a schema per media type: JSON typed from its Schema, files binary, text as text", () => {
    const { problems, untyped } = responseProblems(doc, UNTYPED_JSON_ANSWERS)
    expect(problems).toEqual([])
    // the allowance names only routes still untyped
    expect(UNTYPED_JSON_ANSWERS.filter((k) => !untyped.includes(k))).toEqual([])
    const risk = doc.paths["/api/risk/list"].get.responses["200"].content["application/json"].schema
    expect(risk).toEqual({ $ref: "#/components/schemas/RiskListResponse" })
    expect(doc.components.schemas.RiskView.required).toEqual(expect.arrayContaining(["id", "title", "rag_score", "rag_label", "version"]))
    const pdf = doc.paths["/api/reports/doc"].get.responses["200"].content["application/pdf"].schema
    expect(pdf).toEqual({ type: "string", format: "binary", contentMediaType: "application/pdf" })
    expect(doc.paths["/api/risk/export.csv"].get.responses["200"].content["text/csv"].schema).toEqual({ type: "string" })
    // the check finds a route that lost its schema, an untyped JSON answer and a file that is not binary
    const seeded = structuredClone(doc)
    delete seeded.paths["/api/wbs"].get.responses["200"].content["application/json"].schema
    seeded.paths["/api/agile/backlog"].get.responses["200"].content["application/json"].schema = { type: "object" }
    seeded.paths["/api/reports/initiation"].get.responses["200"].content["application/zip"].schema = { type: "string" }
    expect(responseProblems(seeded, UNTYPED_JSON_ANSWERS).problems.sort()).toEqual([
      "GET /api/agile/backlog: JSON answer without a response Schema",
      "GET /api/reports/initiation 200 application/zip: not binary",
      "GET /api/wbs 200 application/json: no schema"
    ])
  })

  it("error answers carry the spec's error shapes, named from their Schemas", () => {
    const schemas = doc.components.schemas as Record<string, Json>
    expect(schemas.Error).toMatchObject({ type: "object", required: ["error"], properties: { error: { type: "string" } } })
    expect(schemas.PlanLimit!.required).toEqual(["error", "message", "cta"])
    expect(schemas.Conflict!.properties.stale_ids).toEqual({ type: "array", items: { $ref: "#/components/schemas/Int" } })
    expect(schemas.Int).toMatchObject({ type: "integer" })
    for (const [name, response] of Object.entries(doc.components.responses as Record<string, Json>)) {
      expect(response.content["application/json"].schema.$ref, name).toMatch(/^#\/components\/schemas\/(Error|PlanLimit|Conflict)$/)
    }
  })

  it("the document stays valid for both validators, and every schema compiles as JSON Schema 2020-12", async () => {
    const readme = await validate(structuredClone(doc) as Parameters<typeof validate>[0])
    expect(readme.valid ? "" : compileErrors(readme)).toBe("")
    const seriousme = await new Validator().validate(structuredClone(doc))
    expect(seriousme.errors).toBeUndefined()
    expect(seriousme.valid).toBe(true)
    const ajv = new Ajv2020({ strict: false })
    addFormats(ajv)
    ajv.addSchema({ ...structuredClone(doc), $id: "https://initpack.test/openapi.json" })
    for (const name of Object.keys(doc.components.schemas)) {
      expect(() => ajv.compile({ $ref: `https://initpack.test/openapi.json#/components/schemas/${name}` }), name).not.toThrow()
    }
  })
})

/**
 * A client that checks every JSON answer of a route whose document entry has a response Schema (and every error
 * answer) against the document: what it checked, and each mismatch or undocumented status.
 */
class CheckingClient extends ApiClient {
  readonly checked = new Set<string>()
  readonly mismatches: Array<string> = []
  constructor(baseUrl: string, private readonly doc: Json, private readonly check: ReturnType<typeof answerValidator>) {
    super(baseUrl)
  }
  override async call(method: string, path: string, body?: unknown, init: { headers?: Record<string, string>; raw?: string } = {}) {
    const r = await super.call(method, path, body, init)
    const template = operationOf(this.doc, method, path.replace(/\?.*$/, ""))
    if (!template || !(r.headers.get("content-type") ?? "").startsWith("application/json")) return r
    const key = `${method} ${template} ${r.status}`
    const response = this.doc.paths[template][method.toLowerCase()].responses[String(r.status)] as Json | undefined
    if (!response) this.mismatches.push(`${key}: status not in the document`)
    else if (response.$ref || !bare(response.content?.["application/json"]?.schema)) {
      this.checked.add(key)
      for (const error of this.check(method, template, r.status, r.json)) this.mismatches.push(`${key}: ${error}`)
    }
    return r
  }
}

/** The document's path template of a request path (a literal segment wins over a parameter). */
const operationOf = (doc: Json, method: string, path: string): string | undefined => {
  const candidates = Object.keys(doc.paths).filter((t) => doc.paths[t][method.toLowerCase()] && new RegExp(`^${t.replace(/\{[^}]+\}/g, "[^/]+")}$`).test(path))
  return candidates.sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0))[0]
}

describe.each(backends())("OpenAPI responses: real answers validate against the document (%s)", (backend: Backend) => {
  let server: TestServer
  let doc: Json
  let check: ReturnType<typeof answerValidator>
  const clients: Array<CheckingClient> = []
  const client = () => {
    const c = new CheckingClient(server.url, doc, check)
    clients.push(c)
    return c
  }
  /** A paid user (checking client) with one project of `methodology`. */
  const paidWith = async (methodology: "waterfall" | "agile", name: string) => {
    const c = client()
    const user = await register(c)
    expect((await subscribe(c)).status).toBe(200)
    const created = await c.post("/api/projects", { name, methodology })
    expect(created.status).toBe(201)
    return { client: c, ...user, projectId: created.json.id as number, projectName: name }
  }
  beforeAll(async () => {
    noticeIfPostgresSkipped("OpenAPI response validation")
    server = await startTestServer(backend, { ADMIN_EMAIL, ADMIN_PASSWORD })
    doc = (await new ApiClient(server.url).get("/api/openapi.json")).json
    check = answerValidator(doc)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("health and ready", async () => {
    const c = client()
    expect((await c.get("/api/health")).status).toBe(200)
    expect((await c.get("/api/ready")).status).toBe(200)
    expect((await c.get("/api/openapi.json")).status).toBe(200)
    expect(check("GET", "/api/ready", 200, { status: "ok" })).not.toEqual([])
    expect(c.mismatches).toEqual([])
    expect([...c.checked]).toEqual(["GET /api/health 200", "GET /api/ready 200", "GET /api/openapi.json 200"])
  })

  it("waterfall: every module's reads and writes, a report's JSON preview, and the refusals", async () => {
    const { client: c, projectId, projectName } = await paidWith("waterfall", "Depot Relocation")
    const ref = `project_id=${projectId}`
    const named = { project_name: projectName }

    expect((await c.get("/api/projects")).json.projects).toHaveLength(1)
    expect((await c.get(`/api/projects/${projectId}`)).json.project.id).toBe(projectId)
    expect((await c.get(`/api/projects?name=${encodeURIComponent(projectName)}`)).json.project.id).toBe(projectId)
    await c.get("/api/projects/archived")

    // scope
    expect((await c.get(`/api/scope/latest?${ref}`)).json.found).toBe(false)
    const scope = await c.post("/api/scope/generate", { ...named, delivery_approach: "Waterfall / PRINCE2", procurement: "Hardware", clarification_answers: { background: SUMMARY } })
    expect(scope.status).toBe(200)
    expect((await c.get(`/api/scope/latest?${ref}`)).json.found).toBe(true)
    expect((await c.post("/api/scope/save", { ...named, scope: scope.json.scope, version: scope.json.version })).status).toBe(200)
    await c.get(`/api/scope/allowance?${ref}`)
    expect((await c.post("/api/scope/background/save", { ...named, background: "Lease ends in June." })).status).toBe(200)
    await c.get(`/api/scope/background?${ref}`)
    expect((await c.post("/api/scope/background/generate", { ...named, in_scope: scope.json.scope.in_scope })).status).toBe(200)
    const goal = scope.json.scope.goals[0]
    expect((await c.post("/api/scope/kpi/generate", { ...named, goal_title: goal.title, existing_kpis: goal.kpis })).status).toBe(200)
    expect((await c.post("/api/scope/narrative/improve", { ...named, narrative: "We move the racks.", mode: "expand" })).status).toBe(200)

    // risks
    const noBudget = await c.get(`/api/budget/snapshot?${ref}`)
    expect(noBudget.json.found).toBe(false)
    expect((await c.post("/api/risk/generate", { ...named, text: SUMMARY })).status).toBe(200)
    expect((await c.post("/api/risk/generate_more", { ...named, text: SUMMARY })).status).toBe(200)
    const risks = await c.get(`/api/risk/list?${ref}`)
    expect(risks.json.risks.length).toBeGreaterThan(2)
    // the validator refuses a body the document does not describe
    const wrong = structuredClone(risks.json)
    wrong.risks[0].rag_label = "Purple"
    delete wrong.items[0].version
    expect(check("GET", "/api/risk/list", 200, wrong).sort()).toEqual(
      ["/items/0 must have required property 'version'", "/risks/0/rag_label must be equal to one of the allowed values", "/risks/0/rag_label must be null", "/risks/0/rag_label must match a schema in anyOf"].sort()
    )
    const risk = risks.json.risks[0]
    expect((await c.post("/api/risk/update", { ...named, risk_id: risk.id, fields: { title: "Renamed" }, version: risk.version })).status).toBe(200)
    const stale = await c.post("/api/risk/update", { ...named, risk_id: risk.id, fields: { title: "Again" }, version: risk.version })
    expect(stale.status).toBe(409)
    expect((await c.post("/api/risk/mitigation", { ...named, title: "Supplier delay", description: "Racks arrive late" })).status).toBe(200)
    const added = await c.post("/api/risk/add", { ...named, risk: { title: "Power outage during cut-over" } })
    expect(added.status).toBe(200)
    expect((await c.post("/api/risk/delete", { ...named, risk_id: added.json.risk.id })).status).toBe(200)
    expect((await c.post("/api/risk/snapshot", { ...named, items: risks.json.risks })).status).toBe(200)

    // stakeholders and comms
    const up = await c.post("/api/stakeholder/upsert", { ...named, stakeholders: [{ name: "Dana Whitfield", role: "CIO", influence: 9, interest: 8, board_role: "Project Sponsor" }, { name: "Raj Patel", role: "Facilities Lead", influence: 4, interest: 7 }] })
    expect(up.status).toBe(200)
    await c.get(`/api/stakeholder/list?${ref}`)
    expect((await c.post("/api/stakeholder/strategy_raci", { ...named, stakeholders: up.json.stakeholders })).status).toBe(200)
    expect((await c.post("/api/stakeholder/matrix", { ...named, stakeholders: [] })).status).toBe(200)
    expect((await c.post("/api/stakeholder/delete", { ...named, stakeholder_id: up.json.stakeholders[1].id })).status).toBe(200)
    await c.get(`/api/comms/prefill?${ref}`)
    expect((await c.get(`/api/comms/latest?${ref}`)).json.found).toBe(false)
    const plan = await c.post("/api/comms/shortplan", { ...named, context: "", project_approach: "Waterfall", project_method: "PRINCE2" })
    expect(plan.status).toBe(200)
    expect((await c.post("/api/comms/save", { ...named, plan: plan.json.plan, project_approach: "Waterfall", base_id: plan.json.id })).status).toBe(200)
    expect((await c.get(`/api/comms/latest?${ref}`)).json.found).toBe(true)

    // WBS
    expect((await c.post("/api/wbs/generate", { ...named, project_scope: SUMMARY, base_start: "2026-03-02" })).status).toBe(200)
    const wbs = await c.get(`/api/wbs?${ref}`)
    expect(wbs.json.items.length).toBeGreaterThan(3)
    const item = await c.post("/api/wbs/item", { project_id: projectId, task: "Label the racks", duration_days: 2 })
    expect(item.status).toBe(201)
    expect((await c.post("/api/wbs/items", { project_id: projectId, items: [{ task: "Pack", duration_days: 1, level: 0 }] })).status).toBe(201)
    expect((await c.call("PUT", `/api/wbs/item/${item.json.id}`, { project_id: projectId, duration_days: 3, version: item.json.item.version })).status).toBe(200)
    expect((await c.call("DELETE", `/api/wbs/item/${item.json.id}`)).status).toBe(200)
    expect((await c.post("/api/wbs/recalc", { ...named, base_start: "2026-04-06" })).status).toBe(200)
    await c.get(`/api/wbs/import/stamp?${ref}`)
    await c.get(`/api/wbs/summary?${ref}`)
    const summary = await c.post("/api/wbs/summary/regenerate", { ...named })
    expect(summary.status).toBe(200)
    expect((await c.post("/api/wbs/summary/save", { ...named, content_md: "# Summary", version: summary.json.version })).status).toBe(200)

    // budget
    await c.get("/api/budget/defaults")
    const generated = await c.post("/api/budget/generate", { ...named, config: { currency: "GBP", default_rate: 100, contingency_pct: 0.1 } })
    expect(generated.status).toBe(200)
    const budget = await c.get(`/api/budget/snapshot?${ref}`)
    expect(budget.json.found).toBe(true)
    expect(budget.json.budget.items.length).toBeGreaterThan(0)
    const line = budget.json.budget.items[0]
    expect((await c.post("/api/budget/update_cost_types", { ...named, updates: [{ id: line.id, cost_type: "CAPEX" }], version: budget.json.version })).status).toBe(200)

    // forecast
    const estimates = await c.get(`/api/forecast/estimates?${ref}`)
    expect(estimates.json.items.length).toBeGreaterThan(0)
    const leaf = estimates.json.items[0]
    expect((await c.call("PUT", "/api/forecast/estimates", { ...named, version: estimates.json.version, items: [{ id: leaf.id, optimistic: leaf.most_likely, pessimistic: leaf.most_likely + 3 }] })).status).toBe(200)
    const forecastRisks = await c.get(`/api/forecast/risks?${ref}`)
    expect(forecastRisks.json.items.length).toBeGreaterThan(0)
    expect((await c.call("PUT", "/api/forecast/risks", { ...named, version: forecastRisks.json.version, items: [{ id: forecastRisks.json.items[0].id, probability: 0.5, cost_impact: 12_000 }] })).status).toBe(200)
    expect((await c.post("/api/forecast/run", { ...named, iterations: 500 })).status).toBe(200)
    expect((await c.call("PUT", "/api/forecast/contingency", { ...named, method: "risk_exposure", version: 0 })).status).toBe(200)

    // a report's JSON preview
    const report = await c.get(`/api/reports/doc?${ref}&doc_type=pid&format=html`)
    expect(report.status).toBe(200)
    expect(report.headers.get("content-type")).toMatch(/^application\/json/)
    expect((await c.get(`/api/reports/health?${ref}`)).json.findings.length).toBeGreaterThan(0)
    expect((await c.post("/api/feedback/submit", { type: "Feature Request", message: "Please add Gantt export." })).status).toBe(200)

    // refusals: signed out (401), a bad id (400)
    const signedOut = new CheckingClient(server.url, doc, check)
    clients.push(signedOut)
    expect((await signedOut.get(`/api/risk/list?${ref}`)).status).toBe(401)
    expect((await c.get("/api/projects?id=x")).status).toBe(400)

    expect(c.mismatches).toEqual([])
    expect(signedOut.mismatches).toEqual([])
    const checked = [...c.checked, ...signedOut.checked]
    for (const key of [
      "GET /api/projects 200",
      "GET /api/projects/{id} 200",
      "GET /api/risk/list 200",
      "GET /api/risk/list 401",
      "POST /api/risk/update 409",
      "GET /api/projects 400",
      "GET /api/wbs 200",
      "GET /api/budget/snapshot 200",
      "GET /api/reports/doc 200",
      "GET /api/reports/health 200",
      "POST /api/feedback/submit 200",
      "POST /api/wbs/recalc 200",
      "POST /api/stakeholder/strategy_raci 200",
      "POST /api/comms/shortplan 200",
      "POST /api/budget/generate 200",
      "POST /api/forecast/run 200",
      "PUT /api/forecast/contingency 200"
    ])
      expect(checked).toContain(key)
  }, 180_000)

  it("agile: scope, backlog, the shared /scope/improve, and a plan limit's 402", async () => {
    const { client: c, projectId, projectName } = await paidWith("agile", "Ferry Tickets")
    const named = { project_name: projectName }
    expect((await c.get(`/api/agile/scope?project_id=${projectId}&create_if_missing=true`)).status).toBe(200)
    const scope = await c.post("/api/agile/scope/generate", { ...named, delivery_approach: "agile", seed_context: SUMMARY })
    expect(scope.status).toBe(200)
    expect((await c.post("/api/agile/quick-draft", { ...named, delivery_approach: "agile", seed_context: SUMMARY })).status).toBe(200)
    const read = await c.get(`/api/agile/scope?project_id=${projectId}`)
    expect((await c.post("/api/agile/scope/save", { ...named, data: read.json.scope, overwrite: true, version: read.json.version })).status).toBe(200)
    expect((await c.post("/api/agile/scope/expand_vision", { ...named, current_text: "Tickets on phones", north_star_metric: "" })).status).toBe(200)
    expect((await c.post("/api/agile/scope/augment", { ...named, section: "personas", subkey: "lines", count: 2 })).status).toBe(200)
    expect((await c.post("/api/agile/scope/improve", { ...named, section: "assumptions", mode: "add", count: 2 })).status).toBe(200)
    expect((await c.post("/api/scope/improve", { ...named, section: "assumptions", mode: "expand", target_title: "Ferries keep wifi", current_rationale: "" })).status).toBe(200)
    expect((await c.get(`/api/agile/risk/prefill?project_id=${projectId}`)).status).toBe(200)

    expect((await c.post("/api/agile/epics/generate", named)).status).toBe(200)
    expect((await c.post("/api/agile/backlog/generate", named)).status).toBe(200)
    const backlog = await c.get(`/api/agile/backlog?project_name=${encodeURIComponent(projectName)}`)
    expect(backlog.json.epics.length).toBeGreaterThan(1)
    expect(backlog.json.stories.length).toBeGreaterThan(2)
    const saved = await c.post("/api/agile/backlog/save", { ...named, version: backlog.json.version, epics: backlog.json.epics, stories: backlog.json.stories })
    expect(saved.status).toBe(200)

    // release plan and schedule
    const release = await c.get(`/api/agile/release?project_id=${projectId}`)
    expect(release.status).toBe(200)
    const story = backlog.json.stories[0]
    expect((await c.post("/api/agile/release/save", { ...named, lanes: { now: [{ story_id: story.id }], next: [], later: [] }, wip_limits: { now: 3, next: 5, later: 9 }, version: release.json.version })).status).toBe(200)
    expect((await c.post("/api/agile/release/auto_plan", { ...named, target_now_points: 20 })).status).toBe(200)
    expect((await c.post("/api/agile/schedule/generate_plan", { ...named, base_start: "2026-03-02" })).status).toBe(200)
    const schedule = await c.get(`/api/agile/schedule?project_id=${projectId}`)
    const phase = schedule.json.tasks[0]
    const child = await c.post("/api/agile/schedule/task", { ...named, parent_id: phase.id, phase_id: phase.id })
    expect(child.status).toBe(200)
    const childId = child.json.task.id
    expect((await c.post(`/api/agile/schedule/task/${childId}/parent`, { action: "indent" })).status).toBe(200)
    expect((await c.post(`/api/agile/schedule/task/${childId}/outdent`, {})).status).toBe(200)
    expect((await c.call("PUT", `/api/agile/schedule/task/${childId}`, { title: "Spike", duration_days: 2, resource: ["Developer"] })).status).toBe(200)
    expect((await c.post("/api/agile/schedule/recalc", { ...named, base_start: "2026-03-09" })).status).toBe(200)
    expect((await c.post("/api/agile/schedule/generate_resources", named)).status).toBe(200)
    expect((await c.call("DELETE", `/api/agile/schedule/task/${childId}`)).status).toBe(200)

    // agile budget
    await c.get(`/api/budget/agile/defaults?project_id=${projectId}`)
    expect((await c.get(`/api/budget/agile/snapshot?project_id=${projectId}`)).json.budget).toBeNull()
    await c.get(`/api/budget/agile/summary?project_id=${projectId}`)
    expect((await c.post("/api/budget/agile/generate", named)).status).toBe(200)
    const agileBudget = await c.get(`/api/budget/agile/snapshot?project_id=${projectId}`)
    expect(agileBudget.json.budget.items.length).toBeGreaterThan(0)
    const agileLine = agileBudget.json.budget.items[0]
    expect((await c.post("/api/budget/agile/update_cost_types", { ...named, updates: [{ id: agileLine.id, cost_type: "CAPEX" }], version: agileBudget.json.version })).status).toBe(200)

    const free = client()
    await register(free)
    expect((await free.get("/api/risk/list?project_name=Nope")).status).toBe(402)
    expect([...c.mismatches, ...free.mismatches]).toEqual([])
    expect([...c.checked, ...free.checked]).toEqual(
      expect.arrayContaining([
        "GET /api/agile/backlog 200",
        "POST /api/agile/backlog/save 200",
        "GET /api/agile/scope 200",
        "POST /api/scope/improve 200",
        "GET /api/agile/release 200",
        "GET /api/agile/schedule 200",
        "PUT /api/agile/schedule/task/{id} 200",
        "DELETE /api/agile/schedule/task/{id} 200",
        "GET /api/budget/agile/snapshot 200",
        "POST /api/budget/agile/update_cost_types 200",
        "GET /api/risk/list 402"
      ])
    )
  }, 120_000)

  it("platform: session, sign-in, two-factor setup, password reset, plans and subscription, project allowance and archive", async () => {
    const signedOut = client()
    expect((await signedOut.get("/api/auth/me")).json.authenticated).toBe(false)
    await signedOut.get("/api/subscriptions/plans")
    expect((await signedOut.post("/api/auth/password/request", { email: "nobody@example.com" })).status).toBe(200)

    const { client: c, email, projectId, projectName } = await paidWith("waterfall", "Office Move")
    expect((await c.get("/api/auth/me")).json.authenticated).toBe(true)
    await c.get("/api/me")
    for (const path of ["/api/subscriptions/me", "/api/subscriptions/usage", "/api/projects/plan", "/api/projects/capacity", "/api/projects/can-create", "/api/auth/projects/capacity"])
      expect((await c.get(path)).status, path).toBe(200)
    expect((await c.get(`/api/projects/check-name?name=${encodeURIComponent(projectName)}`)).json.exists).toBe(true)
    expect((await c.get(`/api/projects/${projectId}/delivery`)).json.delivery).toBe("waterfall")
    expect((await c.post(`/api/projects/${projectId}/archive`, {})).json.archived_at).not.toBeNull()
    expect((await c.get("/api/auth/projects/archived")).json.projects).toHaveLength(1)
    expect((await c.post(`/api/auth/projects/${projectId}/unarchive`, {})).json.archived_at).toBeNull()
    expect((await c.post("/api/auth/refresh", {})).status).toBe(200)
    expect((await c.post("/api/auth/2fa/setup", {})).status).toBe(200)
    expect((await c.post("/api/auth/logout", {})).status).toBe(200)
    expect((await c.post("/api/auth/login", { email, password: PASSWORD })).status).toBe(200)
    expect((await c.post("/api/auth/login", { email, password: "wrong password here" })).status).toBe(401)

    // a project from a brief: read, drafted, saved, and where its lines came from
    const read = await c.post("/api/briefs/read", { text: `Office Move Two. ${SUMMARY}` })
    expect(read.status).toBe(200)
    const drafted = await c.post("/api/projects/draft", { brief: { ...read.json.form, name: "Office Move Two" } })
    expect(drafted.status).toBe(200)
    expect(drafted.json.draft.wbs.length).toBeGreaterThan(0)
    const agileDraft = await c.post("/api/projects/draft", { brief: { ...read.json.form, name: "Office Move Agile", method: "agile" } })
    expect(agileDraft.status).toBe(200)
    expect(agileDraft.json.draft.stories.length).toBeGreaterThan(0)
    // the draft's Schema is a real shape: a module of the wrong kind or a row field of the wrong type is refused
    expect(check("POST", "/api/projects/draft", 200, { ...drafted.json, draft: { ...drafted.json.draft, risks: "none" } })).not.toEqual([])
    const badRow = { ...drafted.json.draft.wbs[0], duration_days: "five" }
    const rowErrors = check("POST", "/api/projects/draft", 200, { ...drafted.json, draft: { ...drafted.json.draft, wbs: [badRow] } })
    expect(rowErrors).toContain("/draft/wbs/0/duration_days must be number")
    expect(rowErrors.filter((e) => !e.startsWith("/draft/wbs "))).toEqual(rowErrors.filter((e) => e.startsWith("/draft/wbs/0/duration_days ")))
    const fromDraft = await c.post("/api/projects/from-draft", { draft: drafted.json.draft, signature: drafted.json.signature, removed: [] })
    expect(fromDraft.status).toBe(201)
    expect((await c.get(`/api/projects/${fromDraft.json.id}/provenance`)).json.lines.length).toBeGreaterThan(0)

    const fresh = client()
    await register(fresh)
    expect((await fresh.post("/api/subscriptions/free", {})).status).toBe(200)

    const all = [...signedOut.mismatches, ...c.mismatches, ...fresh.mismatches]
    expect(all).toEqual([])
    const checked = [...signedOut.checked, ...c.checked, ...fresh.checked]
    for (const key of [
      "GET /api/auth/me 200",
      "POST /api/auth/register 201",
      "POST /api/auth/login 200",
      "POST /api/auth/login 401",
      "GET /api/subscriptions/gotcha/new 200",
      "POST /api/subscriptions/subscribe 200",
      "GET /api/subscriptions/me 200",
      "POST /api/projects 201",
      "GET /api/projects/capacity 200",
      "POST /api/auth/projects/{id}/unarchive 200",
      "POST /api/briefs/read 200",
      "POST /api/projects/draft 200",
      "POST /api/projects/from-draft 201",
      "GET /api/projects/{id}/provenance 200",
      "POST /api/subscriptions/free 200"
    ])
      expect(checked).toContain(key)
  }, 120_000)

  it("admin: statistics, alerts, user search and one user's plan, reset link, top-ups, projects and deletion", async () => {
    const admin = client()
    expect((await admin.post("/api/auth/login", { email: ADMIN_EMAIL, password: ADMIN_PASSWORD })).status).toBe(200)
    const { id: userId, projectId } = await paidWith("waterfall", "Admin Checked").then((u) => ({ id: u.id, projectId: u.projectId }))
    expect(projectId).toBeGreaterThan(0)
    for (const path of ["/api/admin/stats/users", "/api/admin/stats/subscriptions", "/api/admin/stats/topups", "/api/admin/stats/usage", "/api/admin/stats/alerts?all=true"])
      expect((await admin.get(path)).status, path).toBe(200)
    expect((await admin.get("/api/admin/users?q=example")).json.count).toBeGreaterThan(0)
    expect((await admin.get("/api/auth/admin/users")).status).toBe(200)
    expect((await admin.get(`/api/admin/users/${userId}`)).json.subscription).not.toBeNull()
    expect((await admin.call("PATCH", `/api/admin/users/${userId}`, { is_active: true })).status).toBe(200)
    expect((await admin.get(`/api/admin/users/${userId}/current-plan`)).status).toBe(200)
    expect((await admin.post(`/api/admin/users/${userId}/password-reset`, {})).status).toBe(200)
    expect((await admin.post(`/api/admin/users/${userId}/topups`, { bundles: 1 })).status).toBe(200)
    expect((await admin.call("DELETE", `/api/admin/users/${userId}/projects?archived=all`)).json.deleted).toBe(1)
    expect((await admin.call("DELETE", `/api/admin/users/${userId}`)).status).toBe(200)
    expect((await admin.post("/api/admin/alerts/999999/resolve", {})).status).toBe(404)
    expect(admin.mismatches).toEqual([])
    expect([...admin.checked]).toEqual(
      expect.arrayContaining([
        "GET /api/admin/stats/users 200",
        "GET /api/admin/stats/usage 200",
        "GET /api/admin/users/{id} 200",
        "PATCH /api/admin/users/{id} 200",
        "DELETE /api/admin/users/{id}/projects 200",
        "POST /api/admin/users/{id}/topups 200",
        "POST /api/admin/alerts/{id}/resolve 404"
      ])
    )
  }, 120_000)
})
