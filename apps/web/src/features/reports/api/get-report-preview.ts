import { API_BASE, failureMessage, query } from "../../../lib/api-client"
import type { ReportDocType } from "../data/report-choices"
import { previewFromAnswer, type PreviewAnswer } from "../lib/preview-answer"
import { reportsApiBase, type ReportsMode } from "../lib/reports-mode"
import { assumptionsField, findingsField, projectQueryFields, type ReportProject } from "../lib/report-query"

/** GET /reports/doc?project&doc_type&format=html: {ok, html, meta} or the raw HTML (waterfall.md §7; agile: /reports_agile/doc, agile.md §7). */
export const getReportPreview = async (project: ReportProject, docType: ReportDocType, signal?: AbortSignal, mode: ReportsMode = "waterfall", withFindings = false, withAssumptions = false): Promise<PreviewAnswer> => {
  try {
    const response = await fetch(`${API_BASE}${reportsApiBase(mode)}/doc${query({ ...projectQueryFields(project), doc_type: docType, format: "html", ...findingsField(withFindings), ...assumptionsField(withAssumptions) })}`, {
      credentials: "include",
      headers: { Accept: "application/json, text/html" },
      ...(signal ? { signal } : {})
    })
    const text = await response.text()
    if (!response.ok) return { ok: false, status: response.status, ...failureMessage(response.status, text) }
    return previewFromAnswer(response.status, response.headers.get("content-type"), text)
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error), body: undefined }
  }
}

/** The address of the document itself (raw=1), for Open in new tab. */
export const reportPageUrl = (project: ReportProject, docType: ReportDocType, mode: ReportsMode = "waterfall", withFindings = false, withAssumptions = false): string =>
  `${API_BASE}${reportsApiBase(mode)}/doc${query({ ...projectQueryFields(project), doc_type: docType, format: "html", raw: 1, ...findingsField(withFindings), ...assumptionsField(withAssumptions) })}`
