import type { AgileCostTypesResponse } from "../../responses/agile/budget-responses"
import * as Effect from "effect/Effect"
import { Transactor } from "../../ports/transactor"
import type { AgileCostTypesRequest } from "../../requests/agile/budget-requests"
import { updateCostTypes } from "../../rules/budget/update-cost-types"
import type { Authenticated } from "../platform/authenticate-session"
import { AgileItemNotFound } from "./agile-errors"
import { budgetProject, budgetView, loadAgileBudget, type AgileBudgetLine } from "./agile-budget-document"
import { NO_BUDGET } from "./agile-texts"
import { dropRetypedBudgetLines } from "../pack/drop-edited-lines"
import { writeDocument } from "./versioned-write"

/**
 * POST /budget/agile/update_cost_types {updates [{id, cost_type}]}: Save & Recalculate CapEx/OpEx.
 * Rollup lines stay OPEX; answers totals {capex, opex, grand} (contingency counted as OpEx).
 */
export const updateAgileCostTypes = (auth: Authenticated, request: AgileCostTypesRequest) =>
  Effect.gen(function* () {
    const project = yield* budgetProject(auth, request)
    const { budget, version } = yield* loadAgileBudget(project.id)
    if (!budget) return yield* new AgileItemNotFound({ message: NO_BUDGET })
    const { lines, totals } = updateCostTypes(budget.items, request.updates, budget.contingency_pct)
    const updated = { ...budget, items: lines as ReadonlyArray<AgileBudgetLine> }
    const next = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const written = yield* writeDocument(project.id, "budget", updated, request.version ?? version)
        // issue 35: a drafted line whose cost type the user changed is theirs; its saved provenance goes
        yield* dropRetypedBudgetLines(project.id, budget.items, lines, budget.currency)
        return written
      })
    )
    return { ok: true, totals, budget: budgetView(updated), version: next } satisfies AgileCostTypesResponse
  })
