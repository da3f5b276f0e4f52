import { useCallback, useEffect, useMemo, useState } from "react"
import { useLocation, useSearchParams } from "react-router"
import { AGILE_NOT_ON_PLAN } from "@initpack/core/messages/platform-projects"
import { PDF_NEEDS_SERVER_RENDERER, REPORTS_ARE_DRAFTS } from "@initpack/core/messages/reports"
import { UPGRADE_CTA } from "@initpack/core/rules/platform/upgrade-message"
import { Alert } from "../../../components/ui/alert"
import { Checkbox } from "../../../components/ui/checkbox"
import { Select } from "../../../components/ui/select"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { downloadInitiationPack } from "../api/download-initiation-pack"
import { downloadReport } from "../api/download-report"
import { reportPageUrl } from "../api/get-report-preview"
import { PACK_FORMATS, isPackFormat, isReportDocType, type PackFormat, type ReportDocType } from "../data/report-choices"
import { INCLUDE_ASSUMPTIONS, INCLUDE_ASSUMPTIONS_HINT, INCLUDE_FINDINGS, INCLUDE_FINDINGS_HINT, NO_PROJECT, WORD_HTML_DIFFER } from "../data/report-texts"
import { isProjectKnown, projectLabel, reportProjectOf } from "../lib/report-query"
import { REPORTS_MODES, type ReportsMode } from "../lib/reports-mode"
import type { ScreenError } from "../lib/screen-error"
import { DownloadButton } from "./download-button"
import { HealthPanel } from "./health-panel"
import { ReadinessList } from "./readiness-list"
import { ReportPreview } from "./report-preview"
import { ReportsError } from "./reports-error"
import { useDownload } from "./use-download"
import { usePlanAccess } from "./use-plan-access"
import { useReadiness } from "./use-readiness"
import { useReportPreview } from "./use-report-preview"
import { ModuleHeader } from "../../../components/module-header"
import { ChangedSinceAuthorisation } from "../../../components/changed-since-authorisation"
import { BoardReviewPanel } from "./board-review-panel"
import { useWorkspaceBack } from "../../../lib/workspace-path"
import "../reports.css"

interface NavState {
  readonly projectName?: string
  readonly projectId?: string | number
}

const fallbackName = (stem: string, project: string, ext: string): string => `${stem}_${project.replace(/[^A-Za-z0-9_-]+/g, "_") || "project"}.${ext}`

/**
 * /app/reports?project=&projectId= : Reports & Initiation Pack (waterfall.md §2, §7, §8); with mode "agile" the
 * Agile Reports & Initiation Pack of /app/reports/agile (agile.md §2, §7, §8): the agile documents and pack
 * through /reports_agile, paid plans only.
 */
