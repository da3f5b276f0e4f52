import { useCallback, useMemo, useState } from "react"
import { EditableTable } from "../../../components/editable/editable-table"
import type { EditableColumn } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"
import { Input } from "../../../components/ui/input"
import type { BudgetForm, RateRow } from "../lib/budget-form"
import { addRole, editRole, rateProblem, removeRole } from "../lib/rate-card-rows"

interface Props {
  readonly form: BudgetForm
  readonly setForm: (update: (form: BudgetForm) => BudgetForm) => void
  /** Where the roles come from: the WBS, or the agile schedule. */
  readonly source?: string
}

/** Rate Card per role: hourly rates by WBS resource role; roles not listed use the default rate. */
export const RateCardEditor = ({ form, setForm, source = "WBS" }: Props) => {
  const [role, setRole] = useState("")
  const [rate, setRate] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  const columns = useMemo<ReadonlyArray<EditableColumn<RateRow>>>(
    () => [
      { key: "role", header: "Role", kind: "text", value: (row) => row.role, label: (row) => `Role name ${row.role}` },
      {
        key: "rate",
        header: `Hourly rate (${form.currency})`,
        kind: "number",
        min: 0,
        step: "0.01",
        value: (row) => row.rate,
        parse: (text) => text,
        validate: rateProblem,
        label: (row) => `Hourly rate of ${row.role}`
      }
    ],
    [form.currency]
  )
  const actions = useCallback(
    (row: RateRow) => (
      <Button variant="ghost" size="sm" className="budget-remove" aria-label={`Remove role ${row.role}`} onClick={() => setForm((f) => ({ ...f, rates: removeRole(f.rates, row.key) }))}>
        Remove
      </Button>
    ),
    [setForm]
  )
  const add = () => {
    const outcome = addRole(form.rates, role, rate)
    if (!outcome.ok) return setError(outcome.message)
    setForm((f) => ({ ...f, rates: outcome.rows }))
    setRole("")
    setRate("")
    setError(undefined)
  }
  return (
    <fieldset className="budget-fieldset">
      <legend>Rate Card per role</legend>
      <p className="muted budget-lead">Match the roles named in the {source} resources; other roles use the default hourly rate.</p>
      <div className="budget-table-box">
        <EditableTable
          caption="Rate card"
          rows={form.rates}
          rowKey={(row) => row.key}
          rowLabel={(row) => row.role}
          columns={columns}
          onChange={(row, field, value) => setForm((f) => ({ ...f, rates: editRole(f.rates, row.key, field === "role" ? "role" : "rate", String(value)) }))}
          onCommit={() => undefined}
          actions={actions}
          empty="No roles yet: every role uses the default hourly rate."
          className="budget-rates-table budget-stack-table"
        />
      </div>
      <form
        className="budget-add-role"
        onSubmit={(e) => {
          e.preventDefault()
          add()
        }}
      >
        <Input id="budget-new-role" label="New role" value={role} onChange={(e) => setRole(e.target.value)} placeholder="e.g. Business Analyst" autoComplete="off" />
        <Input id="budget-new-rate" label="Hourly rate" type="number" min={0} step="0.01" inputMode="decimal" value={rate} onChange={(e) => setRate(e.target.value)} />
        <Button type="submit" variant="secondary">
          Add role
        </Button>
      </form>
      {error ? (
        <p className="budget-field-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
