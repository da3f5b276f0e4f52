import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Badge, type BadgeTone } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import type { ProjectRef } from "../api/project-ref"
import { SUMMARY_EMPTY_HINT, SUMMARY_PHASE, SUMMARY_STATES, type SummaryState } from "../data/wbs-texts"
import { useExecutionSummary } from "../lib/use-execution-summary"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { formatDateTime } from "../../../lib/date-format"

const TONES: Record<SummaryState, BadgeTone> = { working: "info", saving: "info", failed: "warning", unsaved: "warning", saved: "success" }

/** Execution Summary (AI) (waterfall.md §2, §4): a Markdown draft with auto-save, generate and expand. */
export const ExecutionSummaryPanel = ({ project }: { readonly project: ProjectRef }) => {
  const summary = useExecutionSummary(project, SUMMARY_PHASE)
  const busy = summary.state === "working"
  return (
    <div className="stack">
      {summary.upgrade ? <PlanLimitAlert upgrade={summary.upgrade} /> : null}
      <ErrorBanner message={summary.error} />
      {summary.notice ? <Alert tone="warning">{summary.notice}</Alert> : null}
      <section className="ui-card stack wbs-summary" aria-labelledby="wbs-summary-title">
        <div className="wbs-toolbar">
          <div className="wbs-toolbar-title">
            <h2 id="wbs-summary-title">Execution summary</h2>
            <span role="status" aria-live="polite" data-testid="summary-status">
              {summary.state ? <Badge tone={TONES[summary.state]}>{SUMMARY_STATES[summary.state]}</Badge> : null}
            </span>
          </div>
          <div className="row">
            <Button onClick={() => void summary.generate("standard")} disabled={busy || !summary.loaded}>
              {summary.hasDraft ? "Regenerate summary (AI)" : "Generate summary (AI)"}
            </Button>
            <Button variant="secondary" onClick={() => void summary.generate("expand")} disabled={busy || !summary.hasDraft}>
              Expand with AI
            </Button>
          </div>
        </div>
        <div className="ui-field">
          <label className="ui-label" htmlFor="wbs-summary-md">
            Execution summary (Markdown)
          </label>
          <textarea
            id="wbs-summary-md"
            className="ui-textarea wbs-summary-text"
            rows={18}
            value={summary.content}
            placeholder="# Execution summary"
            aria-describedby="wbs-summary-hint"
            disabled={!summary.loaded}
            onChange={(event) => summary.edit(event.target.value)}
            onBlur={() => summary.flush()}
          />
          <span className="ui-hint" id="wbs-summary-hint">
            {summary.hasDraft && summary.updatedAt
              ? `Phase: execution · last saved ${formatDateTime(summary.updatedAt)}. Saves as you type.`
              : SUMMARY_EMPTY_HINT}
          </span>
        </div>
      </section>
    </div>
  )
}
