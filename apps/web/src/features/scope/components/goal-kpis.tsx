import type { Kpi } from "../lib/scope-model"

export interface GoalKpisProps {
  readonly goal: string
  readonly kpis: ReadonlyArray<Kpi>
  readonly disabled: boolean
  readonly onDelete: (index: number) => void
}

/** A goal's KPIs as chips: metric, target, a Recommended mark and a delete button each. */
export const GoalKpis = ({ goal, kpis, disabled, onDelete }: GoalKpisProps) =>
  kpis.length === 0 ? (
    <span className="muted">No KPIs yet</span>
  ) : (
    <ul className="scope-kpis" aria-label={`KPIs for ${goal}`}>
      {kpis.map((kpi, index) => (
        <li key={`${kpi.metric}-${index}`} className={kpi.recommended ? "scope-kpi scope-kpi-recommended" : "scope-kpi"}>
          <span className="scope-kpi-body">
            <span className="scope-kpi-line">
              <span className="scope-kpi-metric">{kpi.metric}</span>
              {kpi.recommended ? <span className="ui-badge ui-badge-success">Recommended</span> : null}
            </span>
            {kpi.target ? <span className="scope-kpi-target">Target: {kpi.target}</span> : null}
          </span>
          <button type="button" className="scope-kpi-delete" aria-label={`Delete KPI ${kpi.metric}`} disabled={disabled} onClick={() => onDelete(index)}>
            ×
          </button>
        </li>
      ))}
    </ul>
  )
