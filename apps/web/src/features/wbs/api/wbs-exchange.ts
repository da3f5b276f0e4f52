import { API_BASE, apiRequest, failureMessage, query, type ApiResult } from "../../../lib/api-client"
import type { CsvDownload } from "./export-wbs-csv"
import type { ProjectRef } from "./project-ref"

/** The plan files other tools read (issue 22): MS Project XML (MSPDI) and iCalendar, of the WBS or the agile schedule. */
export const PLAN_FILES = {
  waterfall: { xml: "/wbs/export.xml", ics: "/wbs/export.ics" },
  agile: { xml: "/agile/schedule/export.xml", ics: "/agile/schedule/export.ics" }
} as const

/** GET one of PLAN_FILES: the file, named by Content-Disposition. */
export const downloadPlanFile = async (path: string, ref: ProjectRef): Promise<CsvDownload> => {
  try {
    const response = await fetch(`${API_BASE}${path}${query({ ...ref })}`, { credentials: "include" })
    if (!response.ok) return { ok: false, status: response.status, ...failureMessage(response.status, await response.text()) }
    return { ok: true, blob: await response.blob(), disposition: response.headers.get("Content-Disposition") }
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}

/** GET /wbs/import/stamp: the WBS's stamp, sent with an import so a plan changed meanwhile is not replaced. */
export const getWbsImportStamp = (ref: ProjectRef): Promise<ApiResult<{ readonly stamp: string; readonly rows: number }>> =>
  apiRequest(`/wbs/import/stamp${query({ ...ref })}`)

/** POST /wbs/import: an MS Project XML plan replaces the WBS or is added after it (one transaction). */
export const importWbsXml = (ref: ProjectRef, body: { readonly xml: string; readonly mode: "replace" | "append"; readonly stamp?: string }): Promise<ApiResult<unknown>> =>
  apiRequest("/wbs/import", { method: "POST", body: { ...ref, ...body } })
