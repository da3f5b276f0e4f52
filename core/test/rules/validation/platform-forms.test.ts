import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { validateCustomTopup } from "../../../src/rules/validation/admin-topup"
import { validateFeedback } from "../../../src/rules/validation/feedback"
import { validateResetPassword } from "../../../src/rules/validation/reset-password"
import { validateForgotPassword, validateSignIn, validateTotpCode } from "../../../src/rules/validation/sign-in"
import { type SignUpInput, validateSignUp } from "../../../src/rules/validation/sign-up"

const messageOf = <A>(result: Either.Either<A, { message: string }>) => (Either.isLeft(result) ? result.left.message : "ok")

describe("sign-up (platform.md §5)", () => {
  const ok: SignUpInput = {
    name: " Ada ",
    email: " ada@example.com ",
    password: "correct horse battery",
    confirm_password: "correct horse battery",
    role: "Project Manager",
    country: "Australia",
    terms_accepted: true
  }

  it("platform.md §5: accepts a complete form", () => {
    expect(validateSignUp(ok)).toEqual(
      Either.right({ name: "Ada", email: "ada@example.com", password: ok.password, role: "Project Manager", country: "Australia" })
    )
  })

  it.each([
    [{ email: "  " }, "Email and password required."],
    [{ password: "", confirm_password: "" }, "Email and password required."],
    [{ confirm_password: "correct horse battery!" }, "Passwords don't match."],
    [{ password: "elevenchars", confirm_password: "elevenchars" }, "Use at least 12 characters for your password."],
    [{ role: "" }, "Choose your role."],
    [{ country: " " }, "Choose your country."],
    [{ terms_accepted: false }, "Accept the terms to continue."]
  ] as const)("platform.md §5: %j -> %s", (change, message) => {
    expect(messageOf(validateSignUp({ ...ok, ...change }))).toBe(message)
  })

  it("platform.md §9: exactly 12 characters is enough at sign-up", () => {
    expect(Either.isRight(validateSignUp({ ...ok, password: "123456789012", confirm_password: "123456789012" }))).toBe(true)
  })
})

describe("sign-in (platform.md §5)", () => {
  it("platform.md §5: Email and password required.", () => {
    expect(messageOf(validateSignIn({ email: "", password: "x" }))).toBe("Email and password required.")
    expect(messageOf(validateSignIn({ email: "a@b.c", password: "" }))).toBe("Email and password required.")
    expect(validateSignIn({ email: " a@b.c ", password: "pw" })).toEqual(Either.right({ email: "a@b.c", password: "pw" }))
  })

  it("platform.md §5: a 6-digit authenticator code", () => {
    expect(validateTotpCode("123 456")).toEqual(Either.right("123456"))
    for (const bad of ["12345", "1234567", "12a456", ""])
      expect(messageOf(validateTotpCode(bad))).toBe("Enter the 6-digit code from your authenticator app.")
  })

  it("platform.md §5: forgot password needs an email first", () => {
    expect(messageOf(validateForgotPassword(" "))).toBe("Enter your email first, then click 'Forgot password?'")
    expect(validateForgotPassword("a@b.c")).toEqual(Either.right("a@b.c"))
  })
})

describe("reset password page (platform.md §5)", () => {
  const ok = { token: "tok", password: "eightchr", confirm_password: "eightchr" }
  it.each([
    [{ token: "" }, "Reset link missing or invalid."],
    [{ token: null }, "Reset link missing or invalid."],
    [{ password: "" }, "Enter your new password twice."],
    [{ confirm_password: "" }, "Enter your new password twice."],
    [{ confirm_password: "eightchrs" }, "Passwords do not match."],
    [{ password: "seven77", confirm_password: "seven77" }, "Password must be at least 8 characters."]
  ] as const)("platform.md §5: %j -> %s", (change, message) => {
    expect(messageOf(validateResetPassword({ ...ok, ...change }))).toBe(message)
  })

  it("platform.md §9: 8 characters is enough on the reset page", () => {
    expect(validateResetPassword(ok)).toEqual(Either.right({ token: "tok", password: "eightchr" }))
  })
})

describe("feedback (platform.md §5)", () => {
  it("platform.md §5: type defaults to Feedback; the message must be non-blank", () => {
    expect(validateFeedback({ message: " Great tool " })).toEqual(Either.right({ type: "Feedback", message: "Great tool" }))
    expect(Either.isLeft(validateFeedback({ message: "   " }))).toBe(true)
    expect(validateFeedback({ type: "Feature Request", message: "Gantt", email: "a@b.c", name: "" })).toEqual(
      Either.right({ type: "Feature Request", message: "Gantt", email: "a@b.c" })
    )
    expect(Either.isRight(validateFeedback({ type: "Support Request", message: "Help" }))).toBe(true)
    expect(Either.isLeft(validateFeedback({ type: "Complaint", message: "x" }))).toBe(true)
  })
})

describe("admin custom top-up (platform.md §5)", () => {
  it.each([["3", 3], [5, 5], [" 12 ", 12]] as const)("accepts %j", (input, expected) => {
    expect(validateCustomTopup(input)).toEqual(Either.right(expected))
  })
  it.each(["0", 0, -2, "1.5", 2.5, "abc", "", null, "-1"])("platform.md §5: %j -> Enter a positive number.", (input) => {
    expect(messageOf(validateCustomTopup(input))).toBe("Enter a positive number.")
  })
})
