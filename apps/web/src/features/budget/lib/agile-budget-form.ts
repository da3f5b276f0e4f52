// The Agile Budget's options (agile.md §2, §3, §5, §7 POST /budget/agile/generate, §9 defaults): the waterfall
// form with Software and Third-party extras only, Project Manager and Scrum Master allocations, sprint roll-up.
import { AGILE_BUDGET_DEFAULTS, BUDGET_FALLBACK_DEFAULTS } from "@initpack/core/rules/budget/budget-defaults"
import { deliverableOverrides, ONE_OFF_JUSTIFICATION } from "@initpack/core/rules/budget/one-off-costs"
import { FALLBACK_FORM, rateCard, rowKey, withDefaults, type BudgetForm } from "./budget-form"
import type { BudgetLine } from "./budget-result"

const D = AGILE_BUDGET_DEFAULTS

type RoleMode = BudgetForm["pmMode"]

/** §9: until GET /budget/agile/defaults answers, the earlier fallback (contingency 0.1, rate 100); PM and SM part time 50%. */
export const AGILE_FALLBACK_FORM: BudgetForm = {
  ...FALLBACK_FORM,
  collapseLabour: D.labour_rollup === "sprint_parent_only",
  contingency: String(BUDGET_FALLBACK_DEFAULTS.contingency_pct),
  defaultRate: String(BUDGET_FALLBACK_DEFAULTS.default_rate),
  pmMode: "partial",
  pmPercent: String(D.part_time_default_percent),
  smMode: "partial",
  smPercent: String(D.part_time_default_percent)
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const num = (value: unknown): string | undefined => (typeof value === "number" && Number.isFinite(value) ? String(value) : undefined)
const modeOf = (value: unknown): RoleMode | undefined =>
  typeof value === "string" ? (/^full[\s_-]?time$/i.test(value.trim()) ? "full_time" : "partial") : undefined

/** GET /budget/agile/defaults over the form: the waterfall fields, the labour roll-up, then pm_config and sm_config. */
export const withAgileDefaults = (form: BudgetForm, answer: unknown): BudgetForm => {
  const a = record(answer)
  const base = withDefaults(form, a)
  const pm = record(a.pm_config)
  const sm = record(a.sm_config)
  return {
    ...base,
    collapseLabour: a.labour_rollup === "detailed" ? false : a.labour_rollup === "sprint_parent_only" ? true : base.collapseLabour,
    pmMode: modeOf(pm.mode) ?? base.pmMode,
    pmPercent: num(pm.percent) ?? base.pmPercent,
    smMode: modeOf(sm.mode) ?? base.smMode,
    smPercent: num(sm.percent) ?? base.smPercent,
    hoursPerDay: num(pm.hours_per_day) ?? base.hoursPerDay,
    daysPerWeek: num(pm.days_per_week) ?? base.daysPerWeek
  }
}

/** "50% x 12 weeks = ..." : the allocation core writes into a management line's justification. */
const statedPercent = (line: BudgetLine | undefined): number | undefined => {
  const found = line ? /^(\d+(?:\.\d+)?)% x /.exec(line.justification) : null
  return found ? Number(found[1]) : undefined
}

const roleLine = (lines: ReadonlyArray<BudgetLine>, role: string): BudgetLine | undefined =>
  lines.find((line) => !line.rollup && line.item === role && statedPercent(line) !== undefined)

const allocation = (line: BudgetLine | undefined, mode: RoleMode, percent: string): { mode: RoleMode; percent: string } => {
  const stated = statedPercent(line)
  if (stated === undefined) return { mode, percent }
  return stated >= 100 ? { mode: "full_time", percent } : { mode: "partial", percent: String(stated) }
}

/**
 * The saved agile budget over the form, so a reload shows the options it was made with. The snapshot
 * (docs/api.md) carries currency, contingency and roll-up; the PM and SM allocations are read back from
 * their lines and the known one-off costs from the lines core marks as one-off.
 */
export const withAgileSaved = (form: BudgetForm, config: Readonly<Record<string, unknown>>, lines: ReadonlyArray<BudgetLine>): BudgetForm => {
  const pm = allocation(roleLine(lines, D.pm_role_name), form.pmMode, form.pmPercent)
  const sm = allocation(roleLine(lines, D.sm_role_name), form.smMode, form.smPercent)
  const oneOffs = lines.filter((line) => line.justification === ONE_OFF_JUSTIFICATION && line.estimated_cost > 0)
  return {
    ...form,
    contingency: num(config.contingency_pct) ?? form.contingency,
    currency: typeof config.currency === "string" && config.currency.trim() !== "" ? config.currency.trim().toUpperCase() : form.currency,
    collapseLabour: config.labour_rollup === "detailed" ? false : config.labour_rollup === "sprint_parent_only" ? true : form.collapseLabour,
    pmMode: pm.mode,
    pmPercent: pm.percent,
    smMode: sm.mode,
    smPercent: sm.percent,
    costs:
      oneOffs.length > 0
        ? oneOffs.map((line) => ({ key: rowKey("cost"), name: line.item, amount: String(line.estimated_cost), source: "user" as const }))
        : form.costs
  }
}

const roleConfig = (roleName: string, mode: RoleMode, percent: string, rates: Readonly<Record<string, number>>, fallbackRate: number, form: BudgetForm) => ({
  role_name: roleName,
  mode,
  percent: mode === "partial" ? Number(percent) : D.full_time_percent,
  // the rate card's rate for the role, so editing it there prices the line
  rate: rates[roleName] ?? fallbackRate,
  hours_per_day: Number(form.hoursPerDay),
  days_per_week: Number(form.daysPerWeek)
})

/** POST /budget/agile/generate body (agile.md §7); call after formProblems is empty. Only amounts above 0 are sent (§5). */
export const agileGenerateBody = (form: BudgetForm, projectName: string, projectId: number | undefined) => {
  const rates = rateCard(form.rates)
  return {
    project_name: projectName,
    ...(projectId !== undefined ? { project_id: projectId } : {}),
    scope_flags: { has_software: form.extras.software.ticked, has_third_party: form.extras.third_party.ticked },
    extras_text: {
      software: form.extras.software.ticked ? form.extras.software.text : "",
      third_party: form.extras.third_party.ticked ? form.extras.third_party.text : ""
    },
    pm_config: roleConfig(D.pm_role_name, form.pmMode, form.pmPercent, rates, D.pm_rate, form),
    sm_config: roleConfig(D.sm_role_name, form.smMode, form.smPercent, rates, D.sm_rate, form),
    labour_rollup: form.collapseLabour ? ("sprint_parent_only" as const) : ("detailed" as const),
    config: {
      contingency_pct: Number(form.contingency),
      default_rate: Number(form.defaultRate),
      rates,
      apply_deliverables: true,
      deliverable_overrides: deliverableOverrides(form.costs),
      currency: form.currency.trim().toUpperCase(),
      region: form.region.trim() || D.region,
      pricing_horizon_months: Number(form.horizonMonths)
    }
  }
}
