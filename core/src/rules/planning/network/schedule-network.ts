import * as Either from "effect/Either"
import { dayToIso, isoToDay } from "../dates/day-number"
import { InvalidBaseStart } from "../dates/date-errors"
import { makeIsoFormatter } from "../dates/iso-formatter"
import { leafDuration } from "../dates/leaf-duration"
import type { DatedRow } from "../dates/recalculate-dates"
import { dayOfOrdinal, toWorkingDay, workingOrdinal } from "../dates/working-days"
import { parentPositions } from "../tree/parent-positions"
import { InvalidStartNoEarlierThan, LinkCycle, LinkToMissingTask, LinkToSelf, type LinkError } from "./network-errors"
import { rowIndex } from "./row-index"
import { lagDays, type TaskLink } from "./task-link"

export interface NetworkRow extends DatedRow {
  /** 'start no earlier than' (YYYY-MM-DD): the row (every leaf beneath a summary) starts on or after it */
  readonly start_no_earlier_than?: string | null
}

export interface NetworkSchedule<R> {
  /** the rows with start_date and end_date set (rows whose dates did not change are shared) */
  readonly rows: Array<R>
  /** true when there were no links and the spec's chain (docs/scheduling.md) was the network */
  readonly implicit: boolean
  /** the links scheduled: the given ones, or the implicit chain */
  readonly links: ReadonlyArray<TaskLink>
  /** displayed start and finish of each row as UTC day numbers */
  readonly start: Int32Array
  readonly finish: Int32Array
  /**
   * the same instants as half-day points, for exports and checks: 2k is the morning of the working
   * day with ordinal k, 2k + 1 its evening (a milestone after a task sits on that task's evening)
   */
  readonly startPoint: Int32Array
  readonly finishPoint: Int32Array
  /** total and free float in working days (a summary: the least of its leaves) */
  readonly totalFloat: Int32Array
  readonly freeFloat: Int32Array
  /** 1 for a critical row (total float 0; a summary with a critical leaf) */
  readonly critical: Uint8Array
  readonly projectStart: string
  readonly projectFinish: string
  /** one critical path: leaf positions from the project start to the project finish, each driving the next */
  readonly criticalPath: ReadonlyArray<number>
}

export interface NetworkOptions<R> {
  /** how errors name a task (default: its id) */
  readonly label?: (row: R, index: number) => string
}

/** Position of a link type in LINK_TYPES (FS 0, SS 1, FF 2, SF 3); anything else is FS. */
const linkKind = (type: string): number => (type === "SS" ? 1 : type === "FF" ? 2 : type === "SF" ? 3 : 0)

const INF = 0x3fffffff
const KIND_DOWN = 4
const KIND_UP = 5

/*
 * Time points count half days: 2k is the morning of working day k (ordinal), 2k + 1 its evening.
 * The evening of day k and the morning of day k + 1 are the same working instant; which one a
 * milestone sits on only decides the date it shows (after a task: that task's last day).
 * A task of d > 0 days starts on a morning 2s and finishes on the evening 2(s + d - 1) + 1.
 * In working time (whole days from the first ordinal) a point P is (P + 1) >> 1.
 */
const work = (p: number): number => (p + 1) >> 1
/** A point plus a lag in working days: a positive lag ends on an evening, a lead on a morning. */
const shift = (p: number, lag: number): number => (lag === 0 ? p : lag > 0 ? 2 * (work(p) + lag) - 1 : 2 * (work(p) + lag))

/**
 * Forward and backward pass over task links on the working-day calendar (docs/scheduling.md,
 * "Task links"). Rows are in display order (toDisplayOrder). With no links the spec's chain is the
 * network (each leaf finish-to-start after the previous leaf of more than 0 days), so the dates are
 * those of recalculateDates; with links, a task without predecessors starts on the base start.
 * Every task starts on or after the base start and its 'start no earlier than'.
 */
