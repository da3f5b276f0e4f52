import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode } from "react"
import { WBS_DURATION_INVALID, WBS_EMPTY_STATE } from "@initpack/core/messages/wbs"
// issue 37: the user's one date format (lib/date-format) instead of dd/mm/yy
import { formatDay as isoToDisplay } from "../../../lib/date-format"
import type { EditableColumn } from "../../../components/editable/editable-column"
import { EditableTable, type EditableTableHandle, type RowAttributes } from "../../../components/editable/editable-table"
import { pastedTasks, type PastedTask } from "../lib/pasted-tasks"
import { Button } from "../../../components/ui/button"
import { parseDuration } from "../lib/duration"
import { wbsColumns } from "../lib/visible-rows"
import { viewRows, type WbsViewRow } from "../lib/view-rows"
import type { WbsRow } from "../lib/wbs-row"
import type { WbsFields } from "../lib/use-wbs"
import type { WbsMode } from "../lib/wbs-mode"
import { SCHEDULE_EMPTY_STATE } from "@initpack/core/messages/agile"
import { criticalClass, linkColumns, type LinkColumnsConfig } from "./link-columns"

export interface WbsRowActions {
  readonly onEdit: (id: number, fields: WbsFields) => void
  readonly onFlush: (id: number) => unknown
  readonly onAddSibling: (id: number) => unknown
  readonly onAddChild: (id: number) => unknown
  readonly onIndent: (id: number) => unknown
  readonly onOutdent: (id: number) => unknown
  readonly onDelete: (row: WbsRow) => unknown
  readonly onPaste: (afterId: number, items: ReadonlyArray<PastedTask>) => unknown
}

export interface WbsTaskTableProps extends WbsRowActions {
  readonly rows: ReadonlyArray<WbsRow>
  readonly generation: number
  readonly focusId: number | null
  readonly onFocused: () => void
  readonly onAddFirst: () => unknown
  /** agile: the Agile Schedule's columns (Resource editable, Start/Finish always, no Phase), row types and sprint badges. */
  readonly mode?: WbsMode
  /** Expand all / Collapse all: a new `seq` applies `collapse` to every parent. */
  readonly expandCommand?: { readonly collapse: boolean; readonly seq: number }
  /** The Predecessors and Float columns (issue 22); rows then come from useNetworkPlan. */
  readonly links?: LinkColumnsConfig
  /** The row a Health check link points at (?focus=<row id>, issue 34): shown open, scrolled to and highlighted. */
  readonly highlightKey?: string | undefined
}

// a WBS row's height in px (an input of the design system's size): rows measured as estimated move nothing
const ROW_PX = 43

const rowClass = (row: WbsViewRow, highlight?: string): string =>
  ["wbs-row", String(row.id) === highlight ? "wbs-row-focus" : "", row.has_children ? "wbs-row-parent" : "", row.duration_days === 0 ? "wbs-row-zero" : "", row.type ? `wbs-row-${row.type}` : "", criticalClass(row)].filter(Boolean).join(" ")
const rowAttributes = (row: WbsViewRow): RowAttributes => ({ "data-wbs": row.wbs, "data-testid": "wbs-row" })

