// Counted things no planning rate knows (issue 33, point 3): a work package sized to the time there is and a
// budget line "to be estimated", never a token figure; counts that only describe (who a service is for, what a
// network covers, what lies along it) are no work packages.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { workPackages, workTask } from "@initpack/adapters/drafting/offline/work-packages"
import { make } from "@initpack/adapters/drafting/offline-drafter"

const tasks = (text: string) => workPackages(text).map((wp) => workTask(wp, text))

describe("work on counted things no rate knows", () => {
  it("sizes the work a delivery verb governs, and new things the brief wants", () => {
    expect(tasks("We will install 48 wayfinding totems across the town centre by March 2029.")).toEqual(["Install the 48 wayfinding totems"])
    expect(tasks("Move or retire 186 applications from the leased data centre by 31 October 2028.")).toEqual(["Move the 186 applications"])
    expect(tasks("A new network of 36 solar and battery-backed sirens, with voice messages.")).toEqual(["Deliver the 36 solar and battery-backed sirens"])
  })

  it("makes no work of people, time or what a thing covers or serves", () => {
    expect(tasks("A digital repairs reporting and booking service for 12,500 homes, live by 2029.")).toEqual([])
    expect(tasks("The sirens will cover the 9,200 households along 85 km of river.")).toEqual([])
    expect(tasks("We will replace the system for 22 inspectors over 18 months.")).toEqual([])
    expect(tasks("Install the kiosks by 30 June 2029 and train the staff.")).toEqual([])
  })

  it("prices it as a line to be estimated, with what to ask suppliers for", async () => {
    const drafter = await Effect.runPromise(make)
    const text = "We will install 48 wayfinding totems across the town centre by March 2029."
    const draft = await Effect.runPromise(
      drafter.budgetExtras({ project_name: "Town Wayfinding", scope_flags: { has_software: false, has_hardware: false, has_third_party: false }, extras_text: {}, currency: "GBP", region: "UK", pricing_horizon_months: 12, context: text })
    )
    const line = draft.items.find((i) => /wayfinding totems/.test(i.item))
    expect(line?.item).toBe("Install works: 48 wayfinding totems (to be estimated)")
    expect(line?.estimated_cost).toBe(0)
    expect(line?.justification).toMatch(/No planning rate is known for totems: ask suppliers for budget quotes for the 48/)
  })
})

describe("an allowance from the money the brief names", () => {
  it("gives the unpriced work the share main contracts take, less the other lines, and says so", async () => {
    const drafter = await Effect.runPromise(make)
    const text = "We will install 48 wayfinding totems across the town centre by March 2029. The council has approved £2 million for the scheme."
    const draft = await Effect.runPromise(
      drafter.budgetExtras({ project_name: "Town Wayfinding", scope_flags: { has_software: false, has_hardware: false, has_third_party: false }, extras_text: {}, currency: "GBP", region: "UK", pricing_horizon_months: 12, context: text })
    )
    const line = draft.items.find((i) => /totems/.test(i.item))!
    expect(line.item).toBe("Install works: 48 wayfinding totems (allowance)")
    const others = draft.items.filter((i) => i !== line).reduce((s, i) => s + i.estimated_cost, 0)
    expect(Math.abs(line.estimated_cost - (2_000_000 * 0.7 - others))).toBeLessThan(2_000_000 * 0.01)
    expect(line.justification).toMatch(/allowance: 70% of the GBP 2,000,000 the brief names, less the other priced lines/)
  })
})