export const scheduleNetwork = <R extends NetworkRow>(
  rows: ReadonlyArray<R>,
  links: ReadonlyArray<TaskLink>,
  baseStart: string,
  options: NetworkOptions<R> = {}
): Either.Either<NetworkSchedule<R>, InvalidBaseStart | LinkError> => {
  const base = isoToDay(baseStart)
  if (base === null) return Either.left(new InvalidBaseStart({ value: baseStart }))
  const label = (i: number) => (options.label ? options.label(rows[i]!, i) : rows[i]!.id)
  const n = rows.length
  const parent = parentPositions(rows)
  const isParent = new Uint8Array(n)
  for (let i = 0; i < n; i++) if (parent[i]! >= 0) isParent[parent[i]!] = 1
  const dur = new Int32Array(n)
  for (let i = 0; i < n; i++) if (isParent[i] === 0) dur[i] = leafDuration(rows[i]!.duration_days, rows[i]!.type)

  // links as positions
  const implicit = links.length === 0
  let m = 0
  let from: Int32Array
  let to: Int32Array
  let kind: Int8Array
  let lag: Int32Array
  if (implicit) {
    from = new Int32Array(n)
    to = new Int32Array(n)
    kind = new Int8Array(n)
    lag = new Int32Array(n)
    let last = -1
    for (let i = 0; i < n; i++) {
      if (isParent[i] === 1) continue
      if (last >= 0) {
        from[m] = last
        to[m++] = i
      }
      if (dur[i]! > 0) last = i
    }
  } else {
    m = links.length
    from = new Int32Array(m)
    to = new Int32Array(m)
    kind = new Int8Array(m)
    lag = new Int32Array(m)
    const positionOf = rowIndex(rows)
    // links usually come grouped by successor, in row order: try the last successor and the row after it
    // before hashing (at 100k rows a hash lookup is a cache miss, a neighbouring row is not)
    let lastS = -1
    for (let k = 0; k < m; k++) {
      const l = links[k]!
      const sid = l.successor
      const s = lastS >= 0 && rows[lastS]!.id === sid ? lastS : lastS + 1 < n && rows[lastS + 1]!.id === sid ? lastS + 1 : positionOf(sid)
      if (s >= 0) lastS = s
      const p = positionOf(l.predecessor)
      if (s < 0) return Either.left(new LinkToMissingTask({ task: p < 0 ? l.predecessor : label(p), missing: l.successor }))
      if (p < 0) return Either.left(new LinkToMissingTask({ task: label(s), missing: l.predecessor }))
      if (p === s) return Either.left(new LinkToSelf({ task: label(s) }))
      from[k] = p
      to[k] = s
      kind[k] = linkKind(l.type)
      lag[k] = lagDays(l.lag)
    }
  }

  // earliest point of each row: the base start's morning, later by its 'start no earlier than'
  const basePoint = 2 * workingOrdinal(toWorkingDay(base))
  const N = 2 * n
  // bounds only ever fall on rows (link and tree edges end at node i < n), so n entries
  const startLB = new Int32Array(n).fill(basePoint)
  for (let i = 0; i < n; i++) {
    const snet = rows[i]!.start_no_earlier_than
    if (snet === null || snet === undefined || snet === "") continue
    const day = isoToDay(snet)
    if (day === null) return Either.left(new InvalidStartNoEarlierThan({ task: label(i), value: snet }))
    const p = 2 * workingOrdinal(toWorkingDay(day))
    if (p > startLB[i]!) startLB[i] = p
  }

  // graph: node i is row i (a leaf; for a summary, the constraints on its leaves, passed down),
  // node n + i a summary's span (taken up from its children); CSR adjacency
  const graph = buildGraph(n, m, from, to, kind, lag, parent, isParent)
  const { first, head } = graph

  // topological order (Kahn); a node left over lies on or behind a cycle
  const { order, count, active, remaining } = topologicalOrder(n, graph, isParent)
  if (count < active) return Either.left(new LinkCycle({ tasks: findCycle(N, n, first, head, remaining, label) }))

  // forward pass: S and F are points (a leaf's start and finish; at n + i a summary's span)
  const { S, F, driverS, driverF, byFinish, edgeFrom } = forwardPass(n, graph, order, count, isParent, dur, startLB)
  let finishPoint = basePoint
  let finisher = -1
  for (let i = 0; i < n; i++) if (isParent[i] === 0 && (finisher < 0 || F[i]! > finishPoint)) {
    finishPoint = F[i]!
    finisher = i
  }
  const W = work(finishPoint)

  // backward pass in working time, each node pulling from its successors (already final)
  const { totalFloat, freeFloat } = backwardPass(n, graph, order, count, isParent, dur, S, F, W)

  // summaries: dates of their span, float of their least-float leaf
  const critical = new Uint8Array(n)
  for (let i = n - 1; i >= 0; i--) {
    if (isParent[i] === 1) {
      S[i] = S[n + i]!
      F[i] = F[n + i]!
    } else {
      critical[i] = totalFloat[i]! <= 0 ? 1 : 0
    }
  }
  rollUpFloat(n, parent, isParent, totalFloat, freeFloat, critical)

  // output rows and day numbers
  const start = new Int32Array(n)
  const finish = new Int32Array(n)
  let low = INF
  let high = -INF
  for (let i = 0; i < n; i++) {
    const a = (start[i] = dayOfOrdinal(S[i]! >> 1))
    const b = (finish[i] = dayOfOrdinal(F[i]! >> 1))
    if (a < low) low = a
    if (b > high) high = b
  }
  const format = dayFormatter(low, high, n)
  const out = new Array<R>(n)
  for (let i = 0; i < n; i++) {
    const row = rows[i]!
    const a = format(start[i]!)
    const b = finish[i] === start[i] ? a : format(finish[i]!)
    out[i] = row.start_date === a && row.end_date === b ? row : { ...row, start_date: a, end_date: b }
  }

  const criticalPath = finisher < 0 ? [] : drivingPath(finisher, n, isParent, driverS, driverF, byFinish, edgeFrom, graph.ekind)
  const usedLinks: ReadonlyArray<TaskLink> = implicit
    ? Array.from({ length: m }, (_, k) => ({ predecessor: rows[from[k]!]!.id, successor: rows[to[k]!]!.id, type: "FS" as const, lag: 0 }))
    : links
  return Either.right({
    rows: out,
    implicit,
    links: usedLinks,
    start,
    finish,
    startPoint: S.slice(0, n),
    finishPoint: F.slice(0, n),
    totalFloat,
    freeFloat,
    critical,
    projectStart: dayToIso(dayOfOrdinal(basePoint >> 1)),
    projectFinish: dayToIso(dayOfOrdinal(finishPoint >> 1)),
    criticalPath
  })
}

