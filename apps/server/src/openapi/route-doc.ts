import type * as Schema from "effect/Schema"

/**
 * Who may call a route, and so which refusals it can answer:
 * public (no session), optional (answers signed out too), session (401), subscriber (401, 402 without an
 * active plan, 404 for another user's project), agile (as subscriber; 402 on the free plan too), admin (401, 403).
 */
export type Access = "public" | "optional" | "session" | "subscriber" | "agile" | "admin"

/** What a successful call answers: JSON (default), a CSV file, a report document, the pack ZIP, the grid image, MS Project XML, iCalendar. */
export type Answer = "json" | "csv" | "document" | "pack" | "image" | "xml" | "calendar"

/** The error statuses the API answers (design.md HTTP API), each with { error }. */
export type ErrorStatus = 400 | 401 | 402 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503

type AnySchema = Schema.Schema<any, any, never>

/** One route of a resource: what it does, the core Schemas it decodes, what it answers. */
export interface RouteDoc {
  readonly summary: string
  /** What the 2xx answer holds (the OpenAPI response description). */
  readonly returns: string
  /** The JSON body Schema (several: the route accepts either, e.g. the shared /scope/improve). */
  readonly body?: AnySchema | ReadonlyArray<AnySchema>
  /** The query-string Schema (each property one parameter). */
  readonly query?: AnySchema
  /** The Schema of the JSON answer (a `json` answer, or a `document`'s JSON preview): its JSON Schema is the response's. */
  readonly response?: AnySchema
  readonly answer?: Answer
  /** The Schema of each line of an NDJSON answer the route streams when asked (Accept: application/x-ndjson). */
  readonly stream?: AnySchema
  readonly status?: 200 | 201
  /** Refusals beyond the ones its access, body, path and method imply. */
  readonly errors?: ReadonlyArray<ErrorStatus>
  readonly access?: Access
}

/**
 * The routes of one resource sub-app, keyed "METHOD /path" relative to each prefix the sub-app is
 * mounted at (path parameters as {name}). The OpenAPI generator joins these to the routes Hono holds.
 */
export interface ModuleDoc {
  readonly tag: string
  readonly description: string
  readonly prefixes: ReadonlyArray<string>
  readonly access: Access
  readonly routes: Readonly<Record<string, RouteDoc>>
}
