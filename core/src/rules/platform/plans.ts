// platform.md §2.2, §6, §9; waterfall.md §1; agile.md §1, §9: the four plans as data.

import type { Methodology, PlanCode } from "../../schemas/enum-lists"

export type { Methodology, PlanCode }

export interface Plan {
  readonly code: PlanCode
  readonly name: string
  /** Card label, as in the spec's price table. */
  readonly label: string
  readonly price_cents: number
  /** Months billed (paid) or months of access (free). */
  readonly months: number
  readonly monthly_project_limit: number
  /** A lifetime cap instead of a monthly one (free plan: 1 project in total). */
  readonly total_project_limit: number | null
  readonly allowed_methodologies: ReadonlyArray<Methodology>
  readonly tagline: string | null
  readonly best_value: boolean
  /** Project allowance line on the pricing card. */
  readonly allowance_label: string
  readonly paid: boolean
}

export const FREE_PLAN: Plan = {
  code: "free",
  name: "Free",
  label: "Free",
  price_cents: 0,
  months: 1,
  monthly_project_limit: 1,
  total_project_limit: 1,
  allowed_methodologies: ["waterfall"],
  tagline: null,
  best_value: false,
  allowance_label: "1 project total",
  paid: false
}

export const MONTHLY_PLAN: Plan = {
  code: "monthly",
  name: "Monthly",
  label: "1 month",
  price_cents: 4000,
  months: 1,
  monthly_project_limit: 4,
  total_project_limit: null,
  allowed_methodologies: ["waterfall", "agile"],
  tagline: null,
  best_value: false,
  allowance_label: "Build 4 Projects",
  paid: true
}

export const QUARTERLY_PLAN: Plan = {
  code: "quarterly",
  name: "Quarterly",
  label: "3 months",
  price_cents: 11000,
  months: 3,
  monthly_project_limit: 5,
  total_project_limit: null,
  allowed_methodologies: ["waterfall", "agile"],
  tagline: "Saves $10",
  best_value: false,
  allowance_label: "5 Projects per month",
  paid: true
}

// Best value: the lowest price per project ($460 / 72 projects ~ $6.39, against $7.33 and $10).
export const ANNUAL_PLAN: Plan = {
  code: "annual",
  name: "Annual",
  label: "12 months",
  price_cents: 46000,
  months: 12,
  monthly_project_limit: 6,
  total_project_limit: null,
  allowed_methodologies: ["waterfall", "agile"],
  tagline: "Saves $20",
  best_value: true,
  allowance_label: "6 Projects per month",
  paid: true
}

export const PLANS: ReadonlyArray<Plan> = [FREE_PLAN, MONTHLY_PLAN, QUARTERLY_PLAN, ANNUAL_PLAN]
export const PAID_PLANS: ReadonlyArray<Plan> = PLANS.filter((p) => p.paid)

export const isPlanCode = (code: unknown): code is PlanCode => PLANS.some((p) => p.code === code)

/** The plan for a code; unknown or missing codes fall back to the free plan (least privilege). */
export const planFor = (code: string | null | undefined): Plan => PLANS.find((p) => p.code === code) ?? FREE_PLAN

/** Approximate monthly price on the pricing card, in cents, rounded to the cent. */
export const monthlyPriceCents = (plan: Plan): number => Math.round(plan.price_cents / plan.months)

/** Savings against paying the monthly plan every month ($110 saves $10, $460 saves $20). */
export const savingsCents = (plan: Plan): number => MONTHLY_PLAN.price_cents * plan.months - plan.price_cents
