// Client-side checks of the sign-in, sign-up and reset forms, with the texts of platform.md §5.
import {
  EMAIL_AND_PASSWORD_REQUIRED, ENTER_TOTP_CODE, RESET_ENTER_PASSWORD_TWICE, RESET_LINK_INVALID,
  RESET_PASSWORDS_DO_NOT_MATCH, RESET_PASSWORD_TOO_SHORT, SIGNUP_COUNTRY_REQUIRED, SIGNUP_PASSWORDS_DONT_MATCH,
  SIGNUP_PASSWORD_TOO_SHORT, SIGNUP_ROLE_REQUIRED, SIGNUP_TERMS_REQUIRED
} from "@initpack/core/messages/platform-auth"

/** §9: 12 characters at sign-up, 8 on the reset page. */
export const SIGNUP_MIN_PASSWORD = 12
export const RESET_MIN_PASSWORD = 8

export const validateLogin = (email: string, password: string): string | undefined =>
  email.trim() === "" || password === "" ? EMAIL_AND_PASSWORD_REQUIRED : undefined

export const validateTotpCode = (code: string): string | undefined => (/^\d{6}$/.test(code.trim()) ? undefined : ENTER_TOTP_CODE)

export interface SignupForm {
  readonly name: string
  readonly email: string
  readonly role: string
  readonly country: string
  readonly password: string
  readonly confirm: string
  readonly terms: boolean
}

export const validateSignup = (form: SignupForm): string | undefined => {
  if (form.email.trim() === "" || form.password === "") return EMAIL_AND_PASSWORD_REQUIRED
  if (form.password !== form.confirm) return SIGNUP_PASSWORDS_DONT_MATCH
  if (form.password.length < SIGNUP_MIN_PASSWORD) return SIGNUP_PASSWORD_TOO_SHORT
  if (form.role === "") return SIGNUP_ROLE_REQUIRED
  if (form.country === "") return SIGNUP_COUNTRY_REQUIRED
  if (!form.terms) return SIGNUP_TERMS_REQUIRED
  return undefined
}

/** Issue 37: what the sign-up form still needs, named as its fields are labelled; empty when it can be sent. */
export const missingSignupFields = (form: SignupForm): ReadonlyArray<string> => [
  ...(form.email.trim() === "" ? ["Email"] : []),
  ...(form.role === "" ? ["Role"] : []),
  ...(form.country === "" ? ["Country"] : []),
  ...(form.password === "" ? ["Password"] : form.password.length < SIGNUP_MIN_PASSWORD ? [`Password (at least ${SIGNUP_MIN_PASSWORD} characters)`] : []),
  ...(form.password !== "" && form.password !== form.confirm ? ["Confirm password (the same password again)"] : []),
  ...(form.terms ? [] : ["accepting the Terms"])
]

export const validateReset = (token: string | null, password: string, confirm: string): string | undefined => {
  if (!token) return RESET_LINK_INVALID
  if (password === "" || confirm === "") return RESET_ENTER_PASSWORD_TWICE
  if (password !== confirm) return RESET_PASSWORDS_DO_NOT_MATCH
  if (password.length < RESET_MIN_PASSWORD) return RESET_PASSWORD_TOO_SHORT
  return undefined
}
