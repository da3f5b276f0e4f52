// A row's task links (issue 22) as the WBS and schedule calls answer them (`links: [{ predecessor_id,
// type, lag }]`). Rows keep them as one text key ("12:FS:0 15:SS:2") so an unchanged row stays the same
// object after a reload (rows are compared field by field) and the table renders only changed rows.
import { isLinkType, type LinkType } from "@initpack/core/rules/planning/network/task-link"

export interface RowLink {
  readonly predecessor_id: number
  readonly type: LinkType
  readonly lag: number
}

/** The `links` of an answer's row as the row's key ("" when none). */
export const linksKeyOf = (raw: unknown): string => {
  if (!Array.isArray(raw)) return ""
  const parts: Array<string> = []
  for (const l of raw) {
    if (typeof l !== "object" || l === null) continue
    const { predecessor_id, type, lag } = l as Record<string, unknown>
    if (typeof predecessor_id !== "number") continue
    const t = typeof type === "string" && isLinkType(type) ? type : "FS"
    parts.push(`${predecessor_id}:${t}:${typeof lag === "number" && Number.isFinite(lag) ? lag : 0}`)
  }
  return parts.join(" ")
}

/** A row's key back as links. */
export const linksOfKey = (key: string | undefined): Array<RowLink> => {
  if (!key) return []
  return key.split(" ").map((part) => {
    const [id, type, lag] = part.split(":")
    return { predecessor_id: Number(id), type: (type ?? "FS") as LinkType, lag: Number(lag ?? 0) }
  })
}

export const linksKey = (links: ReadonlyArray<RowLink>): string => links.map((l) => `${l.predecessor_id}:${l.type}:${l.lag}`).join(" ")
