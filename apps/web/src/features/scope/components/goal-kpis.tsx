import { useState } from "react"
import { editKpi, type Kpi, type ScopeItem } from "../lib/scope-model"

export interface GoalKpisProps {
  readonly goal: string
  readonly kpis: ReadonlyArray<Kpi>
  readonly disabled: boolean
  readonly onDelete: (index: number) => void
  /** Issue 37: a KPI's metric and target edited in place (the goal's items with the change, or the refusal). */
  readonly items?: ReadonlyArray<ScopeItem>
  readonly goalIndex?: number
  readonly onEdit?: (items: ReadonlyArray<ScopeItem>) => void
}

/** A goal's KPIs as chips: metric, target, a Recommended mark, and Edit and delete buttons each. */
export const GoalKpis = ({ goal, kpis, disabled, onDelete, items, goalIndex, onEdit }: GoalKpisProps) => {
  const [editing, setEditing] = useState<number | null>(null)
  const [draft, setDraft] = useState({ metric: "", target: "" })
  const [error, setError] = useState<string | undefined>(undefined)
  const start = (index: number, kpi: Kpi) => {
    setEditing(index)
    setError(undefined)
    setDraft({ metric: kpi.metric, target: kpi.target ?? "" })
  }
  const save = (index: number) => {
    if (!items || goalIndex === undefined || !onEdit) return
    const checked = editKpi(items, goalIndex, index, draft.metric, draft.target)
    if (!checked.ok) return setError(checked.error)
    setEditing(null)
    onEdit(checked.value)
  }
  if (kpis.length === 0) return <span className="muted">No KPIs yet</span>
  return (
    <ul className="scope-kpis" aria-label={`KPIs for ${goal}`}>
      {kpis.map((kpi, index) =>
        editing === index ? (
          <li key={`${kpi.metric}-${index}`} className="scope-kpi scope-kpi-editing">
            <span className="scope-kpi-form">
              <input className="ui-input" aria-label={`Metric of KPI ${kpi.metric}`} value={draft.metric} onChange={(e) => setDraft({ ...draft, metric: e.target.value })} />
              <input
                className="ui-input"
                aria-label={`Target of KPI ${kpi.metric}`}
                value={draft.target}
                onChange={(e) => setDraft({ ...draft, target: e.target.value })}
                onKeyDown={(e) => {
                  if (e.key === "Enter") save(index)
                  if (e.key === "Escape") setEditing(null)
                }}
              />
              {error ? (
                <span className="ui-field-error" role="alert">
                  {error}
                </span>
              ) : null}
              <span className="scope-kpi-form-actions">
                <button type="button" className="ui-btn ui-btn-primary ui-btn-sm" onClick={() => save(index)}>
                  Save KPI
                </button>
                <button type="button" className="ui-btn ui-btn-secondary ui-btn-sm" onClick={() => setEditing(null)}>
                  Cancel
                </button>
              </span>
            </span>
          </li>
        ) : (
          <li key={`${kpi.metric}-${index}`} className={kpi.recommended ? "scope-kpi scope-kpi-recommended" : "scope-kpi"}>
            <span className="scope-kpi-body">
              <span className="scope-kpi-line">
                <span className="scope-kpi-metric">{kpi.metric}</span>
                {kpi.recommended ? <span className="ui-badge ui-badge-success">Recommended</span> : null}
              </span>
              {kpi.target ? <span className="scope-kpi-target">Target: {kpi.target}</span> : null}
            </span>
            <span className="scope-kpi-buttons">
              {onEdit ? (
                <button type="button" className="scope-kpi-edit" aria-label={`Edit KPI ${kpi.metric}`} disabled={disabled} onClick={() => start(index, kpi)}>
                  Edit
                </button>
              ) : null}
              <button type="button" className="scope-kpi-delete" aria-label={`Delete KPI ${kpi.metric}`} disabled={disabled} onClick={() => onDelete(index)}>
                ×
              </button>
            </span>
          </li>
        )
      )}
    </ul>
  )
}
