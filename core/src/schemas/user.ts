import * as Schema from "effect/Schema"
import { withAliases } from "./aliases"
import { SIGNUP_COUNTRY_REQUIRED, SIGNUP_ROLE_REQUIRED } from "../messages/platform-auth"
import { Id, nullable, optional, requiredText, Timestamp, withDefault } from "./primitives"

// Messages from platform.md §5.

const Email = Schema.Trim.pipe(
  Schema.filter((s) => /^[^\s@]+@[^\s@]+$/.test(s), { message: () => "Enter a valid email address." })
)

/** A stored account (registration fields, roles). The password is never part of it. */
export const User = Schema.Struct({
  id: Id,
  email: Email,
  name: withDefault(Schema.String, () => ""),
  role: withDefault(Schema.String, () => ""),
  country: withDefault(Schema.String, () => ""),
  roles: withDefault(Schema.Array(Schema.String), () => ["user"]),
  is_active: withDefault(Schema.Boolean, () => true),
  mfa_enabled: withDefault(Schema.Boolean, () => false),
  created_at: nullable(Timestamp)
}).annotations({ title: "User" })
export type User = typeof User.Type

const LOGIN_REQUIRED = "Email and password required."

/** POST /auth/login {email, password, totp or code}. */
export const LoginRequest = withAliases(
  "LoginRequest",
  Schema.Struct({
    email: requiredText(LOGIN_REQUIRED),
    password: Schema.String.pipe(Schema.minLength(1, { message: () => LOGIN_REQUIRED })),
    totp: optional(
      Schema.Trim.pipe(
        Schema.pattern(/^\d{6}$/, { message: () => "Enter the 6-digit code from your authenticator app." })
      )
    )
  }),
  { totp: ["code"] }
)
export type LoginRequest = typeof LoginRequest.Type

/** POST /auth/register {email, password, name, role, country}. Sign-up needs 12 characters. */
export const RegisterRequest = Schema.Struct({
  email: requiredText("Email and password required.").pipe(
    Schema.filter((s) => /^[^\s@]+@[^\s@]+$/.test(s), { message: () => "Enter a valid email address." })
  ),
  password: Schema.String.pipe(
    Schema.minLength(12, { message: () => "Use at least 12 characters for your password." })
  ),
  name: withDefault(Schema.String, () => ""),
  role: requiredText(SIGNUP_ROLE_REQUIRED),
  country: requiredText(SIGNUP_COUNTRY_REQUIRED)
}).annotations({ title: "RegisterRequest" })
export type RegisterRequest = typeof RegisterRequest.Type

/** POST /auth/password/reset/confirm {token, password}; also {token, new_password}. */
export const PasswordResetConfirm = withAliases(
  "PasswordResetConfirm",
  Schema.Struct({
    token: requiredText("Reset link missing or invalid."),
    password: Schema.String.pipe(
      Schema.minLength(8, { message: () => "Password must be at least 8 characters." })
    )
  }),
  { password: ["new_password"] }
)
export type PasswordResetConfirm = typeof PasswordResetConfirm.Type

/** POST /auth/password/request {email} (and /auth/password/reset/request). */
export const PasswordResetRequest = Schema.Struct({
  email: requiredText("Enter your email first, then click 'Forgot password?'")
}).annotations({ title: "PasswordResetRequest" })
export type PasswordResetRequest = typeof PasswordResetRequest.Type

/** POST /auth/2fa/activate {secret, code}. */
export const TwoFactorActivate = Schema.Struct({
  secret: requiredText("secret is required"),
  code: Schema.Trim.pipe(
    Schema.pattern(/^\d{6}$/, { message: () => "Enter the 6-digit code from your authenticator app." })
  )
}).annotations({ title: "TwoFactorActivate" })
export type TwoFactorActivate = typeof TwoFactorActivate.Type
