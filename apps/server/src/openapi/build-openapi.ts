import * as JSONSchema from "effect/JSONSchema"
import type * as Schema from "effect/Schema"
import serverPackage from "../../package.json" with { type: "json" }
import { BODY_LIMIT_BYTES } from "../http/security"
import { ConflictBody, ErrorBody, PlanLimitBody } from "../http/error-bodies"
import { cookieNames } from "../http/session-cookie"
import { apiOperations, type HonoRoute, type Operation, type PathParam } from "./hono-operations"
import type { Access, Answer, ErrorStatus, ModuleDoc, RouteDoc } from "./route-doc"
import { routeDocs } from "./route-docs"
import { addAliasProperties, collectAliases } from "./schema-aliases"

type Json = Record<string, unknown>

const SCHEMAS = "#/components/schemas/"
const SESSION = "sessionCookie"
const SIGNED_IN: ReadonlySet<Access> = new Set(["session", "subscriber", "agile", "admin"])
const PROJECT_SCOPED: ReadonlySet<Access> = new Set(["subscriber", "agile"])

/** Each error status: its shared response in components.responses and the schema of its body. */
const ERRORS: Readonly<Record<ErrorStatus, { readonly name: string; readonly description: string; readonly schema: "Error" | "PlanLimit" | "Conflict" }>> = {
  400: { name: "BadRequest", schema: "Error", description: "Bad input: invalid JSON, a body that is not an object, or a field the core Schema refuses (its message)." },
  401: { name: "Unauthorized", schema: "Error", description: "Signed out (\"Sign in to continue.\"), or wrong credentials or code." },
  402: { name: "PlanLimit", schema: "PlanLimit", description: "Plan limit: no active subscription, or the plan does not include this." },
  403: { name: "Forbidden", schema: "Error", description: "Cross-origin state-changing request, deactivated account, or not an admin." },
  404: { name: "NotFound", schema: "Error", description: "Not found (also another user's object)." },
  409: { name: "Conflict", schema: "Conflict", description: "Stale write (the stored version and row come back; nothing was written) or a duplicate." },
  413: { name: "PayloadTooLarge", schema: "Error", description: `Body over ${BODY_LIMIT_BYTES / 1024 / 1024} MiB.` },
  415: { name: "UnsupportedMediaType", schema: "Error", description: "A state-changing request without Content-Type: application/json." },
  429: { name: "TooManyRequests", schema: "Error", description: "Too many failed sign-ins for the account or client." },
  502: { name: "BadGateway", schema: "Error", description: "Drafting or checkout failed (the screen's message)." },
  503: { name: "ServiceUnavailable", schema: "Error", description: "Not ready: the database does not answer, migrations are not applied, or the server is shutting down (the reason)." }
}

/** The error bodies' Schemas, each named in components.schemas by its identifier. */
const ERROR_BODIES: ReadonlyArray<Schema.Schema<any, any, never>> = [ErrorBody, PlanLimitBody, ConflictBody]

/** A file answer: bytes of `mediaType` (OpenAPI 3.0's format binary, 3.1's contentMediaType). */
const binary = (mediaType: string): Json => ({ schema: { type: "string", format: "binary", contentMediaType: mediaType } })
const text = { schema: { type: "string" } }
const fileHeaders = { "Content-Disposition": { description: "attachment; filename=\"…\"", schema: { type: "string" } } }
const UNTYPED_JSON = { schema: { type: "object" } }

/** The 2xx content of an answer kind; `json` is the response Schema's JSON Schema (JSON answers and a document's preview). */
const okContent = (answer: Answer, json: Json | undefined): Json => {
  const body = json === undefined ? UNTYPED_JSON : { schema: json }
  switch (answer) {
    case "json":
      return { "application/json": body }
    case "csv":
      return { "text/csv": text }
    case "xml":
      return { "application/xml": text }
    case "calendar":
      return { "text/calendar": text }
    case "image":
      return { "image/svg+xml": text, "image/png": binary("image/png") }
    case "pack":
      return { "application/zip": binary("application/zip") }
    case "document":
      return {
        "application/json": body,
        "text/html": text,
        "application/pdf": binary("application/pdf"),
        "application/vnd.openxmlformats-officedocument.wordprocessingml.document": binary("application/vnd.openxmlformats-officedocument.wordprocessingml.document"),
        "text/markdown": text
      }
  }
}

const words = (path: string) =>
  path
    .split(/[^A-Za-z0-9]+/)
    .filter((w) => w !== "" && w !== "api")
    .map((w) => w[0]!.toUpperCase() + w.slice(1))
    .join("")

/**
 * A JSON Schema generator sharing one definitions table (effect's named sub-schemas land in
 * components.schemas), with the alternate field names each aliased object reads listed beside the canonical ones.
 */
