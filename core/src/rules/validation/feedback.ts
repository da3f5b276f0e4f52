import * as Either from "effect/Either"
import * as M from "../../messages/platform-feedback"
import { DEFAULT_FEEDBACK_TYPE, FEEDBACK_TYPES, type FeedbackType } from "../../schemas/enum-lists"
import { invalid, requireText, trimmed, type Validated } from "./validation-error"

// platform.md §3, §5: feedback type is one of three (default Feedback); the message must be non-blank.

export interface FeedbackInput {
  readonly type?: string | null
  readonly message: string
  readonly name?: string | null
  readonly email?: string | null
}

export interface Feedback {
  readonly type: FeedbackType
  readonly message: string
  readonly name?: string
  readonly email?: string
}

const isFeedbackType = (value: string): value is FeedbackType => (FEEDBACK_TYPES as ReadonlyArray<string>).includes(value)

export const validateFeedback = (input: FeedbackInput): Validated<Feedback> =>
  Either.gen(function* () {
    const type = trimmed(input.type) || DEFAULT_FEEDBACK_TYPE
    if (!isFeedbackType(type)) return yield* invalid("type", M.FEEDBACK_TYPE_INVALID)
    const message = yield* requireText(input.message, "message", M.FEEDBACK_MESSAGE_REQUIRED)
    const name = trimmed(input.name)
    const email = trimmed(input.email)
    return { type, message, ...(name === "" ? {} : { name }), ...(email === "" ? {} : { email }) }
  })
