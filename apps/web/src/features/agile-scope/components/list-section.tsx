import { memo, useCallback, useMemo, useState } from "react"
import { EditableTable } from "../../../components/editable/editable-table"
import type { CellValue, EditableColumn } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"
import type { ItemRow } from "../lib/scope-draft"
import type { ListKey, ListSpec } from "../lib/scope-sections"
import { RowCount } from "./row-count"

export interface ListSectionProps {
  readonly list: ListSpec
  readonly rows: ReadonlyArray<ItemRow>
  readonly generation: number
  /** The AI action running on this screen, if any (buttons wait for it). */
  readonly busy: string | null
  readonly onEdit: (key: ListKey, rowKey: string, field: "title" | "rationale", value: string) => void
  readonly onAdd: (key: ListKey) => ItemRow
  readonly onDelete: (key: ListKey, rowKey: string) => void
  readonly onAddWithAi: (list: ListSpec, note: string) => void
  readonly onExpand: (list: ListSpec, row: ItemRow) => void
}

const titleInputId = (list: ListSpec, row: ItemRow): string => `agile-${list.key}-${row.key}-title`

/** One list of a tab: editable rows, add a row, AI add-only (with an optional note) and, for items, expand one. */
export const ListSection = memo(function ListSection({ list, rows, generation, busy, onEdit, onAdd, onDelete, onAddWithAi, onExpand }: ListSectionProps) {
  const [note, setNote] = useState("")
  const headingId = `agile-${list.key}-heading`
  const rowLabel = useCallback((row: ItemRow) => row.title.trim() || `new row ${rows.indexOf(row) + 1}`, [rows])

  const columns = useMemo<ReadonlyArray<EditableColumn<ItemRow>>>(() => {
    const title: EditableColumn<ItemRow> = {
      key: "title",
      header: list.titleHeader,
      // items' titles are often a sentence: they wrap; telemetry entries are short names
      kind: list.kind === "items" ? "textarea" : "text",
      value: (r) => r.title,
      label: (_r, l) => `${list.titleHeader} (${list.label}): ${l}`,
      inputId: (r) => titleInputId(list, r),
      // a title is one line even where it wraps: Enter ends the edit instead of breaking the line
      onKeyDown: (event, _row, commit) => {
        if (event.key !== "Enter") return false
        event.preventDefault()
        commit()
        return true
      },
      parse: (draft) => draft.replace(/\s*\n\s*/g, " "),
      className: list.kind === "items" ? "agile-col-title" : "agile-col-string",
      titled: true
    }
    if (list.kind === "strings") return [title]
    return [
      title,
      { key: "rationale", header: "Rationale", kind: "textarea", value: (r) => r.rationale, label: (_r, l) => `Rationale (${list.label}): ${l}`, className: "agile-col-rationale" }
    ]
  }, [list])

  const actions = useCallback(
    (row: ItemRow) => (
      <div className="agile-row-actions">
        {list.kind === "items" ? (
          <Button variant="ghost" size="sm" disabled={busy !== null || row.title.trim() === ""} aria-label={`Expand ${row.title || "row"} with AI`} onClick={() => onExpand(list, row)}>
            {busy === `expand:${row.key}` ? "Expanding…" : "Expand"}
          </Button>
        ) : null}
        <Button variant="ghost" size="sm" className="agile-delete" aria-label={`Delete ${row.title || "empty row"} from ${list.label}`} onClick={() => onDelete(list.key, row.key)}>
          Delete
        </Button>
      </div>
    ),
    [list, busy, onExpand, onDelete]
  )

  const add = () => {
    const row = onAdd(list.key)
    // the new row renders on the next frame; then its title takes the focus
    requestAnimationFrame(() => document.getElementById(titleInputId(list, row))?.focus())
  }

  return (
    <section className="agile-list" aria-labelledby={headingId}>
      <div className="agile-list-head">
        <h3 id={headingId}>{list.label}</h3>
        <RowCount count={rows.length} />
      </div>
      <EditableTable
        caption={`${list.label} items`}
        rows={rows}
        rowKey={(r) => r.key}
        rowLabel={rowLabel}
        columns={columns}
        onChange={(row: ItemRow, field: string, value: CellValue) => onEdit(list.key, row.key, field === "rationale" ? "rationale" : "title", String(value))}
        onCommit={() => undefined}
        actions={actions}
        generation={generation}
        empty={`No ${list.label.toLowerCase()} yet. Add a row or ask the AI.`}
      />
      <div className="agile-list-tools">
        <Button variant="secondary" size="sm" onClick={add}>
          + Add row
        </Button>
        <div className="agile-ai-add">
          <label className="sr-only" htmlFor={`agile-${list.key}-note`}>
            Note for the AI ({list.label}, optional)
          </label>
          <input id={`agile-${list.key}-note`} className="ui-input" placeholder="Note for the AI (optional)" value={note} onChange={(e) => setNote(e.target.value)} />
          <Button size="sm" disabled={busy !== null} onClick={() => onAddWithAi(list, note)} aria-label={busy === `add:${list.key}` ? undefined : `Add with AI to ${list.label}`}>
            {busy === `add:${list.key}` ? "Adding…" : "Add with AI"}
          </Button>
        </div>
      </div>
    </section>
  )
})
