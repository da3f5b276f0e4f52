// Short Communications Plan drafting task (waterfall.md §2 Short Communications Plan, §3 Comms plan).
import * as Schema from "effect/Schema"
import { Approach, ProjectName } from "./common"

export const CommsPlanRequest = Schema.Struct({
  project_name: ProjectName,
  context: Schema.String,
  project_approach: Approach,
  project_method: Schema.optional(Schema.String)
})
export type CommsPlanRequest = typeof CommsPlanRequest.Type

export const CommsPlanDraft = Schema.Struct({
  objectives: Schema.Array(Schema.String),
  channels: Schema.Array(
    Schema.Struct({ channel: Schema.String, purpose: Schema.String, cadence: Schema.String, owner: Schema.String })
  ),
  key_messages: Schema.Array(
    Schema.Struct({ audience: Schema.String, message: Schema.String, cta: Schema.String, spokesperson: Schema.String })
  ),
  audiences: Schema.Array(Schema.Struct({ segment: Schema.String, who: Schema.String })),
  governance: Schema.Array(
    Schema.Struct({ forum: Schema.String, cadence: Schema.String, participants: Schema.String, purpose: Schema.String })
  ),
  risks_mitigations: Schema.Array(Schema.Struct({ risk: Schema.String, mitigation: Schema.String }))
})
export type CommsPlanDraft = typeof CommsPlanDraft.Type
