// How a story's fields are typed in a table cell and read back (agile.md §3, §5).

/** agile.md §4: story status todo, in_progress, done, or blank. */
export const STORY_STATUSES = ["todo", "in_progress", "done"] as const
export type StoryStatus = (typeof STORY_STATUSES)[number] | ""

/** agile.md §5: acceptance is one line per criterion; lines are trimmed and blank lines dropped. */
export const acceptanceLines = (text: string): ReadonlyArray<string> =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)

export const acceptanceText = (lines: ReadonlyArray<string> | null | undefined): string => (lines ?? []).join("\n")

export type PointsRead = { readonly ok: true; readonly points: number | null } | { readonly ok: false }

/** agile.md §5: points are a number of at least 0, or empty (null). */
export const readPoints = (text: string): PointsRead => {
  const t = text.trim()
  if (t === "") return { ok: true, points: null }
  const n = Number(t)
  return Number.isFinite(n) && n >= 0 ? { ok: true, points: n } : { ok: false }
}

export type Priority = 1 | 2 | 3

/** agile.md §5: P1, P2, P3 or none, stored as 1 to 3 (null for none). "P2", "2", "p2" read as 2. */
export const readPriority = (text: string): Priority | null => {
  const t = text.trim().toLowerCase().replace(/^p/, "")
  return t === "1" ? 1 : t === "2" ? 2 : t === "3" ? 3 : null
}

export const priorityLabel = (priority: number | null | undefined): string =>
  priority === 1 || priority === 2 || priority === 3 ? `P${priority}` : "none"

/** A status read from a cell: one of the three, else blank. */
export const readStatus = (text: string): StoryStatus => {
  const t = text.trim().toLowerCase().replace(/[\s-]+/g, "_")
  return (STORY_STATUSES as ReadonlyArray<string>).includes(t) ? (t as StoryStatus) : ""
}
