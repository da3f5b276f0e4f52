// One Budget screen, two methods: what differs between waterfall.md §2 Budget and agile.md §2 Agile Budget.
import { PENDING_EDITS_AGILE, PENDING_EDITS_WATERFALL } from "@initpack/core/messages/budget"
import { AGILE_KNOWN_COSTS_HINT, KNOWN_COSTS_HINT } from "../data/budget-texts"
import type { ExtraKey } from "./budget-form"

export type BudgetMode = "waterfall" | "agile"

export interface BudgetModeSpec {
  readonly eyebrow: string
  readonly title: string
  /** Scope Extras offered: agile has no Hardware (agile.md §2). */
  readonly extras: ReadonlyArray<ExtraKey>
  readonly collapseLabel: string
  /** The note while cost-type edits are held (waterfall.md §4, agile.md §4). */
  readonly pendingText: string
  /** Agile allocates a Scrum Master besides the Project Manager. */
  readonly scrumMaster: boolean
  /** Where the known-cost suggestions of "Include WBS suggestions" come from. */
  readonly suggestionSource: string
  readonly knownCostsHint: string
}

export const BUDGET_MODES: Readonly<Record<BudgetMode, BudgetModeSpec>> = {
  waterfall: {
    eyebrow: "Waterfall · Budget",
    title: "Budget",
    extras: ["software", "hardware", "third_party"],
    collapseLabel: "Collapse labour to parent/phase",
    pendingText: PENDING_EDITS_WATERFALL,
    scrumMaster: false,
    suggestionSource: "WBS",
    knownCostsHint: KNOWN_COSTS_HINT
  },
  agile: {
    eyebrow: "Agile · Budget",
    title: "Agile Budget",
    extras: ["software", "third_party"],
    collapseLabel: "Collapse labour to sprint/phase",
    pendingText: PENDING_EDITS_AGILE,
    scrumMaster: true,
    suggestionSource: "schedule",
    knownCostsHint: AGILE_KNOWN_COSTS_HINT
  }
}

/** The API prefix of each method's budget calls (docs/api.md: /budget/* and /budget/agile/*). */
export const budgetApiBase = (mode: BudgetMode = "waterfall"): string => (mode === "agile" ? "/budget/agile" : "/budget")
