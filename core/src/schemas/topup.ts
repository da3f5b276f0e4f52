import * as Schema from "effect/Schema"
import { intBetween, optional } from "./primitives"

/** POST /billing/topups/checkout {bundles}: 1 to 10 bundles per purchase (platform.md §9). */
export const TopupCheckoutRequest = Schema.Struct({
  bundles: intBetween(1, 10, "bundles must be a whole number from 1 to 10")
}).annotations({ title: "TopupCheckoutRequest" })
export type TopupCheckoutRequest = typeof TopupCheckoutRequest.Type

export const TopupCheckoutResponse = Schema.Struct({
  checkout_url: optional(Schema.String),
  ok: optional(Schema.Boolean),
  error: optional(Schema.String)
}).annotations({ title: "TopupCheckoutResponse" })
export type TopupCheckoutResponse = typeof TopupCheckoutResponse.Type
