import { readFileSync } from "node:fs"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { compileErrors, validate } from "@readme/openapi-parser"
import { Validator } from "@seriousme/openapi-schema-validator"
import { createApp } from "../../apps/server/src/app"
import { buildOpenApi } from "../../apps/server/src/openapi/build-openapi"
import { routeDocs } from "../../apps/server/src/openapi/route-docs"
import { ApiClient, register, startTestServer, type TestServer } from "../support/server"

type Json = Record<string, any>
const METHODS = ["get", "put", "post", "patch", "delete"]

/** The app's routes as Hono holds them, built without a database (routes need the runtime only when called). */
const honoRoutes = () =>
  createApp({ runtime: {} as never, config: { publicUrl: undefined, allowedOrigins: [], trustProxy: 0 } }).routes.map((r) => ({ method: r.method, path: r.path }))

/** "METHOD /api/path" of every route Hono serves under /api, parameters written {name} (`:id{[0-9]+}` is one segment). */
const honoOperations = () =>
  new Set(
    honoRoutes()
      .filter((r) => r.method !== "ALL" && r.path.startsWith("/api/"))
      .map((r) => `${r.method} ${r.path.split("/").map((s) => (s.startsWith(":") ? `{${s.slice(1).replace(/\{.*$/, "")}}` : s)).join("/")}`)
  )

const documentOperations = (doc: Json) =>
  Object.entries(doc.paths as Record<string, Json>).flatMap(([path, item]) =>
    Object.keys(item)
      .filter((m) => METHODS.includes(m))
      .map((m) => ({ key: `${m.toUpperCase()} ${path}`, method: m.toUpperCase(), path, op: item[m] as Json }))
  )

/**
 * The routes docs/api.md lists: the first cell of each table row, `METHOD /path` plus the short forms
 * after it (`/unarchive` replaces the last segment, `.png` the extension, a longer `/a/b` continues the
 * previous path from segment a, "(also PATCH)" another method). Paths are under /api; rows saying "outside `/api`" are left out.
 */
const documentedRoutes = (markdown: string) => {
  const found: Array<{ method: string; path: string }> = []
  for (const line of markdown.split("\n")) {
    if (!line.startsWith("| `") || /outside `\/api`/.test(line)) continue
    const cell = line.split(/(?<!\\)\|/)[1]!
    let method: string | undefined
    let last = ""
    for (const m of cell.matchAll(/`([^`]+)`|\(also (GET|POST|PUT|PATCH|DELETE)\)/g)) {
      if (m[2]) {
        if (last) found.push({ method: m[2], path: last })
        continue
      }
      const code = m[1]!
      const full = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/.exec(code)
      let path: string
      if (full) {
        method = full[1]!
        path = full[2]!
      } else if (method && last && code.startsWith(".")) path = last.replace(/\.[a-z]+$/, code)
      else if (method && last && /^\/[^/]+$/.test(code.replace(/[?[].*$/, ""))) path = last.replace(/\/[^/]+$/, code)
      else if (method && code.startsWith("/")) {
        // a longer alternate continues the previous path from its first segment (`/backlog/export/jira` after
        // `/agile/backlog/export_jira`), or stands alone when the previous path lacks that segment
        const segments = last.split("/")
        const at = segments.lastIndexOf(code.split("/")[1]!)
        path = at > 0 ? segments.slice(0, at).join("/") + code : code
      }
      else continue
      path = path.replace(/\[.*?\]/g, "").replace(/\?.*$/, "")
      last = path.startsWith("/api/") ? path : `/api${path}`
      found.push({ method: method!, path: last })
    }
  }
  return found
}

/** Does a documented path (`/api/wbs/item/{id}`) fall under one of the document's paths, its parameters' patterns included? */
const matchesDocument = (doc: Json, method: string, path: string) =>
  documentOperations(doc).some((o) => {
    if (o.method !== method) return false
    const params = new Map<string, Json>(((o.op.parameters ?? []) as Array<Json>).filter((p) => p.in === "path").map((p) => [p.name, p.schema]))
    const pattern = o.path
      .split(/(\{[^}]+\})/)
      .map((part) => {
        const name = /^\{(.+)\}$/.exec(part)?.[1]
        if (!name) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
        const schema = params.get(name)
        return schema?.type === "integer" ? "[0-9]{1,9}" : typeof schema?.pattern === "string" ? `(?:${schema.pattern.replace(/^\^|\$$/g, "")})` : "[^/]+"
      })
      .join("")
    return new RegExp(`^${pattern}$`).test(path.replace(/\{[^}]+\}/g, "1"))
  })

const SCHEMA_LISTS = ["anyOf", "oneOf", "allOf", "prefixItems"]
const SCHEMA_MAPS = ["properties", "patternProperties", "$defs"]

/**
 * Where a JSON Schema in the document says nothing of its value's type: no type, $ref, combination, enum
 * or const (`{}`, effect's `{ $id: "/schemas/unknown" }`), walking every schema the document holds.
 */
const untypedSchemas = (doc: Json): Array<string> => {
  const found: Array<string> = []
  const schema = (node: unknown, at: string): void => {
    if (typeof node !== "object" || node === null) return
    const s = node as Json
    const typed = ["type", "$ref", "enum", "const", ...SCHEMA_LISTS.slice(0, 3)].some((k) => k in s)
    if (!typed || s.$id === "/schemas/unknown") found.push(at)
    for (const k of SCHEMA_LISTS) for (const [i, member] of ((s[k] as Array<unknown> | undefined) ?? []).entries()) schema(member, `${at}/${k}/${i}`)
    for (const k of SCHEMA_MAPS) for (const [name, member] of Object.entries((s[k] as Json | undefined) ?? {})) schema(member, `${at}/${k}/${name}`)
    for (const k of ["items", "additionalProperties", "not", "contains"]) if (typeof s[k] === "object") schema(s[k], `${at}/${k}`)
  }
  const within = (node: unknown, at: string): void => {
    if (typeof node !== "object" || node === null) return
    for (const [k, v] of Object.entries(node)) {
      if (k === "schema") schema(v, `${at}/schema`)
      else within(v, `${at}/${k}`)
    }
  }
  const components = doc.components as Json
  for (const [name, s] of Object.entries(components.schemas as Json)) schema(s, `#/components/schemas/${name}`)
  within(doc.paths, "#/paths")
  within(components.responses, "#/components/responses")
  return found
}

describe("OpenAPI document at /api/openapi.json", () => {
  let server: TestServer
  let doc: Json
  let text: string
  beforeAll(async () => {
    server = await startTestServer("pglite")
    const r = await new ApiClient(server.url).get("/api/openapi.json")
    expect(r.status).toBe(200)
    expect(r.headers.get("content-type")).toMatch(/^application\/json/)
    text = r.text
    doc = r.json
  }, 120_000)
  afterAll(async () => {
    await server?.stop()
  })

  it("is a valid OpenAPI 3.1 document (@readme/openapi-parser), built once and served again as is", async () => {
    expect(doc.openapi).toBe("3.1.0")
    const result = await validate(structuredClone(doc) as Parameters<typeof validate>[0])
    expect(result.valid ? "" : compileErrors(result)).toBe("")
    expect(result.warnings).toEqual([])
    const again = await new ApiClient(server.url).get("/api/openapi.json")
    expect(again.text).toBe(text)
  })

  it("is valid for a second validator too (@seriousme/openapi-schema-validator), its references resolving", async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(doc))
    expect(result.errors).toBeUndefined()
    expect(result.valid).toBe(true)
    expect(validator.version).toBe("3.1")
    expect(() => validator.resolveRefs()).not.toThrow()
    // the same validator refuses the unknown-typed fields the document used to have
    const old = structuredClone(doc)
    old.components.schemas.AdminTopupRequest.properties.bundles = { $id: "/schemas/unknown", title: "unknown" }
    old.components.schemas.AdminTopupRequest.properties.projects = { $id: "/schemas/unknown", title: "unknown" }
    expect(JSON.stringify((await new Validator().validate(old)).errors)).toContain("defined more than once")
  })

  it("gives every request and response field a type: no schema is {} or unknown", () => {
    expect(untypedSchemas(doc)).toEqual([])
    const schemas = doc.components.schemas as Record<string, Json>
    expect(schemas.AdminTopupRequest!.properties.bundles).toEqual({ anyOf: [{ type: "number" }, { type: "string" }] })
    expect(schemas.TopupCheckoutBody!.properties.bundles.anyOf).toEqual([{ type: "number" }, { type: "string" }, { type: "null" }])
    expect(schemas.RiskSnapshotRequest!.properties.items.items).toMatchObject({ type: "object", additionalProperties: { $ref: "#/components/schemas/JsonValue" } })
    expect(schemas.BackgroundGenerateRequest!.properties.setup.additionalProperties.anyOf).toHaveLength(4)
    // the walk finds an untyped schema wherever it sits
    const seeded = structuredClone(doc)
    seeded.components.schemas.RegisterRequest.properties.password = {}
    seeded.components.schemas.JsonValue.anyOf[4].items = { $id: "/schemas/unknown" }
    seeded.paths["/api/risk/list"].get.parameters[0].schema = { description: "x" }
    // in any order: the components follow the routes that first name them
    expect(untypedSchemas(seeded).sort()).toEqual([
      "#/components/schemas/JsonValue/anyOf/4/items",
      "#/components/schemas/RegisterRequest/properties/password",
      "#/paths//api/risk/list/get/parameters/0/schema"
    ])
  })

  it("has every /api route Hono serves, and no other", () => {
    const served = honoOperations()
    const documented = new Set(documentOperations(doc).map((o) => o.key))
    expect([...served].filter((k) => !documented.has(k))).toEqual([])
    expect([...documented].filter((k) => !served.has(k))).toEqual([])
    expect(served.size).toBeGreaterThan(140)
  })

  it("describes every route in a route table, and every table entry is a route", () => {
    const undocumented = documentOperations(doc).filter((o) => o.op["x-initpack-undocumented"]).map((o) => o.key)
    expect(undocumented).toEqual([])
    expect(buildOpenApi(honoRoutes()).unrouted).toEqual([])
  })

  it("a route added without a table entry, or an entry whose route is gone, is caught", () => {
    const routes = honoRoutes()
    const base = buildOpenApi(routes)
    const extra = buildOpenApi([...routes, { method: "POST", path: "/api/risk/archive/:id{[0-9]{1,9}}" }])
    expect(extra.undocumented.filter((k) => !base.undocumented.includes(k))).toEqual(["POST /api/risk/archive/{id}"])
    expect((extra.document as Json).paths["/api/risk/archive/{id}"].post["x-initpack-undocumented"]).toBe(true)
    const gone = buildOpenApi(routes.filter((r) => !(r.method === "POST" && r.path === "/api/risk/add")))
    expect(gone.unrouted).toEqual(["POST /api/risk/add"])
    expect((gone.document as Json).paths["/api/risk/add"]).toBeUndefined()
  })

  it("every route docs/api.md lists is in the document", () => {
    const listed = documentedRoutes(readFileSync(new URL("../../docs/api.md", import.meta.url), "utf8"))
    // the parser reads the tables (a broken one would find nothing and pass)
    expect(listed.length).toBeGreaterThan(130)
    expect(listed).toContainEqual({ method: "PATCH", path: "/api/agile/schedule/task/{id}" })
    expect(listed).toContainEqual({ method: "POST", path: "/api/auth/projects/{id}/unarchive" })
    expect(listed).toContainEqual({ method: "GET", path: "/api/stakeholder/matrix/{project_id}/{id}.png" })
    expect(listed).toContainEqual({ method: "POST", path: "/api/agile/quick-draft" })
    expect(listed).toContainEqual({ method: "POST", path: "/api/agile/scope/improve" })
    expect(listed).toContainEqual({ method: "GET", path: "/api/agile/backlog/export/jira" })
    expect(listed.filter((r) => !matchesDocument(doc, r.method, r.path))).toEqual([])
    expect(matchesDocument(doc, "GET", "/api/stakeholder/matrix/{project_id}/{id}.gif")).toBe(false)
    expect(matchesDocument(doc, "POST", "/api/risk/nothing")).toBe(false)
  })

  it("request bodies and query parameters come from the core Schemas, alternate names included", () => {
    const schemas = doc.components.schemas as Record<string, Json>
    const risk = schemas.RiskUpdateRequest!
    expect(doc.paths["/api/risk/update"].post.requestBody.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/RiskUpdateRequest" })
    expect(risk.required).toEqual(["risk_id", "fields"])
    expect(risk.properties.projectName.description).toMatch(/Alternate name of project_name/)
    expect(schemas.RegisterRequest!.properties.password.minLength).toBe(12)
    const query = (doc.paths["/api/risk/list"].get.parameters as Array<Json>).map((p) => `${p.in}:${p.name}`)
    expect(query).toEqual(expect.arrayContaining(["query:project_name", "query:project_id", "query:project", "query:projectId"]))
    const docType = (doc.paths["/api/reports_agile/doc"].get.parameters as Array<Json>).find((p) => p.name === "doc_type")!
    expect(docType.required).toBe(true)
    expect(docType.schema.enum).toContain("lean_business_case")
    const item = doc.paths["/api/wbs/item/{id}"].put
    expect(item.parameters[0]).toMatchObject({ name: "id", in: "path", required: true, schema: { type: "integer" } })
  })

  it("tags per module, the session cookie as security, and the error answers each route can give", () => {
    expect((doc.tags as Array<Json>).map((t) => t.name)).toEqual(expect.arrayContaining(["Auth", "Projects", "Admin", "Scope", "Risk register", "WBS", "Agile", "Reports"]))
    expect(doc.components.securitySchemes.sessionCookie).toMatchObject({ type: "apiKey", in: "cookie", name: "initpack_session" })
    expect(doc.security).toEqual([{ sessionCookie: [] }])
    const op = (method: string, path: string) => doc.paths[path][method] as Json
    const statuses = (method: string, path: string) => Object.keys(op(method, path).responses)
    expect(op("get", "/api/subscriptions/plans").security).toEqual([])
    expect(op("get", "/api/auth/me").security).toEqual([{}, { sessionCookie: [] }])
    expect(statuses("post", "/api/auth/login")).toEqual(["200", "400", "401", "403", "413", "415", "429"])
    expect(statuses("post", "/api/risk/update")).toEqual(["200", "400", "401", "402", "403", "404", "409", "413", "415"])
    expect(statuses("get", "/api/admin/stats/users")).toEqual(["200", "401", "403"])
    expect(statuses("post", "/api/agile/epics/generate")).toContain("502")
    expect(statuses("post", "/api/projects")).toEqual(expect.arrayContaining(["201", "402", "409"]))
    expect(doc.components.responses.PlanLimit.content["application/json"].schema).toEqual({ $ref: "#/components/schemas/PlanLimit" })
    for (const o of documentOperations(doc)) {
      expect(o.op.tags, o.key).toHaveLength(1)
      expect(o.op.summary, o.key).not.toBe("")
    }
  })

  it("every GET the document says answers 401 does so signed out; public ones do not", async () => {
    const client = new ApiClient(server.url)
    const wrong: Array<string> = []
    for (const o of documentOperations(doc).filter((o) => o.method === "GET")) {
      const r = await client.get(o.path.replace(/\{[^}]+\}/g, "1").replace(/\/1$/, o.path.endsWith("{file}") ? "/1.svg" : "/1"))
      const says401 = "401" in o.op.responses
      if (says401 !== (r.status === 401)) wrong.push(`${o.key}: ${r.status}`)
    }
    expect(wrong).toEqual([])
  })

  it("every GET without a path parameter that lists 402 answers it to a signed-in user without a plan", async () => {
    const client = new ApiClient(server.url)
    await register(client)
    const wrong: Array<string> = []
    for (const o of documentOperations(doc).filter((o) => o.method === "GET" && !o.path.includes("{"))) {
      const r = await client.get(`${o.path}?project_name=Nope&doc_type=sow`)
      if ("402" in o.op.responses !== (r.status === 402)) wrong.push(`${o.key}: ${r.status}`)
    }
    expect(wrong).toEqual([])
  })

  it("the route tables name each operation once", () => {
    const keys = routeDocs.flatMap((m) => m.prefixes.flatMap((p) => Object.keys(m.routes).map((k) => `${k.split(" ")[0]} ${p}${k.split(" ")[1]}`)))
    expect(new Set(keys).size).toBe(keys.length)
  })
})