export const ReportsPage = ({ mode = "waterfall" }: { readonly mode?: ReportsMode }) => {
  const spec = REPORTS_MODES[mode]
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as NavState
  const fromQuery = reportProjectOf(params)
  const projectId = fromQuery.projectId ?? (state.projectId !== undefined ? String(state.projectId) : undefined)
  const projectName = fromQuery.projectName ?? (state.projectName?.trim() || undefined)
  const project = useMemo(() => ({ projectId, projectName }), [projectId, projectName])
  const access = usePlanAccess(mode)
  const locked = access === "locked"
  // agile.md §5: nothing works without a project name or id, nor (agile) before the plan is known to allow it
  const known = isProjectKnown(project)
  const usable = known && access === "open"
  useDocumentTitle(spec.title)

  const [docType, setDocType] = useState<ReportDocType>(spec.firstDocument)
  const [packFormat, setPackFormat] = useState<PackFormat>("pdf")
  // issue 34: the "Review findings" appendix in the PID / overview / SOW previews and downloads, off by default
  const [withFindings, setWithFindings] = useState(false)
  // issue 35: the "Assumptions to confirm" appendix, off by default
  const [withAssumptions, setWithAssumptions] = useState(false)
  const [error, setError] = useState<ScreenError | null>(null)
  const report = useCallback((next: ScreenError | null) => setError(next), [])
  const preview = useReportPreview(project, docType, 0, mode, access === "open", withFindings, withAssumptions)
  const readiness = useReadiness(project, mode, access === "open")
  const pdf = useDownload(report)
  const docx = useDownload(report)
  const pack = useDownload(report)
  // issue 36: a board review action re-reads the "Changed since authorisation" banner
  const [reviewTick, setReviewTick] = useState(0)
  const reviewChanged = useCallback(() => setReviewTick((n) => n + 1), [])

  useEffect(() => {
    if (preview.phase === "failed") setError(preview.error)
    else if (preview.phase === "loading") setError(null)
  }, [preview])

  const docLabel = spec.documents.find((d) => d.value === docType)?.label ?? docType
  const label = projectLabel(project, preview.phase === "ready" ? preview.preview.projectName : undefined)

  // waterfall.md §2: back to /app/projects/{projectId}, else back in history, else the project list.
  const back = useWorkspaceBack(projectId, projectName, { history: true })

  return (
    <div className="stack reports-page">
      <ModuleHeader eyebrow={spec.eyebrow} title={spec.title} project={label || "—"} back={back} />

      <ReportsError error={locked ? { message: AGILE_NOT_ON_PLAN, cta: UPGRADE_CTA } : error} />
      {known ? null : <Alert tone="warning">{NO_PROJECT}</Alert>}
      {usable ? <ChangedSinceAuthorisation projectId={projectId} refresh={reviewTick} /> : null}
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
              options={spec.documents}
              disabled={!usable}
              onChange={(e) => {
                if (isReportDocType(e.target.value, spec.documents)) setDocType(e.target.value)
              }}
            />
            <Checkbox
              id="reports-with-findings"
              label={INCLUDE_FINDINGS}
              checked={withFindings}
              disabled={!usable}
              onChange={(e) => setWithFindings(e.target.checked)}
              aria-describedby="reports-with-findings-hint"
            />
            <p id="reports-with-findings-hint" className="muted reports-lead">
              {INCLUDE_FINDINGS_HINT}
            </p>
            <Checkbox
              id="reports-with-assumptions"
              label={INCLUDE_ASSUMPTIONS}
              checked={withAssumptions}
              disabled={!usable}
              onChange={(e) => setWithAssumptions(e.target.checked)}
              aria-describedby="reports-with-assumptions-hint"
            />
            <p id="reports-with-assumptions-hint" className="muted reports-lead">
              {INCLUDE_ASSUMPTIONS_HINT}
            </p>
            <div className="reports-actions">
              <DownloadButton
                label="Download PDF"
                variant="primary"
                state={pdf.state}
                disabled={!usable}
                onClick={() => void pdf.start((progress) => downloadReport(project, docType, "pdf", progress, mode, withFindings, withAssumptions), fallbackName(docType, label, "pdf"))}
              />
              <DownloadButton
                label="Download Word (.docx)"
                state={docx.state}
                disabled={!usable}
                onClick={() => void docx.start((progress) => downloadReport(project, docType, "docx", progress, mode, withFindings, withAssumptions), fallbackName(docType, label, "docx"))}
              />
            </div>
          </section>
          <section className="ui-card reports-card" aria-labelledby="reports-pack-heading">
            <h2 id="reports-pack-heading" className="ui-card-title">
              Initiation Pack
            </h2>
            <p className="muted reports-lead" data-testid="pack-contents">
              One ZIP with every document: {spec.packContents.join(", ")}.
            </p>
            <div className="reports-pack-row">
              <Select
                id="reports-pack-format"
                label="Pack Format"
                value={packFormat}
                options={PACK_FORMATS}
                disabled={!usable}
                onChange={(e) => {
                  if (isPackFormat(e.target.value)) setPackFormat(e.target.value)
                }}
              />
              <DownloadButton
                label="Download Pack"
                variant="primary"
                state={pack.state}
                disabled={!usable}
                onClick={() =>
                  void pack.start((progress) => downloadInitiationPack(project, packFormat, progress, mode, withFindings, withAssumptions), fallbackName("initiation_pack", label, `${packFormat}.zip`))
                }
              />
            </div>
          </section>
        </div>
        {locked ? null : <ReadinessList rows={readiness} />}
      </div>

      {locked ? null : <BoardReviewPanel projectId={projectId} mode={mode} enabled={usable && projectId !== undefined} onChanged={reviewChanged} />}

      {locked ? null : <HealthPanel project={project} mode={mode} enabled={usable} />}

      {locked ? null : <ReportPreview state={preview} docLabel={docLabel} openUrl={usable ? reportPageUrl(project, docType, mode, withFindings, withAssumptions) : undefined} />}
    </div>
  )
}

/** /app/reports/agile?projectId=&project= (agile.md §2 Agile Reports & Initiation Pack): the same screen in agile mode. */
export const AgileReportsPage = () => <ReportsPage mode="agile" />
