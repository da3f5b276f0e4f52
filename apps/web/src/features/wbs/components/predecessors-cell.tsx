import { memo, useEffect, useRef, useState } from "react"
import type { RowLink } from "../lib/row-links"
import type { PlannedRow, PredecessorsCheck } from "../lib/use-network-plan"

export interface PredecessorsCellProps {
  readonly row: PlannedRow
  /** core's check of a typed text against the rows shown (notation, missing task, self link, cycle) */
  readonly check: (id: number, text: string) => PredecessorsCheck
  /** a valid text's links, queued like any field edit of the row */
  readonly onLinks: (id: number, links: ReadonlyArray<RowLink>) => void
  readonly onCommit: (id: number) => void
}

/**
 * The Predecessors cell (issue 22): MS Project notation (`3FS+2d, 5SS`) with the row numbers shown,
 * checked as it is typed. A text that does not hold keeps its draft and says why under the field
 * (nothing is sent); a valid one is saved through the row's autosave like the other fields.
 */
const PredecessorsCellInner = ({ row, check, onLinks, onCommit }: PredecessorsCellProps) => {
  const [draft, setDraft] = useState(row.predecessors)
  const [error, setError] = useState<string | null>(null)
  const focused = useRef(false)
  // the numbers shown change with indent, outdent, moves and deletes: an untouched cell follows them
  useEffect(() => {
    if (!focused.current && error === null) setDraft(row.predecessors)
  }, [row.predecessors, error])

  const errorId = `wbs-pred-error-${row.id}`
  const change = (text: string) => {
    setDraft(text)
    const verdict = check(row.id, text)
    if ("error" in verdict) {
      setError(verdict.error)
      return
    }
    setError(null)
    onLinks(row.id, verdict.links)
  }
  return (
    <>
      <input
        className="ui-input wbs-pred-input"
        id={`wbs-pred-${row.id}`}
        aria-label={`Predecessors ${row.wbs}`}
        value={draft}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => change(event.target.value)}
        onFocus={() => {
          focused.current = true
        }}
        onBlur={() => {
          focused.current = false
          onCommit(row.id)
        }}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault()
            onCommit(row.id)
          }
        }}
        {...(error !== null ? { "aria-invalid": true as const, "aria-describedby": errorId, title: error } : { title: draft })}
      />
      {error !== null ? (
        <span className="editable-error wbs-pred-error" id={errorId} role="alert">
          {error}
        </span>
      ) : null}
    </>
  )
}

export const PredecessorsCell = memo(PredecessorsCellInner)

/** The Float cell: total float in working days, and a written "Critical" cue (not colour alone). */
export const FloatCell = memo(({ row }: { readonly row: PlannedRow }) =>
  row.total_float === null ? (
    <span className="wbs-float-none" aria-label="No float yet">
      –
    </span>
  ) : (
    <span className="wbs-float">
      {row.total_float}d{row.critical ? <strong className="wbs-critical-tag">Critical</strong> : null}
    </span>
  )
)
FloatCell.displayName = "FloatCell"
