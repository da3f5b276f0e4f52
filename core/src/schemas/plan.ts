import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { Methodology, PaidPlanCode, PlanCode } from "./enums"
import { intBetween, looseLiteral, NonNegativeInt, numberAtLeast, optional, withDefault } from "./primitives"

/** Project-creation rules of the signed-in user's plan (GET /projects/plan). Alternate: plan. */
export const ProjectPlan = withAliases(
  "ProjectPlan",
  Schema.Struct({
    plan_type: looseLiteral(PlanCode.literals),
    allowed_methodologies: withDefault(Schema.Array(looseLiteral(Methodology.literals)), () => [])
  }),
  { plan_type: ["plan"] }
)
export type ProjectPlan = typeof ProjectPlan.Type

/** Pricing-page card (platform.md §2.2, §3). */
export const PlanCard = Schema.Struct({
  id: looseLiteral(PaidPlanCode.literals),
  label: Schema.String,
  priceUsd: numberAtLeast(0, "priceUsd must be a number of at least 0"),
  months: intBetween(1, 120, "months must be a whole number from 1 to 120"),
  tagline: optional(Schema.String)
}).annotations({ title: "PlanCard" })
export type PlanCard = typeof PlanCard.Type

/** Subscription plan (GET /subscriptions/plans). */
export const Plan = Schema.Struct({
  code: looseLiteral(PlanCode.literals),
  name: Schema.String,
  price_cents: NonNegativeInt,
  monthly_project_limit: NonNegativeInt
}).annotations({ title: "Plan" })
export type Plan = typeof Plan.Type
