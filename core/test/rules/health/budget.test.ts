import { describe, expect, it } from "vitest"
import { findingsOf, waterfallPack } from "./health-fixtures"

describe("budget rules", () => {
  it("lines and contingency sum to the total", () => {
    expect(findingsOf(waterfallPack(), "budget.sum")).toEqual([])
    const pack = waterfallPack()
    pack.budget!.items![1]!.estimated_cost = 120000
    expect(findingsOf(pack, "budget.sum")).toEqual([
      {
        id: "budget.sum#1",
        severity: "error",
        rule: "budget.sum",
        module: "budget",
        lines: ["Total 110,000"],
        message: "The budget lines and contingency sum to 176,000, not the total of 110,000.",
        fix: "Recalculate the budget on the Budget screen (or correct the line that changed) so the total is the sum of its lines."
      }
    ])
  })

  it("contingency with a basis (a percentage or the forecast's method)", () => {
    expect(findingsOf(waterfallPack(), "budget.contingency")).toEqual([])
    const pack = waterfallPack()
    pack.budget!.config!.contingency_pct = 0
    pack.budget!.totals!.total = 100000
    expect(findingsOf(pack, "budget.contingency")).toEqual([
      {
        id: "budget.contingency#1",
        severity: "warning",
        rule: "budget.contingency",
        module: "budget",
        lines: [],
        message: "The budget has no contingency, nor a basis for one (a percentage, the risk exposure or the simulated P80).",
        fix: "Set a contingency percentage on the Budget screen, or base it on the risks or the forecast's P80 on the Forecast screen."
      }
    ])
    pack.forecast = { contingency_method: "p80" }
    expect(findingsOf(pack, "budget.contingency")).toEqual([])
  })

  it("cap exceeded: issue 19's message; far under the cap: a warning", () => {
    expect(findingsOf(waterfallPack(), "budget.cap")).toEqual([])
    expect(findingsOf(waterfallPack(), "budget.under-cap")).toEqual([])
    const over = waterfallPack()
    over.budget!.items![1]!.estimated_cost = 160000
    over.budget!.totals!.total = 220000
    expect(findingsOf(over, "budget.cap")).toEqual([
      {
        id: "budget.cap#1",
        severity: "error",
        rule: "budget.cap",
        module: "budget",
        lines: ["£200,000"],
        message: "The drafted budget totals GBP 220,000, above the cap of £200,000 in the brief.",
        fix: "Cut or re-phase budget lines, or ask the board to raise the cap."
      }
    ])
    const under = waterfallPack()
    under.budget!.items![1]!.estimated_cost = 10000
    under.budget!.totals!.total = 55000
    expect(findingsOf(under, "budget.under-cap")).toEqual([
      {
        id: "budget.under-cap#1",
        severity: "warning",
        rule: "budget.under-cap",
        module: "budget",
        lines: ["£200,000"],
        message: "The drafted budget totals GBP 55,000, 28% of the £200,000 the brief names: cost the work the plan does not yet price before the budget goes to the board.",
        fix: "Check that every work package, licence and third party has a budget line on the Budget screen."
      }
    ])
  })

  it("cap from the scope's constraints when the pack keeps no brief", () => {
    const pack = waterfallPack()
    pack.brief_text = undefined
    pack.scope!.constraints!.push({ title: "Budget capped at £100,000" })
    expect(findingsOf(pack, "budget.cap").map((f) => f.message)).toEqual(["The drafted budget totals GBP 110,000, above the cap of £100,000 in the scope's constraints."])
  })

  it("CAPEX/OPEX set on every line", () => {
    expect(findingsOf(waterfallPack(), "budget.cost-type")).toEqual([])
    const pack = waterfallPack()
    pack.budget!.items![1]!.cost_type = ""
    expect(findingsOf(pack, "budget.cost-type")).toEqual([
      {
        id: "budget.cost-type#1",
        severity: "warning",
        rule: "budget.cost-type",
        module: "budget",
        lines: ["Racking and charging points"],
        message: "A budget line has no cost type (CAPEX or OPEX).",
        fix: "Set CAPEX or OPEX on each line on the Budget screen (Update cost types).",
        target: "B2"
      }
    ])
  })

  it("every line costed", () => {
    expect(findingsOf(waterfallPack(), "budget.uncosted")).toEqual([])
    const pack = waterfallPack()
    pack.budget!.items!.push({ id: "B3", category: "Deliverable", item: "Signage", estimated_cost: null, cost_type: "CAPEX" })
    expect(findingsOf(pack, "budget.uncosted")).toEqual([
      { id: "budget.uncosted#1", severity: "warning", rule: "budget.uncosted", module: "budget", lines: ["Signage"], message: "A budget line has no cost yet.", fix: "Estimate each line on the Budget screen, or remove it.", target: "B3" }
    ])
  })
})
