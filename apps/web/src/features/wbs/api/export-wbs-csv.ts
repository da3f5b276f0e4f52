import { API_BASE, failureMessage, query } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

export type CsvDownload =
  | { readonly ok: true; readonly blob: Blob; readonly disposition: string | null }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }

/** GET /wbs/export.csv?project_id|project_name: the CSV file, named by Content-Disposition (waterfall.md §7). */
export const exportWbsCsv = async (ref: ProjectRef): Promise<CsvDownload> => {
  try {
    const response = await fetch(`${API_BASE}/wbs/export.csv${query({ ...ref })}`, { credentials: "include" })
    if (!response.ok) return { ok: false, status: response.status, ...failureMessage(response.status, await response.text()) }
    return { ok: true, blob: await response.blob(), disposition: response.headers.get("Content-Disposition") }
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}
