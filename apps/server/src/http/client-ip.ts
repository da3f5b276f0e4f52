import type { Context } from "hono"
import { getConnInfo } from "@hono/node-server/conninfo"

/**
 * The client IP for login throttling: the socket address, or with `trustProxy` = n proxies in front,
 * the n-th X-Forwarded-For entry from the right (the one our own outermost proxy wrote).
 */
export const clientIp = (c: Context, trustProxy: number): string => {
  let socket = "unknown"
  try {
    socket = getConnInfo(c).remote.address ?? "unknown"
  } catch {
    // not running on @hono/node-server (app.request in unit tests)
  }
  if (trustProxy <= 0) return socket
  const hops = (c.req.header("x-forwarded-for") ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => s.length > 0)
  return hops[hops.length - trustProxy] ?? hops[0] ?? socket
}
