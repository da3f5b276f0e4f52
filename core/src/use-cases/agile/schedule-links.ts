import * as Either from "effect/Either"
import type { ScheduleLinkRecord } from "../../ports/agile/schedule-task-repository"
import type { WbsLinkInput } from "../../schemas/wbs-link-fields"
import { LinkToMissingTask } from "../../rules/planning/network/network-errors"
import { formatPredecessors, parsePredecessors } from "../../rules/planning/network/predecessor-notation"
import { scheduleNetwork, type NetworkRow } from "../../rules/planning/network/schedule-network"
import { lagDays, type TaskLink } from "../../rules/planning/network/task-link"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import type { TreeRow } from "../../rules/planning/tree/tree-types"

// Task links of agile schedule rows (issue 22): the same notation, checks and messages as the WBS's
// (use-cases/waterfall/wbs-links.ts), on rows that carry a `title`.

export type ScheduleLink = Omit<ScheduleLinkRecord, "successorId">

interface TitledRow extends TreeRow {
  readonly title: string
}

/** Stored links as the engine's links (rows named by id text). */
export const scheduleTaskLinks = (links: ReadonlyArray<ScheduleLinkRecord>): Array<TaskLink> =>
  links.map((l) => ({ predecessor: String(l.predecessorId), successor: String(l.successorId), type: l.type, lag: l.lag }))

/** How link errors name a row: its WBS number and title, e.g. `3 (Build)`, as the WBS does. */
export const scheduleLinkLabel = (rows: ReadonlyArray<TitledRow>) => {
  const numbers = treeNumbering(rows)
  return (r: TitledRow) => `${numbers.get(r.id) ?? r.id} (${r.title})`
}

/** Each row's `predecessors` (MS Project notation with the WBS numbers shown) and `links` by id. */
export const scheduleLinksView = (rows: ReadonlyArray<TreeRow>, links: ReadonlyArray<ScheduleLinkRecord>, numbers: ReadonlyMap<string, string>) => {
  const into = new Map<string, Array<ScheduleLinkRecord>>()
  for (const l of links) {
    const key = String(l.successorId)
    const list = into.get(key)
    if (list) list.push(l)
    else into.set(key, [l])
  }
  const view = new Map<string, { predecessors: string; links: Array<{ predecessor_id: number; type: ScheduleLinkRecord["type"]; lag: number }> }>()
  for (const r of rows) {
    const own = into.get(r.id) ?? []
    view.set(r.id, {
      predecessors: formatPredecessors(own.map((l) => ({ ref: numbers.get(String(l.predecessorId)) ?? String(l.predecessorId), type: l.type, lag: l.lag }))),
      links: own.map((l) => ({ predecessor_id: l.predecessorId, type: l.type, lag: l.lag }))
    })
  }
  return view
}

/**
 * The links a row asks for: `predecessors` text (WBS numbers of `rows`) or structured `links`; a number
 * no row has is a link to a missing task; a predecessor named twice keeps its first link. null when
 * the request does not touch the links.
 */
export const requestedScheduleLinks = (
  rows: ReadonlyArray<TreeRow>,
  successorLabel: string,
  body: { readonly predecessors?: string | null | undefined; readonly links?: ReadonlyArray<WbsLinkInput> | undefined }
): Either.Either<Array<ScheduleLink> | null, { readonly message: string }> => {
  let wanted: Array<ScheduleLink>
  if (body.predecessors !== undefined) {
    const parsed = parsePredecessors(body.predecessors ?? "")
    if (Either.isLeft(parsed)) return Either.left(parsed.left)
    const byNumber = new Map([...treeNumbering(rows)].map(([id, number]) => [number, id]))
    wanted = []
    for (const e of parsed.right) {
      const id = byNumber.get(e.ref)
      if (id === undefined) return Either.left(new LinkToMissingTask({ task: successorLabel, missing: e.ref }))
      wanted.push({ predecessorId: Number(id), type: e.type, lag: e.lag })
    }
  } else if (body.links !== undefined) {
    wanted = body.links.map((l) => ({ predecessorId: l.predecessor_id, type: l.type, lag: lagDays(l.lag) }))
  } else return Either.right(null)
  const seen = new Set<number>()
  return Either.right(wanted.filter((l) => !seen.has(l.predecessorId) && seen.add(l.predecessorId)))
}

/** The engine's verdict on rows (display order) and links: cycle, missing task, self link; null when they hold. */
export const checkScheduleLinks = (rows: ReadonlyArray<TitledRow & NetworkRow>, links: ReadonlyArray<ScheduleLinkRecord>): { readonly message: string } | null => {
  if (links.length === 0) return null
  // the base date does not change the verdict
  const checked = scheduleNetwork(rows, scheduleTaskLinks(links), "2024-01-01", { label: scheduleLinkLabel(rows) })
  return Either.isLeft(checked) ? checked.left : null
}
