import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from "react"
import { EPIC_NAME_REQUIRED } from "@initpack/core/messages/agile"
import type { OrderDirection } from "@initpack/core/rules/planning/backlog/backlog-order"
import { EditableTable } from "../../../components/editable/editable-table"
import type { CellValue, EditableColumn } from "../../../components/editable/editable-column"
import { Button } from "../../../components/ui/button"
import { NO_EPICS_YET } from "../data/backlog-texts"
import type { EpicRow } from "../lib/backlog-rows"

const epicLabel = (row: EpicRow): string => row.name.trim() || `epic ${row.order_index / 10}`

const columns: ReadonlyArray<EditableColumn<EpicRow>> = [
  { key: "n", header: "#", kind: "static", render: (r) => r.order_index / 10, className: "bl-col-n" },
  { key: "key", header: "Key", kind: "text", value: (r) => r.key, label: (_r, l) => `Key of ${l}`, className: "bl-col-key" },
  {
    key: "name",
    header: "Name",
    kind: "text",
    value: (r) => r.name,
    label: (_r, l) => `Name of ${l}`,
    validate: (draft) => (draft.trim() === "" ? EPIC_NAME_REQUIRED : undefined),
    className: "bl-col-name"
  },
  { key: "outcome_link", header: "Outcome link", kind: "text", value: (r) => r.outcome_link, label: (_r, l) => `Outcome link of ${l}`, className: "bl-col-outcome" },
  { key: "nfr_tags", header: "NFR tags", kind: "text", value: (r) => r.nfr_tags.join(", "), label: (_r, l) => `NFR tags of ${l} (comma separated)`, className: "bl-col-tags" }
]

export interface EpicsPanelProps {
  readonly epics: ReadonlyArray<EpicRow>
  readonly generation: number
  readonly onAdd: (name: string) => string | undefined
  readonly onChange: (row: EpicRow, field: string, value: CellValue) => void
  readonly onMove: (uid: string, direction: OrderDirection) => void
  readonly onDelete: (uid: string) => void
  /** the row a Health check link points at (?focus=epic-<id>, issue 34): highlighted */
  readonly focusUid?: string | undefined
}

/** agile.md §2: #, Key, Name, Outcome link, NFR tags, Actions (up, down, delete); a name field where Enter adds an epic. */
export const EpicsPanel = ({ epics, generation, onAdd, onChange, onMove, onDelete, focusUid }: EpicsPanelProps) => {
  const [name, setName] = useState("")
  const [error, setError] = useState<string | undefined>(undefined)
  // a moved row may be re-inserted in the DOM, which drops focus: the button pressed gets it back
  const refocus = useRef<{ uid: string; action: string } | null>(null)
  useEffect(() => {
    const target = refocus.current
    if (!target) return
    refocus.current = null
    document.querySelector<HTMLButtonElement>(`[data-row-key="${CSS.escape(target.uid)}"] [data-action="${target.action}"]`)?.focus()
  }, [epics])

  const add = () => {
    const problem = onAdd(name)
    setError(problem)
    if (problem === undefined) setName("")
  }
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return
    event.preventDefault()
    add()
  }

  const actions = useCallback(
    (row: EpicRow) => {
      const label = epicLabel(row)
      const move = (direction: OrderDirection) => {
        refocus.current = { uid: row.uid, action: direction }
        onMove(row.uid, direction)
      }
      return (
        <div className="bl-row-actions">
          <Button variant="ghost" size="sm" data-action="up" aria-label={`Move ${label} up`} onClick={() => move("up")}>
            ↑
          </Button>
          <Button variant="ghost" size="sm" data-action="down" aria-label={`Move ${label} down`} onClick={() => move("down")}>
            ↓
          </Button>
          <Button variant="ghost" size="sm" className="bl-delete" aria-label={`Delete ${label}`} onClick={() => onDelete(row.uid)}>
            Delete
          </Button>
        </div>
      )
    },
    [onMove, onDelete]
  )
  const rowKey = useMemo(() => (r: EpicRow) => r.uid, [])
  const rowClassName = useCallback((r: EpicRow) => (r.uid === focusUid ? "bl-row-focus" : undefined), [focusUid])

  return (
    <div className="bl-panel">
      <div className="bl-add-epic">
        <label className="ui-label" htmlFor="bl-new-epic">
          New epic name
        </label>
        <div className="bl-inline">
          <input
            id="bl-new-epic"
            className="ui-input"
            value={name}
            placeholder="e.g. Offline scanning"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? "bl-new-epic-error" : "bl-new-epic-hint"}
            onChange={(event) => {
              setName(event.target.value)
              if (error) setError(undefined)
            }}
            onKeyDown={onKeyDown}
          />
          <Button variant="secondary" onClick={add}>
            Add epic
          </Button>
        </div>
        {error ? (
          <span className="ui-field-error" id="bl-new-epic-error" role="alert">
            {error}
          </span>
        ) : (
          <span className="ui-hint" id="bl-new-epic-hint">
            Press Enter to add.
          </span>
        )}
      </div>
      <EditableTable
        caption="Epics"
        className="bl-table bl-epics"
        rows={epics}
        rowKey={rowKey}
        rowClassName={rowClassName}
        rowLabel={epicLabel}
        columns={columns}
        onChange={onChange}
        onCommit={noop}
        actions={actions}
        actionsHeader="Actions"
        empty={NO_EPICS_YET}
        generation={generation}
        regionLabel="Epics table"
      />
    </div>
  )
}

// agile.md §4: edits save 900 ms after a change, not on blur
const noop = () => undefined
