import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { reviewLines, reviewTotals, withoutLines } from "@initpack/core/rules/pack-review/review-lines"

const waterfall: ProjectArtefacts = {
  project: { name: "Depot move", method: "waterfall" },
  scope: { goals: [{ title: "Move the depot" }, { title: "Keep gritting" }] },
  wbs: [
    { id: "1", parent_id: null, task: "Design", duration_days: 10, start_date: "2026-05-04", end_date: "2026-05-15" },
    { id: "1.1", parent_id: "1", task: "Survey", duration_days: 5, start_date: "2026-05-04", end_date: "2026-05-08" },
    { id: "2", parent_id: null, task: "Move", duration_days: 20, start_date: "2026-05-18", end_date: "2026-06-12" },
    { id: "2.1", parent_id: "2", task: "Relocate vehicles", duration_days: 20, start_date: "2026-05-18", end_date: "2026-06-12" }
  ],
  budget: {
    items: [
      { category: "Labour", item: "Survey team", estimated_cost: 1000 },
      { category: "Deliverable", item: "Vehicle lifts", estimated_cost: 4000 }
    ],
    config: { currency: "GBP", contingency_pct: 0.1 }
  }
}

describe("the review of a drafted project", () => {
  it("lists every line with a stable key and its depth", () => {
    const lines = reviewLines(waterfall)
    expect(lines.map((l) => l.key)).toEqual(["scope.goals.0", "scope.goals.1", "wbs.1", "wbs.1.1", "wbs.2", "wbs.2.1", "budget.0", "budget.1"])
    expect(lines.find((l) => l.key === "wbs.1.1")!.depth).toBe(1)
  })

  it("an unticked stage takes its tasks; the finish and the budget total follow the ticks", () => {
    expect(reviewTotals(waterfall)).toEqual({ budgetTotal: 5500, currency: "GBP", finish: "2026-06-12" })
    const kept = withoutLines(waterfall, ["wbs.2", "budget.1", "scope.goals.0"])
    expect(kept.wbs!.map((r) => r.id)).toEqual(["1", "1.1"])
    expect(kept.scope!.goals).toEqual([{ title: "Keep gritting" }])
    expect(reviewTotals(kept)).toEqual({ budgetTotal: 1100, currency: "GBP", finish: "2026-05-15" })
    expect(kept.budget!.totals!.total).toBe(1100)
  })

  it("an unticked epic takes its stories, and an unticked story leaves the release lanes", () => {
    const agile: ProjectArtefacts = {
      project: { name: "App", method: "agile" },
      epics: [{ id: "E1", key: "E1", name: "Book" }, { id: "E2", key: "E2", name: "Pay" }],
      stories: [{ id: "S1", epic_id: "E1" }, { id: "S2", epic_id: "E2" }, { id: "S3", epic_id: "E2" }],
      release: { lanes: { now: [{ story_id: "S1" }, { story_id: "S2" }], next: [{ story_id: "S3" }], later: [] } }
    }
    const kept = withoutLines(agile, ["epics.E1", "stories.S3"])
    expect(kept.stories!.map((s) => s.id)).toEqual(["S2"])
    expect(kept.release!.lanes).toEqual({ now: [{ story_id: "S2" }], next: [], later: [] })
    expect(withoutLines(agile, [])).toBe(agile)
  })
})
