import type { ReactNode } from "react"

export interface PlanColumn<Row> {
  readonly key: keyof Row & string
  readonly header: string
  /** The first column names the row (a row header). */
  readonly width?: string
}

export interface PlanTableProps<Row> {
  readonly caption: string
  readonly columns: ReadonlyArray<PlanColumn<Row>>
  readonly rows: ReadonlyArray<Row>
  readonly empty: ReactNode
}

/** One part of the plan as a table; in a narrow box each row stacks as a card with its labels (comms.css). */
export const PlanTable = <Row extends { readonly [K in keyof Row]: string }>({ caption, columns, rows, empty }: PlanTableProps<Row>) =>
  rows.length === 0 ? (
    <p className="muted comms-empty-part">{empty}</p>
  ) : (
    <div className="ui-table-wrap comms-table-wrap">
      <table className="ui-table comms-table">
        <caption className="sr-only">{caption}</caption>
        <colgroup>
          {columns.map((c) => (
            <col key={c.key} style={c.width ? { width: c.width } : undefined} />
          ))}
        </colgroup>
        <thead>
          <tr>
            {columns.map((c) => (
              <th key={c.key} scope="col">
                {c.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {columns.map((c, j) =>
                j === 0 ? (
                  <th key={c.key} scope="row" data-label={c.header}>
                    {row[c.key] || "—"}
                  </th>
                ) : (
                  <td key={c.key} data-label={c.header}>
                    {row[c.key] || "—"}
                  </td>
                )
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
