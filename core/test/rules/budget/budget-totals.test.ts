import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { budgetTotals, budgetTotalsCents } from "../../../src/rules/budget/budget-totals"
import { updateCostTypes } from "../../../src/rules/budget/update-cost-types"

const lines = [
  { id: "l1", category: "Labour", item: "Delivery labour", estimated_cost: 10000, rollup: true, cost_type: "CAPEX" },
  { id: "d1", category: "Deliverable", item: "Server hardware", estimated_cost: "2,500.50" },
  { id: "d2", category: "Software", item: "Annual SaaS subscription", estimated_cost: 1200 },
  { id: "e1", category: "External", item: "Integration partner", estimated_cost: 3000 },
  { id: "c1", category: "Contingency", item: "Contingency", estimated_cost: 999 }
]

describe("budget totals", () => {
  it("waterfall.md §3/§9: subtotals, contingency = pct x subtotals, total", () => {
    expect(budgetTotals(lines, 0.1)).toEqual({
      labour_subtotal: 10000,
      deliverable_subtotal: 3700.5,
      external_subtotal: 3000,
      contingency: 1670.05,
      total: 18370.55,
      capex: 5500.5,
      opex: 12870.05
    })
  })

  it("waterfall.md §9: contingency is OPEX and labour rollups are fixed OPEX", () => {
    const t = budgetTotalsCents(lines, 0.1)
    expect(t.opex).toBe(1_000_000 + 120_000 + t.contingency)
  })

  it("contingency below 0 or not a number counts as 0", () => {
    expect(budgetTotals(lines, -1).contingency).toBe(0)
    expect(budgetTotals(lines, Number.NaN).total).toBe(16700.5)
  })

  it("property: capex + opex === total and subtotals + contingency === total, to the cent", () => {
    const line = fc.record({
      id: fc.string(),
      category: fc.constantFrom("Labour", "Deliverable", "External", "Software", "Contingency", "", "vendor"),
      item: fc.constantFrom("Server", "Cloud hosting", "Misc", "Build", "Support", ""),
      estimated_cost: fc.oneof(
        fc.double({ min: -1e7, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 1e9 }).map((c) => c / 100),
        fc.constantFrom("12.345", "abc", "1,000")
      ),
      cost_type: fc.constantFrom(undefined, "CAPEX", "opex", "junk"),
      rollup: fc.boolean()
    })
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.double({ min: 0, max: 1, noNaN: true }), (ls, pct) => {
        const t = budgetTotalsCents(ls, pct)
        for (const v of Object.values(t)) expect(Number.isInteger(v)).toBe(true)
        expect(t.capex + t.opex).toBe(t.total)
        expect(t.labour_subtotal + t.deliverable_subtotal + t.external_subtotal + t.contingency).toBe(t.total)
        const money = budgetTotals(ls, pct)
        expect(Math.round(money.capex * 100) + Math.round(money.opex * 100)).toBe(Math.round(money.total * 100))
      })
    )
  })
})

describe("update cost types", () => {
  it("agile.md §3: updates by id and returns {capex, opex, grand}", () => {
    const { lines: updated, totals } = updateCostTypes(
      lines,
      [
        { id: "d2", cost_type: "capex" },
        { id: "e1", cost_type: "OPEX" },
        { id: "l1", cost_type: "CAPEX" },
        { id: "nope", cost_type: "CAPEX" },
        { id: "d1", cost_type: "sometimes" }
      ],
      0.1
    )
    expect(updated.find((l) => l.id === "d2")?.cost_type).toBe("CAPEX")
    expect(updated.find((l) => l.id === "l1")?.cost_type).toBe("CAPEX") // rollup left as stored, still counted OPEX
    expect(lines[1]?.cost_type).toBeUndefined()
    // capex: server 2500.50 + SaaS 1200 = 3700.50; opex: labour 10000 + external 3000 + contingency 1670.05
    expect(totals).toEqual({ capex: 3700.5, opex: 14670.05, grand: 18370.55 })
  })

  it("property: grand equals the total whatever is updated", () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.constantFrom("l1", "d1", "d2", "e1", "c1", "x"), cost_type: fc.constantFrom("CAPEX", "OPEX", "capex", "") })),
        (updates) => {
          const { totals } = updateCostTypes(lines, updates, 0.1)
          expect(Math.round(totals.capex * 100) + Math.round(totals.opex * 100)).toBe(Math.round(totals.grand * 100))
          expect(totals.grand).toBe(18370.55)
        }
      )
    )
  })
})
