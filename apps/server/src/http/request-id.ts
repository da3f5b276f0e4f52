import { randomUUID } from "node:crypto"
import type { MiddlewareHandler } from "hono"
import { enterScope, type RequestScope, type ServerLog } from "../logging/server-log"
import { nodeOf, requestHeader } from "./node-bindings"

export const REQUEST_ID_HEADER = "x-request-id"

/** A proxy's id is kept when it is 1 to 128 printable ASCII characters (no spaces or control characters). */
const VALID = /^[\x21-\x7e]{1,128}$/

/** The id of a request: the one the proxy sent when valid, else a new UUID. */
export const requestIdFrom = (header: string | undefined): string => (header !== undefined && VALID.test(header) ? header : randomUUID())

/**
 * Gives every request an id (x-request-id in, or made), answers it in the x-request-id header, keeps it
 * for every log line written while the request is answered, and ends with one line per request
 * (status and duration_ms).
 */
export const requestContext = (log: ServerLog): MiddlewareHandler => async (c, next) => {
  const started = performance.now()
  const scope: RequestScope = { id: requestIdFrom(requestHeader(c, REQUEST_ID_HEADER)), method: c.req.method, path: c.req.path, log }
  enterScope(c, scope)
  // served by Node: the header goes on Node's response at once; else on the answer's own headers (c.header() on
  // a finished answer would copy it into a new one, its body as a stream: dearer than a whole cached read)
  const node = nodeOf(c)
  if (node) node.outgoing.setHeader(REQUEST_ID_HEADER, scope.id)
  await next()
  if (!node) c.res.headers.set(REQUEST_ID_HEADER, scope.id)
  if (log.enabled) {
    const status = c.res.status
    log.write(status >= 500 ? "ERROR" : "INFO", "request", {
      request_id: scope.id,
      method: scope.method,
      path: scope.path,
      status,
      duration_ms: Math.round((performance.now() - started) * 10) / 10
    })
  }
}
