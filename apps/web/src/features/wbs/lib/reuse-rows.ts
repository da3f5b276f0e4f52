import { sameRow, type WbsRow } from "./wbs-row"

/**
 * The fresh rows of a reload, keeping the previous object of every row that did not change, so a
 * memoised table re-renders only the rows that did (an edit renders its row, not the plan). Rows
 * are matched by position first and by id only once the order differs.
 */
export const reuseRows = (previous: ReadonlyArray<WbsRow>, next: ReadonlyArray<WbsRow>): ReadonlyArray<WbsRow> => {
  if (previous.length === 0) return next
  let byId: Map<number, WbsRow> | undefined
  let changed = previous.length !== next.length
  const out = new Array<WbsRow>(next.length)
  for (let i = 0; i < next.length; i++) {
    const row = next[i]!
    const at = previous[i]
    const old = at !== undefined && at.id === row.id ? at : (byId ??= new Map(previous.map((r) => [r.id, r]))).get(row.id)
    const kept = old !== undefined && sameRow(old, row) ? old : row
    if (kept !== at) changed = true
    out[i] = kept
  }
  return changed ? out : previous
}
