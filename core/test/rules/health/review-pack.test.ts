import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { SEVERITY_RANK } from "@initpack/core/rules/health/finding"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { RISK_CONTEXT, agilePack, goalOf, waterfallPack } from "./health-fixtures"

describe("reviewPack", () => {
  it("finds nothing in the clean waterfall and agile packs", () => {
    expect(reviewPack(waterfallPack() as ProjectArtefacts, { risk_context: RISK_CONTEXT })).toEqual([])
    expect(reviewPack(agilePack() as ProjectArtefacts)).toEqual([])
  })

  it("gives the same findings each time, errors first, ids unique", () => {
    const pack = waterfallPack()
    goalOf(pack).kpis = []
    pack.risks![0]!.mitigation = ""
    pack.stakeholders!.splice(1, 1)
    const a = reviewPack(pack as ProjectArtefacts)
    expect(reviewPack(pack as ProjectArtefacts)).toEqual(a)
    expect(a.map((f) => f.severity)).toEqual(["error", "error", "warning"])
    expect(new Set(a.map((f) => f.id)).size).toBe(a.length)
  })

  const text = fc.option(fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("Build the portal", "the brief says", "High", "2026-06-01", "landowner", "Project Manager", "Senior User")), { nil: undefined })
  const num = fc.option(fc.oneof(fc.integer({ min: -5, max: 40 }), fc.double({ noNaN: false })), { nil: undefined })
  const day = fc.option(fc.constantFrom("2026-06-01", "2026-07-15", "2027-01-04", "not a date", ""), { nil: undefined })
  const id = fc.option(fc.oneof(fc.constantFrom("1", "1.1", "2", "E1", "S1", "P1"), fc.integer({ min: 0, max: 5 })), { nil: undefined })
  const item = fc.oneof(text, fc.record({ title: text, rationale: text, kpis: fc.option(fc.array(fc.record({ metric: text, target: text }, { requiredKeys: [] }), { maxLength: 3 }), { nil: undefined }) }, { requiredKeys: [] }))
  const items = fc.option(fc.array(item, { maxLength: 4 }), { nil: undefined })
  const artefacts = fc.record(
    {
      project: fc.record({ name: fc.string(), method: fc.constantFrom("waterfall", "agile") }),
      brief_text: text,
      scope: fc.option(fc.record({ goals: items, deliverables: items, out_of_scope: items, constraints: items, background: fc.option(fc.oneof(text, fc.record({ text }, { requiredKeys: [] })), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }),
      stakeholders: fc.option(fc.array(fc.record({ name: text, role: text, board_role: text, influence: num, interest: num, A: fc.option(fc.boolean(), { nil: undefined }) }, { requiredKeys: [] }), { maxLength: 4 }), { nil: undefined }),
      risks: fc.option(fc.array(fc.record({ title: text, likelihood: fc.option(fc.oneof(text, num), { nil: undefined }), impact: fc.option(fc.oneof(text, num), { nil: undefined }), mitigation: text, contingency: text }, { requiredKeys: [] }), { maxLength: 4 }), { nil: undefined }),
      wbs: fc.option(fc.array(fc.record({ id, parent_id: id, task: text, duration_days: num, start_date: day, end_date: day, predecessors: fc.option(fc.constantFrom("1", "1.1FS+2d", "2SS", "x", "1,2"), { nil: undefined }) }, { requiredKeys: [] }), { maxLength: 8 }), { nil: undefined }),
      schedule: fc.option(fc.record({ plan: fc.option(fc.record({ base_start: day }, { requiredKeys: [] }), { nil: undefined }), tasks: fc.option(fc.array(fc.record({ id, parent_id: id, title: text, type: fc.option(fc.constantFrom("phase", "sprint", "gate", "task"), { nil: undefined }), duration_days: num, start_date: day, end_date: day }, { requiredKeys: [] }), { maxLength: 8 }), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }),
      budget: fc.option(fc.record({ items: fc.option(fc.array(fc.record({ category: text, item: text, estimated_cost: num, cost_type: text }, { requiredKeys: [] }), { maxLength: 4 }), { nil: undefined }), totals: fc.option(fc.record({ total: num }, { requiredKeys: [] }), { nil: undefined }), config: fc.option(fc.record({ contingency_pct: num, currency: text }, { requiredKeys: [] }), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }),
      epics: fc.option(fc.array(fc.record({ id, name: text, outcome_link: text }, { requiredKeys: [] }), { maxLength: 3 }), { nil: undefined }),
      stories: fc.option(fc.array(fc.record({ id, epic_id: id, as_a: text, i_want: text, acceptance: fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: undefined }), points: num }, { requiredKeys: [] }), { maxLength: 4 }), { nil: undefined }),
      release: fc.option(fc.record({ lanes: fc.option(fc.record({ now: fc.option(fc.array(fc.record({ story_id: id }, { requiredKeys: [] })), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }), wip_limits: fc.option(fc.record({ now: num }, { requiredKeys: [] }), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }),
      agileScope: fc.option(fc.record({ vision: fc.option(fc.record({ text }, { requiredKeys: [] }), { nil: undefined }), definitions: fc.option(fc.record({ dod: items }, { requiredKeys: [] }), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined }),
      comms: fc.option(fc.record({ objectives: fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: undefined }) }, { requiredKeys: [] }), { nil: undefined })
    },
    { requiredKeys: ["project"] }
  )

  it("never throws on arbitrary partial artefacts and lists errors before warnings before notes", () => {
    fc.assert(
      fc.property(artefacts, fc.option(fc.string(), { nil: undefined }), (a, context) => {
        const found = reviewPack(a as unknown as ProjectArtefacts, { risk_context: context })
        for (let i = 1; i < found.length; i++) expect(SEVERITY_RANK[found[i - 1]!.severity]).toBeLessThanOrEqual(SEVERITY_RANK[found[i]!.severity])
        expect(new Set(found.map((f) => f.id)).size).toBe(found.length)
      }),
      { numRuns: 1000 }
    )
  })
})
