import type { WbsRow } from "./wbs-row"

const same = (a: WbsRow, b: WbsRow): boolean => {
  for (const key of Object.keys(b) as Array<keyof WbsRow>) if (a[key] !== b[key]) return false
  return true
}

/**
 * The fresh rows of a reload, keeping the previous object of every row that did not change, so a
 * memoised table re-renders only the rows that did (an edit renders its row, not the plan).
 */
export const reuseRows = (previous: ReadonlyArray<WbsRow>, next: ReadonlyArray<WbsRow>): ReadonlyArray<WbsRow> => {
  if (previous.length === 0) return next
  const byId = new Map(previous.map((r) => [r.id, r]))
  let changed = previous.length !== next.length
  const out = next.map((row, i) => {
    const old = byId.get(row.id)
    const kept = old !== undefined && same(old, row) ? old : row
    if (kept !== previous[i]) changed = true
    return kept
  })
  return changed ? out : previous
}
