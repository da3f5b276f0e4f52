import * as Effect from "effect/Effect"
import { BudgetRepository } from "../../ports/waterfall/budget-repository"
import { BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT } from "../../messages/budget"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import { budgetCsvFileName } from "../../rules/budget/budget-csv-file-name"
import { budgetCsvTable } from "../../rules/budget/budget-csv"
import type { Authenticated } from "../platform/authenticate-session"
import { contingencyOf } from "./budget-view"
import { openProject } from "./open-project"

/** GET /budget/export?project_name: the budget CSV named after the project (budget_{project}_{date}.csv). */
export const exportBudget = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref, BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT)
    const record = yield* (yield* BudgetRepository).find(open.project.id)
    const table = budgetCsvTable(record?.items ?? [], contingencyOf(record?.config ?? {}))
    return { table, fileName: budgetCsvFileName(open.project.name, auth.now) ?? "budget.csv" }
  })
