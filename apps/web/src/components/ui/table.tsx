import type { ReactNode } from "react"

export interface Column<Row> {
  readonly key: string
  readonly header: ReactNode
  readonly cell: (row: Row) => ReactNode
}

export interface TableProps<Row> {
  readonly caption: string
  readonly columns: ReadonlyArray<Column<Row>>
  readonly rows: ReadonlyArray<Row>
  readonly rowKey: (row: Row) => string
  readonly empty?: ReactNode
  /** Extra attributes of a row's <tr> (a class, a data- attribute). */
  readonly rowAttributes?: (row: Row) => Readonly<Record<string, string | undefined>>
}

export const Table = <Row,>({ caption, columns, rows, rowKey, empty = "Nothing here yet.", rowAttributes }: TableProps<Row>) => (
  <div className="ui-table-wrap">
    <table className="ui-table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col">
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr>
            <td className="ui-table-empty" colSpan={columns.length}>
              {empty}
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={rowKey(row)} {...rowAttributes?.(row)}>
              {columns.map((column) => (
                <td key={column.key}>{column.cell(row)}</td>
              ))}
            </tr>
          ))
        )}
      </tbody>
    </table>
  </div>
)