/** Links and the tree as one graph in CSR form: edges of node u are first[u] .. first[u + 1] - 1. */
interface Graph {
  readonly first: Int32Array
  readonly head: Int32Array
  readonly ekind: Int8Array
  readonly elag: Int32Array
  readonly indeg: Int32Array
}

const buildGraph = (n: number, m: number, from: Int32Array, to: Int32Array, kind: Int8Array, lag: Int32Array, parent: Int32Array, isParent: Uint8Array): Graph => {
  const N = 2 * n
  const outNode = (i: number) => (isParent[i] === 1 ? n + i : i)
  const deg = new Int32Array(N + 1)
  for (let k = 0; k < m; k++) deg[outNode(from[k]!)]!++
  for (let i = 0; i < n; i++) {
    const p = parent[i]!
    if (p < 0) continue
    deg[p]!++
    deg[outNode(i)]!++
  }
  const first = new Int32Array(N + 1)
  for (let u = 0; u < N; u++) first[u + 1] = first[u]! + deg[u]!
  const E = first[N]!
  const head = new Int32Array(E)
  const ekind = new Int8Array(E)
  const elag = new Int32Array(E)
  const fill = first.slice(0, N)
  const indeg = new Int32Array(N)
  const addEdge = (u: number, v: number, k: number, l: number) => {
    const e = fill[u]!++
    head[e] = v
    ekind[e] = k
    elag[e] = l
    indeg[v]!++
  }
  for (let k = 0; k < m; k++) addEdge(outNode(from[k]!), to[k]!, kind[k]!, lag[k]!)
  for (let i = 0; i < n; i++) {
    const p = parent[i]!
    if (p < 0) continue
    addEdge(p, i, KIND_DOWN, 0)
    addEdge(outNode(i), n + p, KIND_UP, 0)
  }

  return { first, head, ekind, elag, indeg }
}

