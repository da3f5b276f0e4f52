// Issue 33, point 5: unit-cost lines price the work a brief asks for once. A whole the brief itemises after a
// colon is priced by its parts, work a per-unit outturn rate already includes gets no line of its own, a count a
// purpose clause names ("removed to reopen 20 km of habitat") is an outcome, and a river named by its own name is
// not fencing because "with fencing" follows it.
import { describe, expect, it } from "vitest"
import { offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"

const extras = (context: string, currency = "GBP") =>
  offlineDrafts.budgetExtras({
    project_name: "Test programme",
    scope_flags: { has_software: false, has_hardware: false, has_third_party: false },
    extras_text: {},
    currency,
    pricing_horizon_months: 12,
    context
  }).items

describe("unit-cost lines price the work once", () => {
  it("a whole itemised after a colon is priced by its parts; an outcome of the work is not priced", () => {
    const items = extras(
      "Restore 8 km of stream banks on the Afon Dulas by 30 September 2029: 10 km of stock fencing, 12,000 native trees and three old weirs removed to reopen 20 km of habitat. The grant is £900,000."
    )
    const titles = items.map((i) => i.item)
    expect(titles.some((t) => /fencing.*10 km/i.test(t))).toBe(true)
    expect(titles.some((t) => /12,000 trees/i.test(t))).toBe(true)
    expect(titles.some((t) => /\b8 km\b/.test(t))).toBe(false)
    expect(titles.some((t) => /\b20 km\b/.test(t))).toBe(false)
  })

  it("a river's own name before 'with fencing' is not a length of fence", () => {
    const titles = extras("Restore 5 km of the Afon Dulas with fencing and 4,000 trees by the end of 2028 on a £300,000 grant.").map((i) => i.item)
    expect(titles.some((t) => /fencing.*5 km/i.test(t))).toBe(false)
  })

  it("service connections along a renewed main are in the main's per-km rate", () => {
    const items = extras("Renew 30 km of old water mains and reconnect 4,000 property services connections by June 2029 within AUD 20 million of capital.", "AUD")
    expect(items.some((i) => /connection/i.test(i.item))).toBe(false)
    const main = items.find((i) => /pipe renewal/i.test(i.item))
    expect(main?.justification).toMatch(/includes the 4,000 connections along it/)
  })

  it("connections with no main to carry them are priced on their own", () => {
    const items = extras("Transfer 2,500 customer connections to the new network by March 2028.", "AUD")
    expect(items.some((i) => /connection/i.test(i.item))).toBe(true)
  })

  it("takes a stock line only when the brief names what it prices; a named item no pattern knows is not priced as one", () => {
    const items = offlineDrafts.budgetExtras({
      project_name: "Tram fleet",
      scope_flags: { has_software: false, has_hardware: true, has_third_party: true },
      extras_text: {},
      currency: "GBP",
      pricing_horizon_months: 12,
      context: "Replace 40 diesel buses with 40 battery-electric buses at the Northgate depot by the end of 2029, on a £40 million capital budget. Charging is managed from the depot."
    }).items
    expect(items.filter((i) => /laptop|peripheral|server|video conferencing/i.test(i.item))).toEqual([])
    expect(items.some((i) => /buses/i.test(i.item))).toBe(true)
  })
})
