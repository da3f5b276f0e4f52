import type { AgileBudgetGenerateResponse } from "../../responses/agile/budget-responses"
import * as Effect from "effect/Effect"
import { recordAiUse } from "./record-ai-use"
import { Drafter } from "../../ports/drafter"
import type { AgileBudgetGenerateRequest } from "../../requests/agile/budget-requests"
import type { BudgetLineInput } from "../../rules/budget/budget-line"
import { composeBudget } from "../../rules/budget/compose-budget"
import { oneOffCostLines } from "../../rules/budget/one-off-costs"
import { briefLimitWarnings } from "../../rules/planning/brief-limits"
import type { Authenticated } from "../platform/authenticate-session"
import { agileBudgetWithContingency } from "./agile-budget-contingency"
import { budgetProject, type AgileBudgetLine, type StoredAgileBudget } from "./agile-budget-document"
import { agileScopeContext, loadAgileScope } from "./agile-scope-document"
import { budgetTasks } from "./budget-tasks"
import { agileScopeLimitsText } from "./generate-schedule-plan"
import { loadScheduleRows } from "./schedule-view"
import { writeDocument } from "./versioned-write"

/**
 * POST /budget/agile/generate (agile.md §7): labour from the schedule's leaf rows x rate card (collapsed
 * per sprint/phase with sprint_parent_only, else detailed), Project Manager and Scrum Master over the
 * project weeks, drafted Software / Third-party extras when ticked, deliverable overrides when applied;
 * cost types and totals by core's budget rules. The budget is saved and returned, with a `warning` when its total
 * is above the budget cap the saved scope states (issue 19, the same text as the waterfall /budget/generate);
 * the totals carry the contingency of the project's method and `contingency` its figures (issue 23).
 */
export const generateAgileBudget = (auth: Authenticated, request: AgileBudgetGenerateRequest) =>
  Effect.gen(function* () {
    const project = yield* budgetProject(auth, request)
    const { rows } = yield* loadScheduleRows(project.id)
    const config = request.config
    const flags = request.scope_flags
    let extras: ReadonlyArray<BudgetLineInput> = []
    const { scope } = yield* loadAgileScope(project.id)
    if (flags.has_software || flags.has_third_party) {
      const drafted = yield* (yield* Drafter).budgetExtras({
        project_name: project.name,
        scope_flags: { has_software: flags.has_software, has_hardware: false, has_third_party: flags.has_third_party },
        extras_text: { software: request.extras_text.software, third_party: request.extras_text.third_party },
        currency: config.currency,
        region: config.region,
        pricing_horizon_months: config.pricing_horizon_months,
        context: agileScopeContext(project.name, scope)
      })
      yield* recordAiUse(auth, "budgetExtras", project.id)
      extras = drafted.items
    }
    const deliverables = config.apply_deliverables
      ? oneOffCostLines(Object.entries(config.deliverable_overrides).map(([name, amount]) => ({ name, amount })))
      : []
    const composed = composeBudget({
      tasks: budgetTasks(rows),
      management: [request.pm_config, request.sm_config],
      labourRollup: request.labour_rollup,
      rates: config.rates,
      defaultRate: config.default_rate,
      contingencyPct: config.contingency_pct,
      otherLines: [...extras, ...deliverables]
    })
    const items: Array<AgileBudgetLine> = composed.items.map((line, i) => ({
      id: i + 1,
      category: line.category ?? "",
      item: line.item ?? "",
      estimated_cost: typeof line.estimated_cost === "number" ? line.estimated_cost : Number(line.estimated_cost ?? 0),
      justification: line.justification ?? "",
      cost_type: line.cost_type,
      phase: line.phase ?? null,
      rollup: line.rollup === true
    }))
    const budget: StoredAgileBudget = {
      items,
      contingency_pct: config.contingency_pct,
      currency: config.currency,
      config: { ...config, pm_config: request.pm_config, sm_config: request.sm_config },
      labour_rollup: request.labour_rollup,
      generated_at: auth.now.toISOString()
    }
    const version = yield* writeDocument(project.id, "budget", budget)
    // the contingency of the project's method (docs/forecast.md); the cap is compared with that total, as shown
    const { view, contingency } = yield* agileBudgetWithContingency(auth, project, budget)
    const warnings = briefLimitWarnings({ text: agileScopeLimitsText(scope), total: view.totals.total, currency: config.currency })
    return { ok: true, project_id: project.id, budget: view, contingency, project_weeks: composed.weeks, version, ...(warnings.length > 0 ? { warning: warnings.join(" ") } : {}) } satisfies AgileBudgetGenerateResponse
  })