const topologicalOrder = (n: number, { first, head, indeg }: Graph, isParent: Uint8Array) => {
  const N = 2 * n
  const order = new Int32Array(N)
  let count = 0
  let active = n
  for (let u = 0; u < n; u++) if (indeg[u] === 0) order[count++] = u
  for (let i = 0; i < n; i++) {
    if (isParent[i] === 0) continue
    active++
    if (indeg[n + i] === 0) order[count++] = n + i
  }
  const remaining = indeg.slice()
  for (let q = 0; q < count; q++) {
    const u = order[q]!
    for (let e = first[u]!; e < first[u + 1]!; e++) {
      const v = head[e]!
      if (--remaining[v]! === 0) order[count++] = v
    }
  }

  return { order, count, active, remaining }
}

const forwardPass = (n: number, { first, head, ekind, elag }: Graph, order: Int32Array, count: number, isParent: Uint8Array, dur: Int32Array, startLB: Int32Array) => {
  const N = 2 * n
  const E = head.length
  const S = new Int32Array(N)
  const F = new Int32Array(N)
  const finishLB = new Int32Array(n).fill(-INF)
  // what set each bound last, for the critical path: an edge index, or -1 (base start or SNET)
  const driverS = new Int32Array(N).fill(-1)
  const driverF = new Int32Array(N).fill(-1)
  const byFinish = new Uint8Array(N)
  const edgeFrom = new Int32Array(E)
  for (let i = 0; i < n; i++) if (isParent[i] === 1) {
    S[n + i] = INF
    F[n + i] = -INF
  }
  for (let q = 0; q < count; q++) {
    const u = order[q]!
    if (u < n && isParent[u] === 0) {
      const d = dur[u]!
      if (d > 0) {
        const a = startLB[u]! + (startLB[u]! & 1)
        const b = finishLB[u]! === -INF ? -INF : 2 * (work(finishLB[u]!) - d)
        S[u] = a >= b ? a : b
        byFinish[u] = a >= b ? 0 : 1
        F[u] = S[u]! + 2 * d - 1
      } else {
        const a = startLB[u]!
        const b = finishLB[u]!
        S[u] = F[u] = a >= b ? a : b
        byFinish[u] = a >= b ? 0 : 1
      }
    }
    const sp = S[u]!
    const fp = F[u]!
    for (let e = first[u]!; e < first[u + 1]!; e++) {
      const v = head[e]!
      edgeFrom[e] = u
      switch (ekind[e]) {
        case 0:
        case 1: {
          const x = shift(ekind[e] === 0 ? fp : sp, elag[e]!)
          if (x > startLB[v]!) {
            startLB[v] = x
            driverS[v] = e
          }
          break
        }
        case 2:
        case 3: {
          const x = shift(ekind[e] === 2 ? fp : sp, elag[e]!)
          if (x > finishLB[v]!) {
            finishLB[v] = x
            driverF[v] = e
          }
          break
        }
        case KIND_DOWN:
          if (startLB[u]! > startLB[v]!) {
            startLB[v] = startLB[u]!
            driverS[v] = e
          }
          if (finishLB[u]! > finishLB[v]!) {
            finishLB[v] = finishLB[u]!
            driverF[v] = e
          }
          break
        default:
          if (sp < S[v]!) {
            S[v] = sp
            driverS[v] = e
          }
          if (fp > F[v]!) {
            F[v] = fp
            driverF[v] = e
          }
      }
    }
  }
  return { S, F, driverS, driverF, byFinish, edgeFrom }
}

