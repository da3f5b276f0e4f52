import * as Either from "effect/Either"
import * as M from "../../messages/platform-auth"
import { invalid, trimmed, type Validated } from "./validation-error"

// platform.md §5, §9: the reset page asks for at least 8 characters (sign-up asks for 12).

export const RESET_PASSWORD_MIN_LENGTH = 8

export interface ResetPasswordInput {
  readonly token: string | null | undefined
  readonly password: string
  readonly confirm_password: string
}

export const validateResetPassword = (
  input: ResetPasswordInput
): Validated<{ readonly token: string; readonly password: string }> => {
  const token = trimmed(input.token)
  if (token === "") return invalid("token", M.RESET_LINK_INVALID)
  if (input.password === "" || input.confirm_password === "")
    return invalid(input.password === "" ? "password" : "confirm_password", M.RESET_ENTER_PASSWORD_TWICE)
  if (input.password !== input.confirm_password) return invalid("confirm_password", M.RESET_PASSWORDS_DO_NOT_MATCH)
  if (input.password.length < RESET_PASSWORD_MIN_LENGTH) return invalid("password", M.RESET_PASSWORD_TOO_SHORT)
  return Either.right({ token, password: input.password })
}
