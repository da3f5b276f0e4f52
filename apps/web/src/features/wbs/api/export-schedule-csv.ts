import { API_BASE, failureMessage, query } from "../../../lib/api-client"
import type { CsvDownload } from "./export-wbs-csv"
import type { ProjectRef } from "./project-ref"

/** GET /agile/schedule/export?project_name: the tasks CSV, named by Content-Disposition (agile.md §7). */
export const exportScheduleCsv = async (ref: ProjectRef): Promise<CsvDownload> => {
  try {
    const response = await fetch(`${API_BASE}/agile/schedule/export${query({ ...ref })}`, { credentials: "include" })
    if (!response.ok) return { ok: false, status: response.status, ...failureMessage(response.status, await response.text()) }
    return { ok: true, blob: await response.blob(), disposition: response.headers.get("Content-Disposition") }
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}
