import { useEffect, useState } from "react"
import { getReportPreview } from "../api/get-report-preview"
import type { ReportDocType } from "../data/report-choices"
import type { ReportPreview } from "../lib/preview-answer"
import type { ReportsMode } from "../lib/reports-mode"
import { isProjectKnown, type ReportProject } from "../lib/report-query"
import { screenError, type ScreenError } from "../lib/screen-error"

export type PreviewState =
  | { readonly phase: "idle" }
  | { readonly phase: "loading" }
  | { readonly phase: "ready"; readonly preview: ReportPreview }
  | { readonly phase: "failed"; readonly error: ScreenError }

/** The HTML preview of the chosen document, loaded again whenever the choice (or `reloads`, or an appendix tick box) changes. */
export const useReportPreview = (project: ReportProject, docType: ReportDocType, reloads: number, mode: ReportsMode = "waterfall", enabled = true, withFindings = false, withAssumptions = false): PreviewState => {
  const [state, setState] = useState<PreviewState>({ phase: "idle" })
  const { projectId, projectName } = project
  useEffect(() => {
    const ref = { projectId, projectName }
    if (!isProjectKnown(ref) || !enabled) {
      setState({ phase: "idle" })
      return
    }
    const controller = new AbortController()
    setState({ phase: "loading" })
    getReportPreview(ref, docType, controller.signal, mode, withFindings, withAssumptions).then(
      (answer) => {
        if (controller.signal.aborted) return
        setState(answer.ok ? { phase: "ready", preview: answer.preview } : { phase: "failed", error: screenError(answer) })
      },
      () => undefined
    )
    return () => controller.abort()
  }, [projectId, projectName, docType, reloads, mode, enabled, withFindings, withAssumptions])
  return state
}
