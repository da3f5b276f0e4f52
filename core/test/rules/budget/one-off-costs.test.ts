import { describe, expect, it } from "vitest"
import { addOneOffCost, deliverableOverrides, oneOffCostsToSend } from "../../../src/rules/budget/one-off-costs"

describe("one-off costs", () => {
  it("waterfall.md §5: an added name is trimmed; a duplicate is ignored", () => {
    const one = addOneOffCost([], "  Firewall appliance ")
    expect(one).toEqual([{ name: "Firewall appliance", amount: null }])
    expect(addOneOffCost(one, "FIREWALL  appliance")).toBe(one)
    expect(addOneOffCost(one, "   ")).toBe(one)
    expect(addOneOffCost(one, "Licences")).toHaveLength(2)
  })

  it("agile.md §5: only amounts above 0 are sent", () => {
    const list = [
      { name: "A", amount: 100 },
      { name: "B", amount: 0 },
      { name: "C", amount: -5 },
      { name: "D", amount: "250.5" },
      { name: "E", amount: "x" },
      { name: "F", amount: null },
      { name: " ", amount: 10 }
    ]
    expect(oneOffCostsToSend(list)).toEqual([
      { name: "A", amount: 100 },
      { name: "D", amount: 250.5 }
    ])
    expect(deliverableOverrides(list)).toEqual({ A: 100, D: 250.5 })
  })
})
