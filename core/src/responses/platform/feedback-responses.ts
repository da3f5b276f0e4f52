import * as Schema from "effect/Schema"

/** POST /feedback/submit: "Sent." and the feedback's id. */
export const FeedbackResponse = Schema.Struct({ ok: Schema.Literal(true), status: Schema.String, id: Schema.Int }).annotations({ identifier: "FeedbackResponse" })
export type FeedbackResponse = typeof FeedbackResponse.Type
