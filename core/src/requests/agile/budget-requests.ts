import * as Schema from "effect/Schema"
import { AGILE_BUDGET_DEFAULTS } from "../../rules/budget/budget-defaults"
import { CostTypeUpdate } from "../../schemas/budget"
import { AGILE_LABOUR_ROLLUPS, PmMode } from "../../schemas/enums"
import { FiniteNumber, Flag, intBetween, looseLiteral, nullable, numberAtLeast, Text, withDefault } from "../../schemas/primitives"
import { agileRequest, versionField } from "./project-ref"

const D = AGILE_BUDGET_DEFAULTS
const MoneyMap = Schema.Record({ key: Schema.String, value: FiniteNumber })
const nonNegative = (field: string) => numberAtLeast(0, `${field} must be a number of at least 0`)
const between = (field: string, max: number) =>
  numberAtLeast(0, `${field} must be from 0 to ${max}`).pipe(Schema.filter((n) => n <= max, { message: () => `${field} must be from 0 to ${max}` }))

/** agile.md §9: PM 130 and Scrum Master 120 per hour, part-time 50% by default, 8 h/day, 5 days/week. */
const roleConfig = (roleName: string, rate: number) =>
  Schema.Struct({
    role_name: withDefault(Schema.String, () => roleName),
    mode: withDefault(looseLiteral(PmMode.literals), () => "partial" as const),
    percent: nullable(between("percent", 100), { blankIsNull: true }),
    rate: withDefault(nonNegative("rate"), () => rate),
    hours_per_day: withDefault(between("hours_per_day", 24), () => D.hours_per_day),
    days_per_week: withDefault(between("days_per_week", 7), () => D.days_per_week)
  })

export const AgilePmConfig = roleConfig(D.pm_role_name, D.pm_rate)
export const AgileSmConfig = roleConfig(D.sm_role_name, D.sm_rate)

/** agile.md §3 Budget config with the agile defaults of §9 (contingency 0.1, rate 110, AUD, AU, 12 months). */
export const AgileBudgetConfig = Schema.Struct({
  contingency_pct: withDefault(nonNegative("contingency_pct"), () => D.contingency_pct),
  default_rate: withDefault(nonNegative("default_rate"), () => D.default_rate),
  rates: withDefault(MoneyMap, () => ({ ...D.rates })),
  apply_deliverables: Flag,
  deliverable_overrides: withDefault(MoneyMap, () => ({})),
  currency: withDefault(Schema.String, () => D.currency),
  region: withDefault(Schema.String, () => D.region),
  pricing_horizon_months: withDefault(intBetween(1, 600, "pricing_horizon_months must be a whole number of at least 1"), () => D.pricing_horizon_months)
})
export type AgileBudgetConfig = typeof AgileBudgetConfig.Type

const decodeDefault = <A, I>(schema: Schema.Schema<A, I>) => () => Schema.decodeUnknownSync(schema)({})

/** POST /budget/agile/generate (agile.md §7). */
export const AgileBudgetGenerateRequest = agileRequest("AgileBudgetGenerateRequest", {
  scope_flags: withDefault(Schema.Struct({ has_software: Flag, has_third_party: Flag }), () => ({ has_software: false, has_third_party: false })),
  extras_text: withDefault(Schema.Struct({ software: Text, third_party: Text }), () => ({ software: "", third_party: "" })),
  pm_config: withDefault(AgilePmConfig, decodeDefault(AgilePmConfig)),
  sm_config: withDefault(AgileSmConfig, decodeDefault(AgileSmConfig)),
  labour_rollup: withDefault(looseLiteral(AGILE_LABOUR_ROLLUPS), () => D.labour_rollup),
  config: withDefault(AgileBudgetConfig, decodeDefault(AgileBudgetConfig))
})
export type AgileBudgetGenerateRequest = typeof AgileBudgetGenerateRequest.Type

/** POST /budget/agile/update_cost_types {project_name, updates [{id, cost_type}]}. */
export const AgileCostTypesRequest = agileRequest("AgileCostTypesRequest", {
  updates: withDefault(Schema.Array(CostTypeUpdate), () => []),
  ...versionField
})
export type AgileCostTypesRequest = typeof AgileCostTypesRequest.Type
