import { ROWS_ADVISED } from "../lib/scope-sections"

/** The row count against the advised 4-6 rows (agile.md §1, §2). */
export const RowCount = ({ count }: { readonly count: number }) => {
  const within = count >= ROWS_ADVISED.min && count <= ROWS_ADVISED.max
  return (
    <span className="agile-row-count" data-within={within}>
      {count} {count === 1 ? "row" : "rows"} · {ROWS_ADVISED.min}-{ROWS_ADVISED.max} advised
    </span>
  )
}
