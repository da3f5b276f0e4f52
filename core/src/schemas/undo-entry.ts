import * as Schema from "effect/Schema"
import { Text, Timestamp, withDefault } from "./primitives"
import { ScopeItem } from "./scope-item"

/** One undo snapshot of a scope section (waterfall.md §3); keeping the last 20 is a rule. */
export const UndoEntry = Schema.Struct({
  ts: Timestamp,
  label: Text,
  items: withDefault(Schema.Array(ScopeItem), () => [])
}).annotations({ title: "UndoEntry" })
export type UndoEntry = typeof UndoEntry.Type
