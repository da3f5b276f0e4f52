import { useCallback, useEffect, useMemo, useState } from "react"
import { useLocation, useNavigate, useSearchParams } from "react-router"
import { PDF_NEEDS_SERVER_RENDERER, REPORTS_ARE_DRAFTS } from "@initpack/core/messages/reports"
import { Alert } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Select } from "../../../components/ui/select"
import { query } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { downloadInitiationPack } from "../api/download-initiation-pack"
import { downloadReport } from "../api/download-report"
import { reportPageUrl } from "../api/get-report-preview"
import { PACK_ENTRIES, PACK_FORMATS, REPORT_DOCUMENTS, isPackFormat, isReportDocType, type PackFormat, type ReportDocType } from "../data/report-choices"
import { NO_PROJECT, WORD_HTML_DIFFER } from "../data/report-texts"
import { isProjectKnown, projectLabel, reportProjectOf } from "../lib/report-query"
import type { ScreenError } from "../lib/screen-error"
import { DownloadButton } from "./download-button"
import { ReadinessList } from "./readiness-list"
import { ReportPreview } from "./report-preview"
import { ReportsError } from "./reports-error"
import { useDownload } from "./use-download"
import { useReadiness } from "./use-readiness"
import { useReportPreview } from "./use-report-preview"
import "../reports.css"

interface NavState {
  readonly projectName?: string
  readonly projectId?: string | number
}

const fallbackName = (stem: string, project: string, ext: string): string => `${stem}_${project.replace(/[^A-Za-z0-9_-]+/g, "_") || "project"}.${ext}`

/** /app/reports?project=&projectId= : Reports & Initiation Pack (waterfall.md §2, §7, §8). */
export const ReportsPage = () => {
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as NavState
  const navigate = useNavigate()
  const fromQuery = reportProjectOf(params)
  const projectId = fromQuery.projectId ?? (state.projectId !== undefined ? String(state.projectId) : undefined)
  const projectName = fromQuery.projectName ?? (state.projectName?.trim() || undefined)
  const project = useMemo(() => ({ projectId, projectName }), [projectId, projectName])
  const known = isProjectKnown(project)
  useDocumentTitle("Reports & Initiation Pack")

  const [docType, setDocType] = useState<ReportDocType>("pid")
  const [packFormat, setPackFormat] = useState<PackFormat>("pdf")
  const [error, setError] = useState<ScreenError | null>(null)
  const report = useCallback((next: ScreenError | null) => setError(next), [])
  const preview = useReportPreview(project, docType, 0)
  const readiness = useReadiness(project)
  const pdf = useDownload(report)
  const docx = useDownload(report)
  const pack = useDownload(report)

  useEffect(() => {
    if (preview.phase === "failed") setError(preview.error)
    else if (preview.phase === "loading") setError(null)
  }, [preview])

  const docLabel = REPORT_DOCUMENTS.find((d) => d.value === docType)?.label ?? docType
  const label = projectLabel(project, preview.phase === "ready" ? preview.preview.projectName : undefined)

  // waterfall.md §2: back to /app/projects/{projectId}, else back in history, else the project list.
  const back = () => {
    if (projectId) return navigate(`/app/projects/${encodeURIComponent(projectId)}${query({ project: projectName, projectId })}`)
    if (window.history.length > 1) return navigate(-1)
    return navigate("/app/projects")
  }

  return (
    <div className="stack reports-page">
      <header className="reports-header">
        <div>
          <p className="reports-eyebrow">Waterfall · Reports</p>
          <h1>Reports &amp; Initiation Pack</h1>
          <p className="muted reports-project">
            Project: <strong>{label || "—"}</strong>
          </p>
        </div>
        <Button variant="secondary" onClick={back}>
          ← Back to Project Workspace
        </Button>
      </header>

      <ReportsError error={error} />
      {known ? null : <Alert tone="warning">{NO_PROJECT}</Alert>}
      <Alert tone="info">
        {REPORTS_ARE_DRAFTS} {WORD_HTML_DIFFER} {PDF_NEEDS_SERVER_RENDERER}
      </Alert>

      <div className="reports-grid">
        <div className="reports-column">
          <section className="ui-card reports-card" aria-labelledby="reports-document-heading">
            <h2 id="reports-document-heading" className="ui-card-title">
              Documents
            </h2>
            <Select
              id="reports-document"
              label="Document"
              value={docType}
              options={REPORT_DOCUMENTS}
              disabled={!known}
              onChange={(e) => {
                if (isReportDocType(e.target.value)) setDocType(e.target.value)
              }}
            />
            <div className="reports-actions">
              <DownloadButton
                label="Download PDF"
                variant="primary"
                state={pdf.state}
                disabled={!known}
                onClick={() => void pdf.start((progress) => downloadReport(project, docType, "pdf", progress), fallbackName(docType, label, "pdf"))}
              />
              <DownloadButton
                label="Download Word (.docx)"
                state={docx.state}
                disabled={!known}
                onClick={() => void docx.start((progress) => downloadReport(project, docType, "docx", progress), fallbackName(docType, label, "docx"))}
              />
            </div>
          </section>
          <section className="ui-card reports-card" aria-labelledby="reports-pack-heading">
            <h2 id="reports-pack-heading" className="ui-card-title">
              Initiation Pack
            </h2>
            <p className="muted reports-lead">One ZIP with every document: {PACK_ENTRIES.join(", ")}.</p>
            <div className="reports-pack-row">
              <Select
                id="reports-pack-format"
                label="Pack Format"
                value={packFormat}
                options={PACK_FORMATS}
                disabled={!known}
                onChange={(e) => {
                  if (isPackFormat(e.target.value)) setPackFormat(e.target.value)
                }}
              />
              <DownloadButton
                label="Download Pack"
                variant="primary"
                state={pack.state}
                disabled={!known}
                onClick={() => void pack.start((progress) => downloadInitiationPack(project, packFormat, progress), fallbackName("initiation_pack", label, `${packFormat}.zip`))}
              />
            </div>
          </section>
        </div>
        <ReadinessList rows={readiness} />
      </div>

      <ReportPreview state={preview} docLabel={docLabel} openUrl={known ? reportPageUrl(project, docType) : undefined} />
    </div>
  )
}
