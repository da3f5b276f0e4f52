import { memo, useEffect, useRef, useState, type ClipboardEvent, type KeyboardEvent } from "react"
import type { CellValue, EditableColumn, EditableHandlers } from "./editable-column"

const asText = (value: CellValue | undefined): string => (value === undefined ? "" : String(value))

const headerText = (header: unknown): string => (typeof header === "string" ? header : "")

export interface EditableCellProps<Row> {
  readonly row: Row
  readonly rowLabel: string
  readonly column: EditableColumn<Row>
  readonly handlers: EditableHandlers<Row>
  /** Bumped by the screen after a conflict reload: drafts give way to the server's values. */
  readonly generation: number
}

/**
 * One editable cell. It keeps its draft while focused so typing never waits for the server, and
 * takes the server's value again once it is left (or at once after a conflict).
 */
const EditableCellInner = <Row,>({ row, rowLabel, column, handlers, generation }: EditableCellProps<Row>) => {
  const server = column.value?.(row)
  const [draft, setDraft] = useState(asText(server))
  const [error, setError] = useState<string | undefined>(undefined)
  const focused = useRef(false)

  useEffect(() => {
    if (!focused.current) setDraft(asText(server))
  }, [server])
  useEffect(() => {
    setDraft(asText(server))
    setError(undefined)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [generation])

  if (column.kind === "static") return <>{column.render?.(row) ?? asText(server)}</>

  const label = column.label?.(row, rowLabel) ?? `${headerText(column.header)} ${rowLabel}`.trim()
  const parse = (text: string): CellValue => (column.parse ? column.parse(text) : column.kind === "number" ? Number(text) : text)
  const commit = () => handlers.onCommit(row, column.key)

  const change = (text: string) => {
    setDraft(text)
    const problem = column.validate?.(text)
    setError(problem)
    if (problem === undefined) handlers.onChange(row, column.key, parse(text))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (column.onKeyDown?.(event, row, commit)) return
    if (event.key === "Enter" && (column.kind !== "textarea" || event.ctrlKey || event.metaKey)) {
      event.preventDefault()
      commit()
    }
  }
  const focus = {
    onFocus: () => {
      focused.current = true
    },
    onBlur: () => {
      focused.current = false
      commit()
    }
  }
  const invalid = error ? { "aria-invalid": true as const, title: error } : column.titled ? { title: draft } : {}
  const id = column.inputId ? { id: column.inputId(row) } : {}
  const extra = column.inputClassName ? ` ${column.inputClassName}` : ""
  const onPaste = column.onPaste
    ? {
        onPaste: (event: ClipboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
          if (column.onPaste?.(event, row)) event.preventDefault()
        }
      }
    : {}

  let control
  if (column.kind === "checkbox") {
    control = (
      <input
        type="checkbox"
        className="ui-checkbox-input"
        aria-label={label}
        checked={draft === "true"}
        onChange={(event) => {
          setDraft(String(event.target.checked))
          handlers.onChange(row, column.key, event.target.checked)
          commit()
        }}
      />
    )
  } else if (column.kind === "select") {
    control = (
      <select
        className={`ui-input ui-select editable-select${extra}`}
        aria-label={label}
        {...id}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value)
          handlers.onChange(row, column.key, parse(event.target.value))
          commit()
        }}
      >
        {(column.options ?? []).map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    )
  } else if (column.kind === "textarea") {
    control = (
      <textarea
        className={`ui-input ui-textarea editable-textarea${extra}`}
        aria-label={label}
        {...id}
        {...onPaste}
        rows={2}
        value={draft}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        {...focus}
        {...invalid}
      />
    )
  } else {
    control = (
      <input
        className={`ui-input editable-input${extra}`}
        aria-label={label}
        {...id}
        {...onPaste}
        type={column.kind === "number" ? "number" : "text"}
        inputMode={column.kind === "number" ? "decimal" : undefined}
        min={column.min}
        step={column.step}
        value={draft}
        onChange={(event) => change(event.target.value)}
        onKeyDown={onKeyDown}
        {...focus}
        {...invalid}
      />
    )
  }
  const content = column.cell ? column.cell(row, control) : control
  return (
    <>
      {content}
      {error ? (
        <span className="editable-error" role="alert">
          {error}
        </span>
      ) : null}
      {column.render && column.kind !== "checkbox" ? column.render(row) : null}
    </>
  )
}

export const EditableCell = memo(EditableCellInner) as typeof EditableCellInner
