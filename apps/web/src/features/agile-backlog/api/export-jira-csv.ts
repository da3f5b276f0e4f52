import { API_BASE, failureMessage, query } from "../../../lib/api-client"
import { fileNameFromDisposition } from "../../../lib/download"
import { projectFields, type BacklogProjectRef } from "../lib/project-ref"

export type CsvDownload =
  | { readonly ok: true; readonly blob: Blob; readonly fileName: string | undefined }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }

/** GET /agile/backlog/export_jira?project_name: the saved backlog as a Jira CSV import, and the server's file name. */
export const exportJiraCsv = async (ref: BacklogProjectRef): Promise<CsvDownload> => {
  try {
    const response = await fetch(`${API_BASE}/agile/backlog/export_jira${query(projectFields(ref))}`, { credentials: "include", headers: { Accept: "text/csv" } })
    if (!response.ok) return { ok: false, status: response.status, ...failureMessage(response.status, await response.text()) }
    return { ok: true, blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get("content-disposition")) }
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}
