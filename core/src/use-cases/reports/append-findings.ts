import type { ProjectArtefacts } from "../../document/artefacts"
import type { ReportDocument } from "../../document/model"
import { withReviewFindings } from "../../document/sections/review-findings"
import { reviewPack } from "../review/review-pack"

/**
 * The documents of a report request with the health check's findings appended (issue 34, with_findings=1):
 * the PID, the agile overview and the SOW get the "Review findings" appendix; the others are unchanged.
 */
export const findingsAppender = (artefacts: ProjectArtefacts, wanted: boolean): ((document: ReportDocument) => ReportDocument) => {
  if (!wanted) return (document) => document
  const findings = reviewPack(artefacts)
  return (document) => withReviewFindings(document, findings)
}
