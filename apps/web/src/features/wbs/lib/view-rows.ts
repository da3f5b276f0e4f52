import type { WbsRow } from "./wbs-row"

/** A row as the table shows it: the server's row and what the screen knows about it. */
export interface WbsViewRow extends WbsRow {
  readonly canIndent: boolean
  readonly canOutdent: boolean
  readonly collapsed: boolean
}

/**
 * The rows the table shows (visibleRows), each with moveAbility's answers and whether it is
 * collapsed, in one pass over the plan. A row whose object and answers did not change keeps its
 * view object from `cache` (keyed by the server's row), so only changed rows render again.
 */
export const viewRows = (rows: ReadonlyArray<WbsRow>, collapsed: ReadonlySet<number>, cache: WeakMap<WbsRow, WbsViewRow>): ReadonlyArray<WbsViewRow> => {
  const seenParents = new Set<number | null>()
  const hidden = new Set<number>()
  const out: Array<WbsViewRow> = []
  for (const row of rows) {
    const canIndent = seenParents.has(row.parent_id)
    seenParents.add(row.parent_id)
    if (row.parent_id !== null && (hidden.has(row.parent_id) || collapsed.has(row.parent_id))) {
      hidden.add(row.id)
      continue
    }
    const canOutdent = row.parent_id !== null
    const isCollapsed = collapsed.has(row.id)
    const old = cache.get(row)
    if (old !== undefined && old.canIndent === canIndent && old.canOutdent === canOutdent && old.collapsed === isCollapsed) out.push(old)
    else {
      const view = { ...row, canIndent, canOutdent, collapsed: isCollapsed }
      cache.set(row, view)
      out.push(view)
    }
  }
  return out
}
