import * as Schema from "effect/Schema"
import { DEFAULT_FEEDBACK_TYPE, FeedbackType } from "./enums"
import { looseLiteral, optional, requiredText, withDefault } from "./primitives"

/** POST /feedback/submit {type, message, name?, email?} (platform.md §5: message non-blank). */
export const Feedback = Schema.Struct({
  type: withDefault(looseLiteral(FeedbackType.literals), () => DEFAULT_FEEDBACK_TYPE),
  message: requiredText("Message is required."),
  name: optional(Schema.String),
  email: optional(Schema.String)
}).annotations({ title: "Feedback" })
export type Feedback = typeof Feedback.Type
