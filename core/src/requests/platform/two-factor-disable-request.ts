import * as Schema from "effect/Schema"

/** POST /auth/2fa/disable: proof of presence, a current code (also totp) or the password. */
export const TwoFactorDisableRequest = Schema.Struct({
  code: Schema.optional(Schema.Trim),
  totp: Schema.optional(Schema.Trim),
  password: Schema.optional(Schema.String)
}).annotations({ title: "TwoFactorDisableRequest" })
export type TwoFactorDisableRequest = typeof TwoFactorDisableRequest.Type
