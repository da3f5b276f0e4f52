// Sign-in, sign-up and password-reset texts (platform.md §5, §8).

// §5 validation
export const EMAIL_AND_PASSWORD_REQUIRED = "Email and password required."
export const ENTER_TOTP_CODE = "Enter the 6-digit code from your authenticator app."
export const FORGOT_PASSWORD_NEEDS_EMAIL = "Enter your email first, then click 'Forgot password?'"
export const RESET_LINK_SENT = "If that email exists, a reset link has been sent."
export const SIGNUP_PASSWORDS_DONT_MATCH = "Passwords don't match."
export const SIGNUP_PASSWORD_TOO_SHORT = "Use at least 12 characters for your password."
export const RESET_LINK_INVALID = "Reset link missing or invalid."
export const RESET_ENTER_PASSWORD_TWICE = "Enter your new password twice."
export const RESET_PASSWORDS_DO_NOT_MATCH = "Passwords do not match."
export const RESET_PASSWORD_TOO_SHORT = "Password must be at least 8 characters."

// Product-chosen texts: the spec names these sign-up rules but gives no wording.
export const SIGNUP_ROLE_REQUIRED = "Choose your role."
export const SIGNUP_COUNTRY_REQUIRED = "Choose your country."
export const SIGNUP_TERMS_REQUIRED = "Accept the terms to continue."

// §8 errors
export const LOGIN_FAILED = "Login failed."
export const REGISTRATION_FAILED = "Registration failed."
export const REGISTRATION_FAILED_SHORT = "Registration failed"
export const REFRESH_FAILED = "Refresh failed"
export const TWO_FA_SETUP_FAILED = "2FA setup failed"
export const TWO_FA_ACTIVATE_FAILED = "2FA activate failed"
export const TWO_FA_DISABLE_FAILED = "2FA disable failed"
export const PASSWORD_RESET_REQUEST_FAILED = "Password reset request failed"
export const PASSWORD_RESET_FAILED = "Password reset failed"
export const RESET_FAILED = "Reset failed"
export const FETCH_USERS_FAILED = "Fetch users failed"

export const loginFailed = (status: number | string): string => `Login failed (${status})`
