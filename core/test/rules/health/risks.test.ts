import { describe, expect, it } from "vitest"
import type { RiskInput } from "@initpack/core/document/artefacts"
import { findingsOf, waterfallPack } from "./health-fixtures"

describe("risk rules", () => {
  it("risk context: every item of the brief's risk context is in the register", () => {
    expect(findingsOf(waterfallPack(), "risks.context-missing")).toEqual([])
    expect(findingsOf(waterfallPack(), "risks.context-missing", { risk_context: "The racking supplier may deliver late; the landlord may refuse early access." })).toEqual([
      {
        id: "risks.context-missing#1",
        severity: "error",
        rule: "risks.context-missing",
        module: "risks",
        lines: ["the landlord may refuse early access"],
        message: 'The risk "the landlord may refuse early access" from the brief\'s risk context is not in the register.',
        fix: "Add it on the Risk Register screen with its likelihood, impact, mitigation and owner."
      }
    ])
  })

  it("owner among the stakeholders; without an owner field, the stakeholder the response names", () => {
    expect(findingsOf(waterfallPack(), "risks.owner")).toEqual([])
    const pack = waterfallPack()
    ;(pack.risks![0] as { owner?: string }).owner = "Zed Quinn"
    expect(findingsOf(pack, "risks.owner")).toEqual([
      {
        id: "risks.owner#1",
        severity: "warning",
        rule: "risks.owner",
        module: "risks",
        lines: ["Racking supplier delivers late"],
        message: 'The owner of the risk "Racking supplier delivers late" (Zed Quinn) is not among the stakeholders.',
        fix: "Pick the risk's owner from the stakeholders on the Risk Register screen.",
        target: "R1"
      }
    ])
    ;(pack.risks![0] as { owner?: string }).owner = ""
    expect(findingsOf(pack, "risks.owner").map((f) => f.message)).toEqual(['The risk "Racking supplier delivers late" has no owner.'])
    delete (pack.risks![0] as { owner?: string }).owner
    expect(findingsOf(pack, "risks.owner")).toEqual([
      {
        id: "risks.owner#1",
        severity: "warning",
        rule: "risks.owner",
        module: "risks",
        lines: ["Racking supplier delivers late"],
        message: 'The risk "Racking supplier delivers late" names no owner among the stakeholders.',
        fix: "Say in each risk's mitigation or contingency which stakeholder owns it (by name or role), or add that person on the Stakeholders screen.",
        target: "R1"
      }
    ])
    pack.risks![0]!.contingency = "The project manager hires temporary racking."
    expect(findingsOf(pack, "risks.owner")).toEqual([])
  })

  it("mitigation", () => {
    expect(findingsOf(waterfallPack(), "risks.mitigation")).toEqual([])
    const pack = waterfallPack()
    pack.risks![0]!.mitigation = " "
    expect(findingsOf(pack, "risks.mitigation")).toEqual([
      {
        id: "risks.mitigation#1",
        severity: "warning",
        rule: "risks.mitigation",
        module: "risks",
        lines: ["Racking supplier delivers late"],
        message: 'The risk "Racking supplier delivers late" has no mitigation.',
        fix: "Write what will be done to make the risk less likely or less harmful on the Risk Register screen.",
        target: "R1"
      }
    ])
  })

  it("RAG rating needs likelihood and impact", () => {
    expect(findingsOf(waterfallPack(), "risks.rag")).toEqual([])
    const pack = waterfallPack()
    pack.risks![0]!.impact = null
    expect(findingsOf(pack, "risks.rag")).toEqual([
      {
        id: "risks.rag#1",
        severity: "error",
        rule: "risks.rag",
        module: "risks",
        lines: ["Racking supplier delivers late"],
        message: 'The risk "Racking supplier delivers late" has no RAG rating: its likelihood or impact is not set.',
        fix: "Set the likelihood and impact (Very Low to Very High) on the Risk Register screen.",
        target: "R1"
      }
    ])
  })

  it("high risks have a contingency", () => {
    expect(findingsOf(waterfallPack(), "risks.contingency")).toEqual([])
    const pack = waterfallPack()
    Object.assign(pack.risks![0]!, { likelihood: "High", contingency: "" })
    expect(findingsOf(pack, "risks.contingency")).toEqual([
      {
        id: "risks.contingency#1",
        severity: "warning",
        rule: "risks.contingency",
        module: "risks",
        lines: ["Racking supplier delivers late"],
        message: 'The high risk "Racking supplier delivers late" has no contingency.',
        fix: "Write the response if the risk happens (the fallback, who invokes it, the cost) on the Risk Register screen.",
        target: "R1"
      }
    ])
  })

  it("no duplicate risks", () => {
    expect(findingsOf(waterfallPack(), "risks.duplicate")).toEqual([])
    const pack = waterfallPack()
    pack.risks!.push({ ...(pack.risks![0] as RiskInput), id: "R2", title: "Late delivery of racking by the supplier" })
    expect(findingsOf(pack, "risks.duplicate")).toEqual([
      {
        id: "risks.duplicate#1",
        severity: "warning",
        rule: "risks.duplicate",
        module: "risks",
        lines: ["Racking supplier delivers late", "Late delivery of racking by the supplier"],
        message: 'The risk "Late delivery of racking by the supplier" repeats "Racking supplier delivers late".',
        fix: "Merge the two risks on the Risk Register screen.",
        target: "R2"
      }
    ])
  })
})
