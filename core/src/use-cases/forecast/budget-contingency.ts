import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { ForecastRepository } from "../../ports/forecast/forecast-repository"
import type { BudgetRecord } from "../../ports/waterfall/budget-repository"
import { chooseContingency, withContingency, type ContingencyChoice } from "../../rules/forecast/contingency-choice"
import { CONTINGENCY_METHOD_LABELS, type ContingencyOption } from "../../rules/forecast/contingency-options"
import type { OpenProject } from "../waterfall/open-project"
import { budgetAnswer, budgetView, contingencyOf } from "../waterfall/budget-view"
import { loadForecastModel } from "./forecast-model"
import { forecastOfModel } from "./run-project-forecast"

const round2 = (x: number): number => Math.round(x * 100) / 100

/**
 * The contingency of a saved budget by the project's method (docs/forecast.md): the flat percentage of the
 * budget's subtotal exactly as before, and, when the plan can be simulated (project seed), the risks' EMV
 * and the simulated P80 minus the base cost beside it.
 */
export const budgetContingency = (open: OpenProject, record: BudgetRecord) =>
  contingencyByMethod(open, budgetView(record.items, record.config).totals.contingency, contingencyOf(record.config))

/** The project's chosen contingency beside every method's figure, given the budget's flat amount at `pct` (waterfall or agile budget). */
export const contingencyByMethod = (open: Pick<OpenProject, "auth" | "project">, flat: number, pct: number) =>
  Effect.gen(function* () {
    const stored = yield* (yield* ForecastRepository).find(open.project.id)
    const percentage: ContingencyOption = { method: "percentage", label: CONTINGENCY_METHOD_LABELS.percentage, amount: flat, basis: `${round2(pct * 100)}% of the base cost` }
    const model = yield* loadForecastModel(open)
    const run = model.input.estimates.length > 0 ? forecastOfModel(model, {}) : null
    const options = run !== null && Either.isRight(run) ? [percentage, ...run.right.contingency.filter((o) => o.method !== "percentage")] : [percentage]
    return { choice: chooseContingency(stored.contingencyMethod, options), methodVersion: stored.methodVersion }
  })

/** The budget answer with the chosen contingency in its totals and the method and its figures beside them. */
export const budgetAnswerWithContingency = (open: OpenProject, record: BudgetRecord) =>
  Effect.map(budgetContingency(open, record), ({ choice, methodVersion }) => withChoice(budgetAnswer(record), choice, methodVersion))

export const withChoice = (answer: ReturnType<typeof budgetAnswer>, choice: ContingencyChoice, methodVersion: number) => {
  const totals = withContingency(answer.totals, choice.amount)
  const shown = { ...totals, grand: totals.total }
  return { ...answer, budget: { ...answer.budget, totals: shown }, totals: shown, contingency: { ...choice, version: methodVersion } }
}
