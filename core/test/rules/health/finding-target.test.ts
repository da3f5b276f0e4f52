// Issue 34: a finding about one row names that row's id (`target`), so the Reports panel links to the row.
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { aimedAt, finding } from "@initpack/core/rules/health/finding"
import { reviewPack } from "@initpack/core/use-cases/review/review-pack"
import { RISK_CONTEXT, waterfallPack } from "./health-fixtures"

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
})
