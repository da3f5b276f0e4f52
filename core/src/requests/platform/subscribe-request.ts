import * as Schema from "effect/Schema"
import { intBetween } from "../../schemas/primitives"

const Small = intBetween(0, 1_000_000, "Challenge failed.")

/** POST /subscriptions/subscribe: the plan and the echoed a+b challenge with its answer (platform.md §7). */
export const SubscribeRequest = Schema.Struct({
  plan_code: Schema.Trim.pipe(Schema.minLength(1, { message: () => "plan_code is required" })),
  challenge_id: Schema.String.pipe(Schema.minLength(1, { message: () => "Challenge failed." })),
  a: Small,
  b: Small,
  sig: Schema.String.pipe(Schema.minLength(1, { message: () => "Challenge failed." })),
  answer: Small
}).annotations({ title: "SubscribeRequest" })
export type SubscribeRequest = typeof SubscribeRequest.Type
