import * as Schema from "effect/Schema"
import { isRecord, readAliased, withAliases } from "./aliases"
import { Kpis } from "./kpi"
import { droppingBlank, isBlankText, optional, requiredText, withDefault } from "./primitives"

/** waterfall.md §3, agile.md §3: name/text/line for title; detail/description/desc for rationale. */
export const SCOPE_ITEM_ALIASES = {
  title: ["name", "text", "line"],
  rationale: ["detail", "description", "desc"]
} as const

const Rationale = withDefault(Schema.Trim, () => "")

const ScopeItemObject = withAliases(
  "ScopeItem",
  Schema.Struct({
    title: requiredText("Title is required."),
    rationale: Rationale,
    kpis: optional(Kpis)
  }),
  SCOPE_ITEM_ALIASES
)

/**
 * A scope section item {title, rationale}; goal items also carry kpis. A plain string decodes as
 * an item with that title. Encoding always gives the object form.
 */
export const ScopeItem = Schema.Union(
  ScopeItemObject,
  Schema.transform(Schema.String, ScopeItemObject.to, {
    strict: false,
    decode: (title) => ({ title }),
    encode: (item) => (item as { readonly title: string }).title
  })
).annotations({ title: "ScopeItem" })
export type ScopeItem = typeof ScopeItem.Type

/** A goal: a scope item whose kpis default to []. */
export const GoalItem = Schema.transform(
  ScopeItem,
  Schema.typeSchema(
    Schema.Struct({
      title: Schema.String,
      rationale: Schema.String,
      kpis: Schema.Array(Schema.typeSchema(Kpis.to.value))
    })
  ),
  { strict: true, decode: (item) => ({ ...item, kpis: item.kpis ?? [] }), encode: (goal) => goal }
).annotations({ title: "GoalItem" })
export type GoalItem = typeof GoalItem.Type

/** True when a raw item (object or string) has no non-blank title under any accepted name. */
export const hasBlankTitle = (u: unknown): boolean =>
  typeof u === "string" ? isBlankText(u) : isRecord(u) ? isBlankText(readAliased(u, "title", SCOPE_ITEM_ALIASES)) : false

/** A section's item list; items whose title is empty are dropped, not rejected. */
export const ScopeItems = droppingBlank(ScopeItem, hasBlankTitle)
export type ScopeItems = typeof ScopeItems.Type

/** The goals list; blank-titled goals are dropped and each goal has a kpis list. */
export const GoalItems = droppingBlank(GoalItem, hasBlankTitle)
export type GoalItems = typeof GoalItems.Type
