import * as Effect from "effect/Effect"
import type { Authenticated } from "../platform/authenticate-session"
import type { AgileProjectRef } from "./agile-project"
import { budgetProject, budgetView, loadAgileBudget } from "./agile-budget-document"

/** GET /budget/agile/snapshot?project_name: the saved budget {items, db_rows, subtotals}, or budget null before the first generate. */
export const getAgileBudgetSnapshot = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* budgetProject(auth, ref)
    const { budget, version } = yield* loadAgileBudget(project.id)
    return { ok: true, project_id: project.id, budget: budget ? budgetView(budget) : null, version }
  })
