import { Button } from "../../../components/ui/button"
import type { RiskRow } from "../lib/risk-row"
import { RagBadge } from "./rag-badge"

export interface RiskRowViewProps {
  readonly risk: RiskRow
  readonly busy: boolean
  readonly mitigating: boolean
  readonly onMitigate: () => void
  readonly onEdit: () => void
  readonly onDelete: () => void
}

/** A risk in view mode with its actions AI Gen Mitigation, Edit and Delete (waterfall.md §2). */
export const RiskRowView = ({ risk, busy, mitigating, onMitigate, onEdit, onDelete }: RiskRowViewProps) => (
  <tr>
    <th scope="row" className="risk-col-title">
      {risk.title}
    </th>
    <td className="risk-col-text" data-label="Description">{risk.description || <span className="muted">—</span>}</td>
    <td data-label="Category">
      <span className="risk-chip">{risk.category}</span>
    </td>
    <td data-label="Likelihood">{risk.likelihood}</td>
    <td data-label="Impact">{risk.impact}</td>
    <td data-label="RAG">
      <RagBadge likelihood={risk.likelihood} impact={risk.impact} />
    </td>
    <td className="risk-col-text" data-label="Mitigation" data-testid="mitigation">
      {mitigating ? <span className="muted">Drafting mitigation…</span> : risk.mitigation || <span className="muted">No mitigation yet</span>}
    </td>
    <td className="risk-col-actions">
      <div className="risk-actions">
        <Button size="sm" variant="secondary" onClick={onMitigate} disabled={busy} aria-label={`AI Gen Mitigation for ${risk.title}`}>
          AI Gen Mitigation
        </Button>
        <Button size="sm" variant="ghost" onClick={onEdit} disabled={busy} aria-label={`Edit ${risk.title}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" className="risk-delete" onClick={onDelete} disabled={busy} aria-label={`Delete ${risk.title}`}>
          Delete
        </Button>
      </div>
    </td>
  </tr>
)
