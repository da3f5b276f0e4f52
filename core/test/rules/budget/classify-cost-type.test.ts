import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { CAPEX_KEYWORDS, OPEX_KEYWORDS, classifyCostType } from "../../../src/rules/budget/classify-cost-type"

const item = (text: string, extra: object = {}) => classifyCostType({ item: text, ...extra })

describe("cost-type classification", () => {
  it("agile.md §5 rule 1: an explicit CAPEX or OPEX wins, any case", () => {
    expect(classifyCostType({ item: "Annual subscription", cost_type: "capex" })).toBe("CAPEX")
    expect(classifyCostType({ item: "Server hardware", cost_type: " Opex " })).toBe("OPEX")
    expect(classifyCostType({ item: "Server hardware", cost_type: "maybe" })).toBe("CAPEX")
  })

  it("agile.md §5 rule 2: each OPEX word gives OPEX", () => {
    for (const word of ["subscription", "support", "maintenance", "renewal", "monthly", "annual", "cloud", "SaaS", "labour", "labor"]) {
      expect(item(`Vendor ${word} fee`)).toBe("OPEX")
      expect(classifyCostType({ item: "Item", justification: `${word.toUpperCase()} charge`, category: "External" })).toBe("OPEX")
    }
    expect(OPEX_KEYWORDS.map(([w]) => w)).toEqual(["subscription", "support", "maintenance", "renewal", "monthly", "annual", "cloud", "SaaS", "labour"])
  })

  it("agile.md §5 rule 2: each CAPEX word gives CAPEX", () => {
    for (const word of ["hardware", "server", "network gear", "on-prem", "perpetual", "build", "implementation", "setup", "install", "one-off"]) {
      expect(item(`Project ${word} cost`)).toBe("CAPEX")
      expect(classifyCostType({ item: "Item", justification: word.toUpperCase() })).toBe("CAPEX")
    }
    expect(CAPEX_KEYWORDS.map(([w]) => w)).toEqual(["hardware", "server", "network gear", "on-prem", "perpetual", "build", "implementation", "setup", "install", "one-off"])
  })

  it("matches whole words only", () => {
    expect(item("Cloudy weather allowance")).toBe("OPEX") // default, not by 'cloud'
    expect(item("Rebuild of the office")).toBe("OPEX") // 'build' not inside 'rebuild'
    expect(item("Serverless functions", { category: "Deliverable" })).toBe("OPEX")
    expect(item("Supportive materials")).toBe("OPEX")
    expect(item("Builder's fee")).toBe("OPEX")
    expect(item("Reinstall kit")).toBe("OPEX")
    expect(item("Cloud-based backup")).toBe("OPEX")
    expect(item("Hardware-refresh")).toBe("CAPEX")
    expect(item("Two servers")).toBe("CAPEX")
  })

  it("matches the phrases network gear and on-prem with their usual spellings", () => {
    expect(item("New network  gear")).toBe("CAPEX")
    expect(item("Network-gear")).toBe("CAPEX")
    expect(item("On prem rack")).toBe("CAPEX")
    expect(item("On-premises deployment")).toBe("CAPEX")
    expect(item("Network review")).toBe("OPEX")
    expect(item("One off licence")).toBe("CAPEX")
    expect(item("Set-up of kiosk")).toBe("CAPEX")
    expect(item("Installation")).toBe("CAPEX")
  })

  it("waterfall.md §9: recurring words and labour are checked before CAPEX words", () => {
    expect(item("Annual server support")).toBe("OPEX")
    expect(item("Cloud implementation")).toBe("OPEX")
    expect(item("Perpetual licence with first-year maintenance")).toBe("OPEX")
  })

  it("waterfall.md §9: a Labour category gives OPEX, an External category CAPEX", () => {
    expect(item("Server build", { category: "Labour" })).toBe("OPEX")
    expect(item("Consultant", { category: "External" })).toBe("CAPEX")
    expect(item("Consultant", { category: "external" })).toBe("CAPEX")
    expect(item("Consultant", { category: "Deliverable" })).toBe("OPEX")
  })

  it("agile.md §5 rules 3-4: default OPEX; contingency is OPEX", () => {
    expect(item("Misc")).toBe("OPEX")
    expect(classifyCostType({})).toBe("OPEX")
    expect(item("Hardware buffer", { category: "Contingency" })).toBe("OPEX")
  })

  it("explicit always wins and the result is always CAPEX or OPEX", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.constantFrom("CAPEX", "opex", "Capex", "OpEx"), (i, j, explicit) => {
        expect(classifyCostType({ item: i, justification: j, cost_type: explicit })).toBe(explicit.toUpperCase())
        expect(["CAPEX", "OPEX"]).toContain(classifyCostType({ item: i, justification: j }))
      })
    )
  })
})
