import { memo, useMemo, useRef, type ReactNode } from "react"
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
}

interface RowProps<Row> {
  readonly row: Row
  readonly label: string
  readonly columns: ReadonlyArray<EditableColumn<Row>>
  readonly handlers: EditableHandlers<Row>
  readonly actions?: (row: Row) => ReactNode
  readonly generation: number
  readonly className: string | undefined
  readonly testKey: string
}

// A row renders again only when its own data (or the columns) changed: an edit renders one row.
const EditableRowInner = <Row,>({ row, label, columns, handlers, actions, generation, className, testKey }: RowProps<Row>) => (
  <tr className={className} data-row-key={testKey}>
    {columns.map((column) => (
      <td key={column.key} className={column.className} data-field={column.key}>
        <EditableCell row={row} rowLabel={label} column={column} handlers={handlers} generation={generation} />
      </td>
    ))}
    {actions ? <td className="editable-actions">{actions(row)}</td> : null}
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
    <div className="ui-table-wrap editable-table-wrap">
      <table className={["ui-table", "editable-table", className].filter(Boolean).join(" ")}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={column.className}>
                {column.header}
              </th>
            ))}
            {actions ? <th scope="col">{actionsHeader ?? <span className="sr-only">Actions</span>}</th> : null}
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
                />
              )
            })
          )}
        </tbody>
      </table>
    </div>
  )
}
