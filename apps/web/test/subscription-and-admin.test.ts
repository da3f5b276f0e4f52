import { describe, expect, it } from "vitest"
import { clampBundles } from "@initpack/core/rules/platform/topup-bundles"
import { countFor, parseBundles, toAdminUsers, toAlerts, usageByAction } from "../src/features/admin/lib/admin-view"
import { daysRemaining, isGoodStatus, needsPurchaseNotice, toPlanViews, toSubscriptionView, toUsageView } from "../src/features/subscription/lib/subscription-view"

describe("subscription screens (platform.md §2.11, §3)", () => {
  it("§3: remaining = limit - used, never below 0; top-ups as extra_topups or topups", () => {
    expect(toUsageView({ used: 5, limit: 4, topups: 2 })).toMatchObject({ remaining: 0, extraTopups: 2, allowed: false })
    expect(toUsageView({ usage: { used: 1, limit: 4, extra_topups: 0, allowed: true } })).toMatchObject({ remaining: 3, allowed: true })
  })

  it("§2.11: active or trialing is good; others who are not on free get a purchase notice", () => {
    expect(isGoodStatus("active") && isGoodStatus("trialing")).toBe(true)
    expect(isGoodStatus("expired")).toBe(false)
    expect(needsPurchaseNotice(toSubscriptionView({ status: "expired", plan_code: "monthly" }))).toBe(true)
    expect(needsPurchaseNotice(toSubscriptionView({ status: "expired", plan_code: "free" }))).toBe(false)
  })

  it("reads the subscription from the top level or the nested subscription and plan", () => {
    const view = toSubscriptionView({ subscription: { plan_code: "annual", status: "active", current_period_end: "2026-01-01T00:00:00Z" }, plan: { name: "Annual" } })
    expect(view).toMatchObject({ planCode: "annual", planName: "Annual", status: "active" })
    expect(daysRemaining("2026-01-11T00:00:00Z", Date.parse("2026-01-01T00:00:00Z"))).toBe(10)
    expect(daysRemaining("2025-01-01T00:00:00Z", Date.parse("2026-01-01T00:00:00Z"))).toBe(0)
  })

  it("§5: top-up bundles from the query clamp to 1..10, fractions down", () => {
    expect([clampBundles("abc"), clampBundles("0"), clampBundles("3.9"), clampBundles("42"), clampBundles(null)]).toEqual([1, 1, 3, 10, 1])
  })

  it("lists plans from {plans} with code, name, price and monthly limit", () => {
    expect(toPlanViews({ plans: [{ code: "monthly", name: "Monthly", price_cents: 4000, monthly_project_limit: 4 }, {}] })).toEqual([
      { code: "monthly", name: "Monthly", priceCents: 4000, monthlyProjectLimit: 4 }
    ])
  })
})

describe("admin screens (platform.md §2.13, §3, §5)", () => {
  it("§5: a custom top-up needs a positive integer", () => {
    expect(parseBundles("3")).toEqual({ ok: true, bundles: 3 })
    for (const bad of ["0", "-1", "1.5", "x", ""]) expect(parseBundles(bad)).toEqual({ ok: false, message: "Enter a positive number." })
  })

  it("§2.13: counts by window in the shapes the stats calls may use", () => {
    expect(countFor({ "24h": 3, "5d": 7 }, "5d")).toBe(7)
    expect(countFor({ windows: { "1m": { count: 9 } } }, "1m")).toBe(9)
    expect(countFor({ windows: [{ window: "24h", count: 2 }] }, "24h")).toBe(2)
    expect(countFor({}, "24h")).toBeUndefined()
  })

  it("§3: usage by action, alerts and admin users", () => {
    expect(usageByAction({ by_action: { create_project: 4 } })).toEqual([{ action: "create_project", count: 4 }])
    expect(usageByAction({ by_action: [{ action: "draft", count: 2 }] })).toEqual([{ action: "draft", count: 2 }])
    expect(toAlerts({ alerts: [{ id: 1, email: "a@b", window: "24h", observed: 50, threshold: 20, baseline_p95: 4 }] })[0]).toMatchObject({ id: "1", observed: 50, baselineP95: 4 })
    const [user] = toAdminUsers({ users: [{ id: 2, email: "u@x", roles: ["user"], is_active: false, plan: "monthly", projects: { active: 1, archived: 2 } }] })
    expect(user).toMatchObject({ id: "2", isActive: false, plan: "monthly", activeProjects: 1, archivedProjects: 2 })
  })
})
