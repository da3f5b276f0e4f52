export interface TreeItem {
  readonly id?: string | number | null
  readonly parent_id?: string | number | null
  /** Nested rows of the same shape (a WBS tree); a flat list leaves this empty. */
  readonly children?: ReadonlyArray<object> | null
}

/**
 * All rows of a WBS or schedule, whether given flat (parent_id links) or nested (children), in
 * depth-first order. A row met twice (same id, e.g. listed flat and nested) is kept once.
 */
export function flattenTree<T extends TreeItem>(items: ReadonlyArray<T>): ReadonlyArray<T> {
  const result: T[] = []
  const seenIds = new Set<string>()
  const seenRows = new Set<T>()
  const visit = (item: T): void => {
    if (seenRows.has(item)) return
    seenRows.add(item)
    if (item.id != null && item.id !== "") {
      const key = String(item.id)
      if (seenIds.has(key)) return
      seenIds.add(key)
    }
    result.push(item)
    // children have the row's own shape (see TreeItem)
    for (const child of (item.children ?? []) as ReadonlyArray<T>) visit(child)
  }
  for (const item of items) visit(item)
  return result
}

/**
 * The leaves of a WBS or schedule: rows with no children and that no other row names as parent_id.
 * Parents are left out so durations and labour are not counted twice.
 */
export function leafItems<T extends TreeItem>(items: ReadonlyArray<T>): ReadonlyArray<T> {
  const rows = flattenTree(items)
  const parents = new Set<string>()
  for (const row of rows) if (row.parent_id != null && row.parent_id !== "") parents.add(String(row.parent_id))
  return rows.filter(
    (row) => !(row.children != null && row.children.length > 0) && !(row.id != null && parents.has(String(row.id)))
  )
}
