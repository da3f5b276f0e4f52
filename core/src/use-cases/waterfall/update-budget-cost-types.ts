import type { BudgetCostTypesResponse } from "../../responses/waterfall/budget-responses"
import * as Effect from "effect/Effect"
import { Transactor } from "../../ports/transactor"
import { BudgetRepository } from "../../ports/waterfall/budget-repository"
import { BUDGET_PROJECT_NAME_REQUIRED } from "../../messages/budget"
import type { BudgetCostTypesRequest } from "../../requests/waterfall/budget-requests"
import { updateCostTypes } from "../../rules/budget/update-cost-types"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound, StaleVersion } from "./errors"
import { budgetAnswer, contingencyOf } from "./budget-view"
import { openProject } from "./open-project"
import { budgetAnswerWithContingency } from "../forecast/budget-contingency"
import { dropRetypedBudgetLines } from "../pack/drop-edited-lines"
import { requireFeature } from "./plan-gate"
import { STALE_VERSION } from "./texts"

export const NO_BUDGET_YET = "No budget yet: generate it first."

/**
 * POST /budget/update_cost_types {project_name, updates [{id, cost_type}], contingency_pct?} -> totals {capex, opex, grand}.
 * Rollup lines stay OPEX (core's rule). A stale version answers 409. Free plan: no OPEX/CAPEX split.
 */
export const updateBudgetCostTypes = (auth: Authenticated, body: BudgetCostTypesRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, BUDGET_PROJECT_NAME_REQUIRED)
    yield* requireFeature(open, "budget.full")
    const repo = yield* BudgetRepository
    const current = yield* repo.find(open.project.id)
    if (!current) return yield* new ItemNotFound({ message: NO_BUDGET_YET })
    const expected = body.version ?? null
    if (expected !== null && expected !== current.version)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: current.version, current: budgetAnswer(current) })
    // issue 37: a contingency sent with the save is the budget's from now on, so the totals follow it
    const config = body.contingency_pct === undefined ? current.config : { ...current.config, contingency_pct: body.contingency_pct }
    const result = updateCostTypes(current.items, body.updates, contingencyOf(config))
    const currency = typeof config.currency === "string" && config.currency.trim() !== "" ? config.currency : ""
    const saved = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const written = yield* repo.save(open.project.id, result.lines, config, auth.now, current.version)
        // issue 35: a drafted line whose cost type the user changed is theirs; its saved provenance goes
        if (written) yield* dropRetypedBudgetLines(open.project.id, current.items, result.lines, currency)
        return written
      })
    )
    if (!saved) {
      const now = yield* repo.find(open.project.id)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: now?.version ?? 0, current: now ? budgetAnswer(now) : null })
    }
    // the totals with the contingency of the project's method (docs/forecast.md)
    const answer = yield* budgetAnswerWithContingency(open, saved)
    return { ok: true, ...answer, totals: { capex: answer.totals.capex, opex: answer.totals.opex, grand: answer.totals.grand } } satisfies BudgetCostTypesResponse
  })
