import * as Schema from "effect/Schema"
import { PlanCode } from "./enums"
import { Id, intBetween, looseLiteral, NonNegativeInt, nullable, optional, Timestamp, withDefault } from "./primitives"

/** Admin user list and detail row (platform.md §3). */
export const AdminUserView = Schema.Struct({
  id: Id,
  email: Schema.String,
  name: withDefault(Schema.String, () => ""),
  roles: withDefault(Schema.Array(Schema.String), () => []),
  is_active: Schema.Boolean,
  created_at: nullable(Timestamp),
  plan: nullable(looseLiteral(PlanCode.literals)),
  projects: withDefault(Schema.Struct({
      active: withDefault(NonNegativeInt, () => 0),
      archived: withDefault(NonNegativeInt, () => 0)
    }), () => ({ active: 0, archived: 0 }))
}).annotations({ title: "AdminUserView" })
export type AdminUserView = typeof AdminUserView.Type

/** GET /admin/users?q&role&plan&plan_code&active */
export const AdminUserQuery = Schema.Struct({
  q: optional(Schema.String),
  role: optional(Schema.String),
  plan: optional(Schema.String),
  plan_code: optional(Schema.String),
  active: optional(Schema.String)
}).annotations({ title: "AdminUserQuery" })
export type AdminUserQuery = typeof AdminUserQuery.Type

/** PATCH /admin/users/{id}: is_active or plan (null clears the plan). */
export const AdminUserPatch = Schema.Struct({
  is_active: optional(Schema.Boolean),
  plan: optional(Schema.NullOr(looseLiteral(PlanCode.literals)))
}).annotations({ title: "AdminUserPatch" })
export type AdminUserPatch = typeof AdminUserPatch.Type

const PositiveCount = intBetween(1, Number.MAX_SAFE_INTEGER, "Enter a positive number.")

/** POST /admin/users/{id}/topups {bundles or projects} (platform.md §5). */
export const AdminTopupGrant = Schema.Struct({
  bundles: optional(PositiveCount),
  projects: optional(PositiveCount)
}).annotations({ title: "AdminTopupGrant" })
export type AdminTopupGrant = typeof AdminTopupGrant.Type
