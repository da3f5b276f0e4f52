import { useCallback, useMemo, useState } from "react"
import { EditableTable } from "../../../components/editable/editable-table"
import type { EditableColumn } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"
import { Checkbox } from "../../../components/ui/checkbox"
import { KNOWN_COSTS_HINT, alreadyListed } from "../data/budget-texts"
import type { BudgetForm, KnownCost } from "../lib/budget-form"
import { addKnownCost, amountProblem, removeKnownCost, setKnownCostAmount } from "../lib/known-costs"
import { AddItemDialog } from "./add-item-dialog"

interface Props {
  readonly form: BudgetForm
  readonly setForm: (update: (form: BudgetForm) => BudgetForm) => void
  readonly setIncludeWbs: (include: boolean) => void
  readonly onNotice: (text: string) => void
  /** The lead under the heading and what the suggested rows' source is called (WBS, or the agile schedule). */
  readonly hint?: string
  readonly suggestionSource?: string
}

const sourceText = (source: KnownCost["source"], suggestionSource: string): string =>
  source === "scope" ? "from scope" : source === "wbs" ? `from ${suggestionSource}` : "added"

/** Any known expected one-off costs: deliverable/purchase with a fixed cost, remove, suggestions, + Add item. */
export const KnownCostsCard = ({ form, setForm, setIncludeWbs, onNotice, hint = KNOWN_COSTS_HINT, suggestionSource = "WBS" }: Props) => {
  const [adding, setAdding] = useState(false)
  const columns = useMemo<ReadonlyArray<EditableColumn<KnownCost>>>(
    () => [
      {
        key: "name",
        header: "Deliverable / purchase",
        kind: "static",
        className: "budget-cost-name",
        render: (row) => (
          <>
            <span>{row.name}</span> <span className={`budget-source budget-source-${row.source}`}>{sourceText(row.source, suggestionSource)}</span>
          </>
        )
      },
      {
        key: "amount",
        header: `Fixed cost (${form.currency})`,
        kind: "number",
        className: "budget-cost-amount",
        min: 0,
        step: "0.01",
        value: (row) => row.amount,
        parse: (text) => text,
        validate: amountProblem,
        label: (row) => `Fixed cost of ${row.name}`
      }
    ],
    [form.currency, suggestionSource]
  )
  const actions = useCallback(
    (row: KnownCost) => (
      <Button variant="ghost" size="sm" className="budget-remove" aria-label={`Remove ${row.name}`} onClick={() => setForm((f) => ({ ...f, costs: removeKnownCost(f.costs, row.key) }))}>
        Remove
      </Button>
    ),
    [setForm]
  )
  const add = (name: string) => {
    const outcome = addKnownCost(form.costs, name)
    setAdding(false)
    if (outcome.ok) {
      setForm((f) => ({ ...f, costs: outcome.rows }))
      onNotice(`Added “${name.trim()}”: enter its fixed cost.`)
      // the new row's cost field is next to fill in
      setTimeout(() => document.querySelector<HTMLInputElement>(`[aria-label="Fixed cost of ${CSS.escape(name.trim())}"]`)?.focus(), 50)
    } else if (outcome.reason === "duplicate") onNotice(alreadyListed(name.trim()))
  }
  return (
    <section className="ui-card budget-card" aria-labelledby="budget-costs-heading">
      <h2 id="budget-costs-heading" className="ui-card-title">
        Any known expected one-off costs
      </h2>
      <p className="muted budget-lead">{hint}</p>
      <Checkbox id="budget-include-wbs" label="Include WBS suggestions" checked={form.includeWbs} onChange={(e) => setIncludeWbs(e.target.checked)} />
      <div className="budget-table-box">
        <EditableTable
          caption="Known one-off costs"
          rows={form.costs}
          rowKey={(row) => row.key}
          rowLabel={(row) => row.name}
          columns={columns}
          onChange={(row, _field, value) => setForm((f) => ({ ...f, costs: setKnownCostAmount(f.costs, row.key, String(value)) }))}
          onCommit={() => undefined}
          actions={actions}
          empty="No known costs yet. Use + Add item."
          className="budget-costs-table budget-stack-table"
        />
      </div>
      <div className="row">
        <Button variant="secondary" onClick={() => setAdding(true)}>
          + Add item
        </Button>
      </div>
      <AddItemDialog open={adding} onAdd={add} onClose={() => setAdding(false)} />
    </section>
  )
}
