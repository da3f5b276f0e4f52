/** Release plan lanes, agile.md §3 and §4. */
export const LANES = ["now", "next", "later"] as const
export type Lane = (typeof LANES)[number]

export interface LaneEntry {
  readonly story_id: string
  readonly order_index: number
}

export type Lanes = { readonly [L in Lane]: ReadonlyArray<LaneEntry> }

export type WipLimits = { readonly [L in Lane]: number }

/** The story fields the release rules read (a Story entity satisfies this structurally). */
export interface PlanStory {
  readonly id: string
  readonly points: number | null
  readonly priority: number | null
  readonly status: string | null
  readonly order_index: number
}

export const emptyLanes: Lanes = { now: [], next: [], later: [] }
