/** agile.md §9: epic (and story) order index step 10. */
export const BACKLOG_ORDER_STEP = 10

export type OrderDirection = "up" | "down"

/** Rows in their array order, order_index renumbered 10, 20, 30 ... (rows already so numbered are kept as they are). */
export const renumberRows = <R extends { readonly order_index: number }>(rows: ReadonlyArray<R>): ReadonlyArray<R> =>
  rows.map((r, i) => (r.order_index === (i + 1) * BACKLOG_ORDER_STEP ? r : { ...r, order_index: (i + 1) * BACKLOG_ORDER_STEP }))

/** Up or down swaps a row with its neighbour and renumbers; a no-op (same array) at the edge or for an unknown index. */
export const moveRow = <R extends { readonly order_index: number }>(rows: ReadonlyArray<R>, index: number, direction: OrderDirection): ReadonlyArray<R> => {
  const other = direction === "up" ? index - 1 : index + 1
  const a = rows[index]
  const b = rows[other]
  if (a === undefined || b === undefined) return rows
  const next = [...rows]
  next[index] = b
  next[other] = a
  return renumberRows(next)
}

/** Removes the row at `index` and renumbers the rest. */
export const removeRow = <R extends { readonly order_index: number }>(rows: ReadonlyArray<R>, index: number): ReadonlyArray<R> =>
  index < 0 || index >= rows.length ? rows : renumberRows(rows.filter((_, i) => i !== index))

/** Appends a row at the end with the next order index. */
export const appendRow = <R extends { readonly order_index: number }>(rows: ReadonlyArray<R>, row: R): ReadonlyArray<R> =>
  renumberRows([...rows, row])
