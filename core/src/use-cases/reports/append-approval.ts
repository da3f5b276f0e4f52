import type { ApprovalRecord } from "../../document/approval-record"
import type { ReportDocument } from "../../document/model"
import { withApproval } from "../../document/sections/approval-page"

/**
 * The documents of a report request with the approval page of an authorised version (issue 36): the PID, the
 * agile overview and the SOW get it first; the others, and every document without a record, are unchanged.
 */
export const approvalAppender = (approval: ApprovalRecord | undefined): ((document: ReportDocument) => ReportDocument) =>
  approval === undefined ? (document) => document : (document) => withApproval(document, approval)
