import { Hono } from "hono"
import { isHttps } from "./config"
import { jsonError } from "./http/error-response"
import { makeKit, type AppDeps } from "./http/kit"
import { jsonBodyLimit, requireJsonSameOrigin, securityHeaders } from "./http/security"
import { requestContext } from "./http/request-id"
import { logInRequest, silentLog } from "./logging/server-log"
import { authRoutes, meRoutes } from "./routes/auth"
import { projectRoutes } from "./routes/projects"
import { briefRoutes } from "./routes/briefs/brief-routes"
import { subscriptionRoutes } from "./routes/subscriptions"
import { agileRoutes } from "./routes/agile/agile-routes"
import { waterfallRoutes } from "./routes/waterfall/waterfall-routes"
import { billingRoutes } from "./routes/billing/billing-routes"
import { stripeWebhookRoutes } from "./routes/billing/stripe-webhook-routes"
import { localCheckoutRoutes } from "./routes/checkout/local-checkout-routes"
import { adminRoutes, authAdminRoutes } from "./routes/admin/admin-routes"
import { feedbackRoutes } from "./routes/feedback/feedback-routes"
import { reportRoutes } from "./routes/reports/reports-routes"
import { healthRoutes } from "./routes/health/health-routes"
import { boardReviewRoutes } from "./routes/review/board-review-routes"
import { reviewLinkRoutes } from "./routes/review/review-link-routes"
import { metricsRoutes } from "./routes/metrics/metrics-routes"
import { openApiRoute } from "./openapi/openapi-route"
import { spaRoutes } from "./spa/spa-routes"
import { webDistDir } from "./spa/web-dist"

export type { AppDeps }

/** The HTTP app: security middleware, then one sub-app per resource under /api. */
export const createApp = (deps: AppDeps) => {
  const kit = makeKit(deps)
  const app = new Hono()
  app.use("*", requestContext(deps.log ?? silentLog))
  if (deps.metrics) app.use("*", deps.metrics.metrics.record)
  app.use("*", securityHeaders(isHttps(deps.config)))
  // GET and HEAD carry no body and change nothing: they skip both checks in one step (spares a full Request per read)
  const sameOrigin = requireJsonSameOrigin(deps.config)
  app.use("/api/*", (c, next) =>
    c.req.method === "GET" || c.req.method === "HEAD" ? next() : sameOrigin(c, () => jsonBodyLimit(c, next) as Promise<void>)
  )

  const projects = projectRoutes(kit)
  app.route("/api/auth/projects", projects)
  app.route("/api/auth", authRoutes(kit))
  app.route("/api/me", meRoutes(kit))
  app.route("/api/projects", projects)
  app.route("/api/briefs", briefRoutes(kit))
  app.route("/api/subscriptions", subscriptionRoutes(kit))
  app.route("/api/billing", billingRoutes(kit))
  app.route("/api/admin", adminRoutes(kit))
  app.route("/api/auth/admin", authAdminRoutes(kit))
  app.route("/api/feedback", feedbackRoutes(kit))
  app.route("/webhooks/stripe", stripeWebhookRoutes(kit))
  app.route("/checkout/local", localCheckoutRoutes(kit, deps))
  app.route("/api", agileRoutes(kit, deps))
  app.route("/api", waterfallRoutes(kit))
  app.route("/api/reports", reportRoutes(kit, "waterfall"))
  app.route("/api/reports_agile", reportRoutes(kit, "agile"))
  app.route("/api/board-review/link", reviewLinkRoutes(kit))
  app.route("/api/board-review", boardReviewRoutes(kit))
  app.route("/api", healthRoutes(deps.ready))
  // generated from app.routes and the core Schemas on the first request (docs/api.md)
  app.get("/api/openapi.json", openApiRoute(() => app.routes))
  if (deps.metrics) app.route("/metrics", metricsRoutes(deps.metrics.metrics, deps.metrics.token))
  // Last: every other GET outside /api is the web app (files, or index.html for client routes).
  app.route("/", spaRoutes(deps.webDistDir ?? webDistDir()))

  app.notFound((c) => jsonError(c, 404, "Not found."))
  app.onError((err, c) => {
    logInRequest(c, "ERROR", "threw", { error: err })
    return jsonError(c, 500, "Something went wrong on the server. Try again.")
  })
  return app
}
