import { describe, expect, it } from "vitest"
import type { ReportDocument } from "@initpack/core/document/model"
import { NO_REVIEW_FINDINGS, REVIEW_FINDINGS_TITLE, withReviewFindings } from "@initpack/core/document/sections/review-findings"
import type { Finding } from "@initpack/core/rules/health/finding"

const doc = (kind: ReportDocument["kind"]): ReportDocument => ({
  kind,
  method: "waterfall",
  title: "T",
  projectName: "P",
  meta: { generated_at: "2026-03-02T09:00:00.000Z", template_version: "1", source_hash: "x" },
  blocks: [{ _tag: "Heading", level: 1, text: "1. Background" }]
})
const found: Finding = { id: "risks.rag#1", severity: "error", rule: "risks.rag", module: "risks", lines: ["Late racking", "R2"], message: "No RAG.", fix: "Set it." }

describe("Review findings appendix (issue 34)", () => {
  it("ends the PID, the agile overview and the SOW with a page break, the heading and one row per finding", () => {
    for (const kind of ["pid", "agile_overview", "sow"] as const) {
      const blocks = withReviewFindings(doc(kind), [found]).blocks
      expect(blocks.slice(1, 3)).toEqual([{ _tag: "PageBreak" }, { _tag: "Heading", level: 1, text: REVIEW_FINDINGS_TITLE }])
      expect(blocks.at(-1)).toMatchObject({ _tag: "Table", rows: [["Error", "No RAG.", "Late racking; R2", "Set it."]] })
    }
  })

  it("says so when there is nothing to raise, and leaves the other documents as they are", () => {
    expect(withReviewFindings(doc("pid"), []).blocks.at(-1)).toEqual({ _tag: "Paragraph", inlines: [{ text: NO_REVIEW_FINDINGS }] })
    const raid = doc("raid")
    expect(withReviewFindings(raid, [found])).toBe(raid)
  })
})
