import { describe, expect, it } from "vitest"
import { NEW_RISK_DEFAULTS, RISK_CATEGORIES } from "../../../src/rules/risk/risk-defaults"

describe("risk defaults", () => {
  it("waterfall.md §9: new risk defaults are Technical, Medium, Medium", () => {
    expect(NEW_RISK_DEFAULTS).toEqual({ category: "Technical", likelihood: "Medium", impact: "Medium" })
  })

  it("agile.md §9: the nine risk categories in order", () => {
    expect(RISK_CATEGORIES).toEqual([
      "Technical",
      "Vendor",
      "Schedule",
      "Cost",
      "Compliance",
      "Security",
      "Operational",
      "Change/People",
      "Uncategorized"
    ])
  })
})
