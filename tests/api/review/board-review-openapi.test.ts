// The board review's real answers (issue 36) validate against the OpenAPI document's response Schemas (ajv,
// JSON Schema 2020-12), so the web screens built on docs/api.md and /api/openapi.json get what they are told.
import { Ajv2020 } from "ajv/dist/2020.js"
import addFormats from "ajv-formats"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ApiClient, startTestServer, type TestServer } from "../../support/server"
import { base, ownerWithProject, reviewer, submitWithReviewers } from "./review-support"

type Json = any

/** The problems of one JSON answer against the document's schema of its operation and status. */
const validator = (doc: Json) => {
  const ajv = new Ajv2020({ strict: false, allErrors: true })
  addFormats(ajv)
  const id = "https://initpack.test/openapi.json"
  ajv.addSchema({ ...structuredClone(doc), $id: id })
  const pointer = (...parts: Array<string>) => parts.map((p) => p.replace(/~/g, "~0").replace(/\//g, "~1")).join("/")
  return (method: string, template: string, status: number, body: unknown): Array<string> => {
    const response = doc.paths[template]?.[method.toLowerCase()]?.responses?.[String(status)]
    if (!response) return [`${method} ${template} does not document ${status}`]
    const at = response.$ref ? `${response.$ref}/content/application~1json/schema` : `#/${pointer("paths", template, method.toLowerCase(), "responses", String(status), "content", "application/json", "schema")}`
    const check = ajv.compile({ $ref: `${id}${at}` })
    return check(body) ? [] : (check.errors ?? []).map((e) => `${method} ${template} ${status}: ${e.instancePath} ${e.message}`)
  }
}

describe("board review answers against the OpenAPI document (PGlite)", () => {
  let server: TestServer
  let check: ReturnType<typeof validator>
  beforeAll(async () => {
    server = await startTestServer("pglite")
    check = validator((await new ApiClient(server.url).get("/api/openapi.json")).json)
  })
  afterAll(async () => {
    await server?.stop()
  })

  it("every JSON answer of a review, owner's and reviewer's, 2xx and refusals, fits its schema", async () => {
    const problems: Array<string> = []
    const seen = new Set<string>()
    const expectFits = (method: string, template: string, r: { status: number; json: unknown }) => {
      seen.add(`${method} ${template} ${r.status}`)
      problems.push(...check(method, template, r.status, r.json))
    }
    const owner = await ownerWithProject(server.url)
    const P = "/api/board-review/projects/{id}"
    const invites = [
      { name: "Ada", board_role: "Executive", email: "ada@board.example" },
      { name: "Sam", board_role: "Senior User", email: "sam@board.example" }
    ]
    const submitted = await owner.client.post(`${base(owner.projectId)}/versions`, { reviewers: invites })
    expectFits("POST", `${P}/versions`, submitted)
    const { tokens, reviewers } = await submitWithReviewers(server, owner, invites)
    const ada = reviewer(server.url, tokens[0]!)
    const sam = reviewer(server.url, tokens[1]!)
    const L = "/api/board-review/link"
    expectFits("GET", L, await ada.get(""))
    expectFits("GET", `${L}/doc`, await ada.get("/doc?doc_type=pid"))
    const comment = await ada.post("/comments", { doc_type: "pid", heading: "6. Top risks", body: "Why High?" })
    expectFits("POST", `${L}/comments`, comment)
    expectFits("GET", `${L}/comments`, await sam.get("/comments"))
    expectFits("POST", `${L}/decision`, await sam.post("/decision", { decision: "approve" }))
    expectFits("POST", `${L}/decision`, await sam.post("/decision", { decision: "approve" }))
    expectFits("POST", `${L}/decision`, await sam.post("/decision", { decision: "reject", text: "No" }))
    expectFits("POST", `${L}/decision`, await ada.post("/decision", { decision: "approve_with_conditions", text: "Fund the survey." }))
    expectFits("GET", L, await reviewer(server.url, "nope").get(""))
    expectFits("POST", `${L}/comments`, await ada.post("/comments", { doc_type: "pid", heading: "", body: "x" }))

    const V = `${P}/versions/{version}`
    const v = `${base(owner.projectId)}/versions/2`
    expectFits("GET", `${P}/versions`, await owner.client.get(`${base(owner.projectId)}/versions`))
    expectFits("POST", `${V}/reviewers`, await owner.client.post(`${v}/reviewers`, { reviewers: [{ name: "Kim", board_role: "Senior Supplier", email: "kim@board.example" }] }))
    expectFits("POST", `${V}/remind`, await owner.client.post(`${v}/remind`, {}))
    expectFits("POST", `${V}/reviewers/{reviewer_id}/revoke`, await owner.client.post(`${v}/reviewers/${reviewers[1]!.id}/revoke`, {}))
    expectFits("GET", `${V}/comments`, await owner.client.get(`${v}/comments`))
    const C = `${V}/comments/{comment_id}`
    expectFits("POST", `${C}/replies`, await owner.client.post(`${v}/comments/${comment.json.id}/replies`, { body: "Crane shortage." }))
    expectFits("POST", `${C}/resolve`, await owner.client.post(`${v}/comments/${comment.json.id}/resolve`, {}))
    expectFits("POST", `${C}/reopen`, await owner.client.post(`${v}/comments/${comment.json.id}/reopen`, {}))
    expectFits("POST", `${C}/reopen`, await owner.client.post(`${v}/comments/999999/reopen`, {}))
    expectFits("GET", `${P}/audit`, await owner.client.get(`${base(owner.projectId)}/audit`))
    expectFits("GET", `${P}/approval`, await owner.client.get(`${base(owner.projectId)}/approval`))
    expectFits("GET", `${P}/authorised/doc`, await owner.client.get(`${base(owner.projectId)}/authorised/doc?doc_type=sow&format=html`))
    await owner.client.post("/api/risk/add", { project_name: owner.projectName, risk: { title: "Tide tables wrong", likelihood: "Low", impact: "High" } })
    expectFits("GET", `${P}/changes`, await owner.client.get(`${base(owner.projectId)}/changes`))
    expectFits("GET", "/api/projects/{id}", await owner.client.get(`/api/projects/${owner.projectId}`))
    expectFits("GET", `${P}/versions`, await new ApiClient(server.url).get(`${base(owner.projectId)}/versions`))

    expect(problems).toEqual([])
    // the walk reached every route and the refusals it meant to
    expect([...seen]).toEqual(expect.arrayContaining([`POST ${L}/decision 200`, `POST ${L}/decision 409`, `GET ${L} 404`, `POST ${L}/comments 400`, `POST ${C}/reopen 404`, `GET ${P}/versions 401`]))
    expect(seen.size).toBeGreaterThanOrEqual(24)
  })
})
