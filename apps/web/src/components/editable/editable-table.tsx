import { Fragment, memo, useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from "react"
import { useVirtualizer, useWindowVirtualizer } from "@tanstack/react-virtual"
import { EditableCell } from "./editable-cell"
import type { CellValue, EditableColumn, EditableHandlers } from "./editable-column"

/** Tables longer than this render only the rows in view (and a few more) by default. */
export const VIRTUALIZE_ABOVE = 150
const ESTIMATED_ROW_PX = 44
const OVERSCAN = 10

export interface EditableTableHandle {
  /**
   * Focuses a row's control (scrolling a row that is not rendered into view first); false when the
   * row is not in the table.
   */
  readonly focusCell: (rowKey: string, field: string, options?: { readonly select?: boolean }) => boolean
}

export interface EditableTableProps<Row> {
  readonly caption: string
  readonly rows: ReadonlyArray<Row>
  readonly rowKey: (row: Row) => string
  /** Names the row in control labels, e.g. the stakeholder's name. */
  readonly rowLabel: (row: Row) => string
  readonly columns: ReadonlyArray<EditableColumn<Row>>
  readonly onChange: (row: Row, field: string, value: CellValue) => void
  readonly onCommit: (row: Row, field: string) => void
  /** The last cell of each row: row actions, a save status... */
  readonly actions?: (row: Row) => ReactNode
  readonly actionsHeader?: ReactNode
  readonly empty?: ReactNode
  readonly generation?: number
  readonly className?: string
  readonly rowClassName?: (row: Row) => string | undefined
  /** Extra attributes of a row's `<tr>` (e.g. data-* for tests); keep the function stable (useCallback). */
  readonly rowAttributes?: (row: Row) => RowAttributes
  /** A row drawn by the screen instead of the cells (e.g. a row in edit mode); undefined keeps the default row. */
  readonly renderRow?: (row: Row) => ReactNode | undefined
  /** Makes the scroll box a focusable region with this name (keyboard users can scroll it). */
  readonly regionLabel?: string
  readonly wrapClassName?: string
  readonly actionsClassName?: string
  /** Above this many rows only the rows in view are rendered (default VIRTUALIZE_ABOVE; Infinity: never). */
  readonly virtualizeAbove?: number
  /**
   * The table scrolls inside its own box (the wrap has a max-height and overflow: auto in the screen's CSS):
   * a long table then renders only the rows in view of that box instead of the window's.
   */
  readonly scrollFrame?: boolean
  /** The usual height of a row in px, for the scroll height before rows are measured. */
  readonly estimatedRowHeight?: number
  /** Lets the screen focus a cell of any row (e.g. the row just indented), rendered or not. */
  readonly handle?: Ref<EditableTableHandle>
}

export type RowAttributes = Readonly<Record<`data-${string}`, string | undefined>>

interface RowProps<Row> {
  readonly row: Row
  readonly label: string
  readonly columns: ReadonlyArray<EditableColumn<Row>>
  readonly handlers: EditableHandlers<Row>
  readonly actions?: (row: Row) => ReactNode
  readonly generation: number
  readonly className: string | undefined
  readonly testKey: string
  readonly attributes?: ((row: Row) => RowAttributes) | undefined
  readonly actionsClassName?: string | undefined
  /** 1-based position among all rows of the table (the header row is 1), for screen readers. */
  readonly rowIndex: number
  readonly measure?: ((node: Element | null) => void) | undefined
}

// A row renders again only when its own data (or the columns, or its position) changed: an edit renders one row.
const EditableRowInner = <Row,>({ row, label, columns, handlers, actions, generation, className, testKey, attributes, actionsClassName, rowIndex, measure }: RowProps<Row>) => (
  <tr className={className} data-row-key={testKey} data-index={rowIndex - 2} aria-rowindex={rowIndex} ref={measure} {...attributes?.(row)}>
    {columns.map((column) => {
      const Cell = column.rowHeader ? "th" : "td"
      return (
        <Cell key={column.key} className={column.className} data-field={column.key} data-label={column.dataLabel} {...(column.rowHeader ? { scope: "row" } : {})}>
          <EditableCell row={row} rowLabel={label} column={column} handlers={handlers} generation={generation} />
        </Cell>
      )
    })}
    {actions ? <td className={["editable-actions", actionsClassName].filter(Boolean).join(" ")}>{actions(row)}</td> : null}
  </tr>
)
const EditableRow = memo(EditableRowInner) as typeof EditableRowInner

const controlIn = (body: HTMLElement | null, key: string, field: string): HTMLElement | null =>
  body?.querySelector<HTMLElement>(`tr[data-row-key="${CSS.escape(key)}"] > [data-field="${CSS.escape(field)}"] :is(input, textarea, select)`) ?? null

/**
 * The editable table every table-heavy screen builds on: one control per cell (text, number,
 * textarea, select, checkbox or static), drafts kept in the cell, changes and commits handed to the
 * screen (which queues them with useAutosave). The handlers may change every render without
 * re-rendering the rows. The table scrolls inside its own box on narrow screens. A long table renders
 * only the rows in view (the page scrolls as usual, or with `scrollFrame` the table's own box; rows come
 * and go as it does): aria-rowcount and
 * aria-rowindex tell screen readers where they are, Arrow Up/Down move between rows of a text column,
 * and Tab walks into the next rows as they are rendered.
 */
export const EditableTable = <Row,>(props: EditableTableProps<Row>) => {
  const { caption, rows, rowKey, rowLabel, columns, actions, actionsHeader, empty = "Nothing here yet.", generation = 0, className, rowClassName } = props
  const { rowAttributes, renderRow, regionLabel, wrapClassName, actionsClassName, virtualizeAbove = VIRTUALIZE_ABOVE, estimatedRowHeight = ESTIMATED_ROW_PX, scrollFrame = false } = props
  const latest = useRef(props)
  latest.current = props
  const handlers = useMemo<EditableHandlers<Row>>(
    () => ({
      onChange: (row, field, value) => latest.current.onChange(row, field, value),
      onCommit: (row, field) => latest.current.onCommit(row, field)
    }),
    []
  )
  const body = useRef<HTMLTableSectionElement>(null)
  const wrap = useRef<HTMLDivElement>(null)
  const virtual = rows.length > virtualizeAbove
  // where the rows start on the page, so the window's scroll maps to rows; no row renders before it
  // is known (it is measured before the first paint), so the first rows are the ones in view
  const [margin, setMargin] = useState<number | null>(null)
  // (in a scroll frame: where the rows start inside the frame's content, i.e. below the header row)
  useLayoutEffect(() => {
    if (!virtual || !body.current) return
    const frame = scrollFrame ? wrap.current : null
    const top = frame
      ? Math.round(body.current.getBoundingClientRect().top - frame.getBoundingClientRect().top + frame.scrollTop)
      : Math.round(body.current.getBoundingClientRect().top + window.scrollY)
    if (top !== margin) setMargin(top)
  })
  // the virtualiser lays out all rows again whenever these change: only when the rows or the height do
  // (and every row's key is worked out once per rows, not at each layout)
  const estimateSize = useCallback(() => estimatedRowHeight, [estimatedRowHeight])
  const keys = useMemo(() => (virtual ? rows.map((row) => latest.current.rowKey(row)) : []), [rows, virtual])
  const getItemKey = useCallback((i: number) => keys[i] ?? i, [keys])
  const windowVirtualizer = useWindowVirtualizer({
    count: virtual && !scrollFrame ? rows.length : 0,
    estimateSize,
    overscan: OVERSCAN,
    scrollMargin: margin ?? 0,
    getItemKey
  })
  const getScrollElement = useCallback(() => wrap.current, [])
  const frameVirtualizer = useVirtualizer({
    count: virtual && scrollFrame ? rows.length : 0,
    getScrollElement,
    estimateSize,
    overscan: OVERSCAN,
    scrollMargin: margin ?? 0,
    getItemKey
  })
  const virtualizer = scrollFrame ? frameVirtualizer : windowVirtualizer

  const focusCell = useCallback(
    (key: string, field: string, options?: { readonly select?: boolean }): boolean => {
      const index = latest.current.rows.findIndex((r) => latest.current.rowKey(r) === key)
      if (index < 0) return false
      const go = (tries: number) => {
        const control = controlIn(body.current, key, field)
        if (control) {
          control.focus()
          if (options?.select && control instanceof HTMLInputElement) control.select()
        } else if (tries > 0) requestAnimationFrame(() => go(tries - 1))
      }
      if (!controlIn(body.current, key, field) && latest.current.rows.length > (latest.current.virtualizeAbove ?? VIRTUALIZE_ABOVE))
        virtualizer.scrollToIndex(index, { align: "center" })
      go(20)
      return true
    },
    [virtualizer]
  )
  useImperativeHandle(props.handle, () => ({ focusCell }), [focusCell])

  // Arrow Up / Down in a text or select-free cell: the same column of the row above / below
  const onKeyDown = (event: KeyboardEvent<HTMLTableSectionElement>) => {
    if ((event.key !== "ArrowUp" && event.key !== "ArrowDown") || event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return
    const target = event.target as HTMLElement
    if (!(target instanceof HTMLInputElement) || target.type !== "text") return
    const field = target.closest("[data-field]")?.getAttribute("data-field")
    const key = target.closest("tr")?.getAttribute("data-row-key")
    if (!field || !key) return
    const index = rows.findIndex((r) => rowKey(r) === key) + (event.key === "ArrowUp" ? -1 : 1)
    const next = rows[index]
    if (index < 0 || next === undefined) return
    event.preventDefault()
    focusCell(rowKey(next), field)
  }

  const width = columns.length + (actions ? 1 : 0)
  const one = (row: Row, index: number, measure?: (node: Element | null) => void) => {
    const key = rowKey(row)
    const custom = renderRow?.(row)
    if (custom !== undefined) return <Fragment key={key}>{custom}</Fragment>
    return (
      <EditableRow
        key={key}
        testKey={key}
        row={row}
        label={rowLabel(row)}
        columns={columns}
        handlers={handlers}
        actions={actions}
        generation={generation}
        className={rowClassName?.(row)}
        attributes={rowAttributes}
        actionsClassName={actionsClassName}
        rowIndex={index + 2}
        measure={measure}
      />
    )
  }
  const spacer = (height: number, where: string) =>
    height > 0 ? (
      <tr aria-hidden="true" className="editable-spacer" data-spacer={where}>
        <td colSpan={width} style={{ height, padding: 0, border: 0 }} />
      </tr>
    ) : null

  let content: ReactNode
  if (rows.length === 0)
    content = (
      <tr>
        <td className="ui-table-empty" colSpan={width}>
          {empty}
        </td>
      </tr>
    )
  else if (!virtual) content = rows.map((row, i) => one(row, i))
  else if (margin === null) content = null
  else {
    const items = virtualizer.getVirtualItems()
    const first = items[0]
    const last = items[items.length - 1]
    content = (
      <>
        {spacer(first ? first.start - margin : 0, "top")}
        {items.map((item) => one(rows[item.index] as Row, item.index, virtualizer.measureElement))}
        {spacer(last ? virtualizer.getTotalSize() - last.end : 0, "bottom")}
      </>
    )
  }

  return (
    <div
      ref={wrap}
      className={["ui-table-wrap", "editable-table-wrap", wrapClassName].filter(Boolean).join(" ")}
      {...(regionLabel ? { role: "region", "aria-label": regionLabel, tabIndex: 0 } : {})}
    >
      <table className={["ui-table", "editable-table", className].filter(Boolean).join(" ")} aria-rowcount={rows.length + 1}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr aria-rowindex={1}>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {actions ? (
              <th scope="col" className={actionsClassName}>
                {actionsHeader ?? <span className="sr-only">Actions</span>}
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody ref={body} onKeyDown={onKeyDown}>
          {content}
        </tbody>
      </table>
    </div>
  )
}
