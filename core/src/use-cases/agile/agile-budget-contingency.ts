import * as Effect from "effect/Effect"
import type { ProjectRecord } from "../../ports/project-repository"
import { withContingency } from "../../rules/forecast/contingency-choice"
import type { Authenticated } from "../platform/authenticate-session"
import { contingencyByMethod } from "../forecast/budget-contingency"
import { budgetView, type StoredAgileBudget } from "./agile-budget-document"

/**
 * The agile budget answer with the contingency of the project's method (docs/forecast.md), as the
 * waterfall budget's: the flat percentage exactly as before by default, else the risks' EMV or the
 * simulated P80 minus the base cost in the totals, and `contingency` {method, amount, options, version}.
 */
export const agileBudgetWithContingency = (auth: Authenticated, project: ProjectRecord, budget: StoredAgileBudget) =>
  Effect.gen(function* () {
    const view = budgetView(budget)
    const { choice, methodVersion } = yield* contingencyByMethod({ auth, project }, view.totals.contingency, budget.contingency_pct)
    const totals = withContingency(view.totals, choice.amount)
    const shown = { ...totals, grand: totals.total }
    return { view: { ...view, subtotals: shown, totals: shown }, contingency: { ...choice, version: methodVersion } }
  })
