import * as Schema from "effect/Schema"
import { AgileScope } from "../../schemas/agile-scope"
import { Flag, intBetween, Lines, nullable, Text, withDefault } from "../../schemas/primitives"
import { agileRequest, versionField } from "./project-ref"

/** POST /agile/scope/save {project_name, data, overwrite}. */
export const AgileScopeSaveRequest = agileRequest(
  "AgileScopeSaveRequest",
  { data: withDefault(AgileScope, () => Schema.decodeUnknownSync(AgileScope)({})), overwrite: Flag, ...versionField },
  { data: ["scope"] }
)
export type AgileScopeSaveRequest = typeof AgileScopeSaveRequest.Type

/** POST /agile/scope/generate {project_name, delivery_approach, seed_context}: the Quick Draft summary. */
export const AgileScopeGenerateRequest = agileRequest(
  "AgileScopeGenerateRequest",
  { seed_context: Text, delivery_approach: Text },
  { seed_context: ["summary", "context", "text"] }
)
export type AgileScopeGenerateRequest = typeof AgileScopeGenerateRequest.Type

/** POST /agile/scope/expand_vision {project_name, current_text, north_star_metric}. */
export const ExpandVisionRequest = agileRequest(
  "ExpandVisionRequest",
  { current_text: Text, north_star_metric: Text },
  { current_text: ["text", "vision"] }
)
export type ExpandVisionRequest = typeof ExpandVisionRequest.Type

const Count = nullable(intBetween(1, 8, "count must be a whole number from 1 to 8"), { blankIsNull: true })

/** POST /agile/scope/augment {project_name, section personas, subkey lines, count 4}; lines are the current persona lines. */
export const AugmentScopeRequest = agileRequest("AugmentScopeRequest", {
  section: withDefault(Schema.Trim, () => "personas"),
  subkey: Text,
  count: Count,
  lines: nullable(Lines)
})
export type AugmentScopeRequest = typeof AugmentScopeRequest.Type

/** POST /scope/improve, agile variant: section, mode add|expand, user_note, target_title, count, current_rationale. */
export const ImproveAgileScopeRequest = agileRequest(
  "ImproveAgileScopeRequest",
  {
    section: Schema.Trim,
    mode: withDefault(Schema.Literal("add", "expand"), () => "add" as const),
    user_note: Text,
    target_title: Text,
    count: Count,
    current_rationale: Text
  },
  { section: ["section_key"], user_note: ["note"] }
)
export type ImproveAgileScopeRequest = typeof ImproveAgileScopeRequest.Type
