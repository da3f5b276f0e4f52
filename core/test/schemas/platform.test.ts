import { describe, expect, it } from "vitest"
import { AdminTopupGrant, AdminUserView } from "../../src/schemas/admin-user"
import { Alert } from "../../src/schemas/alert"
import { Feedback } from "../../src/schemas/feedback"
import { PlanCard, ProjectPlan } from "../../src/schemas/plan"
import { NewProject, Project, ProjectRef } from "../../src/schemas/project"
import { SessionInfo, SessionUser } from "../../src/schemas/session"
import { TopupCheckoutRequest } from "../../src/schemas/topup"
import { UpgradeMessage } from "../../src/schemas/upgrade-message"
import { UsageWindow } from "../../src/schemas/usage-window"
import { LoginRequest, PasswordResetConfirm, RegisterRequest } from "../../src/schemas/user"
import { decode, failure, issues, roundTrip } from "./decode-helpers"

describe("Project (platform.md §3)", () => {
  const canonical = {
    id: 7,
    name: "Payroll",
    methodology: "agile",
    latest_scope_at: null,
    created_at: "2025-08-25T10:00:00.000Z",
    archived_at: null
  }
  it("accepts project_id, project_name and delivery", () => {
    expect(
      decode(Project, { project_id: 7, project_name: "Payroll", delivery: "agile", created_at: "2025-08-25T10:00:00.000Z" })
    ).toEqual(canonical)
  })
  it("round-trips the canonical form", () => {
    const { encoded, second } = roundTrip(Project, canonical)
    expect(encoded).toEqual(canonical)
    expect(second).toEqual(canonical)
  })
  it("accepts a numeric string id, a Date and a methodology in any case", () => {
    const p = decode(Project, { id: "7", name: "Payroll", methodology: "Agile", created_at: new Date(Date.UTC(2025, 7, 25, 10)) })
    expect(p).toEqual(canonical)
  })
  it("rejects a blank name with the spec message (platform.md §5)", () => {
    expect(failure(NewProject, { name: "   ", methodology: "waterfall" })).toContain("Project name is required.")
  })
  it("rejects an unknown methodology readably", () => {
    expect(issues(Project, { id: 1, name: "P", methodology: "scrum" })).toEqual([
      { path: ["methodology"], message: 'Expected one of "waterfall", "agile"; got "scrum"' }
    ])
  })
  it("ProjectRef accepts projectId/id and projectName/project/name", () => {
    expect(decode(ProjectRef, { projectId: "4", project: "X" })).toEqual({ project_id: 4, project_name: "X" })
    expect(decode(ProjectRef, { id: 4, projectName: " X " })).toEqual({ project_id: 4, project_name: "X" })
    expect(decode(ProjectRef, { project_id: 4, name: "X" })).toEqual({ project_id: 4, project_name: "X" })
    expect(decode(ProjectRef, {})).toEqual({ project_id: null, project_name: null })
  })
})

describe("Plans and usage (platform.md §3)", () => {
  it("ProjectPlan accepts plan for plan_type", () => {
    expect(decode(ProjectPlan, { plan: "free", allowed_methodologies: ["waterfall"] })).toEqual({
      plan_type: "free",
      allowed_methodologies: ["waterfall"]
    })
  })
  it("PlanCard keeps an optional tagline and only accepts paid ids", () => {
    const card = { id: "quarterly", label: "3 months", priceUsd: 110, months: 3 }
    expect(roundTrip(PlanCard, card).encoded).toEqual(card)
    expect(failure(PlanCard, { ...card, id: "free" })).toContain('got "free"')
  })
  it("UsageWindow accepts topups for extra_topups", () => {
    expect(decode(UsageWindow, { allowed: true, used: 2, limit: 4, topups: 1 })).toMatchObject({ extra_topups: 1 })
    expect(decode(UsageWindow, { allowed: true, used: 2, limit: 4, extra_topups: 3, topups: 1 })).toMatchObject({
      extra_topups: 3
    })
  })
  it("UsageWindow rejects a negative count", () => {
    expect(failure(UsageWindow, { used: -1 })).toContain("Expected a whole number of at least 0")
  })
  it("TopupCheckoutRequest takes 1 to 10 bundles (platform.md §9)", () => {
    expect(decode(TopupCheckoutRequest, { bundles: 10 })).toEqual({ bundles: 10 })
    expect(failure(TopupCheckoutRequest, { bundles: 11 })).toContain("bundles must be a whole number from 1 to 10")
    expect(failure(TopupCheckoutRequest, { bundles: 1.5 })).toContain("bundles must be a whole number from 1 to 10")
  })
  it("UpgradeMessage defaults the call to action to Subscription Status (platform.md §8)", () => {
    expect(decode(UpgradeMessage, { message: "Limit" })).toEqual({
      message: "Limit",
      cta: { label: "Subscription Status", path: "/account/billing" }
    })
  })
})

