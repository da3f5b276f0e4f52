import { useEffect, useMemo, useState } from "react"
import { WBS_EMPTY_STATE } from "@initpack/core/messages/wbs"
import { Button } from "../../../components/ui/button"
import { indentTarget, outdentTarget } from "../lib/tree-moves"
import { visibleRows, wbsColumns } from "../lib/visible-rows"
import type { WbsRow } from "../lib/wbs-row"
import { WbsTaskRow, type WbsRowActions } from "./wbs-task-row"

export interface WbsTaskTableProps extends Omit<WbsRowActions, "onToggle"> {
  readonly rows: ReadonlyArray<WbsRow>
  readonly generation: number
  readonly focusId: number | null
  readonly onFocused: () => void
  readonly onAddFirst: () => unknown
}

/** The task table (waterfall.md §2): parents expand and collapse; Start/Finish and Resource only when present. */
export const WbsTaskTable = ({ rows, generation, focusId, onFocused, onAddFirst, ...actions }: WbsTaskTableProps) => {
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const columns = wbsColumns(rows)
  const shown = useMemo(() => visibleRows(rows, collapsed), [rows, collapsed])

  // keep the row being worked on in view and focused (after add, indent or outdent)
  useEffect(() => {
    if (focusId === null) return
    const input = document.getElementById(`wbs-task-${focusId}`)
    if (input instanceof HTMLInputElement) {
      input.focus()
      input.select()
      onFocused()
    }
  }, [focusId, rows, onFocused])

  // a parent gaining a child is shown open
  const addChild = (id: number) => {
    setCollapsed((current) => {
      if (!current.has(id)) return current
      const next = new Set(current)
      next.delete(id)
      return next
    })
    return actions.onAddChild(id)
  }

  const toggle = (id: number) =>
    setCollapsed((current) => {
      const next = new Set(current)
      if (next.has(id)) next.delete(id)
      else next.add(id)
      return next
    })

  if (rows.length === 0) {
    return (
      <div className="wbs-empty">
        <p>{WBS_EMPTY_STATE}</p>
        <Button variant="secondary" onClick={() => onAddFirst()}>
          Add first task
        </Button>
      </div>
    )
  }

  return (
    <div className="ui-table-wrap wbs-table-wrap">
      <table className="ui-table wbs-table">
        <caption className="sr-only">Work breakdown structure tasks</caption>
        <thead>
          <tr>
            <th scope="col">WBS</th>
            <th scope="col">Phase</th>
            <th scope="col">Task</th>
            <th scope="col">Dur</th>
            {columns.dates ? (
              <>
                <th scope="col">Start</th>
                <th scope="col">Finish</th>
              </>
            ) : null}
            {columns.resource ? <th scope="col">Resource</th> : null}
            <th scope="col">
              Actions
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((row) => (
            <WbsTaskRow
              key={`${row.id}-${generation}`}
              row={row}
              collapsed={collapsed.has(row.id)}
              canIndent={indentTarget(rows, row.id) !== null}
              canOutdent={outdentTarget(rows, row.id) !== null}
              showDates={columns.dates}
              showResource={columns.resource}
              {...actions}
              onAddChild={addChild}
              onToggle={toggle}
            />
          ))}
        </tbody>
      </table>
    </div>
  )
}
