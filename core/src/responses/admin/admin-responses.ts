import * as Schema from "effect/Schema"

const Window = Schema.Literal("24h", "5d", "1m")
const perWindow = { "24h": Schema.Int, "5d": Schema.Int, "1m": Schema.Int }

/** GET /admin/stats/users, /subscriptions and /topups: counts created in each window (also by window name); users' total, active subscriptions, top-up bundles. */
export const WindowStatsResponse = Schema.Struct({
  windows: Schema.Array(Schema.Struct({ window: Window, count: Schema.Int, bundles: Schema.optional(Schema.Int) })),
  ...perWindow,
  total: Schema.optional(Schema.Int),
  active: Schema.optional(Schema.Int)
}).annotations({ identifier: "WindowStatsResponse" })

const ActionCount = Schema.Struct({ action: Schema.String, count: Schema.Int })

/** GET /admin/stats/usage: usage events by action over a month and each window's count. */
export const UsageStatsResponse = Schema.Struct({
  by_action: Schema.Array(ActionCount),
  windows: Schema.Array(Schema.Struct({ window: Window, count: Schema.Int, by_action: Schema.Array(ActionCount) })),
  ...perWindow
}).annotations({ identifier: "UsageStatsResponse" })

/** An excessive-use alert (platform.md §3 Alert). */
export const AlertView = Schema.Struct({
  id: Schema.Int,
  user_id: Schema.Int,
  email: Schema.String,
  window: Schema.String,
  observed: Schema.Number,
  threshold: Schema.Number,
  baseline_p95: Schema.Number,
  created_at: Schema.String,
  resolved_at: Schema.NullOr(Schema.String)
}).annotations({ identifier: "AlertView" })
export type AlertView = typeof AlertView.Type

/** GET /admin/stats/alerts. */
export const AlertsResponse = Schema.Struct({ alerts: Schema.Array(AlertView) }).annotations({ identifier: "AlertsResponse" })

/** POST /admin/alerts/{id}/resolve. */
export const AlertResolvedResponse = Schema.Struct({ ok: Schema.Literal(true), alert: AlertView }).annotations({ identifier: "AlertResolvedResponse" })

/** A user as the admin screens show it: active or not, plan, and project counts. */
export const AdminUserView = Schema.Struct({
  id: Schema.Int,
  email: Schema.String,
  name: Schema.String,
  roles: Schema.Array(Schema.String),
  is_active: Schema.Boolean,
  created_at: Schema.String,
  plan: Schema.NullOr(Schema.String),
  plan_code: Schema.NullOr(Schema.String),
  projects: Schema.Struct({ active: Schema.Int, archived: Schema.Int })
}).annotations({ identifier: "AdminUserView" })
export type AdminUserView = typeof AdminUserView.Type

/** GET /admin/users and /auth/admin/users (at most 200). */
export const AdminUsersResponse = Schema.Struct({
  users: Schema.Array(AdminUserView),
  items: Schema.Array(AdminUserView),
  count: Schema.Int
}).annotations({ identifier: "AdminUsersResponse" })

/** GET /admin/users/{id}: the user and the latest subscription. */
export const AdminUserResponse = Schema.Struct({
  ...AdminUserView.fields,
  subscription: Schema.NullOr(
    Schema.Struct({ plan_code: Schema.String, status: Schema.String, current_period_start: Schema.String, current_period_end: Schema.String })
  )
}).annotations({ identifier: "AdminUserResponse" })

/** DELETE /admin/users/{id}: the deleted user's id. */
export const AdminUserDeletedResponse = Schema.Struct({ ok: Schema.Literal(true), deleted: Schema.Int }).annotations({ identifier: "AdminUserDeletedResponse" })

/** GET /admin/users/{id}/current-plan. */
export const CurrentPlanResponse = Schema.Struct({
  user_id: Schema.Int,
  plan_code: Schema.NullOr(Schema.String),
  status: Schema.String,
  current_period_end: Schema.NullOr(Schema.String)
}).annotations({ identifier: "CurrentPlanResponse" })

/** POST /admin/users/{id}/password-reset: a single-use reset link for the user. */
export const AdminResetTokenResponse = Schema.Struct({
  ok: Schema.Literal(true),
  token: Schema.String,
  expires_at: Schema.String,
  reset_path: Schema.String
}).annotations({ identifier: "AdminResetTokenResponse" })

/** DELETE /admin/users/{id}/projects: how many projects were deleted, and which. */
export const UserProjectsDeletedResponse = Schema.Struct({
  ok: Schema.Literal(true),
  deleted: Schema.Int,
  scope: Schema.Literal("archived", "active", "all")
}).annotations({ identifier: "UserProjectsDeletedResponse" })

/** POST /admin/users/{id}/topups: the bundles granted and the projects they add. */
export const TopupsGrantedResponse = Schema.Struct({ ok: Schema.Literal(true), bundles: Schema.Int, projects: Schema.Int }).annotations({
  identifier: "TopupsGrantedResponse"
})

export type WindowStatsResponse = typeof WindowStatsResponse.Type
export type UsageStatsResponse = typeof UsageStatsResponse.Type
export type AlertsResponse = typeof AlertsResponse.Type
export type AlertResolvedResponse = typeof AlertResolvedResponse.Type
export type AdminUsersResponse = typeof AdminUsersResponse.Type
export type AdminUserResponse = typeof AdminUserResponse.Type
export type AdminUserDeletedResponse = typeof AdminUserDeletedResponse.Type
export type CurrentPlanResponse = typeof CurrentPlanResponse.Type
export type AdminResetTokenResponse = typeof AdminResetTokenResponse.Type
export type UserProjectsDeletedResponse = typeof UserProjectsDeletedResponse.Type
export type TopupsGrantedResponse = typeof TopupsGrantedResponse.Type
