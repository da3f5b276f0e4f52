import { Hono, type Context } from "hono"
import * as Effect from "effect/Effect"
import { AdminTopupRequest, AdminUserPatchRequest } from "@initpack/core/requests/admin/admin-requests"
import type { Authenticated } from "@initpack/core/use-cases/platform/authenticate-session"
import { requireAdmin } from "@initpack/core/use-cases/admin/require-admin"
import { searchUsers } from "@initpack/core/use-cases/admin/search-users"
import { getAdminUser } from "@initpack/core/use-cases/admin/get-admin-user"
import { updateAdminUser } from "@initpack/core/use-cases/admin/update-admin-user"
import { deleteAdminUser } from "@initpack/core/use-cases/admin/delete-admin-user"
import { getCurrentPlan } from "@initpack/core/use-cases/admin/get-current-plan"
import { createAdminResetToken } from "@initpack/core/use-cases/admin/create-admin-reset-token"
import { deleteUserProjects } from "@initpack/core/use-cases/admin/delete-user-projects"
import { grantTopups } from "@initpack/core/use-cases/admin/grant-topups"
import { getWindowStats } from "@initpack/core/use-cases/admin/get-window-stats"
import { getUsageStats } from "@initpack/core/use-cases/admin/get-usage-stats"
import { listAlerts } from "@initpack/core/use-cases/admin/list-alerts"
import { resolveAlert } from "@initpack/core/use-cases/admin/resolve-alert"
import type { PlatformServices } from "../../compose"
import { parseId, type Kit } from "../../http/kit"

/** Runs `f` for a signed-in admin: 401 signed out, 403 for everyone else. */
const asAdmin = <A, E>(kit: Kit, c: Context, f: (auth: Authenticated) => Effect.Effect<A, E, PlatformServices>) =>
  kit.run(c, Effect.flatMap(requireAdmin(kit.sessionToken(c)), f))

const userQuery = (c: Context) => ({
  q: c.req.query("q"),
  role: c.req.query("role"),
  plan: c.req.query("plan"),
  plan_code: c.req.query("plan_code"),
  active: c.req.query("active")
})

/** /api/admin (platform.md §7 Admin), admins only. */
export const adminRoutes = (kit: Kit) => {
  const app = new Hono()
  const id = (c: Context) => parseId(c.req.param("id"))

  app.get("/stats/users", (c) => asAdmin(kit, c, (auth) => getWindowStats(auth, "users")))
  app.get("/stats/subscriptions", (c) => asAdmin(kit, c, (auth) => getWindowStats(auth, "subscriptions")))
  app.get("/stats/topups", (c) => asAdmin(kit, c, (auth) => getWindowStats(auth, "topups")))
  app.get("/stats/usage", (c) => asAdmin(kit, c, getUsageStats))
  app.get("/stats/alerts", (c) => asAdmin(kit, c, () => listAlerts(c.req.query("all") === "true")))
  app.post("/alerts/:id/resolve", (c) => asAdmin(kit, c, (auth) => resolveAlert(auth, id(c))))

  app.get("/users", (c) => asAdmin(kit, c, (auth) => searchUsers(auth, userQuery(c))))
  app.get("/users/:id", (c) => asAdmin(kit, c, (auth) => getAdminUser(auth, id(c))))
  app.patch("/users/:id", (c) => kit.withBody(c, AdminUserPatchRequest, (body) => asAdmin(kit, c, (auth) => updateAdminUser(auth, id(c), body))))
  app.delete("/users/:id", (c) => asAdmin(kit, c, (auth) => deleteAdminUser(auth, id(c))))
  app.get("/users/:id/current-plan", (c) => asAdmin(kit, c, (auth) => getCurrentPlan(auth, id(c))))
  app.post("/users/:id/password-reset", (c) => asAdmin(kit, c, (auth) => createAdminResetToken(auth, id(c))))
  app.delete("/users/:id/projects", (c) => asAdmin(kit, c, (auth) => deleteUserProjects(auth, id(c), c.req.query("archived"))))
  app.post("/users/:id/topups", (c) => kit.withBody(c, AdminTopupRequest, (body) => asAdmin(kit, c, (auth) => grantTopups(auth, id(c), body))))
  return app
}

/** /api/auth/admin/users (platform.md §7 Auth), same guard and answer as GET /api/admin/users. */
export const authAdminRoutes = (kit: Kit) => {
  const app = new Hono()
  app.get("/users", (c) => asAdmin(kit, c, (auth) => searchUsers(auth, userQuery(c))))
  return app
}
