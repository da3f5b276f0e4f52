import * as Schema from "effect/Schema"
import { LINK_TYPES } from "../../rules/planning/network/task-link"

/** A link into a row: its predecessor's id, the link type and the lag in working days. */
export const RowLinkView = Schema.Struct({
  predecessor_id: Schema.Int,
  type: Schema.Literal(...LINK_TYPES),
  lag: Schema.Number
}).annotations({ identifier: "RowLinkView" })

const NullableDate = Schema.NullOr(Schema.String)

/** A WBS row as the API answers it: outline number, phase (top ancestor), depth and links (waterfall.md §3 WBS). */
export const WbsItemView = Schema.Struct({
  id: Schema.Int,
  parent_id: Schema.NullOr(Schema.Int),
  wbs: Schema.String,
  phase: Schema.String,
  task: Schema.String,
  duration_days: Schema.Number,
  start_date: NullableDate,
  end_date: NullableDate,
  resource: Schema.String,
  resource_label: Schema.String,
  level: Schema.Int,
  indent: Schema.Int,
  has_children: Schema.Boolean,
  order_index: Schema.Int,
  version: Schema.Int,
  predecessors: Schema.String,
  links: Schema.Array(RowLinkView),
  start_no_earlier_than: NullableDate
}).annotations({ identifier: "WbsItemView", description: "Dates are YYYY-MM-DD or null." })
export type WbsItemView = typeof WbsItemView.Type

/** GET /wbs: the rows in WBS order. */
export const WbsListResponse = Schema.Struct({
  project_id: Schema.Int,
  project_name: Schema.String,
  items: Schema.Array(WbsItemView)
}).annotations({ identifier: "WbsListResponse" })
export type WbsListResponse = typeof WbsListResponse.Type

export type RowLinkView = typeof RowLinkView.Type

/** POST /wbs/item: the new row's id and the row as the list shows it. */
export const WbsItemCreatedResponse = Schema.Struct({ ok: Schema.Literal(true), id: Schema.Int, item: Schema.optional(WbsItemView) }).annotations({
  identifier: "WbsItemCreatedResponse"
})

/** POST /wbs/items: how many rows were added and their ids in the order sent. */
export const WbsItemsAddedResponse = Schema.Struct({ ok: Schema.Literal(true), inserted: Schema.Int, ids: Schema.Array(Schema.Int) }).annotations({
  identifier: "WbsItemsAddedResponse"
})

/** PUT /wbs/item/{id}: the row as saved, and whether the dependent dates moved with it. */
export const WbsItemUpdatedResponse = Schema.Struct({
  ok: Schema.Literal(true),
  item: Schema.optional(WbsItemView),
  dates_recalculated: Schema.Boolean
}).annotations({ identifier: "WbsItemUpdatedResponse" })

/** POST /wbs/generate: the drafted rows; warnings when the plan ends after a deadline the scope states. */
export const WbsGenerateResponse = Schema.Struct({
  ok: Schema.Literal(true),
  inserted_rows: Schema.Int,
  items: Schema.Array(WbsItemView),
  model: Schema.String,
  warnings: Schema.optional(Schema.Array(Schema.String))
}).annotations({ identifier: "WbsGenerateResponse" })

/** A row of a network-scheduled plan: its float in working days and whether it is critical. */
export const ScheduledWbsItemView = Schema.Struct({
  ...WbsItemView.fields,
  total_float: Schema.Number,
  free_float: Schema.Number,
  critical: Schema.Boolean
}).annotations({ identifier: "ScheduledWbsItemView" })

/** POST /wbs/recalc: the dates from base_start; with links, float, the project finish and the critical path (outline numbers). */
export const WbsRecalcResponse = Schema.Union(
  Schema.Struct({ ok: Schema.Literal(true), base_start: Schema.String, updated: Schema.Int, items: Schema.Array(WbsItemView) }),
  Schema.Struct({
    ok: Schema.Literal(true),
    base_start: Schema.String,
    updated: Schema.Int,
    items: Schema.Array(ScheduledWbsItemView),
    project_finish: Schema.NullOr(Schema.String),
    critical_path: Schema.Array(Schema.String)
  })
).annotations({ identifier: "WbsRecalcResponse" })

/** GET /wbs/import/stamp: the stamp an import sends back (a plan changed since is refused) and the row count. */
export const WbsImportStampResponse = Schema.Struct({ stamp: Schema.String, rows: Schema.Int }).annotations({ identifier: "WbsImportStampResponse" })

/** POST /wbs/import: what was added (replace or append) and the rows after it. */
export const WbsImportResponse = Schema.Struct({
  ok: Schema.Literal(true),
  mode: Schema.Literal("replace", "append"),
  inserted: Schema.Int,
  links: Schema.Int,
  stamp: Schema.String,
  items: Schema.Array(WbsItemView)
}).annotations({ identifier: "WbsImportResponse" })

/** The execution summary of a phase (waterfall.md §3); found false, version 0 and no dates before it is saved. */
export const ExecutionSummaryView = Schema.Struct({
  found: Schema.Boolean,
  project_id: Schema.Int,
  project_name: Schema.String,
  phase: Schema.String,
  content_md: Schema.String,
  version: Schema.Int,
  created_at: Schema.NullOr(Schema.String),
  updated_at: Schema.NullOr(Schema.String)
}).annotations({ identifier: "ExecutionSummaryView" })

/** POST /wbs/summary/regenerate: the saved summary, how it was drafted and by which model. */
export const SummaryRegenerateResponse = Schema.Struct({ ...ExecutionSummaryView.fields, mode: Schema.String, model: Schema.String }).annotations({
  identifier: "SummaryRegenerateResponse"
})

/** POST /wbs/summary/save. */
export const SummarySaveResponse = Schema.Struct({ ok: Schema.Literal(true), ...ExecutionSummaryView.fields }).annotations({ identifier: "SummarySaveResponse" })

export type WbsItemCreatedResponse = typeof WbsItemCreatedResponse.Type
export type WbsItemsAddedResponse = typeof WbsItemsAddedResponse.Type
export type WbsItemUpdatedResponse = typeof WbsItemUpdatedResponse.Type
export type WbsGenerateResponse = typeof WbsGenerateResponse.Type
export type ScheduledWbsItemView = typeof ScheduledWbsItemView.Type
export type WbsRecalcResponse = typeof WbsRecalcResponse.Type
export type WbsImportStampResponse = typeof WbsImportStampResponse.Type
export type WbsImportResponse = typeof WbsImportResponse.Type
export type ExecutionSummaryView = typeof ExecutionSummaryView.Type
export type SummaryRegenerateResponse = typeof SummaryRegenerateResponse.Type
export type SummarySaveResponse = typeof SummarySaveResponse.Type
