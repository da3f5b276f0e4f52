import * as Schema from "effect/Schema"

/** The optional challenge id a client may echo with its 2FA code (the cookie carries it too). */
export const LoginChallengeField = Schema.Struct({
  challenge_id: Schema.optional(Schema.String)
})
