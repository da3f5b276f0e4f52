import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import type { StakeholderRow } from "../lib/stakeholder-row"
import { suggestedFields, type RowSuggestion } from "../lib/suggestions"
import { rowLabelOf } from "../lib/use-stakeholders"

export interface SuggestionCellProps {
  readonly row: StakeholderRow
  readonly suggestion: RowSuggestion | undefined
  readonly onAccept: (row: StakeholderRow) => void
  readonly onDismiss: (row: StakeholderRow) => void
}

/** The AI's suggestion beside its row: each field with the user's own value where it differs, Accept or Dismiss. */
export const SuggestionCell = ({ row, suggestion, onAccept, onDismiss }: SuggestionCellProps) => {
  if (!suggestion) return <span className="muted sh-no-suggestion">—</span>
  const label = rowLabelOf(row)
  return (
    <div className="sh-suggestion" data-testid="suggestion">
      <Badge tone="info">Suggested</Badge>
      <dl className="sh-suggestion-fields">
        {suggestedFields(row, suggestion).map((f) => (
          <div key={f.field} data-suggested={f.field} data-changed={f.yours !== undefined ? "true" : undefined}>
            <dt>{f.label}</dt>
            <dd title={f.field === "strategy" ? f.suggested : undefined}>
              <span className="sh-suggested-value">{f.suggested}</span>
              {f.yours === undefined ? null : (
                <span className="sh-yours"> {f.field === "strategy" && f.yours !== "none" ? "(replaces yours)" : `(yours: ${f.yours})`}</span>
              )}
            </dd>
          </div>
        ))}
      </dl>
      <div className="sh-suggestion-actions">
        <Button size="sm" onClick={() => onAccept(row)} aria-label={`Accept suggestion for ${label}`}>
          Accept
        </Button>
        <Button size="sm" variant="ghost" onClick={() => onDismiss(row)} aria-label={`Dismiss suggestion for ${label}`}>
          Dismiss
        </Button>
      </div>
    </div>
  )
}
