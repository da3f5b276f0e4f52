import { useEffect, useRef, useState, type KeyboardEvent } from "react"
import { WBS_DURATION_INVALID } from "@initpack/core/messages/wbs"
import { isoToDisplay } from "@initpack/core/rules/planning/dates/display-date"
import { parseDuration } from "../lib/duration"
import type { WbsRow } from "../lib/wbs-row"

/** waterfall.md §4: field edits save after a 550 ms debounce. */
export const FIELD_SAVE_DEBOUNCE_MS = 550

export interface WbsRowActions {
  readonly onSave: (id: number, patch: { readonly task?: string; readonly duration_days?: number }) => unknown
  readonly onAddSibling: (id: number) => unknown
  readonly onAddChild: (id: number) => unknown
  readonly onIndent: (id: number) => unknown
  readonly onOutdent: (id: number) => unknown
  readonly onDelete: (row: WbsRow) => unknown
  readonly onToggle: (id: number) => void
}

export interface WbsTaskRowProps extends WbsRowActions {
  readonly row: WbsRow
  readonly collapsed: boolean
  readonly canIndent: boolean
  readonly canOutdent: boolean
  readonly showDates: boolean
  readonly showResource: boolean
}

const durationText = (n: number): string => String(n)

/** One WBS row: number, phase, editable task and duration, dates, resource and the row actions. */
export const WbsTaskRow = ({ row, collapsed, canIndent, canOutdent, showDates, showResource, ...actions }: WbsTaskRowProps) => {
  const [task, setTask] = useState(row.task)
  const [duration, setDuration] = useState(durationText(row.duration_days))
  const [durationError, setDurationError] = useState<string | undefined>(undefined)
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined)
  const latest = useRef({ task, duration, row, onSave: actions.onSave })
  latest.current = { task, duration, row, onSave: actions.onSave }
  // Esc then Tab leaves the task field instead of indenting (keyboard users are never trapped)
  const escaped = useRef(false)

  const pending = () => timer.current !== undefined

  /** Sends what changed now (a pending debounced save runs at once). */
  const flush = () => {
    clearTimeout(timer.current)
    timer.current = undefined
    const { task: t, duration: d, row: r, onSave } = latest.current
    const patch: { task?: string; duration_days?: number } = {}
    if (t.trim() !== "" && t.trim() !== r.task) patch.task = t.trim()
    const days = parseDuration(d)
    if (days === null) setDurationError(WBS_DURATION_INVALID)
    else {
      setDurationError(undefined)
      if (days !== r.duration_days) patch.duration_days = days
    }
    if (patch.task !== undefined || patch.duration_days !== undefined) onSave(r.id, patch)
  }

  const schedule = () => {
    clearTimeout(timer.current)
    timer.current = setTimeout(flush, FIELD_SAVE_DEBOUNCE_MS)
  }

  // the server's values replace the fields unless an edit is waiting to be saved
  useEffect(() => {
    if (!pending()) setTask(row.task)
  }, [row.task])
  useEffect(() => {
    if (!pending()) setDuration(durationText(row.duration_days))
  }, [row.duration_days])
  // leaving the screen (or the row going away) still saves a waiting edit
  useEffect(
    () => () => {
      if (timer.current !== undefined) flush()
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps
    []
  )

  const onTaskKey = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      escaped.current = true
      return
    }
    const wasEscaped = escaped.current
    escaped.current = false
    if (event.key === "Enter") {
      event.preventDefault()
      flush()
      actions.onAddSibling(row.id)
    } else if (event.key === "Tab" && !wasEscaped) {
      const allowed = event.shiftKey ? canOutdent : canIndent
      if (!allowed) return
      event.preventDefault()
      flush()
      if (event.shiftKey) actions.onOutdent(row.id)
      else actions.onIndent(row.id)
    }
  }

  const zero = row.duration_days === 0
  const n = row.wbs
  const className = ["wbs-row", row.has_children ? "wbs-row-parent" : "", zero ? "wbs-row-zero" : ""].filter(Boolean).join(" ")
  return (
    <tr className={className} data-wbs={n} data-testid="wbs-row">
      <td className="wbs-num">{n}</td>
      <td className="wbs-phase">{row.phase}</td>
      <td className="wbs-task-cell">
        <div className="wbs-task" style={{ paddingInlineStart: `${row.indent * 1.25}rem` }}>
          {row.has_children ? (
            <button
              type="button"
              className="wbs-toggle"
              aria-expanded={!collapsed}
              aria-label={`${collapsed ? "Expand" : "Collapse"} ${n}`}
              title={collapsed ? "Expand" : "Collapse"}
              onClick={() => actions.onToggle(row.id)}
            >
              <span aria-hidden="true">{collapsed ? "▸" : "▾"}</span>
            </button>
          ) : (
            <span className="wbs-toggle-spacer" aria-hidden="true" />
          )}
          <input
            id={`wbs-task-${row.id}`}
            className="ui-input wbs-task-input"
            aria-label={`Task ${n}`}
            title={task}
            value={task}
            onChange={(event) => {
              setTask(event.target.value)
              schedule()
            }}
            onKeyDown={onTaskKey}
            onBlur={() => {
              escaped.current = false
              if (pending()) flush()
            }}
          />
        </div>
      </td>
      <td className="wbs-dur-cell">
        <input
          className="ui-input wbs-dur-input"
          aria-label={`Duration (days) ${n}`}
          type="number"
          min={0}
          step="any"
          inputMode="decimal"
          value={duration}
          aria-invalid={durationError ? true : undefined}
          title={durationError}
          onChange={(event) => {
            setDuration(event.target.value)
            setDurationError(parseDuration(event.target.value) === null ? WBS_DURATION_INVALID : undefined)
            schedule()
          }}
          onBlur={() => {
            if (pending()) flush()
          }}
        />
        {durationError ? (
          <span className="wbs-field-error" role="alert">
            {durationError}
          </span>
        ) : null}
      </td>
      {showDates ? (
        <>
          <td className="wbs-date">{isoToDisplay(row.start_date)}</td>
          <td className="wbs-date">{isoToDisplay(row.end_date)}</td>
        </>
      ) : null}
      {showResource ? <td className="wbs-resource">{row.resource_label}</td> : null}
      <td className="wbs-actions-cell">
        <div className="wbs-actions">
          <button type="button" className="wbs-act" aria-label={`Add sibling after ${n}`} title="Add sibling (Enter)" onClick={() => actions.onAddSibling(row.id)}>
            <span aria-hidden="true">+</span>
          </button>
          <button type="button" className="wbs-act" aria-label={`Add child to ${n}`} title="Add child" onClick={() => actions.onAddChild(row.id)}>
            <span aria-hidden="true">↳</span>
          </button>
          <button type="button" className="wbs-act" aria-label={`Indent ${n}`} title="Indent (Tab)" disabled={!canIndent} onClick={() => actions.onIndent(row.id)}>
            <span aria-hidden="true">→</span>
          </button>
          <button type="button" className="wbs-act" aria-label={`Outdent ${n}`} title="Outdent (Shift+Tab)" disabled={!canOutdent} onClick={() => actions.onOutdent(row.id)}>
            <span aria-hidden="true">←</span>
          </button>
          <button type="button" className="wbs-act wbs-act-danger" aria-label={`Delete ${n}`} title="Delete" onClick={() => actions.onDelete(row)}>
            <span aria-hidden="true">✕</span>
          </button>
        </div>
      </td>
    </tr>
  )
}
