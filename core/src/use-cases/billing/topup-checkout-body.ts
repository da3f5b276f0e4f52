import * as Schema from "effect/Schema"

/**
 * POST /billing/topups/checkout {bundles}: a number, a numeric text or null, clamped to 1..10 (platform.md §5:
 * non-numeric or below 1 becomes 1, above 10 becomes 10, fractions rounded down).
 */
export const TopupCheckoutBody = Schema.Struct({
  bundles: Schema.optional(
    Schema.Union(Schema.Number, Schema.String, Schema.Null).annotations({ message: () => ({ message: "bundles must be a number.", override: true }) })
  )
}).annotations({ title: "TopupCheckoutBody" })
