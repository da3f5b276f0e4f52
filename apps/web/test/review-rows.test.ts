import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { ProvenanceMap } from "@initpack/core/drafting/provenance/provenance"
import { reviewLines, reviewTotals, withoutLines } from "@initpack/core/rules/pack-review/review-lines"
import { reviewRows, reviewSummary, toggled } from "../src/features/project-from-brief/lib/review-rows"

const draft: ProjectArtefacts = {
  project: { name: "Depot Move", method: "waterfall" },
  risks: [
    { title: "Lease ends before the new depot is ready", likelihood: "Medium", impact: "High" },
    { title: "Vehicles off the road during the move", likelihood: "Low", impact: "Medium" }
  ],
  wbs: [
    { id: "1", parent_id: null, task: "Prepare", duration_days: 10, end_date: "2026-03-13" },
    { id: "1.1", parent_id: "1", task: "Survey the new depot", duration_days: 5, end_date: "2026-03-06" },
    { id: "2", parent_id: null, task: "Move", duration_days: 20, end_date: "2026-04-10" },
    { id: "2.1", parent_id: "2", task: "Move the workshop", duration_days: 20, end_date: "2026-04-10" }
  ],
  budget: {
    config: { currency: "GBP", contingency_pct: 0.1 },
    items: [
      { item: "Removals", category: "Services", estimated_cost: 40000 },
      { item: "Racking", category: "Equipment", estimated_cost: 25000 },
      { item: "Project manager", category: "Labour", estimated_cost: 30000 }
    ]
  }
}
const provenance: ProvenanceMap = {
  "risks.0": { kind: "brief", quote: "The lease ends in June." },
  "risks.1": { kind: "assumed", reason: "not in the brief" },
  "budget.0": { kind: "computed", rule: "2 lorries for 10 days" },
  "budget.1": { kind: "assumed", reason: "a stock rate" },
  "budget.2": { kind: "assumed", reason: "a stock rate" }
}
const lines = reviewLines(draft)
const rows = reviewRows(draft, "waterfall", lines, provenance)

describe("the review's rows and figures (issue 35)", () => {
  it("groups the lines by module in the method's order, once, with their counts and assumed lines", () => {
    expect(rows.modules.map((m) => m.module)).toEqual(["risks", "wbs", "budget"])
    expect(rows.modules.flatMap((m) => m.lines)).toEqual(["risks", "wbs", "budget"].flatMap((m) => lines.filter((l) => l.module === m)))
    expect(rows.total).toBe(lines.length)
    const budget = rows.modules.find((m) => m.module === "budget")!
    expect(budget.counts).toEqual([["computed", 1], ["assumed", 2]])
    expect(budget.assumed.map((l) => l.key)).toEqual(["budget.1", "budget.2"])
    // a line without provenance counts as knowledge
    expect(rows.modules.find((m) => m.module === "wbs")!.counts).toEqual([["knowledge", 4]])
  })

  it("a tick gives the totals the server's removal gives, the lines kept and the assumed lines still ticked", () => {
    for (const removed of [[], ["budget.1"], ["wbs.2"], ["wbs.2.1", "budget.0", "risks.1"], ["budget.0", "budget.1", "budget.2"]]) {
      const summary = reviewSummary(rows, new Set(removed))
      const full = reviewTotals(withoutLines(draft, removed))
      expect({ budgetTotal: summary.budgetTotal, currency: summary.currency, finish: summary.finish }).toEqual(full)
      expect(summary.kept).toBe(lines.length - removed.length)
    }
    // unticking the move stage takes its task: the plan finishes with the preparation
    expect(reviewSummary(rows, new Set(["wbs.2"])).finish).toBe("2026-03-13")
    expect(reviewSummary(rows, new Set()).assumedTicked).toEqual({ risks: 1, budget: 2 })
    expect(reviewSummary(rows, new Set(["budget.2", "risks.0"])).assumedTicked).toEqual({ risks: 1, budget: 1 })
    // a key that is no line changes nothing
    expect(reviewSummary(rows, new Set(["budget.9"])).kept).toBe(lines.length)
  })

  it("toggling makes a new set and leaves the old one as it was", () => {
    const before: ReadonlySet<string> = new Set(["risks.0"])
    const off = toggled(before, "budget.1", false)
    expect([...off]).toEqual(["risks.0", "budget.1"])
    expect([...before]).toEqual(["risks.0"])
    expect([...toggled(off, "risks.0", true)]).toEqual(["budget.1"])
  })
})
