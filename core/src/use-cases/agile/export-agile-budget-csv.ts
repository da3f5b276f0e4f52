import * as Effect from "effect/Effect"
import { BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT } from "../../messages/budget"
import { budgetCsvFileName } from "../../rules/budget/budget-csv-file-name"
import { budgetCsvTable } from "../../rules/budget/budget-csv"
import type { Authenticated } from "../platform/authenticate-session"
import type { AgileProjectRef } from "./agile-project"
import { AgileItemNotFound } from "./agile-errors"
import { budgetProject, loadAgileBudget } from "./agile-budget-document"
import { NO_BUDGET } from "./agile-texts"

/** GET /budget/agile/export?project_name: the budget CSV (lines then summary rows); Project name is required to export. */
export const exportAgileBudgetCsv = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* budgetProject(auth, ref, BUDGET_PROJECT_NAME_REQUIRED_TO_EXPORT)
    const { budget } = yield* loadAgileBudget(project.id)
    if (!budget) return yield* new AgileItemNotFound({ message: NO_BUDGET })
    return {
      table: budgetCsvTable(budget.items, budget.contingency_pct),
      fileName: budgetCsvFileName(project.name, auth.now) ?? `budget_${project.id}.csv`
    }
  })
