import type { AgileBudgetSnapshotResponse } from "../../responses/agile/budget-responses"
import * as Effect from "effect/Effect"
import type { Authenticated } from "../platform/authenticate-session"
import type { AgileProjectRef } from "./agile-project"
import { agileBudgetWithContingency } from "./agile-budget-contingency"
import { budgetProject, loadAgileBudget } from "./agile-budget-document"

/** GET /budget/agile/snapshot?project_name: the saved budget {items, db_rows, subtotals} with the contingency of the project's method and `contingency` its figures, or budget null before the first generate. */
export const getAgileBudgetSnapshot = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* budgetProject(auth, ref)
    const { budget, version } = yield* loadAgileBudget(project.id)
    if (!budget) return { ok: true, project_id: project.id, budget: null, version } satisfies AgileBudgetSnapshotResponse
    const { view, contingency } = yield* agileBudgetWithContingency(auth, project, budget)
    return { ok: true, project_id: project.id, budget: view, contingency, version } satisfies AgileBudgetSnapshotResponse
  })
