import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import type { ProjectArtefacts } from "../../../src/document/artefacts"
import { budgetTotal, diffPacks, finishDate } from "../../../src/rules/pack-diff/pack-diff"
import { packDiffMarkdown } from "../../../src/rules/pack-diff/pack-diff-markdown"

const base: ProjectArtefacts = {
  project: { name: "Harbour Payments", method: "waterfall" },
  scope: {
    goals: [{ title: "Cut checkout time", rationale: "why" }],
    deliverables: ["Payments gateway", { name: "Refunds module" }],
    out_of_scope: ["Loyalty"]
  },
  risks: [
    { title: "Data migration", likelihood: "Medium", impact: "High" },
    { title: "Vendor delay", likelihood: 2, impact: 3 }
  ],
  wbs: [
    { id: "1", task: "Initiation", duration_days: 5, start_date: "2026-03-02", end_date: "2026-03-06" },
    { id: "2", task: "Build", duration_days: 20, start_date: "2026-03-09", end_date: "2026-04-03" },
    { id: "3", task: "Test", duration_days: 10, start_date: "2026-04-06", end_date: "2026-04-17" }
  ],
  budget: {
    items: [
      { category: "Labour", item: "Project Manager", estimated_cost: 50000 },
      { category: "Software", item: "Gateway licence", estimated_cost: 12000 }
    ],
    totals: { grand: 68200 },
    config: { currency: "AUD" }
  },
  stakeholders: [
    { name: "Maria Chen", role: "Sponsor", influence: 9, interest: 8, A: true },
    { name: "Tom Walsh", role: "Team lead", influence: 5, interest: 9, R: true }
  ]
}

const edit = (patch: Partial<ProjectArtefacts>): ProjectArtefacts => ({ ...base, ...patch })

