// What the WBS and schedule tables derive from the rows' task links (issue 22), by core's network engine
// (the one the server schedules with): each row's Predecessors text with the numbers shown now, its
// total float, whether it is critical, and the check of a Predecessors cell as it is typed.
import { useCallback, useMemo, useRef } from "react"
import * as Either from "effect/Either"
import { todayIso } from "@initpack/core/rules/planning/dates/display-date"
import { LinkToMissingTask } from "@initpack/core/rules/planning/network/network-errors"
import { formatPredecessors, parsePredecessors } from "@initpack/core/rules/planning/network/predecessor-notation"
import { scheduleNetwork, type NetworkRow } from "@initpack/core/rules/planning/network/schedule-network"
import type { TaskLink } from "@initpack/core/rules/planning/network/task-link"
import { linksOfKey, type RowLink } from "./row-links"
import type { WbsRow } from "./wbs-row"

export interface PlannedRow extends WbsRow {
  /** the row's links in MS Project notation with the WBS numbers shown (`1.2, 2.1SS+1d`) */
  readonly predecessors: string
  /** total float in working days; null while the plan has no links (or they do not hold) */
  readonly total_float: number | null
  readonly critical: boolean
}

export type PredecessorsCheck = { readonly links: ReadonlyArray<RowLink> } | { readonly error: string }

interface Derived {
  readonly rows: ReadonlyArray<PlannedRow>
  /** true when the plan has task links, so float and the critical path mean something */
  readonly linked: boolean
}

const asNetworkRow = (r: WbsRow): NetworkRow & { readonly wbs: string; readonly task: string } => ({
  id: String(r.id),
  parent_id: r.parent_id === null ? null : String(r.parent_id),
  order_index: r.order_index,
  duration_days: r.duration_days,
  type: r.type ?? null,
  start_date: r.start_date,
  end_date: r.end_date,
  wbs: r.wbs,
  task: r.task
})

// errors name a row as the server does: `2.2 (Install)`
const label = (r: { readonly wbs: string; readonly task: string }) => `${r.wbs} (${r.task})`

/** Each row's links whose predecessor is still in the list (a deleted task's links go with it). */
const ownLinks = (rows: ReadonlyArray<WbsRow>): Map<number, Array<RowLink>> => {
  const ids = new Set(rows.map((r) => r.id))
  const out = new Map<number, Array<RowLink>>()
  for (const r of rows) if (r.links) out.set(r.id, linksOfKey(r.links).filter((l) => ids.has(l.predecessor_id)))
  return out
}

const engineLinks = (own: ReadonlyMap<number, ReadonlyArray<RowLink>>): Array<TaskLink> => {
  const out: Array<TaskLink> = []
  for (const [successor, links] of own) for (const l of links) out.push({ predecessor: String(l.predecessor_id), successor: String(successor), type: l.type, lag: l.lag })
  return out
}

const baseOf = (rows: ReadonlyArray<WbsRow>): string => {
  let base: string | null = null
  for (const r of rows) if (r.start_date !== null && (base === null || r.start_date < base)) base = r.start_date
  return base ?? todayIso(Date.now())
}

/**
 * The rows with their derived link fields. A row whose derived fields did not change keeps its object
 * (so memoised table rows do not render again); the check reads the latest rows and is stable.
 */
export const useNetworkPlan = (rows: ReadonlyArray<WbsRow>) => {
  const cache = useRef(new Map<number, { readonly base: WbsRow; readonly view: PlannedRow }>())
  const derived = useMemo((): Derived => {
    const own = ownLinks(rows)
    const links = engineLinks(own)
    // a plan without links (most rows of most plans) skips the numbers and the notation
    const numbers = own.size > 0 ? new Map(rows.map((r) => [r.id, r.wbs])) : new Map<number, string>()
    let totalFloat: ArrayLike<number> | null = null
    let critical: ArrayLike<number> | null = null
    if (links.length > 0) {
      const planned = scheduleNetwork(rows.map(asNetworkRow), links, baseOf(rows))
      if (Either.isRight(planned)) {
        totalFloat = planned.right.totalFloat
        critical = planned.right.critical
      }
    }
    const next = new Map<number, { readonly base: WbsRow; readonly view: PlannedRow }>()
    const out = rows.map((row, i) => {
      const mine = own.get(row.id)
      const predecessors = mine === undefined || mine.length === 0 ? "" : formatPredecessors(mine.map((l) => ({ ref: numbers.get(l.predecessor_id) ?? "?", type: l.type, lag: l.lag })))
      const float = totalFloat ? (totalFloat[i] ?? null) : null
      const isCritical = critical ? critical[i] === 1 : false
      const old = cache.current.get(row.id)
      const view =
        old && old.base === row && old.view.predecessors === predecessors && old.view.total_float === float && old.view.critical === isCritical
          ? old.view
          : { ...row, predecessors, total_float: float, critical: isCritical }
      next.set(row.id, { base: row, view })
      return view
    })
    cache.current = next
    return { rows: out, linked: links.length > 0 }
  }, [rows])

  const latest = useRef(rows)
  latest.current = rows
  /** A Predecessors text typed into row `id`: its links, or the message that says what is wrong. */
  const check = useCallback((id: number, text: string): PredecessorsCheck => {
    const rows = latest.current
    const row = rows.find((r) => r.id === id)
    if (!row) return { links: [] }
    const parsed = parsePredecessors(text)
    if (Either.isLeft(parsed)) return { error: parsed.left.message }
    const byNumber = new Map(rows.map((r) => [r.wbs, r.id]))
    const wanted: Array<RowLink> = []
    for (const e of parsed.right) {
      const pred = byNumber.get(e.ref)
      if (pred === undefined) return { error: new LinkToMissingTask({ task: label(row), missing: e.ref }).message }
      // a predecessor named twice keeps its first link, as the server does
      if (!wanted.some((l) => l.predecessor_id === pred)) wanted.push({ predecessor_id: pred, type: e.type, lag: e.lag })
    }
    const own = ownLinks(rows)
    own.set(id, wanted)
    const links = engineLinks(own)
    if (links.length > 0) {
      const network = rows.map(asNetworkRow)
      const planned = scheduleNetwork(network, links, baseOf(rows), { label })
      if (Either.isLeft(planned)) return { error: planned.left.message }
    }
    return { links: wanted }
  }, [])

  return { rows: derived.rows, linked: derived.linked, check }
}
