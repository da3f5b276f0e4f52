// Issue 38: every response in the OpenAPI document carries the schema of the body the route builds, and real
// answers of a running server (PGlite and PostgreSQL) validate against it with a standard JSON Schema validator.
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { Ajv2020 } from "ajv/dist/2020.js"
import addFormats from "ajv-formats"
import { compileErrors, validate } from "@readme/openapi-parser"
import { Validator } from "@seriousme/openapi-schema-validator"
import { ApiClient, backends, noticeIfPostgresSkipped, register, startTestServer, type Backend, type TestServer } from "../support/server"
import { paidUserWithProject } from "./waterfall/waterfall-support"
import { agileUser, SUMMARY } from "./agile/agile-support"

type Json = Record<string, any>
const METHODS = ["get", "put", "post", "patch", "delete"]
const BINARY = ["application/pdf", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", "application/zip", "image/png"]
const TEXT = ["text/csv", "text/html", "text/markdown", "text/calendar", "application/xml", "image/svg+xml"]

/**
 * JSON answers whose body has no response Schema yet (the document says only "an object"): the list can only
 * shrink; a route added without a response Schema fails the test.
 */
const UNTYPED_JSON_ANSWERS: ReadonlyArray<string> = [
  "DELETE /api/admin/users/{id}",
  "DELETE /api/admin/users/{id}/projects",
  "DELETE /api/agile/schedule/task/{id}",
  "DELETE /api/wbs/item/{id}",
  "GET /api/admin/stats/alerts",
  "GET /api/admin/stats/subscriptions",
  "GET /api/admin/stats/topups",
  "GET /api/admin/stats/usage",
  "GET /api/admin/stats/users",
  "GET /api/admin/users",
  "GET /api/admin/users/{id}",
  "GET /api/admin/users/{id}/current-plan",
  "GET /api/agile/release",
  "GET /api/agile/risk/prefill",
  "GET /api/agile/schedule",
  "GET /api/agile/scope",
  "GET /api/auth/admin/users",
  "GET /api/auth/me",
  "GET /api/auth/projects/can-create",
  "GET /api/auth/projects/capacity",
  "GET /api/auth/projects/check-name",
  "GET /api/auth/projects/plan",
  "GET /api/auth/projects/{id}/delivery",
  "GET /api/auth/projects/{id}/provenance",
  "GET /api/budget/agile/defaults",
  "GET /api/budget/agile/snapshot",
  "GET /api/budget/agile/summary",
  "GET /api/budget/defaults",
  "GET /api/comms/latest",
  "GET /api/comms/prefill",
  "GET /api/forecast/estimates",
  "GET /api/forecast/risks",
  "GET /api/me",
  "GET /api/openapi.json",
  "GET /api/projects/can-create",
  "GET /api/projects/capacity",
  "GET /api/projects/check-name",
  "GET /api/projects/plan",
  "GET /api/projects/{id}/delivery",
  "GET /api/projects/{id}/provenance",
  "GET /api/reports/health",
  "GET /api/reports_agile/health",
  "GET /api/scope/allowance",
  "GET /api/scope/background",
  "GET /api/scope/latest",
  "GET /api/stakeholder/list",
  "GET /api/subscriptions/gotcha/new",
  "GET /api/subscriptions/me",
  "GET /api/subscriptions/plans",
  "GET /api/subscriptions/usage",
  "GET /api/wbs/import/stamp",
  "GET /api/wbs/summary",
  "PATCH /api/admin/users/{id}",
  "PATCH /api/agile/schedule/task/{id}",
  "POST /api/admin/alerts/{id}/resolve",
  "POST /api/admin/users/{id}/password-reset",
  "POST /api/admin/users/{id}/topups",
  "POST /api/agile/backlog/generate",
  "POST /api/agile/backlog/save",
  "POST /api/agile/epics/generate",
  "POST /api/agile/quick-draft",
  "POST /api/agile/release/auto_plan",
  "POST /api/agile/release/save",
  "POST /api/agile/schedule/generate_plan",
  "POST /api/agile/schedule/generate_resources",
  "POST /api/agile/schedule/recalc",
  "POST /api/agile/schedule/task",
  "POST /api/agile/schedule/task/{id}/indent",
  "POST /api/agile/schedule/task/{id}/outdent",
  "POST /api/agile/schedule/task/{id}/parent",
  "POST /api/agile/scope/augment",
  "POST /api/agile/scope/expand_vision",
  "POST /api/agile/scope/generate",
  "POST /api/agile/scope/improve",
  "POST /api/agile/scope/save",
  "POST /api/agile/stories/generate",
  "POST /api/auth/2fa/activate",
  "POST /api/auth/2fa/disable",
  "POST /api/auth/2fa/setup",
  "POST /api/auth/login",
  "POST /api/auth/logout",
  "POST /api/auth/password/request",
  "POST /api/auth/password/reset",
  "POST /api/auth/password/reset/confirm",
  "POST /api/auth/password/reset/request",
  "POST /api/auth/projects",
  "POST /api/auth/projects/draft",
  "POST /api/auth/projects/from-draft",
  "POST /api/auth/projects/{id}/archive",
  "POST /api/auth/projects/{id}/unarchive",
  "POST /api/auth/refresh",
  "POST /api/auth/register",
  "POST /api/billing/topups/checkout",
  "POST /api/briefs/read",
  "POST /api/budget/agile/generate",
  "POST /api/budget/agile/update_cost_types",
  "POST /api/budget/generate",
  "POST /api/budget/update_cost_types",
  "POST /api/comms/save",
  "POST /api/comms/shortplan",
  "POST /api/feedback/submit",
  "POST /api/forecast/run",
  "POST /api/projects",
  "POST /api/projects/draft",
  "POST /api/projects/from-draft",
  "POST /api/projects/{id}/archive",
  "POST /api/projects/{id}/unarchive",
  "POST /api/risk/add",
  "POST /api/risk/delete",
  "POST /api/risk/generate",
  "POST /api/risk/generate_more",
  "POST /api/risk/mitigation",
  "POST /api/risk/snapshot",
  "POST /api/risk/update",
  "POST /api/scope/background/generate",
  "POST /api/scope/background/save",
  "POST /api/scope/generate",
  "POST /api/scope/improve",
  "POST /api/scope/kpi/generate",
  "POST /api/scope/narrative/improve",
  "POST /api/scope/save",
  "POST /api/stakeholder/delete",
  "POST /api/stakeholder/matrix",
  "POST /api/stakeholder/strategy_raci",
  "POST /api/stakeholder/upsert",
  "POST /api/subscriptions/free",
  "POST /api/subscriptions/subscribe",
  "POST /api/wbs/generate",
  "POST /api/wbs/import",
  "POST /api/wbs/item",
  "POST /api/wbs/items",
  "POST /api/wbs/recalc",
  "POST /api/wbs/summary/regenerate",
  "POST /api/wbs/summary/save",
  "PUT /api/agile/schedule/task/{id}",
  "PUT /api/forecast/contingency",
  "PUT /api/forecast/estimates",
  "PUT /api/forecast/risks",
  "PUT /api/wbs/item/{id}",
]

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

describe.each(backends())("OpenAPI responses: real answers validate against the document (%s)", (backend: Backend) => {
  let server: TestServer
  let doc: Json
  let check: ReturnType<typeof answerValidator>
  beforeAll(async () => {
    noticeIfPostgresSkipped("OpenAPI response validation")
    server = await startTestServer(backend)
    doc = (await new ApiClient(server.url).get("/api/openapi.json")).json
    check = answerValidator(doc)
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("health and ready", async () => {
    const client = new ApiClient(server.url)
    const health = await client.get("/api/health")
    expect(health.status).toBe(200)
    expect(check("GET", "/api/health", 200, health.json)).toEqual([])
    const ready = await client.get("/api/ready")
    expect(ready.status).toBe(200)
    expect(check("GET", "/api/ready", 200, ready.json)).toEqual([])
    expect(check("GET", "/api/ready", 200, { status: "ok" })).not.toEqual([])
  })

  it("waterfall: projects, risks, WBS, budget (none yet and saved), a report's JSON preview, and the refusals", async () => {
    const { client, projectId, projectName } = await paidUserWithProject(server, "Depot Relocation")
    const ref = `project_id=${projectId}`

    const projects = await client.get("/api/projects")
    expect(projects.status).toBe(200)
    expect(projects.json.projects).toHaveLength(1)
    expect(check("GET", "/api/projects", 200, projects.json)).toEqual([])
    const one = await client.get(`/api/projects/${projectId}`)
    expect(check("GET", "/api/projects/{id}", 200, one.json)).toEqual([])
    const byName = await client.get(`/api/projects?name=${encodeURIComponent(projectName)}`)
    expect(byName.json.project.id).toBe(projectId)
    expect(check("GET", "/api/projects", 200, byName.json)).toEqual([])
    expect(check("GET", "/api/projects/archived", 200, (await client.get("/api/projects/archived")).json)).toEqual([])

    const noBudget = await client.get(`/api/budget/snapshot?${ref}`)
    expect(noBudget.json.found).toBe(false)
    expect(check("GET", "/api/budget/snapshot", 200, noBudget.json)).toEqual([])

    expect((await client.post("/api/risk/generate", { project_name: projectName, text: SUMMARY })).status).toBe(200)
    const risks = await client.get(`/api/risk/list?${ref}`)
    expect(risks.json.risks.length).toBeGreaterThan(2)
    expect(check("GET", "/api/risk/list", 200, risks.json)).toEqual([])
    // the validator refuses a body the document does not describe
    const wrong = structuredClone(risks.json)
    wrong.risks[0].rag_label = "Purple"
    delete wrong.items[0].version
    expect(check("GET", "/api/risk/list", 200, wrong).sort()).toEqual(["/items/0 must have required property 'version'", "/risks/0/rag_label must be equal to one of the allowed values", "/risks/0/rag_label must be null", "/risks/0/rag_label must match a schema in anyOf"].sort())

    expect((await client.post("/api/wbs/generate", { project_name: projectName, project_scope: SUMMARY, base_start: "2026-03-02" })).status).toBe(200)
    const wbs = await client.get(`/api/wbs?${ref}`)
    expect(wbs.json.items.length).toBeGreaterThan(3)
    expect(check("GET", "/api/wbs", 200, wbs.json)).toEqual([])

    const generated = await client.post("/api/budget/generate", { project_name: projectName, config: { currency: "GBP", default_rate: 100, contingency_pct: 0.1 } })
    expect(generated.status).toBe(200)
    const budget = await client.get(`/api/budget/snapshot?${ref}`)
    expect(budget.json.found).toBe(true)
    expect(budget.json.budget.items.length).toBeGreaterThan(0)
    expect(check("GET", "/api/budget/snapshot", 200, budget.json)).toEqual([])

    const report = await client.get(`/api/reports/doc?${ref}&doc_type=pid&format=html`)
    expect(report.status).toBe(200)
    expect(report.headers.get("content-type")).toMatch(/^application\/json/)
    expect(check("GET", "/api/reports/doc", 200, report.json)).toEqual([])

    // refusals: a stale edit (409), signed out (401), a bad id (400)
    const risk = risks.json.risks[0]
    const fields = { title: "Renamed" }
    expect((await client.post("/api/risk/update", { project_id: projectId, risk_id: risk.id, fields, version: risk.version })).status).toBe(200)
    const stale = await client.post("/api/risk/update", { project_id: projectId, risk_id: risk.id, fields, version: risk.version })
    expect(stale.status).toBe(409)
    expect(check("POST", "/api/risk/update", 409, stale.json)).toEqual([])
    const signedOut = await new ApiClient(server.url).get(`/api/risk/list?${ref}`)
    expect(signedOut.status).toBe(401)
    expect(check("GET", "/api/risk/list", 401, signedOut.json)).toEqual([])
    const badId = await client.get("/api/projects?id=x")
    expect(badId.status).toBe(400)
    expect(check("GET", "/api/projects", 400, badId.json)).toEqual([])
  }, 120_000)

  it("agile: the backlog, and a plan limit's 402", async () => {
    const { client, projectName } = await agileUser(server.url, "Ferry Tickets")
    expect((await client.post("/api/agile/scope/generate", { project_name: projectName, delivery_approach: "agile", seed_context: SUMMARY })).status).toBe(200)
    expect((await client.post("/api/agile/epics/generate", { project_name: projectName })).status).toBe(200)
    expect((await client.post("/api/agile/backlog/generate", { project_name: projectName })).status).toBe(200)
    const backlog = await client.get(`/api/agile/backlog?project_name=${encodeURIComponent(projectName)}`)
    expect(backlog.json.epics.length).toBeGreaterThan(1)
    expect(backlog.json.stories.length).toBeGreaterThan(2)
    expect(check("GET", "/api/agile/backlog", 200, backlog.json)).toEqual([])

    const free = new ApiClient(server.url)
    await register(free)
    const noPlan = await free.get("/api/risk/list?project_name=Nope")
    expect(noPlan.status).toBe(402)
    expect(check("GET", "/api/risk/list", 402, noPlan.json)).toEqual([])
  }, 120_000)
})
