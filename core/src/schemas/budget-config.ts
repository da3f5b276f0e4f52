import * as Schema from "effect/Schema"
import { AGILE_LABOUR_ROLLUPS, PmMode, WATERFALL_LABOUR_ROLLUPS } from "./enums"
import { Flag, FiniteNumber, intBetween, looseLiteral, numberAtLeast, requiredText, Text } from "./primitives"

const MoneyMap = Schema.Record({ key: Schema.String, value: FiniteNumber })
const NonNegative = (field: string) => numberAtLeast(0, `${field} must be a number of at least 0`)

/** Budget configuration (waterfall.md §7, agile.md §3); defaults from waterfall.md §9. */
export const BudgetConfig = Schema.Struct({
  contingency_pct: Schema.optionalWith(NonNegative("contingency_pct"), { default: () => 0.1, nullable: true }),
  default_rate: Schema.optionalWith(NonNegative("default_rate"), { default: () => 100, nullable: true }),
  rates: Schema.optionalWith(MoneyMap, { default: () => ({}), nullable: true }),
  apply_deliverables: Flag,
  deliverable_overrides: Schema.optionalWith(MoneyMap, { default: () => ({}), nullable: true }),
  currency: Schema.optionalWith(Schema.String, { default: () => "AUD", nullable: true }),
  region: Schema.optionalWith(Schema.String, { default: () => "AU", nullable: true }),
  pricing_horizon_months: Schema.optionalWith(
    intBetween(1, 600, "pricing_horizon_months must be a whole number of at least 1"),
    { default: () => 12, nullable: true }
  )
}).annotations({ title: "BudgetConfig" })
export type BudgetConfig = typeof BudgetConfig.Type

const pmFields = (roleName: string) => ({
  role_name: Schema.optionalWith(Schema.String, { default: () => roleName, nullable: true }),
  mode: Schema.optionalWith(looseLiteral(PmMode.literals), { default: () => "full_time", nullable: true }),
  /** 0-100; null means the mode's default (full time 100, part time 50) applied by the rules. */
  percent: Schema.optionalWith(
    Schema.NullOr(numberAtLeast(0, "percent must be from 0 to 100").pipe(
      Schema.filter((n) => n <= 100, { message: () => "percent must be from 0 to 100" })
    )),
    { default: () => null }
  ),
  /** null means the default hourly rate. */
  rate: Schema.optionalWith(Schema.NullOr(NonNegative("rate")), { default: () => null }),
  hours_per_day: Schema.optionalWith(
    numberAtLeast(0, "hours_per_day must be from 0 to 24").pipe(
      Schema.filter((n) => n <= 24, { message: () => "hours_per_day must be from 0 to 24" })
    ),
    { default: () => 8, nullable: true }
  ),
  days_per_week: Schema.optionalWith(
    numberAtLeast(0, "days_per_week must be from 0 to 7").pipe(
      Schema.filter((n) => n <= 7, { message: () => "days_per_week must be from 0 to 7" })
    ),
    { default: () => 5, nullable: true }
  )
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
  scope_flags: Schema.optionalWith(ScopeFlags, {
    default: () => ({ has_software: false, has_hardware: false, has_third_party: false })
  }),
  extras_text: Schema.optionalWith(ExtrasText, {
    default: () => ({ software: "", hardware: "", third_party: "" })
  }),
  pm_config: Schema.optionalWith(PmConfig, { default: () => Schema.decodeSync(PmConfig)({}) }),
  config: Schema.optionalWith(BudgetConfig, { default: () => Schema.decodeSync(BudgetConfig)({}) })
}

/** POST /budget/generate (waterfall.md §7). */
export const BudgetGenerateRequest = Schema.Struct({
  ...requestFields,
  labour_rollup: Schema.optionalWith(looseLiteral(WATERFALL_LABOUR_ROLLUPS), {
    default: () => "phase_parent_only",
    nullable: true
  })
}).annotations({ title: "BudgetGenerateRequest" })
export type BudgetGenerateRequest = typeof BudgetGenerateRequest.Type

/** POST /budget/agile/generate (agile.md §7); labour collapsed to sprint/phase by default. */
export const AgileBudgetGenerateRequest = Schema.Struct({
  ...requestFields,
  sm_config: Schema.optionalWith(SmConfig, { default: () => Schema.decodeSync(SmConfig)({}) }),
  labour_rollup: Schema.optionalWith(looseLiteral(AGILE_LABOUR_ROLLUPS), {
    default: () => "sprint_parent_only",
    nullable: true
  })
}).annotations({ title: "AgileBudgetGenerateRequest" })
export type AgileBudgetGenerateRequest = typeof AgileBudgetGenerateRequest.Type
