import * as Schema from "effect/Schema"

/** The signed-in user as the auth calls answer it. */
export const UserView = Schema.Struct({
  id: Schema.Int,
  email: Schema.String,
  name: Schema.String,
  roles: Schema.Array(Schema.String)
}).annotations({ identifier: "UserView" })
export type UserView = typeof UserView.Type

/** GET /auth/me and /api/me (platform.md §3 Session): the user and the subscription's status, or signed out. */
export const SessionInfoResponse = Schema.Union(
  Schema.Struct({
    authenticated: Schema.Literal(true),
    user_id: Schema.Int,
    email: Schema.String,
    user: Schema.Struct({ ...UserView.fields, country: Schema.String }),
    subscription_status: Schema.String
  }),
  Schema.Struct({ authenticated: Schema.Literal(false), user: Schema.Null, user_id: Schema.Null })
).annotations({ identifier: "SessionInfoResponse" })
export type SessionInfoResponse = typeof SessionInfoResponse.Type

/** POST /auth/register: the new user (signed in) and where to go next. */
export const RegisterResponse = Schema.Struct({ ok: Schema.Literal(true), user: UserView, next: Schema.String }).annotations({ identifier: "RegisterResponse" })

/** POST /auth/login: signed in, or a two-factor code is needed for the challenge. */
export const LoginResponse = Schema.Union(
  Schema.Struct({
    ok: Schema.Literal(true),
    authenticated: Schema.Literal(true),
    user: UserView,
    subscription_status: Schema.NullOr(Schema.String),
    next: Schema.String
  }),
  Schema.Struct({ ok: Schema.Literal(false), mfa_required: Schema.Literal(true), challenge_id: Schema.String })
).annotations({ identifier: "LoginResponse" })

/** POST /auth/refresh: the session renewed. */
export const RefreshResponse = Schema.Struct({ ok: Schema.Literal(true), user: UserView }).annotations({ identifier: "RefreshResponse" })

/** POST /auth/2fa/setup: the secret to enter in an authenticator app, also as an otpauth:// URL. */
export const TwoFactorSetupResponse = Schema.Struct({ secret: Schema.String, otpauth_url: Schema.String }).annotations({ identifier: "TwoFactorSetupResponse" })

/** POST /auth/2fa/activate and /disable: whether two-factor sign-in is now on. */
export const TwoFactorStateResponse = Schema.Struct({ ok: Schema.Literal(true), mfa_enabled: Schema.Boolean }).annotations({ identifier: "TwoFactorStateResponse" })

/** POST /auth/password/request: the same message whether or not the address has an account. */
export const PasswordResetRequestResponse = Schema.Struct({ ok: Schema.Literal(true), message: Schema.String }).annotations({
  identifier: "PasswordResetRequestResponse"
})

export type RegisterResponse = typeof RegisterResponse.Type
export type LoginResponse = typeof LoginResponse.Type
export type RefreshResponse = typeof RefreshResponse.Type
export type TwoFactorSetupResponse = typeof TwoFactorSetupResponse.Type
export type TwoFactorStateResponse = typeof TwoFactorStateResponse.Type
export type PasswordResetRequestResponse = typeof PasswordResetRequestResponse.Type
