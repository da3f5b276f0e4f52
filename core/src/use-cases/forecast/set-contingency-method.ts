import type { ContingencyMethodResponse } from "../../responses/forecast/forecast-responses"
import * as Effect from "effect/Effect"
import { FORECAST_PROJECT_REQUIRED } from "../../messages/forecast"
import { ForecastRepository } from "../../ports/forecast/forecast-repository"
import { BudgetRepository } from "../../ports/waterfall/budget-repository"
import type { ContingencyMethodRequest } from "../../requests/forecast/forecast-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { StaleVersion } from "../waterfall/errors"
import { openProject } from "../waterfall/open-project"
import { requireFeature } from "../waterfall/plan-gate"
import { STALE_VERSION } from "../waterfall/texts"
import { budgetContingency, withChoice } from "./budget-contingency"
import { budgetAnswer } from "../waterfall/budget-view"

/**
 * PUT /forecast/contingency {method, version}: how the budget's contingency is set (flat percentage, risk
 * exposure, simulated P80 minus base cost). Answers the method and its version (method_version) and, with a saved budget, the
 * budget answer carrying it. A stale version answers 409.
 */
export const setContingencyMethod = (auth: Authenticated, body: ContingencyMethodRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, FORECAST_PROJECT_REQUIRED)
    yield* requireFeature(open, "budget.full")
    const repo = yield* ForecastRepository
    const current = yield* repo.find(open.project.id)
    const expected = body.version ?? null
    const saved = expected !== null && expected !== current.methodVersion ? null : yield* repo.saveMethod(open.project.id, body.method, auth.now, expected)
    if (!saved) {
      const now = yield* repo.find(open.project.id)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: now.methodVersion, current: { method: now.contingencyMethod } })
    }
    const budget = yield* (yield* BudgetRepository).find(open.project.id)
    if (!budget) return { ok: true, method: saved.contingencyMethod, method_version: saved.methodVersion, budget: null } satisfies ContingencyMethodResponse
    const { choice } = yield* budgetContingency(open, budget)
    return { ok: true, method: saved.contingencyMethod, method_version: saved.methodVersion, ...withChoice(budgetAnswer(budget), choice, saved.methodVersion) } satisfies ContingencyMethodResponse
  })
