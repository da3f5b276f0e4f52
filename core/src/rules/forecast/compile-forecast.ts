import * as Either from "effect/Either"
import { isoToDay } from "../planning/dates/day-number"
import type { InvalidBaseStart } from "../planning/dates/date-errors"
import { leafDuration } from "../planning/dates/leaf-duration"
import { toWorkingDay, workingOrdinal } from "../planning/dates/working-days"
import type { LinkError } from "../planning/network/network-errors"
import { scheduleNetwork, type NetworkSchedule } from "../planning/network/schedule-network"
import { LINK_TYPES, lagDays } from "../planning/network/task-link"
import { parentPositions } from "../planning/tree/parent-positions"
import { QUANTILE_STEPS, pertShape, writeBetaQuantiles } from "./beta-pert"
import type { ForecastInput, ForecastRow } from "./forecast-types"
import { clampProbability } from "./risk-events"
import { normaliseEstimate } from "./three-point"

export const NODE_LEAF = 0
export const NODE_SUMMARY = 1
export const NODE_SPAN = 2
const EDGE_DOWN = 4
const EDGE_UP = 5

/**
 * The network compiled once for many iterations: nodes renumbered in topological order (a leaf,
 * a summary passing its constraints down, a summary's span taken up from its children), edges in
 * CSR by source, and each leaf's sampling parameters in flat typed arrays.
 */
export interface CompiledForecast {
  readonly input: ForecastInput
  /** the deterministic schedule (most likely durations, no risk) */
  readonly schedule: NetworkSchedule<ForecastRow>
  readonly baseOrdinal: number
  readonly nodes: number
  readonly nodeKind: Uint8Array
  /** lower bound on each node's start from the base start and its 'start no earlier than' (working days) */
  readonly startFloor: Float64Array
  /**
   * incoming bounds of node q, pulled in topological order: entries inFirst[q] .. inMid[q] bound its
   * start (a span: the least child start), inMid[q] .. inFirst[q + 1] its finish (a span: the latest
   * child finish). Entry e reads the value slot inSrc[e] (2 x node for its start, + 1 for its finish;
   * a summary's slots hold the bounds it passes down) plus inLag[e] working days.
   */
  readonly inFirst: Int32Array
  readonly inMid: Int32Array
  readonly inSrc: Int32Array
  readonly inLag: Float64Array
  /** leaves j = 0 .. leaves - 1 in node order: their node, row and estimate */
  readonly leaves: number
  readonly leafNode: Int32Array
  readonly leafRow: Int32Array
  readonly low: Float64Array
  readonly mode: Float64Array
  readonly high: Float64Array
  /** cost per sampled working day of each leaf */
  readonly costRate: Float64Array
  /** PERT quantile tables (pertTableOf): leaf j reads them from pertAt[j]; shape t's table starts at t * (QUANTILE_STEPS + 1) */
  readonly pertAt: Int32Array
  readonly pertShapes: ReadonlyArray<readonly [number, number]>
  /** risks r: probability, days, cost, and the leaves they delay (CSR) */
  readonly riskProbability: Float64Array
  readonly riskDays: Float64Array
  readonly riskCost: Float64Array
  readonly riskFirst: Int32Array
  readonly riskLeaf: Int32Array
  readonly fixedCost: number
  readonly costPerProjectDay: number
  /** finish (working days from the base start) and cost with most likely durations and no risk */
  readonly baseDays: number
  readonly baseCost: number
}

