// Issue 34: the optional "Review findings" appendix of the PID, the agile overview and the SOW (off by
// default; `initpack pack|sow --with-findings`): the pack health check's findings when the document was made.
import type { Finding, Severity } from "../../rules/health/finding"
import { col, heading, pageBreak, paragraph, table, type Block, type DocumentKind, type ReportDocument } from "../model"

/** The documents that take the appendix. */
export const REVIEW_FINDINGS_DOCUMENTS: ReadonlyArray<DocumentKind> = ["pid", "agile_overview", "sow"]

const LABEL: Readonly<Record<Severity, string>> = { error: "Error", warning: "Warning", note: "Note" }

export const REVIEW_FINDINGS_TITLE = "Appendix: Review findings"
export const REVIEW_FINDINGS_LEAD =
  "What the pack health check found when this document was generated: the omissions a project board's reviewer looks for, each with its fix. Errors come first."
export const NO_REVIEW_FINDINGS = "The health check found nothing to raise."

/** The appendix: a page break, its heading, a lead and one table row per finding. */
export const reviewFindingsBlocks = (findings: ReadonlyArray<Finding>): ReadonlyArray<Block> => [
  pageBreak,
  heading(1, REVIEW_FINDINGS_TITLE),
  paragraph(REVIEW_FINDINGS_LEAD),
  findings.length === 0
    ? paragraph(NO_REVIEW_FINDINGS)
    : table(
        [col("Severity", 1), col("Finding", 3), col("Lines", 2), col("Fix", 3)],
        findings.map((f) => [LABEL[f.severity], f.message, f.lines.join("; "), f.fix])
      )
]

/** The document with the appendix at its end when it is one of REVIEW_FINDINGS_DOCUMENTS; else unchanged. */
export const withReviewFindings = (document: ReportDocument, findings: ReadonlyArray<Finding>): ReportDocument =>
  REVIEW_FINDINGS_DOCUMENTS.includes(document.kind) ? { ...document, blocks: [...document.blocks, ...reviewFindingsBlocks(findings)] } : document
