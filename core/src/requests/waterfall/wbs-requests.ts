import * as Schema from "effect/Schema"
import { DEFAULT_SUMMARY_PHASE } from "../../schemas/execution-summary"
import { CalendarDate, Id, looseLiteral, nullable, optional, ResourceText, Text, withDefault } from "../../schemas/primitives"
import { DurationDays } from "../../schemas/wbs-item"
import { BaseVersion, projectRequest } from "./project-ref"
import { wbsLinkFields } from "../../schemas/wbs-link-fields"

/** PUT /wbs/item/{id}: any subset of the fields; parent_id null moves the row to the top level; task links as in wbsLinkFields. */
export const WbsItemPatch = projectRequest(
  "WbsItemPatch",
  {
    task: optional(Schema.String),
    duration_days: optional(DurationDays),
    start_date: optional(Schema.NullOr(CalendarDate)),
    end_date: optional(Schema.NullOr(CalendarDate)),
    resource: optional(ResourceText),
    parent_id: optional(Schema.NullOr(Id)),
    version: BaseVersion,
    ...wbsLinkFields
  },
  { task: ["title", "name"], parent_id: ["parentId"] }
)
export type WbsItemPatch = typeof WbsItemPatch.Type

/** POST /wbs/generate {project_name, project_scope, base_start}. */
export const WbsGenerateRequest = projectRequest("WbsGenerateRequest", { project_scope: Text, base_start: nullable(CalendarDate, { blankIsNull: true }) }, { project_scope: ["context"] })
export type WbsGenerateRequest = typeof WbsGenerateRequest.Type

/** POST /wbs/recalc {project_id, project_name, base_start}. */
export const WbsRecalcRequest = projectRequest("WbsRecalcRequest", { base_start: nullable(CalendarDate, { blankIsNull: true }) })
export type WbsRecalcRequest = typeof WbsRecalcRequest.Type

const Phase = withDefault(Schema.String, () => DEFAULT_SUMMARY_PHASE)

/** GET /wbs/summary ?project_id&project_name&phase. */
export const SummaryQuery = projectRequest("SummaryQuery", { phase: Phase })
export type SummaryQuery = typeof SummaryQuery.Type

export const SummaryMode = Schema.Literal("standard", "expand")

/** POST /wbs/summary/regenerate {project_id, project_name, phase, mode}. */
export const SummaryRegenerateRequest = projectRequest("SummaryRegenerateRequest", {
  phase: Phase,
  mode: withDefault(looseLiteral(SummaryMode.literals), () => "standard" as const)
})
export type SummaryRegenerateRequest = typeof SummaryRegenerateRequest.Type

/** POST /wbs/summary/save {project_id, project_name, phase, content_md} (+ version). */
export const SummarySaveRequest = projectRequest("SummarySaveRequest", { phase: Phase, content_md: Text, version: BaseVersion })
export type SummarySaveRequest = typeof SummarySaveRequest.Type

