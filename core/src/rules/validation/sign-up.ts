import * as Either from "effect/Either"
import * as M from "../../messages/platform-auth"
import { invalid, trimmed, type Validated } from "./validation-error"

// platform.md §5, §9: sign-up rules; the password needs at least 12 characters here.

export const SIGNUP_PASSWORD_MIN_LENGTH = 12

export interface SignUpInput {
  readonly name?: string | null
  readonly email: string
  readonly password: string
  readonly confirm_password: string
  readonly role: string
  readonly country: string
  readonly terms_accepted: boolean
}

export interface SignUp {
  readonly name: string
  readonly email: string
  readonly password: string
  readonly role: string
  readonly country: string
}

export const validateSignUp = (input: SignUpInput): Validated<SignUp> => {
  const email = trimmed(input.email)
  if (email === "" || input.password === "") return invalid(email === "" ? "email" : "password", M.EMAIL_AND_PASSWORD_REQUIRED)
  if (input.password !== input.confirm_password) return invalid("confirm_password", M.SIGNUP_PASSWORDS_DONT_MATCH)
  if (input.password.length < SIGNUP_PASSWORD_MIN_LENGTH) return invalid("password", M.SIGNUP_PASSWORD_TOO_SHORT)
  const role = trimmed(input.role)
  if (role === "") return invalid("role", M.SIGNUP_ROLE_REQUIRED)
  const country = trimmed(input.country)
  if (country === "") return invalid("country", M.SIGNUP_COUNTRY_REQUIRED)
  if (input.terms_accepted !== true) return invalid("terms_accepted", M.SIGNUP_TERMS_REQUIRED)
  return Either.right({ name: trimmed(input.name), email, password: input.password, role, country })
}
