import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { AGILE_NOT_ON_PLAN } from "../../../src/messages/platform-projects"
import {
  allowanceLeft, capToAllowance, checkEntitlement, type Feature
} from "../../../src/rules/platform/entitlements"
import { checkGenerationCap, generationCap } from "../../../src/rules/platform/generation-cap"
import { ANNUAL_PLAN, FREE_PLAN, PAID_PLANS } from "../../../src/rules/platform/plans"

const cta = { label: "Subscription Status", path: "/account/billing" }

describe("entitlements per plan (platform.md §6)", () => {
  it.each<Feature>(["stakeholders", "comms", "wbs", "reports.download", "agile", "scope.expand", "topup.buy", "budget.full"])(
    "platform.md §6: the free plan is denied %s with an upgrade message",
    (feature) => {
      const result = checkEntitlement(FREE_PLAN, feature)
      expect(Either.isLeft(result)).toBe(true)
      const denial = Either.isLeft(result) ? result.left : undefined
      expect(denial?.feature).toBe(feature)
      expect(denial?.cta).toEqual(cta)
      expect(denial?.message.length).toBeGreaterThan(0)
    }
  )

  it("platform.md §6: free users get the agile message from the create form", () => {
    const result = checkEntitlement(FREE_PLAN, "agile")
    expect(Either.isLeft(result) && result.left.message).toBe(AGILE_NOT_ON_PLAN)
  })

  it("platform.md §6: the free plan may view the PID", () => {
    expect(Either.isRight(checkEntitlement(FREE_PLAN, "reports.view"))).toBe(true)
  })

  it("platform.md §6: free plan: one scope item per tab, 1 risk and 1 mitigation", () => {
    expect(Either.isRight(checkEntitlement(FREE_PLAN, "scope.add_item", { current: 0 }))).toBe(true)
    expect(Either.isLeft(checkEntitlement(FREE_PLAN, "scope.add_item", { current: 1 }))).toBe(true)
    expect(Either.isLeft(checkEntitlement(FREE_PLAN, "scope.add_item", { current: 0, adding: 3 }))).toBe(true)
    expect(Either.isRight(checkEntitlement(FREE_PLAN, "risk.add", { current: 0 }))).toBe(true)
    expect(Either.isLeft(checkEntitlement(FREE_PLAN, "risk.add", { current: 1 }))).toBe(true)
    expect(Either.isLeft(checkEntitlement(FREE_PLAN, "risk.mitigation", { current: 1 }))).toBe(true)
    expect(capToAllowance(FREE_PLAN, "scope.add_item", 0, ["a", "b", "c"])).toEqual(["a"])
    expect(capToAllowance(FREE_PLAN, "risk.add", 1, ["a", "b"])).toEqual([])
  })

  it("platform.md §6: paid plans get everything, without counts", () => {
    const features: Feature[] = [
      "scope.add_item", "scope.expand", "risk.add", "risk.mitigation", "stakeholders", "comms", "wbs",
      "budget.full", "reports.view", "reports.download", "agile", "topup.buy"
    ]
    for (const plan of PAID_PLANS)
      for (const feature of features) {
        expect(Either.isRight(checkEntitlement(plan, feature, { current: 500, adding: 50 }))).toBe(true)
        expect(allowanceLeft(plan, feature, 500)).toBe(Number.POSITIVE_INFINITY)
      }
    expect(capToAllowance(ANNUAL_PLAN, "risk.add", 9, [1, 2, 3])).toEqual([1, 2, 3])
  })
})

describe("Vision and Goal generation cap (platform.md §1, §9)", () => {
  it("defaults to 5 per project and rises with top-ups", () => {
    expect(generationCap(0)).toBe(5)
    expect(generationCap(2)).toBe(15)
    expect(generationCap(1, { base: 3, per_bundle: 2 })).toBe(5)
  })

  it("denies with the upgrade message once the cap is used", () => {
    expect(checkGenerationCap(4, 0)).toEqual(Either.right({ remaining: 0 }))
    const denied = checkGenerationCap(5, 0)
    expect(Either.isLeft(denied) && denied.left.cta).toEqual(cta)
    expect(Either.isRight(checkGenerationCap(5, 1))).toBe(true)
    expect(Either.isRight(checkGenerationCap(0, 0, { base: 0, per_bundle: 5 }))).toBe(false)
  })
})
