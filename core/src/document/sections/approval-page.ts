// Issue 36: the approval page of an authorised pack version's PID and SOW (agile: the overview and the SOW):
// who on the project board decided what and when, with the version and its source hash. It comes first, right
// after the title, on a page of its own: a board member reads it before the document.
import type { ApprovalRecord, BoardDecision } from "../approval-record"
import { formatLongDateTimeUtc, formatLongDateUtc } from "../format"
import { col, heading, keyValue, pageBreak, paragraph, table, type Block, type DocumentKind, type ReportDocument } from "../model"

/** The documents that carry the approval page. */
export const APPROVAL_DOCUMENTS: ReadonlyArray<DocumentKind> = ["pid", "agile_overview", "sow"]

export const APPROVAL_TITLE = "Approval"
export const DECISION_LABELS: Readonly<Record<BoardDecision, string>> = {
  approve: "Approved",
  approve_with_conditions: "Approved with conditions",
  reject: "Rejected"
}
export const APPROVAL_COLUMNS = ["Name", "Board role", "Decision", "Conditions or reason", "Date and time"] as const
export const NO_DECISIONS = "No board decision is recorded."

export const approvalStatement = (record: ApprovalRecord): string =>
  `Version ${record.version} of this initiation pack was authorised on ${formatLongDateUtc(record.authorisedAt)} by the project board.`

/** The approval page: its heading, the statement, the version and hash, one row per decision, then a page break. */
export const approvalBlocks = (record: ApprovalRecord): ReadonlyArray<Block> => {
  const [name, role, decision, text, time] = APPROVAL_COLUMNS
  return [
    heading(1, APPROVAL_TITLE),
    paragraph(approvalStatement(record)),
    keyValue([
      ["Version", String(record.version)],
      ["Source hash", record.sourceHash],
      ["Authorised", formatLongDateTimeUtc(record.authorisedAt)]
    ]),
    record.decisions.length === 0
      ? paragraph(NO_DECISIONS)
      : table(
          [col(name, 3), col(role, 2.5), col(decision, 2.5), col(text, 5.5), col(time, 3.5)],
          record.decisions.map((d) => [d.name, d.boardRole, DECISION_LABELS[d.decision], d.text?.trim() ?? "", formatLongDateTimeUtc(d.decidedAt)])
        ),
    pageBreak
  ]
}

/** The document with the approval page first when it is one of APPROVAL_DOCUMENTS; else unchanged. */
export const withApproval = (document: ReportDocument, record: ApprovalRecord): ReportDocument => {
  if (!APPROVAL_DOCUMENTS.includes(document.kind)) return document
  const page = approvalBlocks(record)
  return { ...document, blocks: [...page, ...document.blocks], frontMatter: (document.frontMatter ?? 0) + page.length }
}
