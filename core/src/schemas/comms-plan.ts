import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Id, LinesField, nullable, Text, withDefault } from "./primitives"

const list = <A, I>(row: Schema.Schema<A, I, never>) => withDefault(Schema.Array(row), () => [])

export const CommsChannel = Schema.Struct({ channel: Text, purpose: Text, cadence: Text, owner: Text })
export type CommsChannel = typeof CommsChannel.Type
export const CommsKeyMessage = Schema.Struct({ audience: Text, message: Text, cta: Text, spokesperson: Text })
export type CommsKeyMessage = typeof CommsKeyMessage.Type
export const CommsAudience = Schema.Struct({ segment: Text, who: Text })
export type CommsAudience = typeof CommsAudience.Type
export const CommsGovernance = Schema.Struct({ forum: Text, cadence: Text, participants: Text, purpose: Text })
export type CommsGovernance = typeof CommsGovernance.Type
export const CommsRiskMitigation = Schema.Struct({ risk: Text, mitigation: Text })
export type CommsRiskMitigation = typeof CommsRiskMitigation.Type

/** Short communications plan (waterfall.md §3). */
export const CommsPlan = Schema.Struct({
  objectives: LinesField,
  channels: list(CommsChannel),
  key_messages: list(CommsKeyMessage),
  audiences: list(CommsAudience),
  governance: list(CommsGovernance),
  risks_mitigations: list(CommsRiskMitigation)
}).annotations({ title: "CommsPlan" })
export type CommsPlan = typeof CommsPlan.Type

/** A saved plan with the context used to draft it (GET /comms/latest; saved_id also accepted). */
export const CommsPlanRecord = withAliases(
  "CommsPlanRecord",
  Schema.Struct({
    id: nullable(Id),
    plan: CommsPlan,
    context_used: Text
  }),
  { id: ["saved_id"] }
)
export type CommsPlanRecord = typeof CommsPlanRecord.Type
