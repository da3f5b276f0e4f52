import { describe, expect, it } from "vitest"
import { addAiItems, newScopeItems, normaliseScopeItem, normaliseScopeItems } from "../../../src/rules/scope/scope-items"
import { scopeSectionKey } from "../../../src/rules/scope/scope-sections"

describe("scope item normalisation (waterfall.md §3, agile.md §3)", () => {
  it.each([
    [{ title: " Payroll ", rationale: " why " }, { title: "Payroll", rationale: "why" }],
    [{ name: "Payroll", detail: "why" }, { title: "Payroll", rationale: "why" }],
    [{ text: "Payroll", description: "why" }, { title: "Payroll", rationale: "why" }],
    [{ line: "Payroll", desc: "why" }, { title: "Payroll", rationale: "why" }],
    [{ title: "  ", name: "Fallback" }, { title: "Fallback", rationale: "" }],
    ["  Bare string ", { title: "Bare string", rationale: "" }]
  ])("waterfall.md §3: alternate field names %j", (raw, expected) => {
    expect(normaliseScopeItem(raw)).toEqual(expected)
  })

  it("agile.md §4: items with an empty title are dropped", () => {
    expect(normaliseScopeItems([{ title: "" }, { rationale: "no title" }, null, 7, "  ", { name: "Kept" }])).toEqual([
      { title: "Kept", rationale: "" }
    ])
    expect(normaliseScopeItems("not a list")).toEqual([])
  })

  it("waterfall.md §3: goals keep their KPIs, de-duplicated", () => {
    const goal = normaliseScopeItem({ title: "Faster payroll", kpis: [{ metric: "Run time" }, { metric: "run  time" }] })
    expect(goal?.kpis).toEqual([{ metric: "Run time", target: "", recommended: false }])
  })

  it("agile.md §4: added AI items are de-duplicated by title, case-insensitive", () => {
    const existing = [{ title: "Single sign-on", rationale: "" }]
    const incoming = [{ name: "single SIGN-ON" }, { title: "Audit log" }, { text: "audit log " }, { title: "" }]
    expect(newScopeItems(existing, incoming)).toEqual([{ title: "Audit log", rationale: "" }])
    expect(addAiItems(existing, incoming).map((i) => i.title)).toEqual(["Single sign-on", "Audit log"])
  })

  it("waterfall.md §3: capitalised server keys map to sections", () => {
    expect(scopeSectionKey("Objectives")).toBe("goals")
    expect(scopeSectionKey("Out_of_Scope")).toBe("out_of_scope")
    expect(scopeSectionKey("questions")).toBe("questions")
    expect(scopeSectionKey("Background")).toBeUndefined()
  })
})
