/**
 * A row of a WBS or agile schedule tree. Trees are kept as arrays in display (pre-)order:
 * every row comes after its parent and a row's descendants follow it contiguously.
 * WBS items and schedule tasks satisfy this structurally.
 */
export interface TreeRow {
  readonly id: string
  readonly parent_id: string | null
  readonly order_index: number
}

/** waterfall.md §9 and agile.md §9: display indent is capped at 8 levels. */
export const DISPLAY_DEPTH_CAP = 8

/** agile.md §9: child schedule rows use order 999 when added. */
export const AGILE_CHILD_ORDER = 999

/** Order step used when sibling groups are renumbered (10, 20, 30 ...). */
export const TREE_ORDER_STEP = 10
