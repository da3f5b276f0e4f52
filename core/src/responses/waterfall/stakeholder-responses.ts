import * as Schema from "effect/Schema"
import { StakeholderSuggestion } from "../../drafting/stakeholders"

/** A stakeholder as stored and answered (waterfall.md §3 Stakeholder): influence and interest 1-10, RACI flags. */
export const StakeholderView = Schema.Struct({
  id: Schema.Int,
  stakeholder_id: Schema.Int,
  version: Schema.Int,
  name: Schema.String,
  role: Schema.String,
  org: Schema.String,
  internal_external: Schema.String,
  influence: Schema.Number,
  interest: Schema.Number,
  attitude: Schema.String,
  on_board: Schema.Boolean,
  board_role: Schema.NullOr(Schema.String),
  responsibilities: Schema.Array(Schema.String),
  R: Schema.Boolean,
  A: Schema.Boolean,
  C: Schema.Boolean,
  I: Schema.Boolean,
  strategy: Schema.String
}).annotations({ identifier: "StakeholderView" })

/** GET /stakeholder/list. */
export const StakeholderListResponse = Schema.Struct({
  project_id: Schema.Int,
  project_name: Schema.String,
  stakeholders: Schema.Array(StakeholderView)
}).annotations({ identifier: "StakeholderListResponse" })

/** POST /stakeholder/upsert: how many rows were sent, and the list after the save. */
export const StakeholderUpsertResponse = Schema.Struct({
  ok: Schema.Literal(true),
  saved: Schema.Int,
  stakeholders: Schema.Array(StakeholderView)
}).annotations({ identifier: "StakeholderUpsertResponse" })

/** POST /stakeholder/strategy_raci: a suggestion per row (matched to it by name) and proposed board members. */
export const StakeholderStrategyResponse = Schema.Struct({
  ok: Schema.Literal(true),
  suggestions: Schema.Array(
    Schema.Struct({ ...StakeholderSuggestion.fields, matched: Schema.Boolean, stakeholder_id: Schema.NullOr(Schema.Int) }).annotations({ identifier: "StakeholderSuggestionView" })
  ),
  stakeholders: Schema.Array(StakeholderView),
  model: Schema.String
}).annotations({ identifier: "StakeholderStrategyResponse" })

/** POST /stakeholder/matrix: the saved matrix's id, its image paths and the points drawn. */
export const StakeholderMatrixResponse = Schema.Struct({
  ok: Schema.Literal(true),
  matrix_id: Schema.Int,
  matrix_image_path: Schema.String,
  matrix_png_path: Schema.String,
  points: Schema.Array(Schema.Struct({ label: Schema.String, influence: Schema.Number, interest: Schema.Number }))
}).annotations({ identifier: "StakeholderMatrixResponse" })

export type StakeholderView = typeof StakeholderView.Type
export type StakeholderListResponse = typeof StakeholderListResponse.Type
export type StakeholderUpsertResponse = typeof StakeholderUpsertResponse.Type
export type StakeholderStrategyResponse = typeof StakeholderStrategyResponse.Type
export type StakeholderMatrixResponse = typeof StakeholderMatrixResponse.Type
