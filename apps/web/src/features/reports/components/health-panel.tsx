import { Link } from "react-router"
import type { Severity } from "@initpack/core/rules/health/finding"
import { Button } from "../../../components/ui/button"
import { groupByModule, healthScore, screenLabel, screenUrl } from "../lib/health-view"
import type { ReportProject } from "../lib/report-query"
import type { ReportsMode } from "../lib/reports-mode"
import { usePackHealth } from "./use-pack-health"
import "../health-panel.css"

const LABEL: Readonly<Record<Severity, string>> = { error: "Error", warning: "Warning", note: "Note" }

const plural = (n: number, one: string): string => `${n} ${one}${n === 1 ? "" : "s"}`

/**
 * Health check (issue 34, docs/health-check.md): the pack's findings as a project board's reviewer would
 * raise them, a score, and per module the findings with their lines and fix, each linking to the screen
 * that fixes it. Asked again when the tab comes back into view, or with Check again.
 */
export const HealthPanel = ({ project, mode, enabled }: { readonly project: ReportProject; readonly mode: ReportsMode; readonly enabled: boolean }) => {
  const { state, reload } = usePackHealth(project, enabled)
  return (
    <section className="ui-card reports-card health-panel" aria-labelledby="health-heading" data-testid="health-panel">
      <div className="health-head">
        <h2 id="health-heading" className="ui-card-title">
          Health check
        </h2>
        <Button variant="secondary" size="sm" disabled={!enabled || state.phase === "loading"} onClick={reload}>
          Check again
        </Button>
      </div>
      <p className="muted reports-lead">What a project board&apos;s reviewer would find missing or wrong in this pack, with where to fix it.</p>
      {state.phase === "idle" ? <p className="muted">Name a project to check its pack.</p> : null}
      {state.phase === "loading" ? <p className="muted">Checking the pack…</p> : null}
      {state.phase === "failed" ? (
        <p className="health-failed" role="alert">
          Could not check the pack ({state.message}).
        </p>
      ) : null}
      {state.phase === "ready" ? (
        <>
          <p className="health-summary" data-testid="health-summary">
            <span className="health-score">Score {healthScore(state.health.findings)}/100</span>{" "}
            {state.health.findings.length === 0
              ? "No findings: the pack is ready for the board."
              : `${plural(state.health.counts.error, "error")}, ${plural(state.health.counts.warning, "warning")}, ${plural(state.health.counts.note, "note")}.`}
          </p>
          {groupByModule(state.health.findings).map((group) => (
            <section key={group.module} className="health-group" aria-label={screenLabel(group.module, mode)}>
              <h3 className="health-group-title">{screenLabel(group.module, mode)}</h3>
              <ul className="health-list">
                {group.findings.map((f) => (
                  <li key={f.id} className={`health-item health-${f.severity}`} data-testid={`health-finding-${f.id}`} data-rule={f.rule}>
                    <span className={`health-severity health-severity-${f.severity}`}>{LABEL[f.severity]}</span>
                    <div className="health-body">
                      <p className="health-message">{f.message}</p>
                      {f.lines.length > 0 ? (
                        <ul className="health-lines">
                          {f.lines.map((line, i) => (
                            <li key={i}>{line}</li>
                          ))}
                        </ul>
                      ) : null}
                      <p className="health-fix">
                        <span className="health-fix-label">Fix:</span> {f.fix}{" "}
                        <Link to={screenUrl(f.module, mode, project, f.target)}>Open {screenLabel(f.module, mode)}</Link>
                      </p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </>
      ) : null}
    </section>
  )
}
