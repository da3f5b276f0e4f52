import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { CalendarDate, Id, numberAtLeast, ResourceText, Text } from "./primitives"

/** waterfall.md §9: a new WBS item lasts 5 days; duration is a number of at least 0 (§5). */
export const DEFAULT_WBS_DURATION_DAYS = 5
export const DurationDays = numberAtLeast(0, "duration_days must be a number of at least 0")

const NullableId = Schema.optionalWith(Schema.NullOr(Id), { default: () => null })
const NullableDate = Schema.optionalWith(Schema.NullOr(CalendarDate), { default: () => null })

export const WBS_ITEM_ALIASES = {
  task: ["title", "name"],
  parent_id: ["parentId"],
  project_id: ["projectId"]
} as const

/** A WBS row (waterfall.md §3); children nest rows of the same shape. */
export interface WbsItem {
  readonly id: number
  readonly parent_id: number | null
  readonly phase: string
  readonly task: string
  readonly duration_days: number
  readonly start_date: string | null
  readonly end_date: string | null
  readonly resource: string
  readonly children: ReadonlyArray<WbsItem>
  readonly project_id: number | null
  readonly project_name: string | null
}

const wbsFields = {
  parent_id: NullableId,
  phase: Text,
  task: Text,
  duration_days: Schema.optionalWith(DurationDays, { default: () => DEFAULT_WBS_DURATION_DAYS, nullable: true }),
  start_date: NullableDate,
  end_date: NullableDate,
  resource: Schema.optionalWith(ResourceText, { default: () => "", nullable: true }),
  project_id: NullableId,
  project_name: Schema.optionalWith(Schema.NullOr(Schema.String), { default: () => null })
}

export const WbsItem: Schema.Schema<WbsItem, { readonly [x: string]: unknown }> = withAliases(
  "WbsItem",
  Schema.Struct({
    id: Id,
    ...wbsFields,
    children: Schema.optionalWith(Schema.Array(Schema.suspend(() => WbsItem)), { default: () => [] })
  }),
  WBS_ITEM_ALIASES
)

/** POST /wbs/item: a row not yet saved (no id, no children). */
export const NewWbsItem = withAliases("NewWbsItem", Schema.Struct(wbsFields), WBS_ITEM_ALIASES)
export type NewWbsItem = typeof NewWbsItem.Type
