import { createHash, timingSafeEqual } from "node:crypto"
import { Hono } from "hono"
import { jsonError } from "../../http/error-response"
import type { ServerMetrics } from "../../metrics/server-metrics"

const digest = (text: string) => createHash("sha256").update(text).digest()

/** GET /metrics: the Prometheus text format, for a scraper sending `Authorization: Bearer <METRICS_TOKEN>`. */
export const metricsRoutes = (metrics: ServerMetrics, token: string) => {
  const expected = digest(token)
  const app = new Hono()
  app.get("/", async (c) => {
    const sent = /^Bearer (.+)$/.exec(c.req.header("authorization") ?? "")?.[1]
    if (sent === undefined || !timingSafeEqual(digest(sent), expected)) return jsonError(c, 401, "A valid metrics token is needed.")
    return c.body(await metrics.registry.metrics(), 200, { "content-type": metrics.registry.contentType, "cache-control": "no-store" })
  })
  return app
}
