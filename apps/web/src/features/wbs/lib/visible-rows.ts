import type { WbsRow } from "./wbs-row"

/** Rows in WBS order without the descendants of collapsed parents (waterfall.md §2: parents expand and collapse). */
export const visibleRows = (rows: ReadonlyArray<WbsRow>, collapsed: ReadonlySet<number>): ReadonlyArray<WbsRow> => {
  const hidden = new Set<number>()
  return rows.filter((r) => {
    if (r.parent_id !== null && (hidden.has(r.parent_id) || collapsed.has(r.parent_id))) {
      hidden.add(r.id)
      return false
    }
    return true
  })
}

/** Whether any row has dates (Start and Finish columns) or a resource (Resource column). */
export const wbsColumns = (rows: ReadonlyArray<WbsRow>): { readonly dates: boolean; readonly resource: boolean } => ({
  dates: rows.some((r) => r.start_date !== null || r.end_date !== null),
  resource: rows.some((r) => r.resource_label.trim() !== "")
})