/** Compiles a forecast input; link and date errors are those of scheduleNetwork. */
export const compileForecast = (input: ForecastInput): Either.Either<CompiledForecast, InvalidBaseStart | LinkError> => {
  const rows = input.rows
  const n = rows.length
  // most likely durations drive the deterministic schedule
  const estimates = rows.map((r) => (r.estimate ? normaliseEstimate(r.estimate) : null))
  const planned = rows.map((r, i) => {
    const e = estimates[i] ?? null
    return e === null || r.type === "gate" ? r : { ...r, duration_days: e.most_likely }
  })
  const det = scheduleNetwork(planned, input.links, input.baseStart, { label: (r) => r.label ?? r.id })
  if (Either.isLeft(det)) return Either.left(det.left)
  const schedule = det.right as NetworkSchedule<ForecastRow>
  const baseOrdinal = workingOrdinal(toWorkingDay(isoToDay(input.baseStart)!))

  const parent = parentPositions(rows)
  const isParent = new Uint8Array(n)
  for (let i = 0; i < n; i++) if (parent[i]! >= 0) isParent[parent[i]!] = 1
  const index = new Map<string, number>()
  for (let i = 0; i < n; i++) if (!index.has(rows[i]!.id)) index.set(rows[i]!.id, i)

  // graph on 2n ids as scheduleNetwork builds it: i (leaf or summary), n + i (summary span)
  const N = 2 * n
  const outNode = (i: number) => (isParent[i] === 1 ? n + i : i)
  const links = schedule.links
  const m = links.length
  const lf = new Int32Array(m)
  const lt = new Int32Array(m)
  for (let k = 0; k < m; k++) {
    lf[k] = index.get(links[k]!.predecessor)!
    lt[k] = index.get(links[k]!.successor)!
  }
  // tree edges only where they can matter: a summary passes bounds down when a link or a start date
  // bounds it (or an ancestor); its span is taken up when a link reads it (or its parent's span).
  // Bits: 1 = the start side, 2 = the finish side; a tree edge carries only the sides that can bind
  // (FS links bound starts and read finishes, so most summaries pass a start down and take a finish up).
  const bounded = new Uint8Array(n)
  const needSpan = new Uint8Array(n)
  for (let k = 0; k < m; k++) {
    const t = LINK_TYPES.indexOf(links[k]!.type)
    bounded[lt[k]!]! |= t === 2 || t === 3 ? 2 : 1
    needSpan[lf[k]!]! |= t === 1 || t === 3 ? 1 : 2
  }
  for (let i = 0; i < n; i++) {
    const p = parent[i]!
    if (rows[i]!.start_no_earlier_than) bounded[i]! |= 1
    if (p >= 0) {
      bounded[i]! |= bounded[p]!
      needSpan[i]! |= needSpan[p]!
    }
  }
  const down = (i: number) => parent[i]! >= 0 && bounded[parent[i]!] !== 0
  const up = (i: number) => parent[i]! >= 0 && needSpan[parent[i]!] !== 0
  const deg = new Int32Array(N)
  for (let k = 0; k < m; k++) deg[outNode(lf[k]!)]!++
  for (let i = 0; i < n; i++) {
    if (down(i)) deg[parent[i]!]!++
    if (up(i)) deg[outNode(i)]!++
  }
  const adjFirst = new Int32Array(N + 1)
  for (let u = 0; u < N; u++) adjFirst[u + 1] = adjFirst[u]! + deg[u]!
  const E = adjFirst[N]!
  const adjHead = new Int32Array(E)
  const adjKind = new Uint8Array(E)
  const adjLag = new Float64Array(E)
  const fill = adjFirst.slice(0, N)
  const indeg = new Int32Array(N)
  const add = (u: number, v: number, kind: number, lag: number) => {
    const e = fill[u]!++
    adjHead[e] = v
    adjKind[e] = kind
    adjLag[e] = lag
    indeg[v]!++
  }
  for (let k = 0; k < m; k++) {
    const t = LINK_TYPES.indexOf(links[k]!.type)
    add(outNode(lf[k]!), lt[k]!, t < 0 ? 0 : t, lagDays(links[k]!.lag))
  }
  for (let i = 0; i < n; i++) {
    if (down(i)) add(parent[i]!, i, EDGE_DOWN, 0)
    if (up(i)) add(outNode(i), n + parent[i]!, EDGE_UP, 0)
  }
  // topological order (the network scheduled, so there is no cycle)
  const order = new Int32Array(N)
  let count = 0
  const active = (u: number) => (u < n ? isParent[u] === 0 || bounded[u] !== 0 : isParent[u - n] === 1 && needSpan[u - n] !== 0)
  for (let u = 0; u < N; u++) if (indeg[u] === 0 && active(u)) order[count++] = u
  for (let q = 0; q < count; q++) {
    const u = order[q]!
    for (let e = adjFirst[u]!; e < adjFirst[u + 1]!; e++) if (--indeg[adjHead[e]!]! === 0) order[count++] = adjHead[e]!
  }
  const pos = new Int32Array(N).fill(-1)
  for (let q = 0; q < count; q++) pos[order[q]!] = q

  const nodeKind = new Uint8Array(count)
  const startFloor = new Float64Array(count)
  let leaves = 0
  for (let q = 0; q < count; q++) {
    const u = order[q]!
    nodeKind[q] = u >= n ? NODE_SPAN : isParent[u] === 1 ? NODE_SUMMARY : NODE_LEAF
    if (nodeKind[q] === NODE_LEAF) leaves++
    if (u < n) {
      const snet = rows[u]!.start_no_earlier_than
      const day = snet ? isoToDay(snet) : null
      if (day !== null) startFloor[q] = Math.max(0, workingOrdinal(toWorkingDay(day)) - baseOrdinal)
    }
  }
  // incoming bounds by target: a tree edge gives two (start and finish), a link one
  const inStart = new Int32Array(count)
  const inFinish = new Int32Array(count)
  const boundsFinish = (kind: number) => kind === 2 || kind === 3
  // the sides a tree edge into node `to` (a summary's child, or a span) carries
  const sides = (to: number, kind: number) => (kind === EDGE_DOWN ? bounded[parent[to]!]! : needSpan[to - n]!)
  for (let u = 0; u < N; u++) {
    if (pos[u]! < 0) continue
    for (let e = adjFirst[u]!; e < adjFirst[u + 1]!; e++) {
      const v = pos[adjHead[e]!]!
      const k = adjKind[e]!
      if (k === EDGE_DOWN || k === EDGE_UP) {
        const side = sides(adjHead[e]!, k)
        if (side & 1) inStart[v]!++
        if (side & 2) inFinish[v]!++
      } else if (boundsFinish(k)) inFinish[v]!++
      else inStart[v]!++
    }
  }
  const inFirst = new Int32Array(count + 1)
  const inMid = new Int32Array(count)
  for (let q = 0; q < count; q++) {
    inMid[q] = inFirst[q]! + inStart[q]!
    inFirst[q + 1] = inMid[q]! + inFinish[q]!
  }
  const total = inFirst[count]!
  const inSrc = new Int32Array(total)
  const inLag = new Float64Array(total)
  const atStart = inFirst.slice(0, count)
  const atFinish = inMid.slice()
  for (let u = 0; u < N; u++) {
    const q = pos[u]!
    if (q < 0) continue
    for (let e = adjFirst[u]!; e < adjFirst[u + 1]!; e++) {
      const v = pos[adjHead[e]!]!
      const k = adjKind[e]!
      if (k === EDGE_DOWN || k === EDGE_UP) {
        const side = sides(adjHead[e]!, k)
        if (side & 1) inSrc[atStart[v]!++] = 2 * q
        if (side & 2) inSrc[atFinish[v]!++] = 2 * q + 1
        continue
      }
      // FS and FF read the predecessor's finish, SS and SF its start
      const slot = 2 * q + (k === 0 || k === 2 ? 1 : 0)
      const at = boundsFinish(k) ? atFinish[v]!++ : atStart[v]!++
      inSrc[at] = slot
      inLag[at] = adjLag[e]!
    }
  }

  // leaves' estimates and costs
  const leafNode = new Int32Array(leaves)
  const leafRow = new Int32Array(leaves)
  const low = new Float64Array(leaves)
  const mode = new Float64Array(leaves)
  const high = new Float64Array(leaves)
  const costRate = new Float64Array(leaves)
  const pertAt = new Int32Array(leaves)
  const leafOfRow = new Int32Array(n).fill(-1)
  const shapes = new Map<string, number>()
  const tables: Array<[number, number]> = []
  let fixedCost = finite(input.fixedCost)
  let j = 0
  for (let q = 0; q < count; q++) {
    if (nodeKind[q] !== NODE_LEAF) continue
    const i = order[q]!
    leafNode[j] = q
    leafRow[j] = i
    leafOfRow[i] = j
    const row = rows[i]!
    const e = estimates[i] ?? null
    const d = leafDuration(row.duration_days, row.type)
    const [a, mm, b] = row.type === "gate" ? [0, 0, 0] : e === null ? [d, d, d] : [e.optimistic, e.most_likely, e.pessimistic]
    low[j] = a
    mode[j] = mm
    high[j] = b
    const cost = finite(row.cost)
    if (mm > 0) costRate[j] = cost / mm
    else fixedCost += cost
    const [alpha, beta] = pertShape(a, mm, b)
    const key = `${alpha.toFixed(9)}:${beta.toFixed(9)}`
    let at = shapes.get(key)
    if (at === undefined) {
      at = tables.length * (QUANTILE_STEPS + 1)
      shapes.set(key, at)
      tables.push([alpha, beta])
    }
    pertAt[j] = at
    j++
  }

  // risks: a summary named as affected delays its longest leaf
  const R = input.risks.length
  const riskProbability = new Float64Array(R)
  const riskDays = new Float64Array(R)
  const riskCost = new Float64Array(R)
  const riskFirst = new Int32Array(R + 1)
  const affected: Array<number> = []
  input.risks.forEach((risk, r) => {
    riskProbability[r] = clampProbability(risk.probability)
    riskDays[r] = Math.max(0, finite(risk.schedule_days))
    riskCost[r] = finite(risk.cost_impact)
    const seen = new Set<number>()
    for (const id of risk.tasks) {
      const i = index.get(id)
      if (i === undefined) continue
      const leaf = isParent[i] === 1 ? longestLeafUnder(i, n, parent, isParent, mode, leafOfRow) : leafOfRow[i]!
      if (leaf >= 0 && !seen.has(leaf)) {
        seen.add(leaf)
        affected.push(leaf)
      }
    }
    riskFirst[r + 1] = affected.length
  })

  let baseDays = 0
  // in working time a point P is (P + 1) >> 1 days (see scheduleNetwork)
  for (let k = 0; k < leaves; k++) {
    const days = ((schedule.finishPoint[leafRow[k]!]! + 1) >> 1) - baseOrdinal
    if (days > baseDays) baseDays = days
  }
  const timeCost = finite(input.timeCost)
  const costPerProjectDay = baseDays > 0 ? timeCost / baseDays : 0
  if (baseDays <= 0) fixedCost += timeCost
  let baseCost = fixedCost + costPerProjectDay * baseDays
  for (let k = 0; k < leaves; k++) baseCost += costRate[k]! * mode[k]!

  return Either.right({
    input,
    schedule,
    baseOrdinal,
    nodes: count,
    nodeKind,
    startFloor,
    inFirst,
    inMid,
    inSrc,
    inLag,
    leaves,
    leafNode,
    leafRow,
    low,
    mode,
    high,
    costRate,
    pertAt,
    pertShapes: tables,
    riskProbability,
    riskDays,
    riskCost,
    riskFirst,
    riskLeaf: Int32Array.from(affected),
    fixedCost,
    costPerProjectDay,
    baseDays,
    baseCost
  })
}

