// Issue 34: a finding about one row names that row's id (`target`), so the Reports panel links to the row.
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { aimedAt, finding } from "@initpack/core/rules/health/finding"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { RISK_CONTEXT, agilePack, waterfallPack } from "./health-fixtures"

describe("finding target", () => {
  const draft = finding("warning", "risks.mitigation", "risks", ["A risk"], "m", "f")

  it("aimedAt keeps a string or number id, trimmed; no id leaves the finding without a target", () => {
    expect(aimedAt(draft, " 42 ").target).toBe("42")
    expect(aimedAt(draft, 7).target).toBe("7")
    expect("target" in aimedAt(draft, undefined)).toBe(false)
    expect("target" in aimedAt(draft, "  ")).toBe(false)
    expect("target" in aimedAt(draft, { id: 1 })).toBe(false)
  })

  it("each risk finding names the risk's id; a risk without an id gives no target", () => {
    const pack = waterfallPack()
    const risks = pack.risks as Array<Record<string, unknown>>
    risks[0] = { ...risks[0], id: 301, mitigation: "", contingency: "", likelihood: "High", impact: "High" }
    risks[1] = { ...risks[0], id: "r-2", title: "Fit-out crew unavailable", mitigation: "Book the crew in May.", contingency: "Use the second crew.", likelihood: "" }
    const findings = reviewPack(pack as ProjectArtefacts, { risk_context: RISK_CONTEXT })
    const of = (rule: string) => findings.filter((f) => f.rule === rule)
    expect(of("risks.mitigation").map((f) => f.target)).toEqual(["301"])
    expect(of("risks.contingency").map((f) => f.target)).toEqual(["301"])
    expect(of("risks.rag").map((f) => f.target)).toEqual(["r-2"])

    const bare = waterfallPack()
    const first = (bare.risks as Array<Record<string, unknown>>)[0]!
    delete first.id
    first.mitigation = ""
    const [mitigation] = reviewPack(bare as ProjectArtefacts, { risk_context: RISK_CONTEXT }).filter((f) => f.rule === "risks.mitigation")
    expect(mitigation).toBeDefined()
    expect(mitigation?.target).toBeUndefined()
  })

  it("a duplicate names the later risk; an unowned set names the first unowned risk", () => {
    const pack = waterfallPack()
    const risks = pack.risks as Array<Record<string, unknown>>
    risks.forEach((r, i) => (r.id = `k${i}`))
    risks.push({ ...risks[0], id: "k-dup" })
    const dup = reviewPack(pack as ProjectArtefacts, { risk_context: RISK_CONTEXT }).find((f) => f.rule === "risks.duplicate")
    expect(dup?.target).toBe("k-dup")

    const owners = waterfallPack()
    const list = owners.risks as Array<Record<string, unknown>>
    list.push({ ...list[0] })
    list.forEach((r, i) => {
      delete r.owner
      r.id = `o${i}`
      r.mitigation = "Review it weekly"
      r.contingency = "Fall back"
      r.description = "Something"
      r.title = `Supplier risk ${i}`
    })
    list[0]!.contingency = "The project manager falls back."
    const owner = reviewPack(owners as ProjectArtefacts, { risk_context: RISK_CONTEXT }).find((f) => f.rule === "risks.owner")
    expect(owner?.lines).toEqual(["Supplier risk 1"])
    expect(owner?.target).toBe("o1")
  })

  it("stakeholders without RACI: the finding names the first of them", () => {
    const pack = waterfallPack()
    const people = pack.stakeholders as Array<Record<string, unknown>>
    people.push({ id: 55, name: "Ivo Berg", role: "Account Lead" }, { id: 56, name: "Ana Silva", role: "Trainer" })
    const raci = reviewPack(pack as ProjectArtefacts, { risk_context: RISK_CONTEXT }).find((f) => f.rule === "stakeholders.raci")
    expect(raci?.lines).toEqual(["Ivo Berg", "Ana Silva"])
    expect(raci?.target).toBe("55")
  })

  it("WBS, budget and backlog findings name their row: the first task without a duration, the first bare line, the first story without criteria", () => {
    const pack = waterfallPack()
    const wbs = pack.wbs as Array<Record<string, unknown>>
    for (const id of ["2.2", "2.1"]) Object.assign(wbs.find((r) => r.id === id)!, { duration_days: null, start_date: null, end_date: null })
    ;(pack.budget!.items as Array<Record<string, unknown>>)[1]!.cost_type = ""
    const findings = reviewPack(pack as ProjectArtefacts, { risk_context: RISK_CONTEXT })
    // rows are read in display order: 2.1 comes before 2.2
    expect(findings.find((f) => f.rule === "plan.task-duration")?.target).toBe("2.1")
    expect(findings.find((f) => f.rule === "budget.cost-type")?.target).toBe("B2")

    const agile = agilePack()
    ;(agile.stories as Array<Record<string, unknown>>).push({ id: 77, epic_id: "E1", as_a: "clerk", i_want: "to refund a seat", so_that: "fares are fair", acceptance: [] })
    expect(reviewPack(agile as ProjectArtefacts).find((f) => f.rule === "agile.acceptance")?.target).toBe("77")
    // an epic's id is told apart from the story ids of the same screen
    ;(agile.stories as Array<Record<string, unknown>>).forEach((st) => (st.epic_id = "E9"))
    const backlog = reviewPack(agile as ProjectArtefacts)
    expect(backlog.find((f) => f.rule === "scope.epic-stories")?.target).toBe("epic-E1")
    expect(backlog.filter((f) => f.rule === "scope.story-outside-scope").map((f) => f.target)).toEqual(["S1", "77"])
  })

  it("a plan row the pack keeps without an id gives no target (plan-rows numbers it itself)", () => {
    const pack = waterfallPack()
    const wbs = pack.wbs as Array<Record<string, unknown>>
    // a leaf: the tree keeps its shape without the id
    const bare = wbs.find((r) => r.id === "2.2")!
    Object.assign(bare, { duration_days: null, start_date: null, end_date: null })
    delete bare.id
    const finding = reviewPack(pack as ProjectArtefacts, { risk_context: RISK_CONTEXT }).find((f) => f.rule === "plan.task-duration")
    expect(finding?.lines).toEqual(["2.2 Move the vehicles and staff"])
    expect(finding?.target).toBeUndefined()
  })
})
