import * as Effect from "effect/Effect"
import { briefLimitWarnings, capInCurrency, readBriefLimits } from "../../rules/planning/brief-limits"
import type { BriefMethod } from "../../brief/brief"
import type { ResolvedBrief } from "../../brief/resolve-brief"
import type { BudgetInput } from "../../document/artefacts"
import type { DraftingError } from "../../drafting/drafting-error"
import { Drafter } from "../../ports/drafter"
import { AGILE_BUDGET_DEFAULTS, DEFAULT_SM_ROLE_NAME, WATERFALL_BUDGET_DEFAULTS } from "../../rules/budget/budget-defaults"
import type { BudgetLineInput } from "../../rules/budget/budget-line"
import { budgetBucket } from "../../rules/budget/budget-category"
import { composeBudget, type ComposedBudget } from "../../rules/budget/compose-budget"
import { labourShareFor, scaleManagement, scaleTaskLabour } from "../../rules/budget/labour-to-cap"
import type { LabourTask } from "../../rules/budget/labour-lines"
import type { ManagementRole } from "../../rules/budget/management-labour-line"
import { oneOffCostLines } from "../../rules/budget/one-off-costs"
import type { DatedItem } from "../../rules/budget/project-weeks"

/** Content-word stems of a budget item's name ("Penetration testing" -> ["pene", "test"]). */
const stemsOf = (name: string): Array<string> => (name.toLowerCase().match(/[a-z]{4,}/g) ?? []).map((w) => w.slice(0, 4))

const filled = (text: string | undefined): boolean => text !== undefined && text.trim().length > 0

/**
 * Scope Extras (waterfall.md §2 Budget; agile.md §2 has no Hardware): an extra is ticked by the
 * procurement / third-party setup or by specifics written for it in the brief.
 */
export const scopeFlags = (brief: ResolvedBrief) => {
  const extras = brief.budget?.extras
  const procurement = brief.procurement ?? "None"
  return {
    has_software: procurement === "Software" || procurement === "Both" || filled(extras?.software),
    has_hardware: brief.method === "waterfall" && (procurement === "Hardware" || procurement === "Both" || filled(extras?.hardware)),
    has_third_party: (brief.third_parties ?? "None") !== "None" || filled(extras?.third_party)
  }
}

const defaultsFor = (method: BriefMethod) => (method === "waterfall" ? WATERFALL_BUDGET_DEFAULTS : AGILE_BUDGET_DEFAULTS)

const managementRoles = (brief: ResolvedBrief): Array<ManagementRole> => {
  const pm = brief.budget?.project_manager
  if (brief.method === "waterfall") return [{ role_name: WATERFALL_BUDGET_DEFAULTS.pm_role_name, mode: pm?.mode ?? "full_time", percent: pm?.percent ?? null, rate: pm?.rate ?? null }]
  // agile.md §9: PM and Scrum Master part-time 50% by default, at their own rates (130, 120).
  const sm = brief.budget?.scrum_master
  return [
    { role_name: AGILE_BUDGET_DEFAULTS.pm_role_name, mode: pm?.mode ?? "partial", percent: pm?.percent ?? null, rate: pm?.rate ?? AGILE_BUDGET_DEFAULTS.pm_rate },
    { role_name: DEFAULT_SM_ROLE_NAME, mode: sm?.mode ?? "partial", percent: sm?.percent ?? null, rate: sm?.rate ?? AGILE_BUDGET_DEFAULTS.sm_rate }
  ]
}

/**
 * The budget of a drafted plan: labour from the plan's leaf tasks x rate card, PM (and Scrum Master)
 * over the project weeks, drafted extras and the brief's one-off costs; cost types and totals by core's rules.
 */
