import { PENDING_EDITS_WATERFALL } from "@initpack/core/messages/budget"
import type { CostType } from "@initpack/core/rules/budget/cost-type"
import type { CostTypeTotals } from "@initpack/core/rules/budget/update-cost-types"
import { saveStatusText } from "../../../lib/autosave/save-status-text"
import type { SaveStatus } from "../../../lib/autosave/autosave-queue"
import { NO_RESULT } from "../data/budget-texts"
import type { BudgetLine, BudgetResult } from "../lib/budget-result"
import type { LabourNote } from "../lib/labour-sources"
import { BudgetChart } from "./budget-chart"
import { BudgetLinesTable } from "./budget-lines-table"

interface Props {
  readonly result: BudgetResult | null
  readonly notes: ReadonlyMap<string, LabourNote>
  readonly pending: Readonly<Record<string, CostType>> | undefined
  readonly preview: CostTypeTotals | undefined
  readonly saveStatus: SaveStatus | undefined
  readonly money: (amount: number) => string
  readonly canEdit: boolean
  readonly onCostType: (line: BudgetLine, type: CostType) => void
  /** The held-edits note: waterfall.md §4 'Pending edits not saved until saved', agile.md §4 '... until Save & Recalculate.' */
  readonly pendingText?: string
}

const TILES = [
  ["labour_subtotal", "Labour"],
  ["deliverable_subtotal", "Deliverables"],
  ["external_subtotal", "External"],
  ["contingency", "Contingency"],
  ["total", "Total"]
] as const

/** Result: five summary tiles, CapEx/OpEx totals, a chart and the line items (waterfall.md §2 Budget). */
export const BudgetResultCard = ({ result, notes, pending, preview, saveStatus, money, canEdit, onCostType, pendingText = PENDING_EDITS_WATERFALL }: Props) => {
  const held = pending !== undefined && Object.keys(pending).length > 0
  const status = held ? pendingText : saveStatus?.state === "pending" ? "" : saveStatusText(saveStatus)
  return (
    <section className="ui-card budget-card" aria-labelledby="budget-result-heading">
      <h2 id="budget-result-heading" className="ui-card-title">
        Result
      </h2>
      {result === null ? (
        <p className="muted" data-testid="budget-empty">
          {NO_RESULT}
        </p>
      ) : (
        <>
          <dl className="budget-tiles" data-testid="budget-tiles">
            {TILES.map(([key, label]) => (
              <div key={key} className={`budget-tile${key === "total" ? " budget-tile-total" : ""}`} data-tile={key} data-amount={result.totals[key]}>
                <dt>{label}</dt>
                <dd>{money(result.totals[key])}</dd>
              </div>
            ))}
          </dl>
          <div className="budget-split" data-testid="budget-split">
            <p>
              <span className="budget-split-label">CapEx</span>{" "}
              <strong data-total="capex" data-amount={result.totals.capex}>
                {money(result.totals.capex)}
              </strong>
            </p>
            <p>
              <span className="budget-split-label">OpEx</span>{" "}
              <strong data-total="opex" data-amount={result.totals.opex}>
                {money(result.totals.opex)}
              </strong>{" "}
              <span className="muted">incl. contingency</span>
            </p>
            {preview ? (
              <p className="budget-preview" data-testid="budget-preview">
                After saving: CapEx {money(preview.capex)} · OpEx {money(preview.opex)}
              </p>
            ) : null}
          </div>
          <p className={`budget-status${held ? " budget-status-pending" : ""}`} role="status" aria-live="polite" data-testid="budget-status">
            {status}
          </p>
          <BudgetChart lines={result.lines} totals={result.totals} money={money} />
          <BudgetLinesTable lines={result.lines} notes={notes} pending={pending} money={money} canEdit={canEdit} onCostType={onCostType} />
        </>
      )}
    </section>
  )
}
