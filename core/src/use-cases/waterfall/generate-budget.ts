import type { BudgetGenerateResponse } from "../../responses/waterfall/budget-responses"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { BudgetRepository, type StoredBudgetLine } from "../../ports/waterfall/budget-repository"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import { BUDGET_PROJECT_NAME_REQUIRED } from "../../messages/budget"
import type { BudgetGenerateRequest } from "../../schemas/budget-config"
import type { BudgetLineInput } from "../../rules/budget/budget-line"
import { composeBudget } from "../../rules/budget/compose-budget"
import { oneOffCostLines } from "../../rules/budget/one-off-costs"
import { allowanceLeft } from "../../rules/platform/entitlements"
import { missingExtrasWarning } from "../../rules/validation/budget"
import type { Authenticated } from "../platform/authenticate-session"
import { budgetAnswerWithContingency } from "../forecast/budget-contingency"
import { openProject } from "./open-project"
import { recordGeneration } from "./plan-gate"
import { budgetCapWarnings, scopeLimitsText } from "./scope-limits"
import { wbsTree, wbsView } from "./wbs-tree"

const toNumber = (v: number | string | null | undefined): number => (typeof v === "number" ? v : Number(v ?? 0) || 0)

/**
 * POST /budget/generate: labour from the WBS leaves x rate card (rolled up to phases or detailed), the
 * Project Manager over the project weeks, drafted extras for the ticked scope flags, and the known
 * one-off costs (deliverable_overrides); cost types and totals by core's rules; saved for the project.
 * Free plan: a rough budget (no drafted extras; cost types fixed as classified).
 */
export const generateBudget = (auth: Authenticated, body: BudgetGenerateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, BUDGET_PROJECT_NAME_REQUIRED)
    const wbs = wbsView(wbsTree(yield* (yield* WbsRepository).list(open.project.id)))
    const tasks = wbs.map((i) => ({
      id: i.id,
      parent_id: i.parent_id,
      task: i.task,
      phase: i.phase,
      duration_days: i.duration_days,
      resource: i.resource,
      start_date: i.start_date,
      end_date: i.end_date
    }))
    const flags = body.scope_flags
    const full = allowanceLeft(open.plan, "budget.full") > 0
    const wantsExtras = full && (flags.has_software || flags.has_hardware || flags.has_third_party)
    const drafter = yield* Drafter
    // issue 19: the saved scope's cap (constraints) reaches the extras draft and the answer's warning
    const limits = yield* scopeLimitsText(open.project.id)
    const extras = wantsExtras
      ? (yield* drafter.budgetExtras({
          project_name: open.project.name,
          scope_flags: flags,
          extras_text: body.extras_text,
          currency: body.config.currency,
          region: body.config.region,
          pricing_horizon_months: body.config.pricing_horizon_months,
          ...(limits !== "" ? { context: limits } : {})
        })).items
      : []
    if (wantsExtras) yield* recordGeneration(open, "ai.budget_extras")
    const otherLines: Array<BudgetLineInput> = [
      ...extras.map((e) => ({ category: e.category, item: e.item, estimated_cost: e.estimated_cost, justification: e.justification, cost_type: e.cost_type })),
      ...oneOffCostLines(Object.entries(body.config.deliverable_overrides).map(([name, amount]) => ({ name, amount })))
    ]
    const composed = composeBudget({
      tasks,
      management: [body.pm_config],
      labourRollup: body.labour_rollup,
      rates: body.config.rates,
      defaultRate: body.config.default_rate,
      contingencyPct: body.config.contingency_pct,
      otherLines
    })
    const items: Array<StoredBudgetLine> = composed.items.map((line, i) => ({
      ...line,
      id: i + 1,
      category: line.category ?? "",
      item: line.item ?? "",
      estimated_cost: toNumber(line.estimated_cost),
      justification: line.justification ?? "",
      cost_type: line.cost_type,
      phase: line.phase ?? null,
      rollup: line.rollup === true
    }))
    const config = { ...body.config, labour_rollup: body.labour_rollup, pm_config: body.pm_config, scope_flags: flags, extras_text: body.extras_text }
    const saved = yield* (yield* BudgetRepository).save(open.project.id, items, config, auth.now, null)
    const warning = missingExtrasWarning({
      software: { ticked: flags.has_software, text: body.extras_text.software },
      hardware: { ticked: flags.has_hardware, text: body.extras_text.hardware },
      third_party: { ticked: flags.has_third_party, text: body.extras_text.third_party }
    })
    // the cap is compared with the total as shown: contingency by the project's chosen method
    const answer = yield* budgetAnswerWithContingency(open, saved!)
    const warnings = [...(warning ? [warning] : []), ...budgetCapWarnings(limits, answer.totals.total, body.config.currency)]
    return { ...answer, weeks: composed.weeks, rough: !full, ...(warnings.length > 0 ? { warning: warnings.join(" ") } : {}), model: drafter.name } satisfies BudgetGenerateResponse
  })