const backwardPass = (n: number, { first, head, ekind, elag }: Graph, order: Int32Array, count: number, isParent: Uint8Array, dur: Int32Array, S: Int32Array, F: Int32Array, W: number) => {
  const N = 2 * n
  const lateS = new Int32Array(N).fill(INF)
  const lateF = new Int32Array(N).fill(INF)
  // slack of a summary's links at early dates (by its start, by its finish; at span node n + i, stored at i),
  // and a summary's earliest leaf dates (at row i)
  const slackS = new Int32Array(n).fill(INF)
  const slackF = new Int32Array(n).fill(INF)
  const minES = new Int32Array(n).fill(INF)
  const minEF = new Int32Array(n).fill(INF)
  const totalFloat = new Int32Array(n)
  const freeFloat = new Int32Array(n)
  for (let q = count - 1; q >= 0; q--) {
    const u = order[q]!
    const leaf = u < n && isParent[u] === 0
    const es = work(S[u]!)
    const ef = work(F[u]!)
    let bS = INF
    let bF = leaf ? W : INF
    let free = INF
    let freeS = INF
    for (let e = first[u]!; e < first[u + 1]!; e++) {
      const v = head[e]!
      const k = ekind[e]!
      if (k === KIND_DOWN) {
        if (lateS[v]! < lateS[u]!) lateS[u] = lateS[v]!
        if (lateF[v]! < lateF[u]!) lateF[u] = lateF[v]!
        const vs = v < n && isParent[v] === 0 ? work(S[v]!) : minES[v]!
        const vf = v < n && isParent[v] === 0 ? work(F[v]!) : minEF[v]!
        if (vs < minES[u]!) minES[u] = vs
        if (vf < minEF[u]!) minEF[u] = vf
        continue
      }
      if (k === KIND_UP) {
        // a summary's span: its finish is the latest child's (exact); its start the earliest child's,
        // so each child keeps at most the slack the summary's start has (conservative)
        if (lateF[v]! < bF) bF = lateF[v]!
        if (lateS[v]! < INF) {
          const b = es + lateS[v]! - work(S[v]!)
          if (b < bS) bS = b
        }
        if (slackF[v - n]! < INF) {
          const f = slackF[v - n]! + work(F[v]!) - ef
          if (f < free) free = f
        }
        if (slackS[v - n]! < INF && S[u] === S[v]) if (slackS[v - n]! < free) free = slackS[v - n]!
        continue
      }
      const l = elag[e]!
      const vLeaf = v < n && isParent[v] === 0
      const ves = vLeaf ? work(S[v]!) : minES[v]!
      const vef = vLeaf ? work(F[v]!) : minEF[v]!
      if (k === 0) {
        if (lateS[v]! - l < bF) bF = lateS[v]! - l
        if (ves - ef - l < free) free = ves - ef - l
      } else if (k === 1) {
        if (lateS[v]! - l < bS) bS = lateS[v]! - l
        if (ves - es - l < freeS) freeS = ves - es - l
      } else if (k === 2) {
        if (lateF[v]! - l < bF) bF = lateF[v]! - l
        if (vef - ef - l < free) free = vef - ef - l
      } else {
        if (lateF[v]! - l < bS) bS = lateF[v]! - l
        if (vef - es - l < freeS) freeS = vef - es - l
      }
    }
    if (leaf) {
      const d = dur[u]!
      const lf = bS + d < bF ? bS + d : bF
      lateF[u] = lf
      lateS[u] = lf - d
      const tf = lf - ef
      totalFloat[u] = tf
      let ff = W - ef
      if (free < ff) ff = free
      if (freeS < ff) ff = freeS
      freeFloat[u] = ff < 0 ? 0 : ff > tf ? tf : ff
    } else if (u >= n) {
      lateS[u] = bS
      lateF[u] = bF
      slackS[u - n] = freeS
      slackF[u - n] = free
    }
  }
  return { totalFloat, freeFloat }
}

/**
 * YYYY-MM-DD of day numbers in [low, high], each made once: a network's dates come in no order, which a
 * month-cached formatter alone would convert again and again. A very wide range is formatted as it comes.
 */
