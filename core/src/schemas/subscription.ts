import * as Schema from "effect/Schema"
import { PlanCode } from "./enums"
import { Plan } from "./plan"
import { looseLiteral, nullable, Timestamp, withDefault } from "./primitives"
import { UsageWindow } from "./usage-window"

const NullableTimestamp = nullable(Timestamp)

/** Known statuses; others (e.g. canceled, past_due) are kept as text (platform.md §3). */
export const SUBSCRIPTION_STATUSES_KNOWN = ["active", "trialing"] as const

export const Subscription = Schema.Struct({
  plan_code: looseLiteral(PlanCode.literals),
  status: Schema.Trim,
  current_period_start: NullableTimestamp,
  current_period_end: NullableTimestamp
}).annotations({ title: "Subscription" })
export type Subscription = typeof Subscription.Type

/** Subscription, its plan and usage together (My Subscription screen). */
export const SubscriptionOverview = Schema.Struct({
  subscription: nullable(Subscription),
  plan: nullable(Plan),
  plans: withDefault(Schema.Array(Plan), () => []),
  usage: nullable(UsageWindow)
}).annotations({ title: "SubscriptionOverview" })
export type SubscriptionOverview = typeof SubscriptionOverview.Type

/** POST /subscriptions/subscribe {plan_code, ...}. */
export const SubscribeRequest = Schema.Struct({
  plan_code: looseLiteral(PlanCode.literals)
}).annotations({ title: "SubscribeRequest" })
export type SubscribeRequest = typeof SubscribeRequest.Type
