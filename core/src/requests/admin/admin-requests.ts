import * as Schema from "effect/Schema"
import { ENTER_POSITIVE_NUMBER } from "../../messages/platform-admin"

/**
 * PATCH /admin/users/{id} {is_active?, plan?}: plan is a plan code, or null to end the current plan.
 * The plan code is checked against the stored plans by the use case (unknown code: 404).
 */
export const AdminUserPatchRequest = Schema.Struct({
  is_active: Schema.optional(Schema.Boolean.annotations({ message: () => "is_active must be true or false." })),
  plan: Schema.optional(Schema.NullOr(Schema.Trim.annotations({ message: () => "plan must be a plan code or null." })))
}).annotations({ title: "AdminUserPatchRequest" })

const Count = Schema.Union(Schema.Number, Schema.String).annotations({ message: () => ({ message: ENTER_POSITIVE_NUMBER, override: true }) })

/** POST /admin/users/{id}/topups {bundles or projects}: a number or digits; the use case wants a positive integer ("Enter a positive number."). */
export const AdminTopupRequest = Schema.Struct({
  bundles: Schema.optional(Count),
  projects: Schema.optional(Count)
}).annotations({ title: "AdminTopupRequest" })
