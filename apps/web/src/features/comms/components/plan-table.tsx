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
  /** Issue 37: cells edited in place (each change goes to the screen's versioned save), rows added and deleted. */
  readonly onCell?: (row: number, key: string, value: string) => void
  readonly onDelete?: (row: number) => void
  readonly onAdd?: () => void
}

/** One part of the plan as a table; in a narrow box each row stacks as a card with its labels (comms.css). */
export const PlanTable = <Row extends { readonly [K in keyof Row]: string }>({ caption, columns, rows, empty, onCell, onDelete, onAdd }: PlanTableProps<Row>) => {
  const add = onAdd ? (
    <button type="button" className="ui-btn ui-btn-secondary ui-btn-sm comms-add-row" onClick={onAdd}>
      + Add row to {caption}
    </button>
  ) : null
  if (rows.length === 0)
    return (
      <>
        <p className="muted comms-empty-part">{empty}</p>
        {add}
      </>
    )
  return (
    <>
      <div className="ui-table-wrap comms-table-wrap">
        <table className="ui-table comms-table">
          <caption className="sr-only">{caption}</caption>
          <colgroup>
            {columns.map((c) => (
              <col key={c.key} style={c.width ? { width: c.width } : undefined} />
            ))}
            {onDelete ? <col style={{ width: "6rem" }} /> : null}
          </colgroup>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col">
                  {c.header}
                </th>
              ))}
              {onDelete ? (
                <th scope="col">
                  <span className="sr-only">Actions</span>
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody>
            {rows.map((row, i) => (
              <tr key={i}>
                {columns.map((c, j) => {
                  const content = onCell ? (
                    <textarea
                      className="ui-textarea comms-cell-input"
                      rows={2}
                      aria-label={`${c.header}, row ${i + 1} of ${caption}`}
                      value={row[c.key]}
                      onChange={(e) => onCell(i, c.key, e.target.value)}
                    />
                  ) : (
                    row[c.key] || "—"
                  )
                  return j === 0 ? (
                    <th key={c.key} scope="row" data-label={c.header}>
                      {content}
                    </th>
                  ) : (
                    <td key={c.key} data-label={c.header}>
                      {content}
                    </td>
                  )
                })}
                {onDelete ? (
                  <td data-label="Actions">
                    <button type="button" className="ui-btn ui-btn-ghost ui-btn-sm comms-delete-row" aria-label={`Delete row ${i + 1} of ${caption}`} onClick={() => onDelete(i)}>
                      Delete
                    </button>
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {add}
    </>
  )
}
