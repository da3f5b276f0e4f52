import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Flag, Id, nullable, withDefault } from "./primitives"

/** The signed-in user as GET /auth/me reports it. Alternates: full_name, display_name for name. */
export const SessionUser = withAliases(
  "SessionUser",
  Schema.Struct({
    id: nullable(Id),
    name: withDefault(Schema.String, () => ""),
    email: withDefault(Schema.String, () => ""),
    roles: withDefault(Schema.Array(Schema.String), () => [])
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
  user: nullable(SessionUser),
  user_id: nullable(Schema.Union(Schema.Number, Schema.String))
}).annotations({ title: "SessionInfo" })
export type SessionInfo = typeof SessionInfo.Type