const jsonSchemas = (definitions: Record<string, JSONSchema.JsonSchema7>) => (schema: Schema.Schema<any, any, never>): Json => {
  const json = JSONSchema.fromAST(schema.ast, {
    definitions,
    definitionPath: SCHEMAS,
    target: "openApi3.1",
    // decoding ignores unknown fields (and reads the alternate names): the document must not forbid them
    additionalPropertiesStrategy: "allow"
  }) as unknown as Json
  addAliasProperties(json, collectAliases(schema.ast))
  return json
}

const NAME = /^[A-Z][A-Za-z0-9]*$/

/** Moves every titled object schema into components.schemas once and refers to it (a title used for two shapes stays inline). */
const hoistTitled = (node: unknown, components: Record<string, unknown>): unknown => {
  if (Array.isArray(node)) return node.map((item) => hoistTitled(item, components))
  if (typeof node !== "object" || node === null) return node
  const out: Json = {}
  for (const [key, value] of Object.entries(node)) out[key] = hoistTitled(value, components)
  if (typeof out.title !== "string" || !NAME.test(out.title) || (out.type !== "object" && out.anyOf === undefined)) return out
  const { description, ...shape } = out
  const existing = components[out.title] as Json | undefined
  if (existing === undefined) {
    components[out.title] = out
    return { $ref: `${SCHEMAS}${out.title}` }
  }
  const { description: known, ...existingShape } = existing
  if (JSON.stringify(existingShape) !== JSON.stringify(shape)) return out
  // an alternate field name differs only by its description: kept beside the reference
  return { $ref: `${SCHEMAS}${out.title}`, ...(description !== known && description !== undefined ? { description } : {}) }
}

const resolve = (schema: Json, components: Record<string, unknown>): Json => {
  const ref = schema.$ref
  return typeof ref === "string" && ref.startsWith(SCHEMAS) ? resolve(components[ref.slice(SCHEMAS.length)] as Json, components) : schema
}

const pathParameter = (param: PathParam): Json => ({
  name: param.name,
  in: "path",
  required: true,
  schema:
    param.pattern === undefined
      ? { type: "string" }
      : param.pattern === "[0-9]{1,9}"
        ? { type: "integer", minimum: 0, maximum: 999_999_999 }
        : { type: "string", pattern: `^${param.pattern}$` }
})

/** One query parameter per property of the query Schema's (object) JSON Schema. */
const queryParameters = (schema: Json, components: Record<string, unknown>): Array<Json> => {
  const object = resolve(schema, components)
  const required = new Set((object.required as ReadonlyArray<string> | undefined) ?? [])
  const properties = (object.properties as Record<string, Json> | undefined) ?? {}
  return Object.entries(properties).map(([name, { description, ...property }]) => ({
    name,
    in: "query",
    required: required.has(name),
    ...(typeof description === "string" ? { description } : {}),
    schema: property
  }))
}

/** The refusals a route can answer: from its access, input, path and method, plus the ones its table names. */
const errorStatuses = (operation: Operation, access: Access, doc: RouteDoc | undefined): Array<ErrorStatus> => {
  const statuses = new Set<ErrorStatus>(doc?.errors ?? [])
  if (doc?.body !== undefined || doc?.query !== undefined || operation.params.length > 0) statuses.add(400)
  if (SIGNED_IN.has(access)) statuses.add(401).add(403)
  if (PROJECT_SCOPED.has(access)) statuses.add(402).add(404)
  if (operation.params.length > 0) statuses.add(404)
  if (operation.method !== "GET") statuses.add(403).add(413).add(415)
  return [...statuses].sort((a, b) => a - b)
}

const security = (access: Access): ReadonlyArray<Json> | undefined =>
  access === "public" ? [] : access === "optional" ? [{}, { [SESSION]: [] }] : undefined

export interface BuiltOpenApi {
  readonly document: Json
  /** Routes Hono serves that no table describes ("METHOD /path"). */
  readonly undocumented: ReadonlyArray<string>
  /** Table entries no Hono route serves. */
  readonly unrouted: ReadonlyArray<string>
}

/**
 * The OpenAPI 3.1 document of /api: the paths and methods from Hono's routes, the request bodies and
 * query parameters from the core Schemas (effect's JSONSchema), summaries and answers from the route
 * tables (./tables), error answers from each route's access, input and method.
 */
