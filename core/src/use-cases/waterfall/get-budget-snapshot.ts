import * as Effect from "effect/Effect"
import type { BudgetSnapshotResponse } from "../../responses/waterfall/budget-responses"
import { BudgetRepository } from "../../ports/waterfall/budget-repository"
import { BUDGET_PROJECT_NAME_REQUIRED } from "../../messages/budget"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { budgetAnswerWithContingency } from "../forecast/budget-contingency"
import { openProject } from "./open-project"

/** GET /budget/snapshot?project_name -> budget {items, db_rows, totals}, contingency {method, amount, options} (found false when none yet). */
export const getBudgetSnapshot = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref, BUDGET_PROJECT_NAME_REQUIRED)
    const record = yield* (yield* BudgetRepository).find(open.project.id)
    if (!record) return { found: false, budget: { items: [], db_rows: [], totals: null }, totals: null, version: 0 } satisfies BudgetSnapshotResponse
    const saved: BudgetSnapshotResponse = yield* budgetAnswerWithContingency(open, record)
    return saved
  })
