import type { CsvTable } from "../csv-table"
import { LANES, type Lanes } from "./release-types"

export type { CsvTable }

/** agile.md §9: release CSV columns, in this order. */
export const RELEASE_CSV_HEADER = [
  "lane", "order", "story_id", "epic", "as_a", "i_want", "so_that", "acceptance", "points", "priority", "status"
] as const

export interface CsvStory {
  readonly id: string
  readonly epic_id: string | null
  readonly as_a: string | null
  readonly i_want: string | null
  readonly so_that: string | null
  readonly acceptance: ReadonlyArray<string> | null
  readonly points: number | null
  readonly priority: number | null
  readonly status: string | null
}

export interface CsvEpic {
  readonly id: string
  readonly name: string
}

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? "" : String(v))

/**
 * Release CSV table (agile.md §9): one row per placed story, lanes Now, Next, Later in lane order.
 * epic is the epic's name; acceptance lines are joined with a pipe. Quoting is the adapter's job.
 */
export const releaseCsvTable = (lanes: Lanes, stories: ReadonlyArray<CsvStory>, epics: ReadonlyArray<CsvEpic>): CsvTable => {
  const storyById = new Map(stories.map((s) => [s.id, s]))
  const epicName = new Map(epics.map((e) => [e.id, e.name]))
  const rows: Array<ReadonlyArray<string>> = []
  for (const lane of LANES) {
    for (const entry of lanes[lane]) {
      const s = storyById.get(entry.story_id)
      if (s === undefined) continue
      rows.push([
        lane,
        text(entry.order_index),
        s.id,
        s.epic_id === null ? "" : (epicName.get(s.epic_id) ?? ""),
        text(s.as_a),
        text(s.i_want),
        text(s.so_that),
        (s.acceptance ?? []).join("|"),
        text(s.points),
        text(s.priority),
        text(s.status)
      ])
    }
  }
  return { header: RELEASE_CSV_HEADER, numeric: ["order", "points", "priority"], rows }
}
