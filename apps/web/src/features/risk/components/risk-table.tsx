import { useCallback, useMemo } from "react"
import { EditableTable } from "../../../components/editable/editable-table"
import type { EditableColumn } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"
import type { RiskFieldsPatch } from "../api/update-risk"
import { EMPTY_REGISTER } from "../data/risk-texts"
import type { RiskRow } from "../lib/risk-row"
import { RagBadge } from "./rag-badge"
import { RiskRowEdit } from "./risk-row-edit"

export interface RiskTableProps {
  readonly risks: ReadonlyArray<RiskRow>
  readonly editingId: string | null
  /** The row whose write or AI call is under way; null when none. */
  readonly workingId: string | null
  readonly locked: boolean
  readonly onEdit: (risk: RiskRow) => void
  readonly onCancel: () => void
  readonly onSave: (risk: RiskRow, fields: Required<RiskFieldsPatch>) => void
  readonly onMitigate: (risk: RiskRow) => void
  readonly onDelete: (risk: RiskRow) => void
  /** The row a Health check link points at (?focus=<id>): highlighted. */
  readonly focusId?: string | undefined
}

const muted = (text: string) => <span className="muted">{text}</span>

// The register is read in view mode (edits go through the row's edit panel), so every column is static.
const columns = (workingId: string | null): ReadonlyArray<EditableColumn<RiskRow>> => [
  { key: "title", header: "Title", kind: "static", rowHeader: true, className: "risk-col-title", render: (r) => r.title },
  { key: "description", header: "Description", kind: "static", className: "risk-col-text", dataLabel: "Description", render: (r) => r.description || muted("—") },
  { key: "category", header: "Category", kind: "static", dataLabel: "Category", render: (r) => <span className="risk-chip">{r.category}</span> },
  { key: "likelihood", header: "Likelihood", kind: "static", dataLabel: "Likelihood", render: (r) => r.likelihood },
  { key: "impact", header: "Impact", kind: "static", dataLabel: "Impact", render: (r) => r.impact },
  { key: "rag", header: "RAG", kind: "static", dataLabel: "RAG", render: (r) => <RagBadge likelihood={r.likelihood} impact={r.impact} /> },
  {
    key: "mitigation",
    header: "Mitigation",
    kind: "static",
    className: "risk-col-text",
    dataLabel: "Mitigation",
    render: (r) => <span data-testid="mitigation">{workingId === r.id ? muted("Drafting mitigation…") : r.mitigation || muted("No mitigation yet")}</span>
  }
]

const noop = () => undefined

/** The risks table (waterfall.md §2) on the shared EditableTable: one row in edit mode at a time; scrolls sideways on a narrow screen. */
export const RiskTable = ({ risks, editingId, workingId, locked, onEdit, onCancel, onSave, onMitigate, onDelete, focusId }: RiskTableProps) => {
  const cols = useMemo(() => columns(workingId), [workingId])
  const busy = locked || editingId !== null
  const actions = useCallback(
    (risk: RiskRow) => (
      <div className="risk-actions">
        <Button size="sm" variant="secondary" onClick={() => onMitigate(risk)} disabled={busy} aria-label={`AI Gen Mitigation for ${risk.title}`}>
          AI Gen Mitigation
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onEdit(risk)} disabled={busy} aria-label={`Edit ${risk.title}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" className="risk-delete" onClick={() => onDelete(risk)} disabled={busy} aria-label={`Delete ${risk.title}`}>
          Delete
        </Button>
      </div>
    ),
    [busy, onMitigate, onEdit, onDelete]
  )
  const rowClassName = useCallback((risk: RiskRow) => (risk.id === focusId ? "risk-row-focus" : undefined), [focusId])
  const renderRow = (risk: RiskRow) =>
    risk.id === editingId ? <RiskRowEdit risk={risk} saving={workingId === risk.id} onSave={(fields) => onSave(risk, fields)} onCancel={onCancel} /> : undefined
  return (
    <EditableTable
      caption="Risk register"
      rows={risks}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.title}
      columns={cols}
      onChange={noop}
      onCommit={noop}
      actions={actions}
      actionsHeader="Actions"
      actionsClassName="risk-col-actions"
      renderRow={renderRow}
      rowClassName={rowClassName}
      empty={EMPTY_REGISTER}
      className="risk-table"
      wrapClassName="risk-table-wrap"
      regionLabel="Risks table"
    />
  )
}
