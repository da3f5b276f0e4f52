import { API_BASE, failureMessage, query } from "../../../lib/api-client"
import { fileNameFromDisposition } from "../../../lib/download"
import { budgetApiBase, type BudgetMode } from "../lib/budget-mode"
import { projectFields, type BudgetProjectRef } from "./project-ref"

export type CsvDownload =
  | { readonly ok: true; readonly blob: Blob; readonly fileName: string | undefined }
  | { readonly ok: false; readonly status: number; readonly message: string; readonly body: unknown }

/** GET /budget/export?project_name: the CSV and the file name of its Content-Disposition (waterfall.md §7; agile: /budget/agile/export). */
export const exportBudgetCsv = async (ref: BudgetProjectRef, mode: BudgetMode = "waterfall"): Promise<CsvDownload> => {
  try {
    const response = await fetch(`${API_BASE}${budgetApiBase(mode)}/export${query(projectFields(ref))}`, { credentials: "include", headers: { Accept: "text/csv" } })
    if (!response.ok) return { ok: false, status: response.status, ...failureMessage(response.status, await response.text()) }
    return { ok: true, blob: await response.blob(), fileName: fileNameFromDisposition(response.headers.get("content-disposition")) }
  } catch (error) {
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}