/** The task table (waterfall.md §2) on the shared EditableTable: parents expand and collapse; Start/Finish and Resource only when present. */
export const WbsTaskTable = ({ rows, generation, focusId, onFocused, onAddFirst, mode = "waterfall", expandCommand, links, highlightKey, ...actions }: WbsTaskTableProps) => {
  const agile = mode === "agile"
  const [collapsed, setCollapsed] = useState<ReadonlySet<number>>(new Set())
  const rowsNow = useRef(rows)
  rowsNow.current = rows
  useEffect(() => {
    if (!expandCommand) return
    setCollapsed(expandCommand.collapse ? new Set(rowsNow.current.filter((r) => r.has_children).map((r) => r.id)) : new Set())
  }, [expandCommand])
  const latest = useRef(actions)
  latest.current = actions
  // Esc then Tab leaves the task field instead of indenting (keyboard users are never trapped)
  const escaped = useRef<number | null>(null)
  const { dates, resource } = useMemo(() => wbsColumns(rows), [rows])

  // view rows keep their identity while nothing about them changed, so only changed rows render again
  const cache = useRef(new WeakMap<WbsRow, WbsViewRow>())
  const shown = useMemo(() => viewRows(rows, collapsed, cache.current), [rows, collapsed])

  // keep the row being worked on in view and focused (after add, indent or outdent), rendered or not yet
  const table = useRef<EditableTableHandle>(null)
  useEffect(() => {
    if (focusId === null) return
    const key = String(focusId)
    const input = document.getElementById(`wbs-task-${focusId}`)
    // a row that kept its focus (indent, outdent) keeps its caret; a new row is focused with its name selected
    if (input !== null && document.activeElement === input) return onFocused()
    if (table.current?.focusCell(key, "task", { select: true })) onFocused()
  }, [focusId, shown, onFocused])

  // ?focus=<row id> (issue 34): once the row is loaded, its collapsed parents are opened and its Task cell
  // focused (which scrolls a long table to it); once per id
  const highlighted = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (highlightKey === undefined || highlighted.current === highlightKey) return
    const byId = new Map(rows.map((r) => [String(r.id), r] as const))
    const row = byId.get(highlightKey)
    if (row === undefined) return
    const closed: Array<number> = []
    for (let p = row.parent_id; p != null; p = byId.get(String(p))?.parent_id ?? null) if (collapsed.has(p)) closed.push(p)
    if (closed.length > 0) return setCollapsed((current) => new Set([...current].filter((id) => !closed.includes(id))))
    // a long table renders only the rows in view: focusCell scrolls to the row; asked again until it is drawn
    let tries = 20
    let timer: ReturnType<typeof setTimeout> | undefined
    const attempt = () => {
      const drawn = document.querySelector(`tr[data-row-key="${CSS.escape(highlightKey)}"]`)
      table.current?.focusCell(highlightKey, "task")
      if (drawn) {
        highlighted.current = highlightKey
        requestAnimationFrame(() => drawn.scrollIntoView({ block: "center" }))
      } else if (--tries > 0) timer = setTimeout(attempt, 100)
    }
    attempt()
    return () => clearTimeout(timer)
  }, [highlightKey, rows, shown, collapsed])
  const classOf = useCallback((row: WbsViewRow) => rowClass(row, highlightKey), [highlightKey])

  const toggle = useCallback(
    (id: number) =>
      setCollapsed((current) => {
        const next = new Set(current)
        if (next.has(id)) next.delete(id)
        else next.add(id)
        return next
      }),
    []
  )

  // a parent gaining a child is shown open
  const addChild = useCallback((id: number) => {
    setCollapsed((current) => {
      if (!current.has(id)) return current
      const next = new Set(current)
      next.delete(id)
      return next
    })
    return latest.current.onAddChild(id)
  }, [])

  const columns = useMemo<ReadonlyArray<EditableColumn<WbsViewRow>>>(() => {
    const onTaskKey = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>, row: WbsViewRow, commit: () => void): boolean => {
      if (event.key === "Escape") {
        escaped.current = row.id
        return false
      }
      const wasEscaped = escaped.current === row.id
      escaped.current = null
      if (event.key === "Enter") {
        event.preventDefault()
        commit()
        void latest.current.onAddSibling(row.id)
        return true
      }
      if (event.key === "Tab" && !wasEscaped && (event.shiftKey ? row.canOutdent : row.canIndent)) {
        event.preventDefault()
        commit()
        void (event.shiftKey ? latest.current.onOutdent(row.id) : latest.current.onIndent(row.id))
        return true
      }
      return false
    }
    const taskCell = (row: WbsViewRow, control: ReactNode) => (
      <div className="wbs-task" style={{ paddingInlineStart: `${row.indent * 1.25}rem` }}>
        {row.has_children ? (
          <button
            type="button"
            className="wbs-toggle"
            aria-expanded={!row.collapsed}
            aria-label={`${row.collapsed ? "Expand" : "Collapse"} ${row.wbs}`}
            title={row.collapsed ? "Expand" : "Collapse"}
            onClick={() => toggle(row.id)}
          >
            <span aria-hidden="true">{row.collapsed ? "▸" : "▾"}</span>
          </button>
        ) : (
          <span className="wbs-toggle-spacer" aria-hidden="true" />
        )}
        {control}
        {row.badge ? (
          <span className="wbs-badge" title={`${row.badge.epics} epics, ${row.badge.stories} stories, ${row.badge.points} points`}>
            {row.badge.epics} epics · {row.badge.stories} stories · {row.badge.points} pts
          </span>
        ) : null}
      </div>
    )
    const cols: Array<EditableColumn<WbsViewRow>> = [
      { key: "wbs", header: "WBS", kind: "static", className: "wbs-num", render: (r) => r.wbs },
      { key: "phase", header: "Phase", kind: "static", className: "wbs-phase", render: (r) => r.phase },
      {
        key: "task",
        header: "Task",
        kind: "text",
        className: "wbs-task-cell",
        value: (r) => r.task,
        label: (r) => `Task ${r.wbs}`,
        inputId: (r) => `wbs-task-${r.id}`,
        inputClassName: "wbs-task-input",
        titled: true,
        cell: taskCell,
        onKeyDown: onTaskKey,
        onPaste: (event, row) => {
          if (agile) return false
          const tasks = pastedTasks(event.clipboardData.getData("text/plain"))
          if (tasks.length < 2) return false
          void latest.current.onPaste(row.id, tasks)
          return true
        }
      },
      {
        key: "duration_days",
        header: "Dur",
        kind: "number",
        className: "wbs-dur-cell",
        value: (r) => r.duration_days,
        label: (r) => `Duration (days) ${r.wbs}`,
        inputClassName: "wbs-dur-input",
        min: 0,
        step: "any",
        validate: (text) => (parseDuration(text) === null ? WBS_DURATION_INVALID : undefined),
        parse: (text) => parseDuration(text) ?? 0,
        // agile.md §5: a gate's duration is disabled
        ...(agile
          ? {
              cell: (r: WbsViewRow, control: ReactNode) =>
                r.type === "gate" ? (
                  <input className="ui-input wbs-dur-input" type="number" value={r.duration_days} disabled aria-label={`Duration (days) ${r.wbs}, gate`} />
                ) : (
                  control
                )
            }
          : {})
      }
    ]
    if (agile) {
      const resource: EditableColumn<WbsViewRow> = {
        key: "resource",
        header: "Resource",
        kind: "text",
        className: "wbs-resource-cell",
        value: (r) => r.resource_label,
        label: (r) => `Resource ${r.wbs}`,
        inputClassName: "wbs-resource-input",
        titled: true
      }
      return [
        cols[0] as EditableColumn<WbsViewRow>,
        cols[2] as EditableColumn<WbsViewRow>,
        resource,
        cols[3] as EditableColumn<WbsViewRow>,
        { key: "start_date", header: "Start", kind: "static", className: "wbs-date", render: (r) => isoToDisplay(r.start_date) },
        { key: "end_date", header: "Finish", kind: "static", className: "wbs-date", render: (r) => isoToDisplay(r.end_date) },
        ...(links ? linkColumns<WbsViewRow>(links) : [])
      ]
    }
    if (dates)
      cols.push(
        { key: "start_date", header: "Start", kind: "static", className: "wbs-date", render: (r) => isoToDisplay(r.start_date) },
        { key: "end_date", header: "Finish", kind: "static", className: "wbs-date", render: (r) => isoToDisplay(r.end_date) }
      )
    if (links) cols.push(...linkColumns<WbsViewRow>(links))
    if (resource)
      cols.push({
        key: "resource",
        header: "Resource",
        kind: "static",
        className: "wbs-resource",
        // two lines at most in the row; the whole list on hover
        render: (r) => (
          <span className="wbs-resource-text" title={r.resource_label}>
            {r.resource_label}
          </span>
        )
      })
    return cols
  }, [dates, resource, toggle, agile, links])

  const rowActions = useCallback(
    (row: WbsViewRow) => {
      const n = row.wbs
      const act = latest.current
      return (
        <div className="wbs-actions">
          <button type="button" className="wbs-act" aria-label={`Add sibling after ${n}`} title="Add sibling (Enter)" onClick={() => void latest.current.onAddSibling(row.id)}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className="wbs-act" aria-label={`Add child to ${n}`} title="Add child" onClick={() => void addChild(row.id)}>
            <span aria-hidden="true">↳</span>
          </button>
          <button type="button" className="wbs-act" aria-label={`Indent ${n}`} title="Indent (Tab)" disabled={!row.canIndent} onClick={() => void act.onIndent(row.id)}>
            <span aria-hidden="true">→</span>
          </button>
          <button type="button" className="wbs-act" aria-label={`Outdent ${n}`} title="Outdent (Shift+Tab)" disabled={!row.canOutdent} onClick={() => void latest.current.onOutdent(row.id)}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className="wbs-act wbs-act-danger" aria-label={`Delete ${n}`} title="Delete" onClick={() => void latest.current.onDelete(row)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      )
    },
    [addChild]
  )

  const onChange = useCallback((row: WbsViewRow, field: string, value: string | number | boolean) => {
    if (field === "task") {
      const task = String(value).trim()
      // an emptied name is not saved (the row keeps its name)
      latest.current.onEdit(row.id, { task: task === "" ? undefined : task })
    } else if (field === "duration_days" && typeof value === "number") latest.current.onEdit(row.id, { duration_days: value })
    else if (field === "resource") latest.current.onEdit(row.id, { resource: String(value) })
  }, [])
  const onCommit = useCallback((row: WbsViewRow) => void latest.current.onFlush(row.id), [])

  if (rows.length === 0) {
    return (
      <div className="wbs-empty">
        <p>{agile ? SCHEDULE_EMPTY_STATE : WBS_EMPTY_STATE}</p>
        <Button variant="secondary" onClick={() => onAddFirst()}>
          Add first task
        </Button>
      </div>
    )
  }

  return (
    <EditableTable
      caption={agile ? "Agile schedule tasks" : "Work breakdown structure tasks"}
      rows={shown}
      rowKey={(r) => String(r.id)}
      rowLabel={(r) => r.wbs}
      columns={columns}
      onChange={onChange}
      onCommit={onCommit}
      actions={rowActions}
      actionsHeader="Actions"
      actionsClassName="wbs-actions-cell"
      generation={generation}
      className="wbs-table"
      wrapClassName="wbs-table-wrap"
      rowClassName={classOf}
      rowAttributes={rowAttributes}
      estimatedRowHeight={ROW_PX}
      handle={table}
    />
  )
}