const finite = (x: unknown): number => (typeof x === "number" && Number.isFinite(x) ? x : 0)

const longestLeafUnder = (p: number, n: number, parent: Int32Array, isParent: Uint8Array, mode: Float64Array, leafOfRow: Int32Array): number => {
  let best = -1
  for (let i = p + 1; i < n; i++) {
    let a = parent[i]!
    while (a >= 0 && a !== p) a = parent[a]!
    if (a !== p) break
    const j = isParent[i] === 1 ? -1 : leafOfRow[i]!
    if (j >= 0 && (best < 0 || mode[j]! > mode[best]!)) best = j
  }
  return best
}

// a triangular run never reads them, so the tables are built on the first Beta-PERT run of a compiled model
const pertTables = new WeakMap<CompiledForecast, Float64Array>()

/** The PERT quantile tables of every distinct shape of `c`, built once. */
export const pertTableOf = (c: CompiledForecast): Float64Array => {
  let table = pertTables.get(c)
  if (table === undefined) {
    const built = new Float64Array(c.pertShapes.length * (QUANTILE_STEPS + 1))
    c.pertShapes.forEach(([alpha, beta], t) => writeBetaQuantiles(alpha, beta, built, t * (QUANTILE_STEPS + 1)))
    pertTables.set(c, (table = built))
  }
  return table
}
