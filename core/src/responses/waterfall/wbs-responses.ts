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
