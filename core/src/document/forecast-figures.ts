import * as Either from "effect/Either"
import { chooseContingency, type ContingencyChoice } from "../rules/forecast/contingency-choice"
import { contingencyOptions, isContingencyMethod } from "../rules/forecast/contingency-options"
import { forecast, type ForecastResult } from "../rules/forecast/forecast"
import { projectSeed } from "../rules/forecast/seeded-random"
import { forecastInputOf, type ArtefactsForecastInput } from "../use-cases/forecast/forecast-input"
import type { ProjectArtefacts } from "./artefacts"
import { budgetFigures } from "./budget-figures"
import { statedLinks } from "./plan-network"
import { wbsRows } from "./plan-rows"
import type { TaskLink } from "../rules/planning/network/task-link"

export interface ForecastFigures {
  readonly result: ForecastResult
  readonly input: ArtefactsForecastInput
  readonly currency: string
  readonly contingency: ContingencyChoice
}

/** A drafted WBS's links (its predecessors in MS Project notation), between rows the model knows. */
const draftedLinks = (a: ProjectArtefacts): ReadonlyArray<TaskLink> => {
  if (a.project.method === "agile" || !a.wbs || a.wbs.length === 0) return []
  const ids = new Set(forecastInputOf(a).rows.map((r) => r.id))
  return statedLinks(wbsRows(a.wbs)).filter((l) => ids.has(l.predecessor) && ids.has(l.successor))
}

/** The model the documents (and `initpack forecast`) simulate: the artefacts with their forecast edits, the stored or drafted links. */
export const documentForecastInput = (a: ProjectArtefacts): ArtefactsForecastInput => {
  const f = a.forecast
  return forecastInputOf(a, {
    ...(f?.estimates ? { estimates: f.estimates } : {}),
    ...(f?.risks ? { risks: f.risks } : {}),
    links: f?.links ?? draftedLinks(a)
  })
}

/** The budget's contingency when the project chose another method than the flat percentage (docs/forecast.md), for the totals. */
export const chosenContingency = (a: ProjectArtefacts): { readonly amount: number; readonly label: string } | undefined => {
  if (!isContingencyMethod(a.forecast?.contingency_method) || a.forecast.contingency_method === "percentage") return undefined
  const c = forecastFigures(a)?.contingency
  return c && c.method !== "percentage" ? { amount: c.amount, label: c.label } : undefined
}

// one run per artefacts object: the PID, budget summary, RAID and SOW of one pack share it
const memo = new WeakMap<ProjectArtefacts, ForecastFigures | null>()

/**
 * The documents' forecast (docs/forecast.md): the project's plan with the user's edits (if any), the
 * default iterations and the project's seed, so a document regenerated from the same data shows the same
 * numbers as the API and the CLI. Null when there is no plan to simulate.
 */
export const forecastFigures = (a: ProjectArtefacts): ForecastFigures | null => {
  if (memo.has(a)) return memo.get(a) ?? null
  const f = a.forecast
  const input = documentForecastInput(a)
  let figures: ForecastFigures | null = null
  if (input.estimates.length > 0) {
    const run = forecast(input, { seed: projectSeed(a.project) })
    if (Either.isRight(run)) {
      const r = run.right
      const options = contingencyOptions({ baseCost: r.base.cost, contingencyPct: input.contingencyPct, exposure: r.exposure, p80Cost: r.cost.percentiles.P80 })
      // the flat percentage is the budget's own figure (its subtotal), as the budget screens show it
      const flat = a.budget?.items && a.budget.items.length > 0 ? budgetFigures(a.budget).contingency : null
      const withFlat = options.map((o) => (o.method === "percentage" && flat !== null ? { ...o, amount: flat } : o))
      const method = isContingencyMethod(f?.contingency_method) ? f.contingency_method : "percentage"
      figures = { result: r, input, currency: input.currency, contingency: chooseContingency(method, withFlat) }
    }
  }
  memo.set(a, figures)
  return figures
}