describe("Session (platform.md §3)", () => {
  it("accepts full_name and display_name for name", () => {
    expect(decode(SessionUser, { id: 1, full_name: "Ann", email: "a@x.io" }).name).toBe("Ann")
    expect(decode(SessionUser, { id: 1, display_name: "Bo" }).name).toBe("Bo")
  })
  it("keeps user_id and defaults the rest", () => {
    expect(decode(SessionInfo, { user_id: 5 })).toEqual({ authenticated: false, user: null, user_id: 5 })
    expect(decode(SessionInfo, { authenticated: true, user: { id: 2, name: "A", roles: ["admin"] } })).toEqual({
      authenticated: true,
      user: { id: 2, name: "A", email: "", roles: ["admin"] },
      user_id: null
    })
  })
})

describe("Accounts (platform.md §5 messages)", () => {
  it("LoginRequest accepts code for totp", () => {
    expect(decode(LoginRequest, { email: "a@x.io", password: "p", code: "123456" })).toEqual({
      email: "a@x.io",
      password: "p",
      totp: "123456"
    })
  })
  it("LoginRequest needs email and password and a 6-digit code", () => {
    expect(failure(LoginRequest, { email: " ", password: "" })).toContain("Email and password required.")
    expect(failure(LoginRequest, { email: "a@x.io", password: "p", totp: "12" })).toContain(
      "Enter the 6-digit code from your authenticator app."
    )
  })
  it("sign-up needs 12 characters, reset needs 8", () => {
    const base = { email: "a@x.io", name: "A", role: "Project Manager", country: "Australia" }
    expect(failure(RegisterRequest, { ...base, password: "short-pass" })).toContain(
      "Use at least 12 characters for your password."
    )
    expect(decode(RegisterRequest, { ...base, password: "long-enough-1" }).password).toBe("long-enough-1")
    expect(failure(PasswordResetConfirm, { token: "t", password: "1234567" })).toContain(
      "Password must be at least 8 characters."
    )
    expect(decode(PasswordResetConfirm, { token: "t", new_password: "12345678" })).toEqual({
      token: "t",
      password: "12345678"
    })
    expect(failure(PasswordResetConfirm, { token: "", password: "12345678" })).toContain("Reset link missing or invalid.")
  })
})

describe("Feedback, admin, alerts", () => {
  it("Feedback type defaults to Feedback and message must be non-blank (platform.md §5)", () => {
    expect(decode(Feedback, { message: " hi " })).toEqual({ type: "Feedback", message: "hi" })
    expect(decode(Feedback, { type: "feature request", message: "x" }).type).toBe("Feature Request")
    expect(failure(Feedback, { message: "  " })).toContain("Message is required.")
    expect(failure(Feedback, { type: "Bug", message: "x" })).toContain('got "Bug"')
  })
  it("AdminUserView nests project counts", () => {
    expect(
      decode(AdminUserView, { id: 1, email: "a@x.io", is_active: true, projects: { active: 2 } }).projects
    ).toEqual({ active: 2, archived: 0 })
  })
  it("admin top-ups need a positive number (platform.md §5)", () => {
    expect(failure(AdminTopupGrant, { bundles: 0 })).toContain("Enter a positive number.")
  })
  it("Alert windows are 24h, 5d, 1m (platform.md §9)", () => {
    const alert = { id: 1, email: "a@x.io", window: "5d", observed: 9, threshold: 5, created_at: "2025-01-01T00:00:00.000Z" }
    expect(decode(Alert, alert)).toMatchObject({ window: "5d", baseline_p95: null, resolved_at: null })
    expect(failure(Alert, { ...alert, window: "7d" })).toContain('got "7d"')
  })
})