describe("diffPacks", () => {
  it("finds nothing between a pack and itself, or a copy with other case and spacing", () => {
    expect(diffPacks(base, base).equal).toBe(true)
    const respaced = edit({ risks: base.risks!.map((r) => ({ ...r, title: `  ${r.title!.toUpperCase()} ` })) })
    expect(diffPacks(base, respaced).equal).toBe(true)
  })

  it("lists scope items added and removed per section, whatever field holds the title", () => {
    const d = diffPacks(base, edit({ scope: { ...base.scope, deliverables: [{ text: "Payments gateway" }, "Reporting"], out_of_scope: [] } }))
    expect(d.equal).toBe(false)
    expect(d.scope).toEqual([
      { section: "deliverables", added: ["Reporting"], removed: ["Refunds module"] },
      { section: "out_of_scope", added: [], removed: ["Loyalty"] }
    ])
  })

  it("lists risks added, removed and re-rated with their scores and RAG labels", () => {
    const d = diffPacks(
      base,
      edit({ risks: [{ title: "Data migration", likelihood: "High", impact: "High" }, { title: "Key staff leave", likelihood: 3, impact: 4 }] })
    )
    expect(d.risks.added).toEqual([{ title: "Key staff leave", rating: { likelihood: "3", impact: "4", score: 12, rag: "Medium" } }])
    expect(d.risks.removed.map((r) => r.title)).toEqual(["Vendor delay"])
    expect(d.risks.rerated).toEqual([
      { title: "Data migration", from: { likelihood: "Medium", impact: "High", score: 12, rag: "Medium" }, to: { likelihood: "High", impact: "High", score: 16, rag: "High" } }
    ])
  })

  it("does not count 3 and Medium as a re-rating (the same point of the scale)", () => {
    const d = diffPacks(base, edit({ risks: [{ title: "Data migration", likelihood: 3, impact: 4 }, base.risks![1]!] }))
    expect(d.risks.rerated).toEqual([])
  })

  it("lists WBS tasks added, removed, rescheduled and the moved finish date", () => {
    const wbs = [base.wbs![0]!, { ...base.wbs![1]!, duration_days: 30, end_date: "2026-04-17" }, { task: "Go-live", duration_days: 1, start_date: "2026-04-20", end_date: "2026-04-20" }]
    const d = diffPacks(base, edit({ wbs }))
    expect(d.wbs.added).toEqual(["Go-live"])
    expect(d.wbs.removed).toEqual(["Test"])
    expect(d.wbs.changed).toEqual([
      { task: "Build", from: { duration_days: 20, start_date: "2026-03-09", end_date: "2026-04-03" }, to: { duration_days: 30, start_date: "2026-03-09", end_date: "2026-04-17" } }
    ])
    expect(d.wbs.finish).toEqual({ from: "2026-04-17", to: "2026-04-20" })
  })

  it("matches repeated task names by their order", () => {
    const twice = edit({ wbs: [...base.wbs!, { task: "Test", duration_days: 2, end_date: "2026-04-21" }] })
    const d = diffPacks(base, twice)
    expect(d.wbs.added).toEqual(["Test"])
    expect(d.wbs.changed).toEqual([])
  })

  it("lists budget lines added, removed and re-priced, and the total", () => {
    const d = diffPacks(
      base,
      edit({
        budget: {
          ...base.budget,
          items: [{ category: "Labour", item: "Project Manager", estimated_cost: 55000 }, { category: "Hardware", item: "Card terminals", estimated_cost: 8000 }],
          totals: { grand: 69300 }
        }
      })
    )
    expect(d.budget.added).toEqual([{ category: "Hardware", item: "Card terminals", cost: 8000 }])
    expect(d.budget.removed).toEqual([{ category: "Software", item: "Gateway licence", cost: 12000 }])
    expect(d.budget.changed).toEqual([{ category: "Labour", item: "Project Manager", from: 50000, to: 55000 }])
    expect(d.budget.total).toEqual({ from: 68200, to: 69300 })
  })

  it("lists stakeholders added, removed and changed (role, board role, influence, interest, RACI)", () => {
    const d = diffPacks(base, edit({ stakeholders: [{ ...base.stakeholders![0]!, A: false, R: true, influence: 7 }, { name: "Priya Nair", role: "Supplier" }] }))
    expect(d.stakeholders).toEqual({ added: ["Priya Nair"], removed: ["Tom Walsh"], changed: [{ name: "Maria Chen", fields: ["influence", "RACI"] }] })
  })

  it("compares agile schedules, scope and project renames", () => {
    const agile: ProjectArtefacts = {
      project: { name: "Loyalty App", method: "agile" },
      agileScope: { vision: { text: "Members love it" }, nfrs: { security: ["OWASP ASVS L2"] } },
      schedule: { tasks: [{ title: "Sprint 1", end_date: "2026-04-17" }] }
    }
    const d = diffPacks(agile, { ...agile, project: { ...agile.project, name: "Loyalty App 2" }, agileScope: { vision: { text: "Members love it" }, nfrs: { security: [] } }, schedule: { tasks: [{ title: "Sprint 1", end_date: "2026-04-17" }, { title: "Sprint 2", end_date: "2026-05-01" }] } })
    expect(d.project.name).toEqual({ from: "Loyalty App", to: "Loyalty App 2" })
    expect(d.scope).toEqual([{ section: "nfrs.security", added: [], removed: ["OWASP ASVS L2"] }])
    expect(d.wbs).toMatchObject({ added: ["Sprint 2"], finish: { from: "2026-04-17", to: "2026-05-01" } })
    expect(packDiffMarkdown(d, { before: "a", after: "b" })).toContain("#### Schedule")
  })

  it("budget total falls back to the sum of the lines; finish date is the latest end", () => {
    expect(budgetTotal({ project: base.project, budget: { items: [{ estimated_cost: 2 }, { estimated_cost: 3 }] } })).toBe(5)
    expect(finishDate([{ facts: { duration_days: 1, start_date: null, end_date: "2026-01-05" } }, { facts: { duration_days: 1, start_date: null, end_date: null } }])).toBe("2026-01-05")
    expect(finishDate([])).toBeNull()
  })

  it("property: a pack equals itself, and diff(a, b) adds what diff(b, a) removes", () => {
    const name = fc.constantFrom("Alpha", "Beta", "Gamma", "Delta", "Eps")
    const risks = fc.uniqueArray(fc.record({ title: name, likelihood: fc.integer({ min: 1, max: 5 }), impact: fc.integer({ min: 1, max: 5 }) }), { selector: (r) => r.title })
    const people = fc.uniqueArray(fc.record({ name, influence: fc.integer({ min: 1, max: 10 }) }), { selector: (s) => s.name })
    const pack = fc.record({ risks, stakeholders: people }).map((p): ProjectArtefacts => ({ project: base.project, ...p }))
    fc.assert(
      fc.property(pack, pack, (a, b) => {
        expect(diffPacks(a, a).equal).toBe(true)
        const ab = diffPacks(a, b)
        const ba = diffPacks(b, a)
        expect(ab.risks.added.map((r) => r.title).sort()).toEqual(ba.risks.removed.map((r) => r.title).sort())
        expect([...ab.stakeholders.added].sort()).toEqual([...ba.stakeholders.removed].sort())
        expect(ab.risks.rerated.length).toBe(ba.risks.rerated.length)
      })
    )
  })
})

describe("packDiffMarkdown", () => {
  it("says there are no changes when equal", () => {
    expect(packDiffMarkdown(diffPacks(base, base), { before: "old.json", after: "new.json" })).toContain("No changes in scope, risks, WBS, budget or stakeholders.")
  })

  it("writes one section per changed part, with signed budget moves and escaped table pipes", () => {
    const after = edit({
      risks: [{ title: "Data migration | cutover", likelihood: "Medium", impact: "High" }, base.risks![1]!],
      budget: { ...base.budget, items: [{ category: "Labour", item: "Project Manager", estimated_cost: 45000 }, base.budget!.items![1]!], totals: { grand: 62700 } }
    })
    const md = packDiffMarkdown(diffPacks(base, after), { before: "old.json", after: "new.json" })
    expect(md).toContain("### Initpack: Harbour Payments")
    expect(md).toContain("#### Risks")
    expect(md).toContain("- ➕ Data migration \\| cutover (Medium × High = 12 Medium)")
    expect(md).toContain("- ➖ Data migration (Medium × High = 12 Medium)")
    expect(md).toContain("- Total AUD: 68,200 → 62,700 (−5,500)")
    expect(md).toContain("- ✎ Labour / Project Manager: 50,000 → 45,000 (−5,000)")
    expect(md).not.toContain("#### WBS")
    expect(md).not.toContain("#### Stakeholders")
  })
})
