import * as Schema from "effect/Schema"
import { DEFAULT_FEEDBACK_TYPE, FeedbackType } from "./enums"
import { looseLiteral, requiredText } from "./primitives"

/** POST /feedback/submit {type, message, name?, email?} (platform.md §5: message non-blank). */
export const Feedback = Schema.Struct({
  type: Schema.optionalWith(looseLiteral(FeedbackType.literals), {
    default: () => DEFAULT_FEEDBACK_TYPE,
    nullable: true
  }),
  message: requiredText("Message is required."),
  name: Schema.optional(Schema.String),
  email: Schema.optional(Schema.String)
}).annotations({ title: "Feedback" })
export type Feedback = typeof Feedback.Type
