import { Fragment, memo, useMemo, useRef, type ReactNode } from "react"
import { EditableCell } from "./editable-cell"
import type { CellValue, EditableColumn, EditableHandlers } from "./editable-column"

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
}

// A row renders again only when its own data (or the columns) changed: an edit renders one row.
const EditableRowInner = <Row,>({ row, label, columns, handlers, actions, generation, className, testKey, attributes, actionsClassName }: RowProps<Row>) => (
  <tr className={className} data-row-key={testKey} {...attributes?.(row)}>
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

/**
 * The editable table every table-heavy screen builds on: one control per cell (text, number,
 * textarea, select, checkbox or static), drafts kept in the cell, changes and commits handed to the
 * screen (which queues them with useAutosave). The handlers may change every render without
 * re-rendering the rows. The table scrolls inside its own box on narrow screens.
 */
export const EditableTable = <Row,>(props: EditableTableProps<Row>) => {
  const { caption, rows, rowKey, rowLabel, columns, actions, actionsHeader, empty = "Nothing here yet.", generation = 0, className, rowClassName } = props
  const { rowAttributes, renderRow, regionLabel, wrapClassName, actionsClassName } = props
  const latest = useRef(props)
  latest.current = props
  const handlers = useMemo<EditableHandlers<Row>>(
    () => ({
      onChange: (row, field, value) => latest.current.onChange(row, field, value),
      onCommit: (row, field) => latest.current.onCommit(row, field)
    }),
    []
  )
  const width = columns.length + (actions ? 1 : 0)
  return (
    <div
      className={["ui-table-wrap", "editable-table-wrap", wrapClassName].filter(Boolean).join(" ")}
      {...(regionLabel ? { role: "region", "aria-label": regionLabel, tabIndex: 0 } : {})}
    >
      <table className={["ui-table", "editable-table", className].filter(Boolean).join(" ")}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
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
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td className="ui-table-empty" colSpan={width}>
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => {
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
                />
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
