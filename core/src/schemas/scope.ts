import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Approach, DEFAULT_APPROACH, Procurement, ThirdParties } from "./enums"
import { Flag, looseLiteral, nullable, Text, Timestamp, withDefault } from "./primitives"
import { GoalItems, ScopeItems } from "./scope-item"

/** Setup choices (waterfall.md §3 SetupFlags); the has_* flags are used by the budget. */
export const SetupFlags = Schema.Struct({
  delivery_approach: withDefault(looseLiteral(Approach.literals), () => DEFAULT_APPROACH),
  procurement: withDefault(looseLiteral(Procurement.literals), () => "None" as const),
  third_parties: withDefault(looseLiteral(ThirdParties.literals), () => "None" as const),
  has_software: Flag,
  has_hardware: Flag,
  has_third_party: Flag
}).annotations({ title: "SetupFlags" })
export type SetupFlags = typeof SetupFlags.Type

const BackgroundObject = Schema.Struct({
  text: Text,
  saved_at: nullable(Timestamp)
})

/** Background & Drivers: one text with the time it was saved. A plain string is accepted. */
export const Background = Schema.Union(
  BackgroundObject,
  Schema.transform(Schema.String, Schema.typeSchema(BackgroundObject), {
    strict: true,
    decode: (text) => ({ text, saved_at: null }),
    encode: (b) => b.text
  })
).annotations({ title: "Background" })
export type Background = typeof Background.Type

const EMPTY_SETUP: SetupFlags = {
  delivery_approach: DEFAULT_APPROACH,
  procurement: "None",
  third_parties: "None",
  has_software: false,
  has_hardware: false,
  has_third_party: false
}

const items = withDefault(ScopeItems, () => [])
const TextMap = withDefault(Schema.Record({ key: Schema.String, value: Schema.String }), () => ({}))

/**
 * A waterfall scope (waterfall.md §3). Section keys also accepted capitalised (Objectives for
 * goals, Deliverables, ..., Out_of_Scope), plus InScope, SetupFlags (or setup), Detail,
 * InputSummary, ClarificationAnswers, Background.
 */
export const Scope = withAliases(
  "Scope",
  Schema.Struct({
    goals: withDefault(GoalItems, () => []),
    deliverables: items,
    assumptions: items,
    constraints: items,
    dependencies: items,
    out_of_scope: items,
    phases: items,
    risks: items,
    questions: items,
    background: withDefault(Background, () => ({ text: "", saved_at: null })),
    in_scope: Text,
    setup_flags: withDefault(SetupFlags, () => EMPTY_SETUP),
    input_summary: Text,
    detail: TextMap,
    clarification_answers: TextMap
  }),
  {
    goals: ["Objectives", "objectives", "Goals"],
    deliverables: ["Deliverables"],
    assumptions: ["Assumptions"],
    constraints: ["Constraints"],
    dependencies: ["Dependencies"],
    out_of_scope: ["Out_of_Scope", "OutOfScope", "Out_of_scope", "out_of_Scope"],
    phases: ["Phases"],
    risks: ["Risks"],
    questions: ["Questions"],
    background: ["Background"],
    in_scope: ["InScope", "inScope"],
    setup_flags: ["SetupFlags", "setup"],
    input_summary: ["InputSummary"],
    detail: ["Detail"],
    clarification_answers: ["ClarificationAnswers"]
  }
)
export type Scope = typeof Scope.Type
