// Issue 22: the plan's task links, critical rows and critical path as the documents show them, from the
// rows' predecessors (MS Project notation with the outline numbers the documents print). A plan without
// links is the spec's chain, whose links the Gantt draws too.
import * as Either from "effect/Either"
import { parsePredecessors } from "../rules/planning/network/predecessor-notation"
import { scheduleNetwork } from "../rules/planning/network/schedule-network"
import { lagDays, type LinkType, type TaskLink } from "../rules/planning/network/task-link"
import type { PlanRow } from "./plan-rows"

export interface PlanLink {
  /** positions in the plan's rows */
  readonly from: number
  readonly to: number
  readonly type: LinkType
  /** both ends critical and the link drives the successor's date */
  readonly critical: boolean
}

export interface PlanNetwork {
  readonly links: ReadonlyArray<PlanLink>
  /** 1 for a critical row (total float 0), by position */
  readonly critical: ReadonlyArray<boolean>
  /** positions of the leaves on one critical path, start to finish */
  readonly criticalPath: ReadonlyArray<number>
  /** the last finish the plan shows (YYYY-MM-DD) */
  readonly finish: string
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

/** "2027-08-14" as "14 Aug 2027". */
export const longDay = (iso: string): string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso)
  return m === null ? iso : `${Number(m[3])} ${MONTHS[Number(m[2]) - 1] ?? m[2]} ${m[1]}`
}

// half-day points as the engine counts them: 2k the morning of working day k, 2k + 1 its evening
const work = (p: number): number => (p + 1) >> 1
const reach = (p: number, lag: number): number => (lag === 0 ? p : lag > 0 ? 2 * (work(p) + lag) - 1 : 2 * (work(p) + lag))

/** The links the rows state (entries naming no row are left out). */
export const statedLinks = (rows: ReadonlyArray<PlanRow>): Array<TaskLink> => {
  const byNumber = new Map(rows.map((r) => [r.number, r.id] as const))
  return rows.flatMap((r) => {
    const parsed = parsePredecessors(r.predecessors)
    if (Either.isLeft(parsed)) return []
    return parsed.right.flatMap((e) => {
      const id = byNumber.get(e.ref)
      return id === undefined || id === r.id ? [] : [{ predecessor: id, successor: r.id, type: e.type, lag: e.lag }]
    })
  })
}

/** The plan's network from its earliest start, or null when it has no dated rows or its links do not schedule. */
export const planNetwork = (rows: ReadonlyArray<PlanRow>): PlanNetwork | null => {
  const starts = rows.flatMap((r) => (r.start === undefined ? [] : [r.start])).sort()
  const ends = rows.flatMap((r) => (r.end === undefined ? [] : [r.end])).sort()
  if (starts.length === 0 || ends.length === 0) return null
  const tree = rows.map((r, i) => ({
    id: r.id,
    parent_id: r.parentId,
    order_index: i,
    duration_days: r.duration ?? 0,
    type: r.kind === "gate" ? "gate" : r.kind === "sprint" ? "sprint" : null,
    start_date: r.start ?? null,
    end_date: r.end ?? null,
    start_no_earlier_than: r.startNoEarlierThan ?? null
  }))
  const planned = scheduleNetwork(tree, statedLinks(rows), starts[0]!)
  if (Either.isLeft(planned)) return null
  const plan = planned.right
  const at = new Map(rows.map((r, i) => [r.id, i] as const))
  // each row's span in half-day points (a summary: its leaves'), children after their parent in display order
  const S = rows.map((r, i) => (r.hasChildren ? Number.MAX_SAFE_INTEGER : plan.startPoint[i]!))
  const F = rows.map((r, i) => (r.hasChildren ? Number.MIN_SAFE_INTEGER : plan.finishPoint[i]!))
  for (let i = rows.length - 1; i >= 0; i--) {
    const p = rows[i]!.parentId === null ? undefined : at.get(rows[i]!.parentId!)
    if (p === undefined) continue
    S[p] = Math.min(S[p]!, S[i]!)
    F[p] = Math.max(F[p]!, F[i]!)
  }
  const links = plan.links.flatMap((l) => {
    const from = at.get(l.predecessor)
    const to = at.get(l.successor)
    if (from === undefined || to === undefined) return []
    // critical: both ends critical and the link sets the successor's date (it drives it)
    const bound = reach(l.type[0] === "F" ? F[from]! : S[from]!, lagDays(l.lag))
    const driving = rows[to]!.hasChildren || work(l.type[1] === "S" ? S[to]! : F[to]!) === work(bound)
    const critical = driving && plan.critical[from] === 1 && plan.critical[to] === 1
    return [{ from, to, type: l.type, critical }]
  })
  // the path goes on through the critical milestones that close the plan on the same evening (a final gate)
  const path = [...plan.criticalPath]
  for (let last = path.at(-1); last !== undefined; ) {
    const next = links.find((l) => l.critical && l.from === last && !rows[l.to]!.hasChildren && !path.includes(l.to) && F[l.to] === F[last!])
    last = next?.to
    if (last !== undefined) path.push(last)
  }
  return {
    links,
    critical: rows.map((_, i) => plan.critical[i] === 1),
    criticalPath: path,
    finish: ends[ends.length - 1]!
  }
}

/** "Critical path: 1.1 Confirm the mandate → 1.2 Write the PID → ...; project finish 14 Aug 2027." */
export const criticalPathSentence = (rows: ReadonlyArray<PlanRow>, network: PlanNetwork): string => {
  const path = network.criticalPath.map((i) => `${rows[i]!.number} ${rows[i]!.title}`)
  return `Critical path: ${path.length === 0 ? "none" : path.join(" → ")}; project finish ${longDay(network.finish)}.`
}
