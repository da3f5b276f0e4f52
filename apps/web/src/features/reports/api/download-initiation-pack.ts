import { query } from "../../../lib/api-client"
import { ZIP_TYPE, type PackFormat } from "../data/report-choices"
import { fetchFile, type FileAnswer } from "../lib/fetch-file"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /reports/initiation?project&format=pdf|html|docx: the pack ZIP (waterfall.md §7). */
export const downloadInitiationPack = (project: ReportProject, format: PackFormat, onProgress?: (received: number) => void): Promise<FileAnswer> =>
  fetchFile(`/reports/initiation${query({ ...projectQueryFields(project), format })}`, ZIP_TYPE, onProgress)
