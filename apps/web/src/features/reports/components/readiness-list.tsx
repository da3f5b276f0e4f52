import { Link } from "react-router"
import { READINESS_LEAD } from "../data/report-texts"
import type { ReadinessRow, ReadinessState } from "../lib/readiness"

const MARK: Readonly<Record<ReadinessState, string>> = { ready: "✓", partial: "◐", empty: "○", locked: "—", unknown: "?", checking: "…" }

const summary = (empty: number, partial: ReadonlyArray<ReadinessRow>): string => {
  const missing = partial.map((row) => `${row.label}: ${row.detail.split("; ").slice(1).join("; ")}.`).join(" ")
  if (empty === 0 && partial.length === 0) return "Every module you can use has content."
  const emptyText = empty === 0 ? "" : `${empty} ${empty === 1 ? "module is" : "modules are"} still empty.`
  return [emptyText, missing].filter((t) => t !== "").join(" ")
}

/** Which modules the documents are built from, and which of them are still empty, with links to fill them. */
export const ReadinessList = ({ rows }: { readonly rows: ReadonlyArray<ReadinessRow> }) => {
  const empty = rows.filter((row) => row.state === "empty").length
  const checking = rows.some((row) => row.state === "checking")
  const partial = rows.filter((row) => row.state === "partial")
  return (
    <section className="ui-card reports-card reports-readiness" aria-labelledby="reports-readiness-heading">
      <h2 id="reports-readiness-heading" className="ui-card-title">
        Readiness
      </h2>
      <p className="muted reports-lead">{READINESS_LEAD}</p>
      <p className="reports-readiness-summary" data-testid="readiness-summary">
        {checking ? "Checking the modules…" : summary(empty, partial)}
      </p>
      <ul className="reports-readiness-list">
        {rows.map((row) => (
          <li key={row.key} className={`reports-readiness-item reports-readiness-${row.state}`} data-testid={`readiness-${row.key}`}>
            <span className="reports-readiness-mark" aria-hidden="true">
              {MARK[row.state]}
            </span>
            <span className="reports-readiness-text">
              <Link to={row.to}>{row.label}</Link>
              <span className="reports-readiness-detail">{row.detail}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
