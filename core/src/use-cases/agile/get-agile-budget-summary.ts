import type { AgileBudgetSummaryResponse } from "../../responses/agile/budget-responses"
import * as Effect from "effect/Effect"
import { uniqueBy } from "../../drafting/guards"
import { AGILE_BUDGET_DEFAULTS } from "../../rules/budget/budget-defaults"
import { leafItems } from "../../rules/budget/leaf-items"
import { parseResourceRoles } from "../../rules/budget/resource-roles"
import type { Authenticated } from "../platform/authenticate-session"
import type { AgileProjectRef } from "./agile-project"
import { budgetProject } from "./agile-budget-document"
import { budgetTasks } from "./budget-tasks"
import { loadScheduleRows } from "./schedule-view"

/** GET /budget/agile/summary?project_name: schedule items (task, phase) and the roles named in them plus PM and Scrum Master. */
export const getAgileBudgetSummary = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* budgetProject(auth, ref)
    const { rows } = yield* loadScheduleRows(project.id)
    const leaves = leafItems(budgetTasks(rows)).filter((t) => t.type !== "gate")
    const roles = uniqueBy(
      [AGILE_BUDGET_DEFAULTS.pm_role_name, AGILE_BUDGET_DEFAULTS.sm_role_name, ...leaves.flatMap((t) => parseResourceRoles(t.resource_json).map((r) => r.role))],
      (r) => r
    )
    return { ok: true, project_id: project.id, items: leaves.map((t) => ({ task: t.title, phase: t.phase })), roles } satisfies AgileBudgetSummaryResponse
  })
