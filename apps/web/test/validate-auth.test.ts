import { describe, expect, it } from "vitest"
import { validateLogin, validateReset, validateSignup, validateTotpCode } from "../src/features/auth/lib/validate-auth"
import { COUNTRIES } from "../src/features/auth/data/countries"
import { IT_ROLES, PROJECT_AND_AGILE_ROLES } from "../src/features/auth/data/roles"

const form = { name: "A", email: "a@b.c", role: "Project Manager", country: "Ireland", password: "twelve-chars", confirm: "twelve-chars", terms: true }

describe("sign-in, sign-up and reset checks (platform.md §5)", () => {
  it("§5: email and password required at sign-in; a 6-digit code when asked", () => {
    expect(validateLogin("", "x")).toBe("Email and password required.")
    expect(validateLogin("a@b.c", "")).toBe("Email and password required.")
    expect(validateLogin("a@b.c", "x")).toBeUndefined()
    expect(validateTotpCode("12345")).toBe("Enter the 6-digit code from your authenticator app.")
    expect(validateTotpCode("123456")).toBeUndefined()
  })

  it("§5: sign-up needs matching passwords of at least 12 characters, a role, a country and the terms", () => {
    expect(validateSignup(form)).toBeUndefined()
    expect(validateSignup({ ...form, confirm: "other-twelve" })).toBe("Passwords don't match.")
    expect(validateSignup({ ...form, password: "elevenchars", confirm: "elevenchars" })).toBe("Use at least 12 characters for your password.")
    expect(validateSignup({ ...form, role: "" })).toBeDefined()
    expect(validateSignup({ ...form, country: "" })).toBeDefined()
    expect(validateSignup({ ...form, terms: false })).toBeDefined()
  })

  it("§5: the reset page needs a token, both fields, a match and at least 8 characters", () => {
    expect(validateReset(null, "abcdefgh", "abcdefgh")).toBe("Reset link missing or invalid.")
    expect(validateReset("t", "", "abcdefgh")).toBe("Enter your new password twice.")
    expect(validateReset("t", "abcdefgh", "abcdefgx")).toBe("Passwords do not match.")
    expect(validateReset("t", "abcdefg", "abcdefg")).toBe("Password must be at least 8 characters.")
    expect(validateReset("t", "abcdefgh", "abcdefgh")).toBeUndefined()
  })

  it("§2.9: 13 project and agile roles, about 65 IT roles and about 195 countries, without duplicates", () => {
    expect(PROJECT_AND_AGILE_ROLES).toHaveLength(13)
    expect(IT_ROLES.length).toBeGreaterThanOrEqual(60)
    expect(IT_ROLES.length).toBeLessThanOrEqual(70)
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(190)
    expect(COUNTRIES.length).toBeLessThanOrEqual(200)
    expect(new Set([...PROJECT_AND_AGILE_ROLES, ...IT_ROLES]).size).toBe(PROJECT_AND_AGILE_ROLES.length + IT_ROLES.length)
    expect(new Set(COUNTRIES).size).toBe(COUNTRIES.length)
  })
})
