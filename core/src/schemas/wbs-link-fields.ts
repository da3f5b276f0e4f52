import * as Schema from "effect/Schema"
import { CalendarDate, FiniteNumber, Id, looseLiteral, optional, withDefault } from "./primitives"

// the link types of rules/planning/network/task-link.ts (MS Project names)
const LINK_TYPES = ["FS", "SS", "FF", "SF"] as const

/** One structured task link into a WBS row: the predecessor row's id, FS/SS/FF/SF (default FS), lag in working days. */
export const WbsLinkInput = Schema.Struct({
  predecessor_id: Id,
  type: withDefault(looseLiteral(LINK_TYPES), () => "FS" as const),
  lag: withDefault(FiniteNumber, () => 0)
})
export type WbsLinkInput = typeof WbsLinkInput.Type

/**
 * Task-link fields a WBS row accepts (issue 22): `predecessors` in MS Project's notation with the outline
 * numbers the screens show (`3FS+2d, 5SS`), or `links` by row id; either replaces the row's links
 * (`predecessors` wins when both are sent; "" or [] removes them). `start_no_earlier_than`: null clears it.
 */
export const wbsLinkFields = {
  predecessors: optional(Schema.NullOr(Schema.String)),
  links: optional(Schema.Array(WbsLinkInput)),
  start_no_earlier_than: optional(Schema.NullOr(CalendarDate))
}
