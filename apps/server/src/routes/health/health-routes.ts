import { Hono } from "hono"
import type { HealthResponse, ReadyResponse } from "@initpack/core/responses/platform/health-responses"
import { jsonError } from "../../http/error-response"

/** Answers why the server cannot serve requests yet (the database, the migrations, shutting down), or null. */
export type ReadinessCheck = () => Promise<string | null>

/**
 * GET /health: the process is alive (no database call). GET /ready: the database answers and the
 * migrations are applied, else 503 with the reason. Both public, for load balancers and orchestrators.
 */
export const healthRoutes = (ready: ReadinessCheck | undefined) => {
  const app = new Hono()
  app.get("/health", (c) => c.json({ status: "ok" } satisfies HealthResponse))
  app.get("/ready", async (c) => {
    const reason = ready ? await ready() : "The server has no database."
    return reason === null ? c.json({ status: "ready" } satisfies ReadyResponse) : jsonError(c, 503, reason)
  })
  return app
}
