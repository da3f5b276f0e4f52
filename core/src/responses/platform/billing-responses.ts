import * as Schema from "effect/Schema"

/** POST /billing/topups/checkout: where to pay for the bundles, and how many projects they add. */
export const TopupCheckoutResponse = Schema.Struct({
  ok: Schema.Literal(true),
  checkout_url: Schema.String,
  checkout_id: Schema.String,
  bundles: Schema.Int,
  projects: Schema.Int
}).annotations({ identifier: "TopupCheckoutResponse" })
export type TopupCheckoutResponse = typeof TopupCheckoutResponse.Type
