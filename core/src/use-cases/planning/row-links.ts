import * as Either from "effect/Either"
import type { WbsLinkInput } from "../../schemas/wbs-link-fields"
import { LinkToMissingTask } from "../../rules/planning/network/network-errors"
import { formatPredecessors, parsePredecessors } from "../../rules/planning/network/predecessor-notation"
import { scheduleNetwork, type NetworkRow } from "../../rules/planning/network/schedule-network"
import { lagDays, type TaskLink } from "../../rules/planning/network/task-link"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import type { TreeRow } from "../../rules/planning/tree/tree-types"

// Task links of stored plan rows (issue 22), shared by the WBS (use-cases/waterfall/wbs-links.ts) and the
// agile schedule (use-cases/agile/schedule-links.ts): the same notation, checks and messages for both.

/** A stored link into `successorId` (the WBS's and the schedule's link records have this shape). */
export interface StoredLink {
  readonly successorId: number
  readonly predecessorId: number
  readonly type: "FS" | "SS" | "FF" | "SF"
  readonly lag: number
}

export type OwnLink = Omit<StoredLink, "successorId">

/** Stored links as the engine's links (rows named by id text). */
export const storedTaskLinks = (links: ReadonlyArray<StoredLink>): Array<TaskLink> =>
  links.map((l) => ({ predecessor: String(l.predecessorId), successor: String(l.successorId), type: l.type, lag: l.lag }))

/** How link errors name a row: its outline number and name, e.g. `3 (Build)`. */
export const rowLinkLabel = <R extends TreeRow>(rows: ReadonlyArray<R>, nameOf: (row: R) => string) => {
  const numbers = treeNumbering(rows)
  return (r: R) => `${numbers.get(r.id) ?? r.id} (${nameOf(r)})`
}

/** Each row's links: `predecessors` in MS Project notation (the outline numbers shown) and the structured `links`. */
export const rowLinksView = <L extends StoredLink>(rows: ReadonlyArray<TreeRow>, links: ReadonlyArray<L>, numbers: ReadonlyMap<string, string>) => {
  const into = new Map<string, Array<L>>()
  for (const l of links) {
    const key = String(l.successorId)
    const list = into.get(key)
    if (list) list.push(l)
    else into.set(key, [l])
  }
  const view = new Map<string, { predecessors: string; links: Array<{ predecessor_id: number; type: L["type"]; lag: number }> }>()
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
export const requestedRowLinks = (
  rows: ReadonlyArray<TreeRow>,
  successorLabel: string,
  body: { readonly predecessors?: string | null | undefined; readonly links?: ReadonlyArray<WbsLinkInput> | undefined },
  /** row id by outline number of `rows`, when the caller has it (many rows checked against one tree) */
  idByNumber?: ReadonlyMap<string, string>
): Either.Either<Array<OwnLink> | null, { readonly message: string }> => {
  let wanted: Array<OwnLink>
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
export const withOwnLinks = <L extends StoredLink>(links: ReadonlyArray<L>, successorId: number, own: ReadonlyArray<OwnLink> | null): Array<StoredLink> =>
  own === null ? [...links] : [...links.filter((l) => l.successorId !== successorId), ...own.map((l) => ({ ...l, successorId }))]

/** The engine's verdict on rows (display order) and links: cycle, missing task, self link; null when they hold. */
export const checkRowLinks = <R extends NetworkRow>(
  rows: ReadonlyArray<R>,
  links: ReadonlyArray<StoredLink>,
  label: (row: R) => string,
  // the base date does not change the verdict
  baseStart = "2024-01-01"
): { readonly message: string } | null => {
  if (links.length === 0) return null
  const checked = scheduleNetwork(rows, storedTaskLinks(links), baseStart, { label })
  return Either.isLeft(checked) ? checked.left : null
}