export const draftBudget = (
  brief: ResolvedBrief,
  tasks: ReadonlyArray<LabourTask & DatedItem>,
  context: string,
  /** An agile plan cut to the sprints the money pays for: the sprints to the deadline and what they would total. */
  toDeadline?: { readonly sprints: number; readonly total: number }
): Effect.Effect<BudgetInput, DraftingError, Drafter> =>
  Effect.gen(function* () {
    const drafter = yield* Drafter
    const defaults = defaultsFor(brief.method)
    const config = brief.budget
    const currency = config?.currency ?? defaults.currency
    const flags = scopeFlags(brief)
    // counted things ("250,000 pages", "120 vans") are priced by quantity even when no extra is ticked (issue 33)
    const counted = /\d[\d,.]*\s+[a-z]/i.test(context)
    const extras =
      flags.has_software || flags.has_hardware || flags.has_third_party || counted
        ? (yield* drafter.budgetExtras({
            project_name: brief.project.name,
            scope_flags: flags,
            extras_text: {
              ...(config?.extras?.software !== undefined ? { software: config.extras.software } : {}),
              ...(config?.extras?.hardware !== undefined ? { hardware: config.extras.hardware } : {}),
              ...(config?.extras?.third_party !== undefined ? { third_party: config.extras.third_party } : {})
            },
            currency,
            region: config?.region ?? defaults.region,
            pricing_horizon_months: config?.pricing_horizon_months ?? defaults.pricing_horizon_months,
            context
          })).items
        : []
    const oneOff = config?.one_off_costs ?? []
    // a drafted line for what the brief already prices as a one-off ("Penetration testing" beside "Penetration test") is dropped
    const ownStems = oneOff.map((c) => stemsOf(c.name))
    const drafted = extras.filter((e) => !ownStems.some((own) => own.length > 0 && own.every((w) => stemsOf(e.item).includes(w))))
    const otherLines: Array<BudgetLineInput> = [
      ...drafted.map((e) => ({ category: e.category, item: e.item, estimated_cost: e.estimated_cost, justification: e.justification, cost_type: e.cost_type })),
      ...oneOffCostLines(oneOff.map((c) => ({ name: c.name, amount: c.amount })))
    ]
    const contingencyPct = config?.contingency ?? defaults.contingency_pct
    const compose = (share: number) =>
      composeBudget({
        tasks: share >= 1 ? tasks : tasks.map((t) => scaleTaskLabour(t, share)),
        // a project manager or scrum master the brief configures keeps that allocation
        management: managementRoles(brief).map((r) => (configuredRole(brief, r) ? r : scaleManagement(r, share))),
        labourRollup: defaults.labour_rollup,
        rates: { ...(brief.method === "agile" ? AGILE_BUDGET_DEFAULTS.rates : {}), ...(config?.rates ?? {}) },
        defaultRate: config?.default_rate ?? defaults.default_rate,
        contingencyPct,
        otherLines
      })
    const full = compose(1)
    // issue 33: the in-house team is sized to the money the brief names; what is left above it stays a stated gap
    const share = labourShareToCap(full, context, currency)
    const sized = share < 1 ? withSizingNote(compose(share), share, full.totals.total, currency) : full
    const sprints = tasks.filter((t) => t.type === "sprint").length
    const composed = toDeadline ? withNote(sized, `The money pays for ${sprints} of the ${toDeadline.sprints} sprints there is time for before the deadline; all ${toDeadline.sprints} would total ${money(currency, toDeadline.total)}.`) : sized
    return {
      items: composed.items.map((line, i) => ({
        id: `B${i + 1}`,
        category: line.category ?? null,
        item: line.item ?? null,
        estimated_cost: typeof line.estimated_cost === "number" ? line.estimated_cost : Number(line.estimated_cost ?? 0),
        justification: line.justification ?? null,
        cost_type: line.cost_type,
        phase: line.phase ?? null
      })),
      totals: { ...composed.totals, grand: composed.totals.total },
      config: {
        currency,
        contingency_pct: contingencyPct,
        pricing_horizon_months: config?.pricing_horizon_months ?? defaults.pricing_horizon_months
      }
    }
  })

const configuredRole = (brief: ResolvedBrief, role: ManagementRole): boolean =>
  role.role_name === DEFAULT_SM_ROLE_NAME ? brief.budget?.scrum_master !== undefined : brief.budget?.project_manager !== undefined

const isLabour = (line: { readonly category?: string | null }): boolean => budgetBucket(line.category) === "labour"

/** The share of the drafted labour the cap the context names pays for (1 with no cap, another currency or room). */
const labourShareToCap = (budget: ComposedBudget, context: string, currency: string): number => {
  const cap = readBriefLimits(context).budgetCap
  if (cap === undefined || !capInCurrency(cap, currency)) return 1
  const labour = budget.items.filter(isLabour).reduce((n, l) => n + Number(l.estimated_cost ?? 0), 0)
  const other = budget.items.filter((l) => !isLabour(l) && budgetBucket(l.category) !== "contingency").reduce((n, l) => n + Number(l.estimated_cost ?? 0), 0)
  return labourShareFor({ total: budget.totals.total, labour, other, cap: cap.value })
}

const money = (currency: string, amount: number): string => `${currency} ${Math.round(amount).toLocaleString("en")}`

/** The first labour line carries a note on how the budget was fitted to the money. */
const withNote = (budget: ComposedBudget, note: string): ComposedBudget => {
  const first = budget.items.findIndex(isLabour)
  return { ...budget, items: budget.items.map((line, i) => (i === first ? { ...line, justification: `${line.justification ?? ""} ${note}`.trim() } : line)) }
}

/** How the team was sized and what full-time staffing would cost. */
const withSizingNote = (budget: ComposedBudget, share: number, fullTotal: number, currency: string): ComposedBudget =>
  withNote(budget, `In-house time is sized to the money available: ${Math.round(share * 100)}% of full-time staffing; the budget with full-time staffing would total ${money(currency, fullTotal)}.`)

/** The budget step's line, with issue 19's warning when the total is above the cap the brief states. */
export const budgetSummaryAgainst =
  (briefText: string) =>
  (budget: BudgetInput): string =>
    [budgetSummary(budget), ...briefLimitWarnings({ text: briefText, total: budget.totals?.total ?? 0, currency: budget.config?.currency ?? "" })].join(". ")

export const budgetSummary = (budget: BudgetInput): string => {
  const currency = budget.config?.currency ?? ""
  const total = budget.totals?.total ?? 0
  const formatted = String(Math.round(total)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")
  return `${budget.items?.length ?? 0} lines, ${currency} ${formatted} total`
}
