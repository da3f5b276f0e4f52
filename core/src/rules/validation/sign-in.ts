import * as Either from "effect/Either"
import * as M from "../../messages/platform-auth"
import { invalid, requireText, trimmed, type Validated } from "./validation-error"

// platform.md §5: sign-in, second-factor code and forgot-password rules.

export interface SignIn {
  readonly email: string
  readonly password: string
}

export const validateSignIn = (input: { readonly email: string; readonly password: string }): Validated<SignIn> => {
  const email = trimmed(input.email)
  if (email === "" || input.password === "") return invalid(email === "" ? "email" : "password", M.EMAIL_AND_PASSWORD_REQUIRED)
  return Either.right({ email, password: input.password })
}

/** A 6-digit authenticator code (spaces ignored). */
export const validateTotpCode = (code: string): Validated<string> => {
  const digits = code.replace(/\s+/g, "")
  return /^\d{6}$/.test(digits) ? Either.right(digits) : invalid("code", M.ENTER_TOTP_CODE)
}

export const validateForgotPassword = (email: string): Validated<string> =>
  requireText(email, "email", M.FORGOT_PASSWORD_NEEDS_EMAIL)