const dayFormatter = (low: number, high: number, n: number): ((day: number) => string) => {
  const format = makeIsoFormatter()
  if (high < low || high - low > 4 * n + 4096) return format
  const made = new Array<string | undefined>(high - low + 1).fill(undefined)
  return (day) => (made[day - low] ??= format(day))
}

/** A summary shows the least total and free float of its rows and is critical when one of them is. */
const rollUpFloat = (n: number, parent: Int32Array, isParent: Uint8Array, tf: Int32Array, ff: Int32Array, critical: Uint8Array) => {
  const seen = new Uint8Array(n)
  for (let i = n - 1; i >= 0; i--) {
    const p = parent[i]!
    if (p < 0 || isParent[p] === 0) continue
    if (seen[p] === 0 || tf[i]! < tf[p]!) tf[p] = tf[i]!
    if (seen[p] === 0 || ff[i]! < ff[p]!) ff[p] = ff[i]!
    if (critical[i] === 1) critical[p] = 1
    seen[p] = 1
  }
}

/** Walks back from the finishing leaf along the bounds that set each date: leaf positions, start first. */
const drivingPath = (
  finisher: number,
  n: number,
  isParent: Uint8Array,
  driverS: Int32Array,
  driverF: Int32Array,
  byFinish: Uint8Array,
  edgeFrom: Int32Array,
  ekind: Int8Array
): Array<number> => {
  const path: Array<number> = []
  let u = finisher
  // at a leaf: follow what set its start (or, when its finish bound won, its finish)
  let useFinish = byFinish[u] === 1
  for (let guard = 0; guard < 4 * n + 4; guard++) {
    if (u < n && isParent[u] === 0 && path[path.length - 1] !== u) path.push(u)
    let e: number
    if (u >= n) {
      // a summary's span: into the child that gave its start or finish
      e = useFinish ? driverF[u]! : driverS[u]!
      if (e < 0) break
      u = edgeFrom[e]!
      if (u < n && isParent[u] === 0) useFinish = byFinish[u] === 1
      continue
    }
    e = useFinish ? driverF[u]! : driverS[u]!
    if (e < 0) break
    const k = ekind[e]!
    const src = edgeFrom[e]!
    if (k === KIND_DOWN) {
      u = src
      continue
    }
    // FS and FF start from the predecessor's finish, SS and SF from its start
    const fromFinish = k === 0 || k === 2
    u = src
    useFinish = u >= n ? fromFinish : byFinish[u] === 1
  }
  return path.reverse()
}

/** Labels of the rows on one cycle among the nodes Kahn's algorithm could not order. */
const findCycle = (N: number, n: number, first: Int32Array, head: Int32Array, remaining: Int32Array, label: (i: number) => string): Array<string> => {
  // every node left has a predecessor left: walk predecessors until a node repeats
  const preds: Array<Array<number>> = Array.from({ length: N }, () => [])
  for (let u = 0; u < N; u++) if (remaining[u]! > 0) for (let e = first[u]!; e < first[u + 1]!; e++) preds[head[e]!]!.push(u)
  let u = 0
  while (remaining[u] === 0) u++
  const seenAt = new Map<number, number>()
  const walk: Array<number> = []
  while (!seenAt.has(u)) {
    seenAt.set(u, walk.length)
    walk.push(u)
    u = preds[u]![0]!
  }
  const cycle = walk.slice(seenAt.get(u)!).reverse()
  // start at the row shown first, so the message does not depend on where the search began
  const row = (v: number) => (v >= n ? v - n : v)
  let at = 0
  for (let k = 1; k < cycle.length; k++) if (row(cycle[k]!) < row(cycle[at]!)) at = k
  cycle.push(...cycle.splice(0, at))
  const names: Array<string> = []
  for (const v of cycle) {
    const name = label(row(v))
    if (names[names.length - 1] !== name) names.push(name)
  }
  if (names.length > 1 && names[0] === names[names.length - 1]) names.pop()
  return names
}
