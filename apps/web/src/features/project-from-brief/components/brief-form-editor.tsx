import type { FormEvent, ReactNode } from "react"
import type { BriefAssumption, BriefForm } from "@initpack/core/brief/brief-form"
import { Badge } from "../../../components/ui/badge"
import { Button } from "../../../components/ui/button"
import { Card } from "../../../components/ui/card"
import { linesOf, peopleOf, peopleText } from "../lib/form-text"

type Field = "name" | "method" | "start" | "deadlines" | "events" | "money" | "currency" | "quantities" | "stakeholders" | "constraints" | "risk_context" | "text"

const LABELS: Record<Field, string> = {
  name: "Project name",
  method: "Delivery method",
  start: "Start",
  deadlines: "Deadlines (one a line)",
  events: "Event dates (one a line)",
  money: "Money (one a line)",
  currency: "Currency",
  quantities: "Quantities (one a line)",
  stakeholders: "People and teams: Name (Role), one a line",
  constraints: "Constraints (one a line)",
  risk_context: "Risk context",
  text: "The brief's words"
}

/** Step 2: what the reader understood, every field editable; assumed fields carry a badge and the reason. */
export const BriefFormEditor = ({
  form,
  busy,
  onChange,
  onDraft,
  onBack
}: {
  readonly form: BriefForm
  readonly busy: boolean
  readonly onChange: (form: BriefForm) => void
  readonly onDraft: () => void
  readonly onBack: () => void
}) => {
  const assumption = (field: Field): BriefAssumption | undefined => form.assumed.find((a) => a.field === field)
  // editing a field makes it the user's: its assumed mark goes
  const set = <K extends keyof BriefForm>(field: Field, key: K, value: BriefForm[K]) =>
    onChange({ ...form, [key]: value, assumed: form.assumed.filter((a) => a.field !== field) })
  const field = (name: Field, control: (id: string, describedBy: string | undefined) => ReactNode) => {
    const a = assumption(name)
    const id = `brief-${name}`
    return (
      <div className="ui-field" data-field={name}>
        <label className="ui-label" htmlFor={id}>
          {LABELS[name]} {a ? <Badge tone="warning">Assumed</Badge> : null}
        </label>
        {control(id, a ? `${id}-assumed` : undefined)}
        {a ? (
          <span id={`${id}-assumed`} className="ui-hint" data-testid={`assumed-${name}`}>
            {a.reason}
          </span>
        ) : null}
      </div>
    )
  }
  const list = (name: Field, key: "deadlines" | "events" | "money" | "quantities" | "constraints", rows = 3) =>
    field(name, (id, describedBy) => (
      <textarea id={id} className="ui-textarea" rows={rows} aria-describedby={describedBy} value={form[key].join("\n")} onChange={(e) => set(name, key, linesOf(e.target.value))} />
    ))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onDraft()
  }
  return (
    <Card>
      <form className="stack" onSubmit={submit} noValidate aria-labelledby="understood-heading">
        <h2 id="understood-heading" style={{ margin: 0 }}>
          What we understood
        </h2>
        <p className="muted" style={{ margin: 0 }}>
          Check each field; what the brief did not say is marked Assumed with the reason. Nothing is saved yet.
        </p>
        {field("name", (id, d) => <input id={id} className="ui-input" aria-describedby={d} value={form.name} onChange={(e) => set("name", "name", e.target.value)} autoComplete="off" />)}
        <div className="brief-form-grid">
          {field("method", (id, d) => (
            <select id={id} className="ui-select" aria-describedby={d} value={form.method} onChange={(e) => set("method", "method", e.target.value === "agile" ? "agile" : "waterfall")}>
              <option value="waterfall">Waterfall / PRINCE2</option>
              <option value="agile">Agile / Product</option>
            </select>
          ))}
          {field("start", (id, d) => <input id={id} type="date" className="ui-input" aria-describedby={d} value={form.start} onChange={(e) => e.target.value && set("start", "start", e.target.value)} />)}
          {field("currency", (id, d) => (
            <input id={id} className="ui-input" aria-describedby={d} value={form.currency} maxLength={3} onChange={(e) => set("currency", "currency", e.target.value.toUpperCase())} placeholder="GBP" />
          ))}
        </div>
        <div className="brief-form-grid">
          {list("deadlines", "deadlines")}
          {list("events", "events")}
          {list("money", "money")}
          {list("quantities", "quantities")}
        </div>
        {field("stakeholders", (id, d) => (
          <textarea id={id} className="ui-textarea" rows={4} aria-describedby={d} value={peopleText(form.stakeholders)} onChange={(e) => set("stakeholders", "stakeholders", peopleOf(e.target.value))} />
        ))}
        {list("constraints", "constraints", 4)}
        {field("risk_context", (id, d) => <textarea id={id} className="ui-textarea" rows={3} aria-describedby={d} value={form.risk_context} onChange={(e) => set("risk_context", "risk_context", e.target.value)} />)}
        {field("text", (id, d) => <textarea id={id} className="ui-textarea" rows={8} aria-describedby={d} value={form.text} onChange={(e) => set("text", "text", e.target.value)} />)}
        <div className="row">
          <Button type="submit" disabled={busy}>
            {busy ? "Drafting…" : "Draft the project"}
          </Button>
          <Button type="button" variant="secondary" onClick={onBack} disabled={busy}>
            Start again
          </Button>
        </div>
      </form>
    </Card>
  )
}
