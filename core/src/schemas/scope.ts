import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Approach, DEFAULT_APPROACH, Procurement, ThirdParties } from "./enums"
import { Flag, looseLiteral, Text, Timestamp } from "./primitives"
import { GoalItems, ScopeItems } from "./scope-item"

/** Setup choices (waterfall.md §3 SetupFlags); the has_* flags are used by the budget. */
export const SetupFlags = Schema.Struct({
  delivery_approach: Schema.optionalWith(looseLiteral(Approach.literals), {
    default: () => DEFAULT_APPROACH,
    nullable: true
  }),
  procurement: Schema.optionalWith(looseLiteral(Procurement.literals), { default: () => "None", nullable: true }),
  third_parties: Schema.optionalWith(looseLiteral(ThirdParties.literals), { default: () => "None", nullable: true }),
  has_software: Flag,
  has_hardware: Flag,
  has_third_party: Flag
}).annotations({ title: "SetupFlags" })
export type SetupFlags = typeof SetupFlags.Type

const BackgroundObject = Schema.Struct({
  text: Text,
  saved_at: Schema.optionalWith(Schema.NullOr(Timestamp), { default: () => null })
})

/** Background & Drivers: one text with the time it was saved. A plain string is accepted. */
export const Background = Schema.Union(
  BackgroundObject,
  Schema.transform(Schema.String, BackgroundObject, {
    strict: true,
    decode: (text) => ({ text }),
    encode: (b) => b.text ?? ""
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

const items = Schema.optionalWith(ScopeItems, { default: () => [] })
const TextMap = Schema.optionalWith(Schema.Record({ key: Schema.String, value: Schema.String }), {
  default: () => ({}),
  nullable: true
})

/**
 * A waterfall scope (waterfall.md §3). Section keys also accepted capitalised (Objectives for
 * goals, Deliverables, ..., Out_of_Scope), plus InScope, SetupFlags (or setup), Detail,
 * InputSummary, ClarificationAnswers, Background.
 */
export const Scope = withAliases(
  "Scope",
  Schema.Struct({
    goals: Schema.optionalWith(GoalItems, { default: () => [] }),
    deliverables: items,
    assumptions: items,
    constraints: items,
    dependencies: items,
    out_of_scope: items,
    phases: items,
    risks: items,
    questions: items,
    background: Schema.optionalWith(Background, { default: () => ({ text: "", saved_at: null }), nullable: true }),
    in_scope: Text,
    setup_flags: Schema.optionalWith(SetupFlags, { default: () => EMPTY_SETUP, nullable: true }),
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
