import { memo, useCallback, useMemo } from "react"
import { parsePersonaLine } from "@initpack/core/rules/scope/persona-lines"
import { EditableTable } from "../../../components/editable/editable-table"
import type { CellValue, EditableColumn } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"
import { PERSONA_FORMAT_HINT, PERSONA_NAME_FIRST } from "../data/agile-scope-texts"
import type { PersonaRow } from "../lib/scope-draft"
import { RowCount } from "./row-count"

export interface PersonaSectionProps {
  readonly rows: ReadonlyArray<PersonaRow>
  readonly generation: number
  readonly busy: string | null
  readonly onEdit: (rowKey: string, line: string) => void
  readonly onAdd: () => PersonaRow
  readonly onDelete: (rowKey: string) => void
  readonly onAugment: () => void
}

const lineInputId = (row: PersonaRow): string => `agile-persona-${row.key}`

const ReadsAs = ({ line }: { readonly line: string }) => {
  const persona = parsePersonaLine(line)
  if (!persona) return <span className="muted">—</span>
  return (
    <span className="agile-persona-parsed">
      <strong>{persona.name}</strong>
      {persona.jtbd ? <span>{persona.jtbd}</span> : null}
      {persona.pains.length > 0 ? (
        <span className="agile-pains">
          {persona.pains.map((pain, i) => (
            <span key={i} className="agile-pain">
              {pain}
            </span>
          ))}
        </span>
      ) : null}
    </span>
  )
}

/** Personas, one line each: name | jtbd | pains, comma separated (agile.md §2); AI augment adds 4. */
export const PersonaSection = memo(function PersonaSection({ rows, generation, busy, onEdit, onAdd, onDelete, onAugment }: PersonaSectionProps) {
  const positions = useMemo(() => new Map(rows.map((row, i) => [row.key, i + 1])), [rows])
  const rowLabel = useCallback((row: PersonaRow) => String(positions.get(row.key) ?? ""), [positions])
  const columns = useMemo<ReadonlyArray<EditableColumn<PersonaRow>>>(
    () => [
      {
        key: "line",
        header: "Persona line",
        kind: "text",
        value: (r) => r.line,
        label: (_r, n) => `Persona line ${n}`,
        inputId: lineInputId,
        validate: (draft) => (draft.trim() !== "" && parsePersonaLine(draft) === null ? PERSONA_NAME_FIRST : undefined),
        className: "agile-col-persona",
        titled: true
      },
      { key: "reads", header: "Reads as", kind: "static", render: (r) => <ReadsAs line={r.line} />, className: "agile-col-reads" }
    ],
    []
  )
  const actions = useCallback(
    (row: PersonaRow) => (
      <Button variant="ghost" size="sm" className="agile-delete" aria-label={`Delete persona line ${positions.get(row.key) ?? ""}`} onClick={() => onDelete(row.key)}>
        Delete
      </Button>
    ),
    [positions, onDelete]
  )
  const add = () => {
    const row = onAdd()
    requestAnimationFrame(() => document.getElementById(lineInputId(row))?.focus())
  }
  return (
    <section className="agile-list" aria-labelledby="agile-personas-heading">
      <div className="agile-list-head">
        <h3 id="agile-personas-heading">Personas</h3>
        <RowCount count={rows.length} />
      </div>
      <p className="muted agile-hint" id="agile-persona-format">
        {PERSONA_FORMAT_HINT} <code>Ana, ops lead | books rooms in one step | double bookings, no-shows</code>
      </p>
      <EditableTable
        caption="Personas"
        rows={rows}
        rowKey={(r) => r.key}
        rowLabel={rowLabel}
        columns={columns}
        onChange={(row: PersonaRow, _field: string, value: CellValue) => onEdit(row.key, String(value))}
        onCommit={() => undefined}
        actions={actions}
        generation={generation}
        empty="No personas yet. Add a line or ask the AI."
      />
      <div className="agile-list-tools">
        <Button variant="secondary" size="sm" onClick={add}>
          + Add persona
        </Button>
        <Button size="sm" disabled={busy !== null} onClick={onAugment}>
          {busy === "personas" ? "Adding personas…" : "Augment personas with AI"}
        </Button>
      </div>
    </section>
  )
})
