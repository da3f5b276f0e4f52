import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { Kpi, Kpis } from "../../src/schemas/kpi"
import { Scope } from "../../src/schemas/scope"
import { GoalItems, ScopeItem, ScopeItems } from "../../src/schemas/scope-item"
import { UndoEntry } from "../../src/schemas/undo-entry"
import { decode, failure, issues, roundTrip } from "./decode-helpers"

describe("Scope item (waterfall.md §3)", () => {
  it.each(["name", "text", "line"])("accepts %s for title", (key) => {
    expect(decode(ScopeItem, { [key]: "Launch portal" })).toEqual({ title: "Launch portal", rationale: "" })
  })
  it.each(["detail", "description", "desc"])("accepts %s for rationale", (key) => {
    expect(decode(ScopeItem, { title: "T", [key]: "Because" })).toEqual({ title: "T", rationale: "Because" })
  })
  it("accepts a plain string as the title and encodes the object form", () => {
    const { first, encoded } = roundTrip(ScopeItem, "  Migrate data ")
    expect(first).toEqual({ title: "Migrate data", rationale: "" })
    expect(encoded).toEqual({ title: "Migrate data", rationale: "" })
  })
  it("round-trips a goal with KPIs", () => {
    const goal = { title: "G", rationale: "R", kpis: [{ metric: "NPS", target: "40", recommended: true }] }
    expect(roundTrip(ScopeItem, goal)).toEqual({ first: goal, encoded: goal, second: goal })
  })
  it("treats keys holding undefined as absent", () => {
    expect(decode(ScopeItems, [{ text: "A", kpis: undefined, rationale: undefined }])).toEqual([{ title: "A", rationale: "" }])
  })
  it("rejects a single item with an empty title", () => {
    expect(failure(ScopeItem, { title: "   ", rationale: "x" })).toContain("Title is required.")
  })
  it("drops items with an empty title from a section list (agile.md §4)", () => {
    expect(decode(ScopeItems, [{ title: "" }, { name: "A" }, "  ", { text: "   " }, { rationale: "no title" }, "B"])).toEqual([
      { title: "A", rationale: "" },
      { title: "B", rationale: "" }
    ])
    expect(decode(ScopeItems, null)).toEqual([])
  })
  it("still rejects an item whose title is not text, with its index", () => {
    expect(issues(ScopeItems, [{ title: "A" }, { title: 42 }]).some((i) => i.path[0] === 1)).toBe(true)
  })
  it("goal items default kpis to []", () => {
    expect(decode(GoalItems, [{ line: "Grow", desc: "d" }])).toEqual([{ title: "Grow", rationale: "d", kpis: [] }])
  })
})

describe("KPI (waterfall.md §3)", () => {
  it("is {metric, target, recommended}", () => {
    expect(decode(Kpi, { metric: " Uptime ", target: "99.9%" })).toEqual({ metric: "Uptime", target: "99.9%", recommended: false })
    expect(decode(Kpi, { name: "Uptime", target: "99%", recommended: "yes" }).recommended).toBe(true)
  })
  it("rejects a non-boolean recommended", () => {
    expect(failure(Kpi, { metric: "m", recommended: "perhaps" })).toContain('Expected true or false, got "perhaps"')
  })
  it("drops KPIs with a blank metric from a list", () => {
    expect(decode(Kpis, [{ metric: "" }, { metric: "A" }])).toEqual([{ metric: "A", target: "", recommended: false }])
  })
})

describe("Scope (waterfall.md §3)", () => {
  it("accepts capitalised section keys and InScope/SetupFlags/Detail", () => {
    const scope = decode(Scope, {
      Objectives: [{ name: "Goal" }],
      Deliverables: [{ text: "Portal" }],
      Assumptions: ["Budget approved"],
      Constraints: [{ line: "Fixed date" }],
      Dependencies: [{ title: "Vendor API" }],
      Out_of_Scope: [{ title: "Mobile app" }],
      InScope: "Narrative",
      SetupFlags: { procurement: "software", third_parties: "Vendor", delivery_approach: "waterfall" },
      Detail: { goals: "more" }
    })
    expect(scope.goals).toEqual([{ title: "Goal", rationale: "", kpis: [] }])
    expect(scope.deliverables).toEqual([{ title: "Portal", rationale: "" }])
    expect(scope.assumptions).toEqual([{ title: "Budget approved", rationale: "" }])
    expect(scope.constraints[0]?.title).toBe("Fixed date")
    expect(scope.dependencies[0]?.title).toBe("Vendor API")
    expect(scope.out_of_scope[0]?.title).toBe("Mobile app")
    expect(scope.in_scope).toBe("Narrative")
    expect(scope.setup_flags).toEqual({
      delivery_approach: "Waterfall",
      procurement: "Software",
      third_parties: "Vendor",
      has_software: false,
      has_hardware: false,
      has_third_party: false
    })
    expect(scope.detail).toEqual({ goals: "more" })
  })
  it("decodes an empty object to empty sections and round-trips", () => {
    const { first, second } = roundTrip(Scope, {})
    expect(first.goals).toEqual([])
    expect(first.phases).toEqual([])
    expect(first.background).toEqual({ text: "", saved_at: null })
    expect(first.clarification_answers).toEqual({})
    expect(second).toEqual(first)
  })
  it("accepts background as text or {text, saved_at}", () => {
    expect(decode(Scope, { background: "Why now" }).background).toEqual({ text: "Why now", saved_at: null })
    expect(decode(Scope, { background: { text: "B", saved_at: "2025-01-02T03:04:05.000Z" } }).background.saved_at).toBe(
      "2025-01-02T03:04:05.000Z"
    )
  })
  it("rejects a procurement option outside the list (waterfall.md §9)", () => {
    expect(failure(Scope, { setup_flags: { procurement: "Services" } })).toContain(
      'Expected one of "None", "Hardware", "Software", "Both"; got "Services"'
    )
  })
})

describe("Undo entry (waterfall.md §3)", () => {
  it("holds ts, label and an items snapshot; epoch ms become ISO", () => {
    expect(decode(UndoEntry, { ts: 0, label: "Edit", items: [{ name: "A" }] })).toEqual({
      ts: "1970-01-01T00:00:00.000Z",
      label: "Edit",
      items: [{ title: "A", rationale: "" }]
    })
  })
})

const TITLE_KEYS = ["title", "name", "text", "line"] as const
const RATIONALE_KEYS = ["rationale", "detail", "description", "desc"] as const

describe("property: alternate names", () => {
  it("decoding an item written with random alternate names equals decoding its canonical form", () => {
    const item = fc.record({
      title: fc.string({ minLength: 1 }).filter((s) => s.trim().length > 0),
      rationale: fc.option(fc.string(), { nil: undefined }),
      titleKey: fc.constantFrom(...TITLE_KEYS),
      rationaleKey: fc.constantFrom(...RATIONALE_KEYS)
    })
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items) => {
        const aliased = items.map((i) => ({
          [i.titleKey]: i.title,
          ...(i.rationale === undefined ? {} : { [i.rationaleKey]: i.rationale })
        }))
        const canonical = items.map((i) => ({
          title: i.title,
          ...(i.rationale === undefined ? {} : { rationale: i.rationale })
        }))
        expect(decode(ScopeItems, aliased)).toEqual(decode(ScopeItems, canonical))
        expect(decode(Scope, { Deliverables: aliased })).toEqual(decode(Scope, { deliverables: canonical }))
      })
    )
  })
})
