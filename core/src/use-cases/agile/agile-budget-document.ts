import * as Effect from "effect/Effect"
import { BUDGET_PROJECT_NAME_REQUIRED } from "../../messages/budget"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import { budgetTotals } from "../../rules/budget/budget-totals"
import { isRecord } from "../../schemas/aliases"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"

/** A stored agile budget line (agile.md §3 Budget line); rollup lines are fixed OPEX. */
export interface AgileBudgetLine {
  readonly id: number
  readonly category: string
  readonly item: string
  readonly estimated_cost: number
  readonly justification: string
  readonly cost_type: "CAPEX" | "OPEX"
  readonly phase: string | null
  readonly rollup: boolean
}

export interface StoredAgileBudget {
  readonly items: ReadonlyArray<AgileBudgetLine>
  readonly contingency_pct: number
  readonly currency: string
  readonly config: unknown
  readonly labour_rollup: string
  readonly generated_at: string
}

const asBudget = (data: unknown): StoredAgileBudget | null =>
  isRecord(data) && Array.isArray(data.items) && typeof data.contingency_pct === "number" ? (data as unknown as StoredAgileBudget) : null

/** The budget project: Project name is required (agile.md §5, §8) when neither a name nor an id is sent. */
export const budgetProject = (auth: Authenticated, ref: AgileProjectRef, message: string = BUDGET_PROJECT_NAME_REQUIRED) =>
  agileProject(auth, ref, message)

export const loadAgileBudget = (projectId: number) =>
  Effect.gen(function* () {
    const doc = yield* (yield* AgileDocumentRepository).read(projectId, "budget")
    return { budget: doc ? asBudget(doc.data) : null, version: doc?.version ?? 0 }
  })

/** Budget answer {items, db_rows, subtotals} (totals too, with grand = total). */
export const budgetView = (budget: StoredAgileBudget) => {
  const totals = budgetTotals(budget.items, budget.contingency_pct)
  const subtotals = { ...totals, grand: totals.total }
  return {
    items: budget.items,
    db_rows: budget.items,
    subtotals,
    totals: subtotals,
    currency: budget.currency,
    contingency_pct: budget.contingency_pct,
    labour_rollup: budget.labour_rollup,
    generated_at: budget.generated_at
  }
}
