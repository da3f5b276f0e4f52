export interface TreeItem {
  readonly id?: string | number | null
  readonly parent_id?: string | number | null
  readonly children?: ReadonlyArray<unknown> | null
}

/**
 * The leaves of a flat WBS or schedule list: items no other item names as parent_id and with no
 * non-empty children list. Parents are left out so durations and labour are not counted twice.
 */
export function leafItems<T extends TreeItem>(items: ReadonlyArray<T>): ReadonlyArray<T> {
  const parents = new Set<string>()
  for (const item of items) if (item.parent_id != null && item.parent_id !== "") parents.add(String(item.parent_id))
  return items.filter(
    (item) => !(item.children != null && item.children.length > 0) && !(item.id != null && parents.has(String(item.id)))
  )
}
