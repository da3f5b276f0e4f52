// The project brief read by `initpack pack|sow|validate` (docs/cli.md): what a user knows before drafting.
// Field names follow the Scope Builder setup (waterfall.md §2, §7 /scope/generate) and the budget config (§7, §9).
import * as Schema from "effect/Schema"

/** An optional field that, when present, must be a value (no `undefined`; errors name the field once). */
const opt = <S extends Schema.Schema.All>(schema: S) => Schema.optionalWith(schema, { exact: true })

/** One of fixed words; the message lists them all (overriding the per-member messages of the union). */
const oneOf = <const L extends ReadonlyArray<string>>(values: L, message: string) =>
  Schema.Literal(...values).annotations({ message: () => ({ message, override: true }) })

const Text = Schema.String.annotations({ message: () => "expected text" })
const NonEmpty = Schema.String.pipe(
  Schema.filter((s) => s.trim().length > 0, { message: () => "must not be empty" })
).annotations({ message: () => "expected non-empty text" })

const isRealDay = (s: string): boolean => {
  const [y, m, d] = s.split("-").map(Number) as [number, number, number]
  const date = new Date(Date.UTC(y, m - 1, d))
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d
}

/** A calendar day written YYYY-MM-DD (a YAML date is quoted or read as text by the loader). */
export const IsoDay = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}$/, { message: () => "expected YYYY-MM-DD" }),
  Schema.filter(isRealDay, { message: () => "expected a real calendar day (YYYY-MM-DD)" })
).annotations({ description: "A day written YYYY-MM-DD" })

export const BriefMethod = oneOf(["waterfall", "agile"], "expected waterfall or agile")
export type BriefMethod = typeof BriefMethod.Type

/** waterfall.md §9: procurement and third-party options. */
export const BriefProcurement = oneOf(["None", "Hardware", "Software", "Both"], "expected None, Hardware, Software or Both")
export const BriefThirdParties = oneOf(["None", "Vendor", "Partner", "Both"], "expected None, Vendor, Partner or Both")

const Money = Schema.Number.pipe(
  Schema.filter((n) => Number.isFinite(n) && n >= 0, { message: () => "expected a number of at least 0" })
).annotations({ message: () => "expected a number of at least 0" })

const Percent = Schema.Number.pipe(
  Schema.filter((n) => n >= 0 && n <= 100, { message: () => "expected a number from 0 to 100" })
).annotations({ message: () => "expected a number from 0 to 100" })

export const BriefProject = Schema.Struct({
  name: NonEmpty.annotations({ description: "Project name; every document names it" }),
  method: opt(BriefMethod.annotations({ description: "Delivery method (default waterfall)" })),
  start: opt(IsoDay.annotations({ description: "Base start of the WBS or schedule (default today)" })),
  client: opt(Text),
  supplier: opt(Text)
})

export const BriefStakeholder = Schema.Struct({
  name: NonEmpty,
  role: opt(Text),
  org: opt(Text),
  internal_external: opt(
    oneOf(["Internal", "External"], "expected Internal or External")
  ),
  board_role: opt(Text)
})
export type BriefStakeholder = typeof BriefStakeholder.Type

export const BriefOneOffCost = Schema.Struct({ name: NonEmpty, amount: Money })

export const BriefManagementRole = Schema.Struct({
  mode: opt(
    oneOf(["full_time", "partial"], "expected full_time or partial")
  ),
  percent: opt(Percent),
  rate: opt(Money)
})

export const BriefBudget = Schema.Struct({
  currency: opt(
    Schema.String.pipe(Schema.pattern(/^[A-Z]{3}$/, { message: () => "expected a 3-letter currency code such as AUD" }))
  ),
  region: opt(Text),
  /** Decimal (0.1 = 10%), waterfall.md §5. */
  contingency: opt(
    Schema.Number.pipe(
      Schema.filter((n) => n >= 0 && n <= 1, { message: () => "expected a decimal from 0 to 1 (0.1 = 10%)" })
    ).annotations({ message: () => "expected a decimal from 0 to 1 (0.1 = 10%)" })
  ),
  default_rate: opt(Money),
  rates: opt(Schema.Record({ key: Schema.String, value: Money })),
  pricing_horizon_months: opt(
    Schema.Number.pipe(Schema.int(), Schema.between(1, 120, { message: () => "expected a whole number of months from 1 to 120" }))
  ),
  project_manager: opt(BriefManagementRole),
  scrum_master: opt(BriefManagementRole),
  /** Specifics of the Scope Extras (waterfall.md §2 Budget); a non-empty text ticks the extra. */
  extras: opt(
    Schema.Struct({ software: opt(Text), hardware: opt(Text), third_party: opt(Text) })
  ),
  one_off_costs: opt(Schema.Array(BriefOneOffCost))
})

export const BriefAgile = Schema.Struct({
  stories_per_epic: opt(
    Schema.Number.pipe(Schema.int(), Schema.between(1, 10, { message: () => "expected a whole number from 1 to 10" }))
  ),
  /** agile.md §9: the Now lane's WIP limit in points (default 25, minimum 1). */
  now_points: opt(
    Schema.Number.pipe(Schema.int(), Schema.greaterThanOrEqualTo(1, { message: () => "expected a whole number of at least 1" }))
  ),
  sprint_days: opt(
    Schema.Number.pipe(Schema.int(), Schema.between(5, 20, { message: () => "expected a whole number of working days from 5 to 20" }))
  )
})

export const Brief = Schema.Struct({
  project: BriefProject,
  summary: opt(Text.annotations({ description: "Short project summary (the agile Quick Draft input)" })),
  background: opt(Text.annotations({ description: "Background & drivers; drafted when missing" })),
  goals: opt(Schema.Array(NonEmpty)),
  procurement: opt(BriefProcurement),
  third_parties: opt(BriefThirdParties),
  /** Answers to the clarification questions (waterfall.md §2), keyed by question. */
  clarifications: opt(Schema.Record({ key: Schema.String, value: Text })),
  stakeholders: opt(Schema.Array(BriefStakeholder)),
  risks: opt(Schema.Struct({ context: opt(Text) })),
  budget: opt(BriefBudget),
  agile: opt(BriefAgile)
}).annotations({
  identifier: "InitpackBrief",
  title: "Initpack project brief",
  description: "Input of `initpack pack`, `initpack sow` and `initpack validate` (docs/cli.md)"
})
export type Brief = typeof Brief.Type
