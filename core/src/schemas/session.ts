import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Flag, Id } from "./primitives"

/** The signed-in user as GET /auth/me reports it. Alternates: full_name, display_name for name. */
export const SessionUser = withAliases(
  "SessionUser",
  Schema.Struct({
    id: Schema.optionalWith(Schema.NullOr(Id), { default: () => null }),
    name: Schema.optionalWith(Schema.String, { default: () => "", nullable: true }),
    email: Schema.optionalWith(Schema.String, { default: () => "", nullable: true }),
    roles: Schema.optionalWith(Schema.Array(Schema.String), { default: () => [], nullable: true })
  }),
  { name: ["full_name", "display_name"] }
)
export type SessionUser = typeof SessionUser.Type

/**
 * GET /auth/me (platform.md §3 Session). user_id is kept as sent; it may replace user.
 * Whether it counts as signed in is a rule (authenticated, numeric user id, or user_id).
 */
export const SessionInfo = Schema.Struct({
  authenticated: Flag,
  user: Schema.optionalWith(Schema.NullOr(SessionUser), { default: () => null }),
  user_id: Schema.optionalWith(Schema.NullOr(Schema.Union(Schema.Number, Schema.String)), {
    default: () => null
  })
}).annotations({ title: "SessionInfo" })
export type SessionInfo = typeof SessionInfo.Type
