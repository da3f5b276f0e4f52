// The Budget screen's options (waterfall.md §2 Budget, §7 POST /budget/generate, §9 defaults).
import { WATERFALL_BUDGET_DEFAULTS } from "@initpack/core/rules/budget/budget-defaults"
import { deliverableOverrides, type OneOffCost } from "@initpack/core/rules/budget/one-off-costs"

export type ExtraKey = "software" | "hardware" | "third_party"
export const EXTRA_KEYS: ReadonlyArray<ExtraKey> = ["software", "hardware", "third_party"]
export const EXTRA_LABELS: Readonly<Record<ExtraKey, string>> = { software: "Software", hardware: "Hardware", third_party: "Third-party" }

export interface Extra {
  readonly ticked: boolean
  readonly text: string
}

/** A known one-off cost row; `source` says where it came from so unpriced suggestions can be withdrawn. */
export interface KnownCost extends OneOffCost {
  readonly key: string
  readonly name: string
  /** As typed (text), sent only when above 0. */
  readonly amount: string
  readonly source: "scope" | "wbs" | "user"
}

export interface RateRow {
  readonly key: string
  readonly role: string
  readonly rate: string
}

export interface BudgetForm {
  readonly extras: Readonly<Record<ExtraKey, Extra>>
  readonly costs: ReadonlyArray<KnownCost>
  readonly includeWbs: boolean
  readonly collapseLabour: boolean
  /** Decimal text: 0.1 = 10%. */
  readonly contingency: string
  readonly defaultRate: string
  readonly pmMode: "full_time" | "partial"
  readonly pmPercent: string
  /** Agile only (agile.md §2): the Scrum Master's allocation. */
  readonly smMode: "full_time" | "partial"
  readonly smPercent: string
  readonly hoursPerDay: string
  readonly daysPerWeek: string
  readonly rates: ReadonlyArray<RateRow>
  readonly currency: string
  readonly region: string
  readonly horizonMonths: string
}

const D = WATERFALL_BUDGET_DEFAULTS

/** §9: the values shown until GET /budget/defaults answers. */
export const FALLBACK_FORM: BudgetForm = {
  extras: { software: { ticked: false, text: "" }, hardware: { ticked: false, text: "" }, third_party: { ticked: false, text: "" } },
  costs: [],
  includeWbs: true,
  collapseLabour: D.labour_rollup === "phase_parent_only",
  contingency: String(D.contingency_pct),
  defaultRate: String(D.default_rate),
  pmMode: "full_time",
  pmPercent: String(D.part_time_default_percent),
  smMode: "full_time",
  smPercent: String(D.part_time_default_percent),
  hoursPerDay: String(D.hours_per_day),
  daysPerWeek: String(D.days_per_week),
  rates: [],
  currency: D.currency,
  region: D.region,
  horizonMonths: String(D.pricing_horizon_months)
}

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const num = (value: unknown): string | undefined => (typeof value === "number" && Number.isFinite(value) ? String(value) : undefined)
const str = (value: unknown): string | undefined => (typeof value === "string" && value.trim() !== "" ? value.trim() : undefined)

let counter = 0
/** A stable React key for a new row. */
export const rowKey = (prefix: string): string => `${prefix}-${++counter}`

const rateRows = (rates: unknown): ReadonlyArray<RateRow> =>
  Object.entries(record(rates))
    .filter(([role, rate]) => role.trim() !== "" && typeof rate === "number" && Number.isFinite(rate))
    .map(([role, rate]) => ({ key: rowKey("rate"), role, rate: String(rate) }))

/** GET /budget/defaults over the current form: only the fields it names. */
export const withDefaults = (form: BudgetForm, answer: unknown): BudgetForm => {
  const a = record(answer)
  const rates = rateRows(a.rates)
  const overrides = Object.entries(record(a.deliverable_overrides)).filter(([, v]) => typeof v === "number")
  return {
    ...form,
    contingency: num(a.contingency_pct) ?? form.contingency,
    defaultRate: num(a.default_rate) ?? form.defaultRate,
    hoursPerDay: num(a.hours_per_day) ?? form.hoursPerDay,
    daysPerWeek: num(a.days_per_week) ?? form.daysPerWeek,
    currency: str(a.currency) ?? form.currency,
    region: str(a.region) ?? form.region,
    horizonMonths: num(a.pricing_horizon_months) ?? form.horizonMonths,
    collapseLabour: a.labour_rollup === "detailed" ? false : a.labour_rollup === "phase_parent_only" ? true : form.collapseLabour,
    rates: rates.length > 0 ? rates : form.rates,
    costs:
      overrides.length > 0
        ? overrides.map(([name, amount]) => ({ key: rowKey("cost"), name, amount: String(amount), source: "user" as const }))
        : form.costs
  }
}

