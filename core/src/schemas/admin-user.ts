import * as Schema from "effect/Schema"
import { PlanCode } from "./enums"
import { Id, intBetween, looseLiteral, NonNegativeInt, Timestamp } from "./primitives"

/** Admin user list and detail row (platform.md §3). */
export const AdminUserView = Schema.Struct({
  id: Id,
  email: Schema.String,
  name: Schema.optionalWith(Schema.String, { default: () => "", nullable: true }),
  roles: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [] }),
  is_active: Schema.Boolean,
  created_at: Schema.optionalWith(Schema.NullOr(Timestamp), { default: () => null }),
  plan: Schema.optionalWith(Schema.NullOr(looseLiteral(PlanCode.literals)), { default: () => null }),
  projects: Schema.optionalWith(
    Schema.Struct({
      active: Schema.optionalWith(NonNegativeInt, { default: () => 0 }),
      archived: Schema.optionalWith(NonNegativeInt, { default: () => 0 })
    }),
    { default: () => ({ active: 0, archived: 0 }) }
  )
}).annotations({ title: "AdminUserView" })
export type AdminUserView = typeof AdminUserView.Type

/** GET /admin/users?q&role&plan&plan_code&active */
export const AdminUserQuery = Schema.Struct({
  q: Schema.optional(Schema.String),
  role: Schema.optional(Schema.String),
  plan: Schema.optional(Schema.String),
  plan_code: Schema.optional(Schema.String),
  active: Schema.optional(Schema.String)
}).annotations({ title: "AdminUserQuery" })
export type AdminUserQuery = typeof AdminUserQuery.Type

/** PATCH /admin/users/{id}: is_active or plan (null clears the plan). */
export const AdminUserPatch = Schema.Struct({
  is_active: Schema.optional(Schema.Boolean),
  plan: Schema.optional(Schema.NullOr(looseLiteral(PlanCode.literals)))
}).annotations({ title: "AdminUserPatch" })
export type AdminUserPatch = typeof AdminUserPatch.Type

const PositiveCount = intBetween(1, Number.MAX_SAFE_INTEGER, "Enter a positive number.")

/** POST /admin/users/{id}/topups {bundles or projects} (platform.md §5). */
export const AdminTopupGrant = Schema.Struct({
  bundles: Schema.optional(PositiveCount),
  projects: Schema.optional(PositiveCount)
}).annotations({ title: "AdminTopupGrant" })
export type AdminTopupGrant = typeof AdminTopupGrant.Type
