import fc from "fast-check"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import { FREE_PLAN, MONTHLY_PLAN, QUARTERLY_PLAN } from "../../../src/rules/platform/plans"
import { computeUsage, remainingOf, windowLimit } from "../../../src/rules/platform/usage"

const quarter = { period_start: "2025-01-31T00:00:00.000Z", period_end: "2025-04-30T00:00:00.000Z" }

describe("usage in the current window (platform.md §3, §9)", () => {
  it("platform.md §9: the quarterly plan allows 5 per month, counted in the window containing now", () => {
    const usage = Option.getOrThrow(
      computeUsage({
        plan: QUARTERLY_PLAN,
        ...quarter,
        at: "2025-03-10T12:00:00.000Z",
        projects_created_at: ["2025-02-01T00:00:00Z", "2025-03-01T00:00:00Z", "2025-03-05T00:00:00Z"],
        topups: []
      })
    )
    expect(usage).toEqual({
      allowed: true,
      used: 2,
      limit: 5,
      extra_topups: 0,
      remaining: 3,
      window_start: "2025-02-28T00:00:00.000Z",
      window_end: "2025-03-31T00:00:00.000Z"
    })
  })

  it("platform.md §9: each top-up bundle adds 2 creations in its window and does not carry over", () => {
    const base = {
      plan: MONTHLY_PLAN,
      period_start: "2025-01-01T00:00:00Z",
      period_end: "2025-03-01T00:00:00Z",
      projects_created_at: ["2025-01-02T00:00:00Z", "2025-01-03T00:00:00Z", "2025-01-04T00:00:00Z", "2025-01-05T00:00:00Z"],
      topups: [{ purchased_at: "2025-01-20T00:00:00Z", bundles: 3 }]
    }
    const january = Option.getOrThrow(computeUsage({ ...base, at: "2025-01-25T00:00:00Z" }))
    expect(january).toMatchObject({ used: 4, limit: 10, extra_topups: 6, remaining: 6, allowed: true })
    const february = Option.getOrThrow(computeUsage({ ...base, at: "2025-02-02T00:00:00Z" }))
    expect(february).toMatchObject({ used: 0, limit: 4, extra_topups: 0, remaining: 4 })
  })

  it("platform.md §3: remaining never goes below 0 and allowed is false at the limit", () => {
    const usage = Option.getOrThrow(
      computeUsage({
        plan: MONTHLY_PLAN,
        period_start: "2025-01-01T00:00:00Z",
        period_end: "2025-02-01T00:00:00Z",
        at: "2025-01-31T00:00:00Z",
        projects_created_at: Array.from({ length: 6 }, (_, i) => `2025-01-${String(10 + i)}T00:00:00Z`),
        topups: []
      })
    )
    expect(usage).toMatchObject({ used: 6, limit: 4, remaining: 0, allowed: false })
  })

  it("platform.md §6: the free plan counts 1 project in total, not per window, and ignores top-ups", () => {
    const input = {
      plan: FREE_PLAN,
      period_start: "2025-01-31T00:00:00Z",
      period_end: "2026-01-31T00:00:00Z",
      projects_created_at: [] as string[],
      topups: [{ purchased_at: "2025-02-01T00:00:00Z", bundles: 2 }]
    }
    const fresh = Option.getOrThrow(computeUsage({ ...input, at: "2025-02-01T00:00:00Z" }))
    expect(fresh).toMatchObject({ allowed: true, used: 0, limit: 1, remaining: 1, extra_topups: 0 })
    expect(fresh.window_end).toBe("2025-02-28T00:00:00.000Z")
    const afterOne = Option.getOrThrow(
      computeUsage({ ...input, at: "2025-02-10T00:00:00Z", projects_created_at: ["2024-06-01T00:00:00Z"] })
    )
    expect(afterOne).toMatchObject({ allowed: false, used: 1, remaining: 0 })
  })

  it("platform.md §6: free access lasts 1 month", () => {
    const usage = computeUsage({
      plan: FREE_PLAN,
      period_start: "2025-01-31T00:00:00Z",
      period_end: "2026-01-31T00:00:00Z",
      at: "2025-02-28T00:00:00Z",
      projects_created_at: [],
      topups: []
    })
    expect(Option.isNone(usage)).toBe(true)
  })

  it("no usage outside the billing period", () => {
    const usage = computeUsage({ plan: MONTHLY_PLAN, ...quarter, at: "2025-05-01T00:00:00Z", projects_created_at: [], topups: [] })
    expect(Option.isNone(usage)).toBe(true)
  })

  it("platform.md §3: remaining = max(0, limit - used) and allowed = remaining > 0, for any counts", () => {
    const instantIn = fc.integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2025, 11, 31) })
    fc.assert(
      fc.property(
        fc.constantFrom(MONTHLY_PLAN, QUARTERLY_PLAN),
        instantIn,
        fc.array(instantIn, { maxLength: 30 }),
        fc.array(fc.record({ purchased_at: instantIn, bundles: fc.integer({ min: 1, max: 10 }) }), { maxLength: 5 }),
        (plan, at, created, topups) => {
          const usage = computeUsage({
            plan,
            period_start: Date.UTC(2025, 0, 1),
            period_end: Date.UTC(2026, 0, 1),
            at,
            projects_created_at: created,
            topups
          })
          const u = Option.getOrThrow(usage)
          expect(u.remaining).toBeGreaterThanOrEqual(0)
          expect(u.remaining).toBe(remainingOf(u.limit, u.used))
          expect(u.allowed).toBe(u.remaining > 0)
          expect(u.limit).toBe(plan.monthly_project_limit + u.extra_topups)
          expect(u.extra_topups % 2).toBe(0)
        }
      )
    )
  })

  it("window limit adds 2 per bundle", () => {
    expect(windowLimit(6, 0)).toBe(6)
    expect(windowLimit(6, 3)).toBe(12)
    expect(remainingOf(4, 9)).toBe(0)
  })
})
