import * as Schema from "effect/Schema"
import { AGILE_LABOUR_ROLLUPS, PmMode, WATERFALL_LABOUR_ROLLUPS } from "./enums"
import { FiniteNumber, Flag, intBetween, looseLiteral, nullable, numberAtLeast, requiredText, Text, withDefault } from "./primitives"

const MoneyMap = Schema.Record({ key: Schema.String, value: FiniteNumber })
const NonNegative = (field: string) => numberAtLeast(0, `${field} must be a number of at least 0`)

/** Budget configuration (waterfall.md §7, agile.md §3); defaults from waterfall.md §9. */
export const BudgetConfig = Schema.Struct({
  contingency_pct: withDefault(NonNegative("contingency_pct"), () => 0.1),
  default_rate: withDefault(NonNegative("default_rate"), () => 100),
  rates: withDefault(MoneyMap, () => ({})),
  apply_deliverables: Flag,
  deliverable_overrides: withDefault(MoneyMap, () => ({})),
  currency: withDefault(Schema.String, () => "AUD"),
  region: withDefault(Schema.String, () => "AU"),
  pricing_horizon_months: withDefault(intBetween(1, 600, "pricing_horizon_months must be a whole number of at least 1"), () => 12)
}).annotations({ title: "BudgetConfig" })
export type BudgetConfig = typeof BudgetConfig.Type

const pmFields = (roleName: string) => ({
  role_name: withDefault(Schema.String, () => roleName),
  mode: withDefault(looseLiteral(PmMode.literals), () => "full_time" as const),
  /** 0-100; null means the mode's default (full time 100, part time 50) applied by the rules. */
  percent: nullable(numberAtLeast(0, "percent must be from 0 to 100").pipe(
      Schema.filter((n) => n <= 100, { message: () => "percent must be from 0 to 100" })
    )),
  /** null means the default hourly rate. */
  rate: nullable(NonNegative("rate")),
  hours_per_day: withDefault(numberAtLeast(0, "hours_per_day must be from 0 to 24").pipe(
      Schema.filter((n) => n <= 24, { message: () => "hours_per_day must be from 0 to 24" })
    ), () => 8),
  days_per_week: withDefault(numberAtLeast(0, "days_per_week must be from 0 to 7").pipe(
      Schema.filter((n) => n <= 7, { message: () => "days_per_week must be from 0 to 7" })
    ), () => 5)
})

/** Project Manager allocation (waterfall.md §7 pm_config, agile.md §3). */
export const PmConfig = Schema.Struct(pmFields("Project Manager")).annotations({ title: "PmConfig" })
export type PmConfig = typeof PmConfig.Type

/** Scrum Master allocation (agile.md §7 sm_config): same fields as PmConfig. */
export const SmConfig = Schema.Struct(pmFields("Scrum Master")).annotations({ title: "SmConfig" })
export type SmConfig = typeof SmConfig.Type

export const ScopeFlags = Schema.Struct({ has_software: Flag, has_hardware: Flag, has_third_party: Flag })
export type ScopeFlags = typeof ScopeFlags.Type

export const ExtrasText = Schema.Struct({ software: Text, hardware: Text, third_party: Text })
export type ExtrasText = typeof ExtrasText.Type

const PROJECT_NAME_REQUIRED = "Project name is required."

const requestFields = {
  project_name: requiredText(PROJECT_NAME_REQUIRED),
  scope_flags: withDefault(ScopeFlags, () => ({ has_software: false, has_hardware: false, has_third_party: false })),
  extras_text: withDefault(ExtrasText, () => ({ software: "", hardware: "", third_party: "" })),
  pm_config: withDefault(PmConfig, () => Schema.decodeSync(PmConfig)({})),
  config: withDefault(BudgetConfig, () => Schema.decodeSync(BudgetConfig)({}))
}

/** POST /budget/generate (waterfall.md §7). */
export const BudgetGenerateRequest = Schema.Struct({
  ...requestFields,
  labour_rollup: withDefault(looseLiteral(WATERFALL_LABOUR_ROLLUPS), () => "phase_parent_only" as const)
}).annotations({ title: "BudgetGenerateRequest" })
export type BudgetGenerateRequest = typeof BudgetGenerateRequest.Type

/** POST /budget/agile/generate (agile.md §7); labour collapsed to sprint/phase by default. */
export const AgileBudgetGenerateRequest = Schema.Struct({
  ...requestFields,
  sm_config: withDefault(SmConfig, () => Schema.decodeSync(SmConfig)({})),
  labour_rollup: withDefault(looseLiteral(AGILE_LABOUR_ROLLUPS), () => "sprint_parent_only" as const)
}).annotations({ title: "AgileBudgetGenerateRequest" })
export type AgileBudgetGenerateRequest = typeof AgileBudgetGenerateRequest.Type
