import type { ForecastRunResponse } from "../../responses/forecast/forecast-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { FORECAST_NO_PLAN, FORECAST_PROJECT_REQUIRED, forecastFailed } from "../../messages/forecast"
import type { ForecastRunRequest } from "../../requests/forecast/forecast-requests"
import { contingencyOptions } from "../../rules/forecast/contingency-options"
import { forecast } from "../../rules/forecast/forecast"
import { projectSeed, seedOf } from "../../rules/forecast/seeded-random"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "../waterfall/open-project"
import { requireFeature } from "../waterfall/plan-gate"
import { loadForecastModel, type ForecastModel } from "./forecast-model"

/** The forecast of a loaded model with the contingency figures; the seed defaults to the project's (same data, same numbers). */
export const forecastOfModel = (model: ForecastModel, options: { readonly iterations?: number | undefined; readonly seed?: number | string | undefined; readonly distribution?: "triangular" | "pert" | undefined }) => {
  const seed = options.seed === undefined ? projectSeed(model.artefacts.project) : seedOf(options.seed)
  const result = forecast(model.input, { iterations: options.iterations, seed, distribution: options.distribution })
  if (Either.isLeft(result)) return Either.left(result.left)
  const r = result.right
  const contingency = contingencyOptions({ baseCost: r.base.cost, contingencyPct: model.input.contingencyPct, exposure: r.exposure, p80Cost: r.cost.percentiles.P80 })
  return Either.right({ ...r, currency: model.input.currency, links: model.input.links.length === 0 ? ("chain" as const) : ("network" as const), contingency })
}

/** POST /forecast/run {iterations, seed, distribution}: the Monte Carlo forecast of the project's plan (docs/forecast.md). */
export const runProjectForecast = (auth: Authenticated, body: ForecastRunRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, FORECAST_PROJECT_REQUIRED)
    yield* requireFeature(open, "budget.full")
    const model = yield* loadForecastModel(open)
    if (model.input.estimates.length === 0) return yield* new InvalidInput({ message: FORECAST_NO_PLAN })
    const out = forecastOfModel(model, body)
    if (Either.isLeft(out)) return yield* new InvalidInput({ message: forecastFailed(out.left.message) })
    return { project_id: open.project.id, contingency_method: model.stored.contingencyMethod, contingency_method_version: model.stored.methodVersion, ...out.right } satisfies ForecastRunResponse
  })