export const buildOpenApi = (routes: ReadonlyArray<HonoRoute>, modules: ReadonlyArray<ModuleDoc> = routeDocs): BuiltOpenApi => {
  const components: Record<string, unknown> = {}
  const toJson = jsonSchemas(components as Record<string, JSONSchema.JsonSchema7>)
  const bodyJson = (bodies: ReadonlyArray<Schema.Schema<any, any, never>>) =>
    hoistTitled(bodies.length === 1 ? toJson(bodies[0]!) : { anyOf: bodies.map(toJson) }, components)
  const table = new Map<string, { readonly module: ModuleDoc; readonly doc: RouteDoc }>()
  for (const module of modules) {
    for (const [key, doc] of Object.entries(module.routes)) {
      const [method, path] = key.split(" ") as [string, string]
      for (const prefix of module.prefixes) {
        const full = `${method} ${(prefix + (path === "/" ? "" : path)).replace(/\/$/, "")}`
        if (table.has(full)) throw new Error(`${full} is described twice in the route tables`)
        table.set(full, { module, doc })
      }
    }
  }

  const operations = apiOperations(routes)
  const paths: Record<string, Record<string, Json>> = {}
  const undocumented: Array<string> = []
  const operationIds = new Set<string>()
  for (const operation of operations) {
    const key = `${operation.method} ${operation.path}`
    const entry = table.get(key)
    if (!entry) undocumented.push(key)
    const doc = entry?.doc
    const access = doc?.access ?? entry?.module.access ?? "session"
    const parameters = [
      ...operation.params.map(pathParameter),
      ...(doc?.query ? queryParameters(toJson(doc.query), components) : [])
    ]
    const bodies = doc?.body === undefined ? [] : Array.isArray(doc.body) ? doc.body : [doc.body as Schema.Schema<any, any, never>]
    let operationId = `${operation.method.toLowerCase()}${words(operation.path)}`
    while (operationIds.has(operationId)) operationId += "_"
    operationIds.add(operationId)
    const answer = doc?.answer ?? "json"
    const ok: Json = {
      description: doc?.returns ?? "Undocumented answer.",
      content: {
        ...okContent(answer, doc?.response === undefined ? undefined : (hoistTitled(toJson(doc.response), components) as Json)),
        // the schema of one line of the stream
        ...(doc?.stream === undefined ? {} : { "application/x-ndjson": { schema: hoistTitled(toJson(doc.stream), components) as Json } })
      },
      ...(answer === "csv" || answer === "pack" || answer === "document" || answer === "xml" || answer === "calendar" ? { headers: fileHeaders } : {})
    }
    const responses: Json = { [String(doc?.status ?? 200)]: ok }
    for (const status of errorStatuses(operation, access, doc)) responses[String(status)] = { $ref: `#/components/responses/${ERRORS[status].name}` }
    const sec = security(access)
    paths[operation.path] ??= {}
    paths[operation.path]![operation.method.toLowerCase()] = {
      operationId,
      tags: [entry?.module.tag ?? "Undocumented"],
      summary: doc?.summary ?? "Not described in apps/server/src/openapi/tables",
      ...(parameters.length > 0 ? { parameters } : {}),
      ...(bodies.length > 0
        ? {
            requestBody: {
              required: false,
              content: { "application/json": { schema: bodyJson(bodies) } }
            }
          }
        : {}),
      responses,
      ...(sec ? { security: sec } : {}),
      ...(entry ? {} : { "x-initpack-undocumented": true })
    }
  }

  for (const body of ERROR_BODIES) toJson(body)
  const routed = new Set(operations.map((o) => `${o.method} ${o.path}`))
  const unrouted = [...table.keys()].filter((key) => !routed.has(key))
  const tags = new Map<string, string>()
  for (const module of modules) if (!tags.has(module.tag) || tags.get(module.tag) === "") tags.set(module.tag, module.description)
  const cookie = cookieNames(false).session

  const document: Json = {
    openapi: "3.1.0",
    info: {
      title: "Initpack API",
      version: serverPackage.version,
      summary: "Project-initiation documents: accounts, projects, waterfall and agile modules, reports.",
      description:
        "Generated from the server's routes and the core request Schemas (never edited by hand). Every call sends and answers JSON unless noted; errors are { \"error\": \"<message>\" }. State-changing calls need Content-Type: application/json and the server's own Origin. See docs/api.md."
    },
    servers: [{ url: "/" }],
    security: [{ [SESSION]: [] }],
    tags: [...tags].map(([name, description]) => ({ name, ...(description ? { description } : {}) })),
    paths,
    components: {
      schemas: components,
      responses: Object.fromEntries(
        Object.values(ERRORS).map((e) => [e.name, { description: e.description, content: { "application/json": { schema: { $ref: `${SCHEMAS}${e.schema}` } } } }])
      ),
      securitySchemes: {
        [SESSION]: {
          type: "apiKey",
          in: "cookie",
          name: cookie,
          description: `The session cookie set by POST /api/auth/login or /register (${cookieNames(true).session} when PUBLIC_URL is https).`
        }
      }
    }
  }
  return { document, undocumented, unrouted }
}
