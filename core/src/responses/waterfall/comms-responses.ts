import * as Schema from "effect/Schema"
import { CommsPlan } from "../../schemas/comms-plan"
import { Approach } from "../../schemas/enums"

/** GET /comms/prefill: the context the plan would be drafted from. */
export const CommsPrefillResponse = Schema.Struct({
  suggested_context: Schema.String,
  project_approach: Approach,
  project_method: Schema.String
}).annotations({ identifier: "CommsPrefillResponse" })

/** GET /comms/latest: the latest plan for the approach, or found false. */
export const CommsLatestResponse = Schema.Union(
  Schema.Struct({
    found: Schema.Literal(true),
    plan: CommsPlan,
    context_used: Schema.String,
    id: Schema.Int,
    saved_id: Schema.Int,
    project_approach: Schema.String,
    project_method: Schema.String,
    created_at: Schema.String
  }),
  Schema.Struct({
    found: Schema.Literal(false),
    plan: Schema.Null,
    context_used: Schema.Literal(""),
    id: Schema.Null,
    saved_id: Schema.Null,
    project_approach: Approach
  })
).annotations({ identifier: "CommsLatestResponse" })

/** POST /comms/shortplan: the drafted plan, saved. */
export const CommsDraftResponse = Schema.Struct({
  plan: CommsPlan,
  context_used: Schema.String,
  saved_id: Schema.Int,
  id: Schema.Int,
  project_approach: Approach,
  project_method: Schema.String,
  model: Schema.String
}).annotations({ identifier: "CommsDraftResponse" })

/** POST /comms/save. */
export const CommsSaveResponse = Schema.Struct({
  ok: Schema.Literal(true),
  plan: CommsPlan,
  id: Schema.Int,
  saved_id: Schema.Int,
  project_approach: Approach
}).annotations({ identifier: "CommsSaveResponse" })

export type CommsPrefillResponse = typeof CommsPrefillResponse.Type
export type CommsLatestResponse = typeof CommsLatestResponse.Type
export type CommsDraftResponse = typeof CommsDraftResponse.Type
export type CommsSaveResponse = typeof CommsSaveResponse.Type
