import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "../../src/document/artefacts"
import { ASSUMPTIONS_TITLE, assumedLines, withAssumptions } from "../../src/document/sections/assumptions-to-confirm"
import type { ReportDocument } from "../../src/document/model"
import { assumptionsAppender } from "../../src/use-cases/reports/append-assumptions"

const draft: ProjectArtefacts = {
  project: { name: "Depot", method: "waterfall" },
  brief_text: "Replace the depot roof by June 2027.",
  stakeholders: [{ name: "Senior User for Depot", role: "Lead user representative", board_role: "Senior User" }],
  risks: [{ title: "The depot roof leaks during works", likelihood: "Low", impact: "Low" }]
}
const doc = (kind: ReportDocument["kind"]): ReportDocument => ({ kind, title: "T", blocks: [] }) as unknown as ReportDocument

describe("Assumptions to confirm appendix", () => {
  it("lists the assumed lines with their module and reason", () => {
    const lines = assumedLines(draft, { "stakeholders.0": { kind: "assumed", reason: "a proposed Senior User" }, "risks.0": { kind: "brief", quote: "Replace the depot roof by June 2027." } })
    expect(lines).toEqual([{ module: "Stakeholders & RACI", line: "Senior User for Depot (Lead user representative)", reason: "a proposed Senior User" }])
  })

  it("is added to the PID, the agile overview and the SOW only, and only when asked", () => {
    const append = assumptionsAppender(draft, true)
    expect(JSON.stringify(append(doc("pid")))).toContain(ASSUMPTIONS_TITLE)
    expect(JSON.stringify(append(doc("pid")))).toContain("Senior User for Depot")
    expect(JSON.stringify(append(doc("sow")))).toContain(ASSUMPTIONS_TITLE)
    expect(append(doc("raid")).blocks).toEqual([])
    expect(assumptionsAppender(draft, false)(doc("pid")).blocks).toEqual([])
    expect(JSON.stringify(withAssumptions(doc("pid"), []))).toContain("No drafted line rests on an assumption.")
  })
})
