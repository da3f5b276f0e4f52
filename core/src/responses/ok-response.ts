import * as Schema from "effect/Schema"

/** A call that answers only that it was done ({ ok: true }). */
export const OkResponse = Schema.Struct({ ok: Schema.Literal(true) }).annotations({ identifier: "OkResponse" })
export type OkResponse = typeof OkResponse.Type