/** The saved budget's config (the options it was generated with) over the form, so a reload shows them again. */
export const withSavedConfig = (form: BudgetForm, saved: unknown): BudgetForm => {
  const all = record(saved)
  if (Object.keys(all).length === 0) return form
  const base = withDefaults(form, { ...all, deliverable_overrides: all.deliverable_overrides ?? {} })
  const pm = record(all.pm_config)
  const flags = record(all.scope_flags)
  const texts = record(all.extras_text)
  const extra = (key: ExtraKey, flag: string): Extra => ({
    ticked: flags[flag] === true || (flags[flag] === undefined && form.extras[key].ticked),
    text: typeof texts[key] === "string" ? (texts[key] as string) : form.extras[key].text
  })
  return {
    ...base,
    extras: { software: extra("software", "has_software"), hardware: extra("hardware", "has_hardware"), third_party: extra("third_party", "has_third_party") },
    pmMode: pm.mode === "partial" ? "partial" : pm.mode === "full_time" ? "full_time" : base.pmMode,
    pmPercent: pm.mode === "partial" ? (num(pm.percent) ?? base.pmPercent) : base.pmPercent,
    hoursPerDay: num(pm.hours_per_day) ?? base.hoursPerDay,
    daysPerWeek: num(pm.days_per_week) ?? base.daysPerWeek,
    rates: rateRows(all.rates)
  }
}

export interface FieldProblem {
  readonly field: string
  readonly message: string
}

const numberIn = (text: string, min: number, max: number): number | undefined => {
  if (text.trim() === "") return undefined
  const n = Number(text)
  return Number.isFinite(n) && n >= min && n <= max ? n : undefined
}

/** Problems of the options, each with the field id it belongs to (waterfall.md §5 Budget). */
export const formProblems = (form: BudgetForm): ReadonlyArray<FieldProblem> => {
  const problems: FieldProblem[] = []
  if (numberIn(form.contingency, 0, Number.MAX_SAFE_INTEGER) === undefined)
    problems.push({ field: "contingency", message: "Contingency must be a decimal of at least 0 (0.1 = 10%)." })
  if (numberIn(form.defaultRate, 0, Number.MAX_SAFE_INTEGER) === undefined)
    problems.push({ field: "default-rate", message: "Default hourly rate must be a number of at least 0." })
  if (form.pmMode === "partial" && numberIn(form.pmPercent, 0, 100) === undefined)
    problems.push({ field: "pm-percent", message: "Percent must be from 0 to 100." })
  if (form.smMode === "partial" && numberIn(form.smPercent, 0, 100) === undefined)
    problems.push({ field: "sm-percent", message: "Percent must be from 0 to 100." })
  if (numberIn(form.hoursPerDay, 0, 24) === undefined) problems.push({ field: "hours-per-day", message: "Hours per day must be from 0 to 24." })
  if (numberIn(form.daysPerWeek, 0, 7) === undefined) problems.push({ field: "days-per-week", message: "Days per week must be from 0 to 7." })
  for (const row of form.rates) {
    if (row.role.trim() !== "" && numberIn(row.rate, 0, Number.MAX_SAFE_INTEGER) === undefined)
      problems.push({ field: `rate-${row.key}`, message: `The rate of ${row.role.trim()} must be a number of at least 0.` })
  }
  if (!/^[A-Za-z]{3}$/.test(form.currency.trim())) problems.push({ field: "currency", message: "Currency must be a three-letter code such as AUD." })
  if (numberIn(form.horizonMonths, 1, 600) === undefined || !Number.isInteger(Number(form.horizonMonths)))
    problems.push({ field: "horizon", message: "Pricing horizon must be a whole number of months from 1 to 600." })
  return problems
}

/** The rate card as sent: role -> rate; blank roles dropped, the last of a repeated role wins. */
export const rateCard = (rows: ReadonlyArray<RateRow>): Record<string, number> => {
  const card: Record<string, number> = {}
  for (const row of rows) {
    const role = row.role.trim().replace(/\s+/g, " ")
    const rate = Number(row.rate)
    if (role !== "" && row.rate.trim() !== "" && Number.isFinite(rate) && rate >= 0) card[role] = rate
  }
  return card
}

/** POST /budget/generate body (waterfall.md §7); call after formProblems is empty. */
export const generateBody = (form: BudgetForm, projectName: string, projectId: number | undefined) => ({
  project_name: projectName,
  ...(projectId !== undefined ? { project_id: projectId } : {}),
  scope_flags: {
    has_software: form.extras.software.ticked,
    has_hardware: form.extras.hardware.ticked,
    has_third_party: form.extras.third_party.ticked
  },
  extras_text: {
    software: form.extras.software.ticked ? form.extras.software.text : "",
    hardware: form.extras.hardware.ticked ? form.extras.hardware.text : "",
    third_party: form.extras.third_party.ticked ? form.extras.third_party.text : ""
  },
  pm_config: {
    role_name: D.pm_role_name,
    mode: form.pmMode,
    percent: form.pmMode === "partial" ? Number(form.pmPercent) : D.full_time_percent,
    hours_per_day: Number(form.hoursPerDay),
    days_per_week: Number(form.daysPerWeek)
  },
  labour_rollup: form.collapseLabour ? ("phase_parent_only" as const) : ("detailed" as const),
  config: {
    contingency_pct: Number(form.contingency),
    default_rate: Number(form.defaultRate),
    rates: rateCard(form.rates),
    apply_deliverables: true,
    deliverable_overrides: deliverableOverrides(form.costs),
    currency: form.currency.trim().toUpperCase(),
    region: form.region.trim() || D.region,
    pricing_horizon_months: Number(form.horizonMonths)
  }
})
