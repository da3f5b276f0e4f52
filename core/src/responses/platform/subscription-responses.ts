import * as Schema from "effect/Schema"
import { Methodology } from "../../schemas/enums"
import { UsageResponse } from "./project-responses"

/** A plan on sale (platform.md §3 Plan), with the names the clients read (id, label, priceUsd). */
export const PlanView = Schema.Struct({
  code: Schema.String,
  id: Schema.String,
  name: Schema.String,
  label: Schema.String,
  price_cents: Schema.Int,
  priceUsd: Schema.Number,
  months: Schema.Int,
  monthly_project_limit: Schema.Int,
  total_project_limit: Schema.NullOr(Schema.Int),
  allowed_methodologies: Schema.Array(Methodology),
  tagline: Schema.NullOr(Schema.String),
  best_value: Schema.Boolean
}).annotations({ identifier: "PlanView" })
export type PlanView = typeof PlanView.Type

/** GET /subscriptions/plans. */
export const PlansResponse = Schema.Struct({ plans: Schema.Array(PlanView) }).annotations({ identifier: "PlansResponse" })

const Period = {
  current_period_start: Schema.String,
  current_period_end: Schema.String
}

/** GET /subscriptions/me: the plan, status, period, days remaining and usage together (nulls without a subscription). */
export const MySubscriptionResponse = Schema.Struct({
  email: Schema.String,
  plan_code: Schema.NullOr(Schema.String),
  status: Schema.String,
  current_period_start: Schema.NullOr(Schema.String),
  current_period_end: Schema.NullOr(Schema.String),
  days_remaining: Schema.Int,
  subscription: Schema.NullOr(Schema.Struct({ plan_code: Schema.String, status: Schema.String, ...Period })),
  plan: Schema.NullOr(PlanView),
  usage: UsageResponse
}).annotations({ identifier: "MySubscriptionResponse" })

/** GET /subscriptions/gotcha/new: a signed a + b challenge to answer when subscribing. */
export const SubscribeChallengeResponse = Schema.Struct({
  challenge_id: Schema.String,
  a: Schema.Int,
  b: Schema.Int,
  sig: Schema.String,
  expires_at: Schema.String
}).annotations({ identifier: "SubscribeChallengeResponse" })

/** POST /subscriptions/subscribe: where to pay, or (no payment step) the plan as activated. */
export const SubscribeResponse = Schema.Union(
  Schema.Struct({ ok: Schema.Literal(true), checkout_url: Schema.String }),
  Schema.Struct({ ok: Schema.Literal(true), plan_code: Schema.String, status: Schema.String, ...Period })
).annotations({ identifier: "SubscribeResponse" })

/** POST /subscriptions/free: the free plan as activated. */
export const FreePlanResponse = Schema.Struct({
  ok: Schema.Literal(true),
  plan_code: Schema.String,
  status: Schema.String,
  current_period_end: Schema.String
}).annotations({ identifier: "FreePlanResponse" })

export type PlansResponse = typeof PlansResponse.Type
export type MySubscriptionResponse = typeof MySubscriptionResponse.Type
export type SubscribeChallengeResponse = typeof SubscribeChallengeResponse.Type
export type SubscribeResponse = typeof SubscribeResponse.Type
export type FreePlanResponse = typeof FreePlanResponse.Type
