import * as Either from "effect/Either"
import type { WbsLinkRecord } from "../../ports/waterfall/wbs-repository"
import type { WbsLinkInput } from "../../schemas/wbs-link-fields"
import { LinkToMissingTask } from "../../rules/planning/network/network-errors"
import { formatPredecessors, parsePredecessors } from "../../rules/planning/network/predecessor-notation"
import { scheduleNetwork } from "../../rules/planning/network/schedule-network"
import { lagDays, type TaskLink } from "../../rules/planning/network/task-link"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import type { WbsTreeRow } from "./wbs-tree"

export type WbsLink = Omit<WbsLinkRecord, "successorId">

/** Stored links as the engine's links (rows named by id text). */
export const taskLinks = (links: ReadonlyArray<WbsLinkRecord>): Array<TaskLink> =>
  links.map((l) => ({ predecessor: String(l.predecessorId), successor: String(l.successorId), type: l.type, lag: l.lag }))

/** How link errors name a row: its outline number and task, e.g. `3 (Build)`. */
export const linkLabel = (rows: ReadonlyArray<WbsTreeRow>) => {
  const numbers = treeNumbering(rows)
  return (r: WbsTreeRow) => `${numbers.get(r.id) ?? r.id} (${r.task})`
}

/** Each row's links: `predecessors` in MS Project notation (outline numbers) and the structured `links`. */
export const linksView = (rows: ReadonlyArray<WbsTreeRow>, links: ReadonlyArray<WbsLinkRecord>, numbers: ReadonlyMap<string, string>) => {
  const into = new Map<string, Array<WbsLinkRecord>>()
  for (const l of links) {
    const key = String(l.successorId)
    const list = into.get(key)
    if (list) list.push(l)
    else into.set(key, [l])
  }
  const view = new Map<string, { predecessors: string; links: Array<{ predecessor_id: number; type: WbsLinkRecord["type"]; lag: number }> }>()
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
 * The links a row asks for: `predecessors` text (outline numbers of `rows`) or structured `links`.
 * A number no row has is a link to a missing task; a predecessor named twice keeps its first link.
 * null when the request does not touch the links.
 */
export const requestedLinks = (
  rows: ReadonlyArray<WbsTreeRow>,
  successorLabel: string,
  body: { readonly predecessors?: string | null | undefined; readonly links?: ReadonlyArray<WbsLinkInput> | undefined },
  /** row id by outline number of `rows`, when the caller has it (many rows checked against one tree) */
  idByNumber?: ReadonlyMap<string, string>
): Either.Either<Array<WbsLink> | null, { readonly message: string }> => {
  let wanted: Array<WbsLink>
  if (body.predecessors !== undefined) {
    const parsed = parsePredecessors(body.predecessors ?? "")
    if (Either.isLeft(parsed)) return Either.left(parsed.left)
    const byNumber = idByNumber ?? new Map([...treeNumbering(rows)].map(([id, number]) => [number, id]))
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

/** The stored links with `successorId`'s replaced by `own` (when given). */
export const withOwnLinks = (links: ReadonlyArray<WbsLinkRecord>, successorId: number, own: ReadonlyArray<WbsLink> | null): Array<WbsLinkRecord> =>
  own === null ? [...links] : [...links.filter((l) => l.successorId !== successorId), ...own.map((l) => ({ ...l, successorId }))]

/** The engine's verdict on a tree and its links (cycle, missing task, self link); the base date does not matter. */
export const checkLinks = (rows: ReadonlyArray<WbsTreeRow>, links: ReadonlyArray<WbsLinkRecord>, baseStart: string): { readonly message: string } | null => {
  if (links.length === 0) return null
  const checked = scheduleNetwork(rows, taskLinks(links), baseStart, { label: linkLabel(rows) })
  return Either.isLeft(checked) ? checked.left : null
}
