import type { MiddlewareHandler } from "hono"
import { bodyLimit } from "hono/body-limit"
import { MSPDI_MAX_BYTES } from "@initpack/core/messages/plan-exchange"
import { jsonError } from "./error-response"
import { nodeOf } from "./node-bindings"

export const BODY_LIMIT_BYTES = 1024 * 1024

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'"
].join("; ")

/**
 * Security headers on every response (docs/security.md). Served by Node they go on Node's response before the
 * route runs (no Fetch Headers built per request; a route's own Cache-Control stands, all /api ones say
 * no-store); otherwise on the answer after it.
 */
export const securityHeaders = (https: boolean): MiddlewareHandler => {
  const fixed: ReadonlyArray<readonly [string, string]> = [
    ["Content-Security-Policy", CSP],
    ["X-Content-Type-Options", "nosniff"],
    // no-referrer: reset links carry their token in the URL
    ["Referrer-Policy", "no-referrer"],
    ["X-Frame-Options", "DENY"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ...(https ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as const] : [])
  ]
  return async (c, next) => {
    const api = c.req.path.startsWith("/api/")
    const node = nodeOf(c)
    if (node) {
      for (const [name, value] of fixed) node.outgoing.setHeader(name, value)
      if (api) node.outgoing.setHeader("Cache-Control", "no-store")
      return next()
    }
    await next()
    const h = c.res.headers
    for (const [name, value] of fixed) h.set(name, value)
    if (api) h.set("Cache-Control", "no-store")
  }
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"])

/**
 * State-changing requests need Content-Type application/json and an Origin that is the server's own
 * (request host or PUBLIC_URL) or listed in ALLOWED_ORIGINS. Together with SameSite=Lax cookies this stops CSRF.
 */
export const requireJsonSameOrigin =
  (options: { readonly publicUrl: string | undefined; readonly allowedOrigins: ReadonlyArray<string> }): MiddlewareHandler =>
  async (c, next) => {
    if (!STATE_CHANGING.has(c.req.method)) return next()
    const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase()
    if (type !== "application/json") return jsonError(c, 415, "Send the request as JSON (Content-Type: application/json).")
    const origin = c.req.header("origin")?.replace(/\/+$/, "")
    const own = new URL(c.req.url).origin
    const allowed = origin !== undefined && (origin === own || (options.publicUrl !== undefined && origin === new URL(options.publicUrl).origin) || options.allowedOrigins.includes(origin))
    if (!allowed) return jsonError(c, 403, "Cross-origin request refused.")
    return next()
  }

const limitOf = (maxSize: number) =>
  bodyLimit({ maxSize, onError: (c) => jsonError(c, 413, `The request body is too large (limit ${Math.round(maxSize / 1024 / 1024)} MiB).`) })

/** An MS Project file sent as a JSON string: the file's own cap, plus room for escaped line breaks and the other fields. */
export const IMPORT_BODY_LIMIT_BYTES = Math.ceil(MSPDI_MAX_BYTES * 1.1) + BODY_LIMIT_BYTES
const IMPORT_PATHS = new Set(["/api/wbs/import"])

/** Saves that send a whole document each time (a backlog of 10,000 stories is about 2 MB of JSON, a reviewed project draft), and a 2 MB brief as base64. */
export const DOCUMENT_BODY_LIMIT_BYTES = 16 * 1024 * 1024
const DOCUMENT_PATHS = new Set(["/api/agile/backlog/save", "/api/agile/release/save", "/api/projects/from-draft", "/api/auth/projects/from-draft", "/api/briefs/read"])

const defaultLimit = limitOf(BODY_LIMIT_BYTES)
const importLimit = limitOf(IMPORT_BODY_LIMIT_BYTES)
const documentLimit = limitOf(DOCUMENT_BODY_LIMIT_BYTES)
export const jsonBodyLimit: MiddlewareHandler = (c, next) =>
  IMPORT_PATHS.has(c.req.path) ? importLimit(c, next) : DOCUMENT_PATHS.has(c.req.path) ? documentLimit(c, next) : defaultLimit(c, next)
