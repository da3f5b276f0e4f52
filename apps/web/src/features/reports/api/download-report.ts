import { query } from "../../../lib/api-client"
import { FILE_TYPES, type FileFormat, type ReportDocType } from "../data/report-choices"
import { fetchFile, type FileAnswer } from "../lib/fetch-file"
import { reportsApiBase, type ReportsMode } from "../lib/reports-mode"
import { assumptionsField, findingsField, projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /reports/doc?project&doc_type&format=pdf|docx: the document file, named by its Content-Disposition (waterfall.md §7; agile: /reports_agile/doc, agile.md §7);
 * with_findings=1 when the "Review findings" appendix is ticked (issue 34), with_assumptions=1 for "Assumptions to confirm" (issue 35). */
export const downloadReport = (project: ReportProject, docType: ReportDocType, format: FileFormat, onProgress?: (received: number) => void, mode: ReportsMode = "waterfall", withFindings = false, withAssumptions = false): Promise<FileAnswer> =>
  fetchFile(`${reportsApiBase(mode)}/doc${query({ ...projectQueryFields(project), doc_type: docType, format, ...findingsField(withFindings), ...assumptionsField(withAssumptions) })}`, FILE_TYPES[format], onProgress)
