import { query } from "../../../lib/api-client"
import { ZIP_TYPE, type PackFormat } from "../data/report-choices"
import { fetchFile, type FileAnswer } from "../lib/fetch-file"
import { reportsApiBase, type ReportsMode } from "../lib/reports-mode"
import { assumptionsField, findingsField, projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /reports/initiation?project&format=pdf|html|docx: the pack ZIP (waterfall.md §7; agile: /reports_agile/initiation, agile.md §7);
 * with_findings=1 when the "Review findings" appendix is ticked (issue 34), with_assumptions=1 for "Assumptions to confirm" (issue 35). */
export const downloadInitiationPack = (project: ReportProject, format: PackFormat, onProgress?: (received: number) => void, mode: ReportsMode = "waterfall", withFindings = false, withAssumptions = false): Promise<FileAnswer> =>
  fetchFile(`${reportsApiBase(mode)}/initiation${query({ ...projectQueryFields(project), format, ...findingsField(withFindings), ...assumptionsField(withAssumptions) })}`, ZIP_TYPE, onProgress)
