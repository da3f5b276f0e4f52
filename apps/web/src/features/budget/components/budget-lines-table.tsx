import { memo } from "react"
import { useFocusParam, useScrollToFocus } from "../../../lib/focus-param"
import type { CostType } from "@initpack/core/rules/budget/cost-type"
import { costTypeEditable, type BudgetLine } from "../lib/budget-result"
import type { LabourNote } from "../lib/labour-sources"

interface Props {
  readonly lines: ReadonlyArray<BudgetLine>
  readonly notes: ReadonlyMap<string, LabourNote>
  readonly pending: Readonly<Record<string, CostType>> | undefined
  readonly money: (amount: number) => string
  /** False on the Free plan: cost types stay as classified. */
  readonly canEdit: boolean
  readonly onCostType: (line: BudgetLine, type: CostType) => void
}

const NOTE_LIMIT = 3

const Note = ({ note }: { readonly note: LabourNote }) => (
  <div className="budget-note" data-testid="labour-note">
    <span>{note.summary}</span>
    {note.details.length > 0 ? (
      <ul>
        {note.details.slice(0, NOTE_LIMIT).map((d) => (
          <li key={d}>{d}</li>
        ))}
      </ul>
    ) : null}
    {note.details.length > NOTE_LIMIT ? (
      <details>
        <summary>{note.details.length - NOTE_LIMIT} more</summary>
        <ul>
          {note.details.slice(NOTE_LIMIT).map((d) => (
            <li key={d}>{d}</li>
          ))}
        </ul>
      </details>
    ) : null}
    {note.stale ? <span className="budget-note-stale">The WBS changed since this budget was generated: generate again to follow it.</span> : null}
  </div>
)

interface RowProps {
  readonly line: BudgetLine
  readonly note: LabourNote | undefined
  readonly held: CostType | undefined
  readonly money: (amount: number) => string
  readonly canEdit: boolean
  readonly onCostType: (line: BudgetLine, type: CostType) => void
  /** the line a Health check link points at (?focus=<id>): highlighted */
  readonly focused: boolean
}

// one row re-renders only when its line, note or held edit changes
const LineRow = memo(({ line, note, held, money, canEdit, onCostType, focused }: RowProps) => {
  const shown = held ?? line.cost_type
  const className = [held && held !== line.cost_type ? "budget-line-pending" : "", focused ? "budget-line-focus" : ""].filter(Boolean).join(" ")
  return (
    <tr data-line-id={line.id} data-rollup={line.rollup ? "true" : "false"} className={className || undefined}>
      <td data-label="Category">{line.category}</td>
      <th scope="row" data-label="Item" className="budget-line-item">
        <span>{line.item}</span>
        {note ? <Note note={note} /> : null}
      </th>
      <td data-label="Cost" className="budget-money" data-amount={line.estimated_cost}>
        {money(line.estimated_cost)}
      </td>
      <td data-label="Justification" className="budget-line-why">
        {line.justification}
      </td>
      <td data-label="Cost type">
        {costTypeEditable(line) && canEdit ? (
          <select className="ui-select budget-cost-type" aria-label={`Cost type of ${line.item}`} value={shown} onChange={(e) => onCostType(line, e.target.value as CostType)}>
            <option value="CAPEX">CAPEX</option>
            <option value="OPEX">OPEX</option>
          </select>
        ) : (
          <span className="budget-fixed" title={line.rollup ? "Labour phase roll-ups are OPEX" : undefined}>
            {shown}
            {line.rollup ? <span className="muted"> (fixed)</span> : null}
          </span>
        )}
      </td>
    </tr>
  )
})

/** Result line items: category, item, cost, justification, cost type (waterfall.md §2, §4). */
export const BudgetLinesTable = ({ lines, notes, pending, money, canEdit, onCostType }: Props) => {
  // ?focus=<line id> (issue 34): that line scrolled into view and highlighted
  const focus = useFocusParam()
  useScrollToFocus(focus, (id) => `tr[data-line-id="${CSS.escape(id)}"]`)
  return (
    <div className="ui-table-wrap budget-lines-wrap">
      <table className="ui-table budget-lines">
        <caption className="sr-only">Budget line items</caption>
        <thead>
          <tr>
            <th scope="col">Category</th>
            <th scope="col">Item</th>
            <th scope="col" className="budget-money">
              Cost
            </th>
            <th scope="col">Justification</th>
            <th scope="col">Cost type</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <LineRow key={line.id} line={line} note={notes.get(line.id)} held={pending?.[line.id]} money={money} canEdit={canEdit} onCostType={onCostType} focused={line.id === focus} />
          ))}
        </tbody>
      </table>
    </div>
  )
}
