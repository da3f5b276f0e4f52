import type { IncomingMessage, ServerResponse } from "node:http"
import type { Context } from "hono"

interface NodeBindings {
  readonly incoming: IncomingMessage
  readonly outgoing: ServerResponse
}

/**
 * The Node request and response behind `c` when @hono/node-server serves it (its documented HttpBindings in
 * c.env); undefined otherwise (app.request in tests).
 */
export const nodeOf = (c: Context): NodeBindings | undefined => {
  const env = c.env as Partial<NodeBindings> | undefined
  return env?.incoming && env.outgoing ? (env as NodeBindings) : undefined
}

/** A request header (`name` in lower case), read from Node's own header object when served by Node: no Fetch Headers built. */
export const requestHeader = (c: Context, name: string): string | undefined => {
  const node = nodeOf(c)
  if (!node) return c.req.header(name)
  const value = node.incoming.headers[name]
  return Array.isArray(value) ? value.join(", ") : value
}
