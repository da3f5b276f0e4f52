import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { CalendarDate, Id, nullable, numberAtLeast, ResourceText, Text, withDefault } from "./primitives"
import { wbsLinkFields } from "./wbs-link-fields"

/** waterfall.md §9: a new WBS item lasts 5 days; duration is a number of at least 0 (§5). */
export const DEFAULT_WBS_DURATION_DAYS = 5
export const DurationDays = numberAtLeast(0, "duration_days must be a number of at least 0")

const NullableId = nullable(Id)
const NullableDate = nullable(CalendarDate)

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
  duration_days: withDefault(DurationDays, () => DEFAULT_WBS_DURATION_DAYS),
  start_date: NullableDate,
  end_date: NullableDate,
  resource: withDefault(ResourceText, () => ""),
  project_id: NullableId,
  project_name: nullable(Schema.String)
}

export const WbsItem: Schema.Schema<WbsItem, { readonly [x: string]: unknown }> = withAliases(
  "WbsItem",
  Schema.Struct({
    id: Id,
    ...wbsFields,
    children: withDefault(Schema.Array(Schema.suspend(() => WbsItem).annotations({ identifier: "WbsItem" })), () => [])
  }),
  WBS_ITEM_ALIASES
)

/** POST /wbs/item: a row not yet saved (no id, no children), optionally with its task links. */
export const NewWbsItem = withAliases("NewWbsItem", Schema.Struct({ ...wbsFields, ...wbsLinkFields }), WBS_ITEM_ALIASES)
export type NewWbsItem = typeof NewWbsItem.Type
