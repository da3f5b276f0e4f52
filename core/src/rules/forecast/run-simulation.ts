import { QUANTILE_STEPS } from "./beta-pert"
import { NODE_LEAF, NODE_SPAN, pertTableOf, type CompiledForecast } from "./compile-forecast"
import type { Distribution } from "./forecast-types"
import { SeededRandom } from "./seeded-random"
import { ranksInKernel, replayInKernel, simulateInKernel, simulationKernel } from "./wasm-simulation"

export interface SimulationRun {
  readonly iterations: number
  readonly seed: number
  readonly distribution: Distribution
  /** per iteration: the finish in working days from the base start, and the total cost */
  readonly finish: Float64Array
  readonly cost: Float64Array
  /** per leaf: iterations in which it lay on the driving (critical) path */
  readonly critical: Int32Array
  /** per risk: iterations in which it occurred */
  readonly occurred: Int32Array
}

const INF = Number.POSITIVE_INFINITY
// 2^-32: a uint32 times this is a uniform in [0, 1), exactly as dividing by 2^32
const UNIT = 1 / 4294967296

/**
 * The draws of one iteration, in this order (rankSensitivity replays exactly this stream): one
 * uniform per leaf in node order, then one per risk. sfc32 (SeededRandom.nextUint32) is inlined on
 * an Int32Array state, so nothing is boxed or allocated per draw.
 */
const drawTriangular = (c: CompiledForecast, st: Int32Array, dur: Float64Array, split: Float64Array, below: Float64Array, above: Float64Array): number => {
  const { leaves, leafNode, low, high, costRate } = c
  let ra = st[0]!
  let rb = st[1]!
  let rc = st[2]!
  let rd = st[3]!
  let cost = 0
  for (let j = 0; j < leaves; j++) {
    const t0 = (((ra + rb) | 0) + rd) | 0
    rd = (rd + 1) | 0
    ra = rb ^ (rb >>> 9)
    rb = (rc + (rc << 3)) | 0
    rc = ((rc << 21) | (rc >>> 11)) + t0 | 0
    const u = (t0 >>> 0) * UNIT
    const a = low[j]!
    const w = high[j]! - a
    let d = a
    // inverse CDF of the triangle: split = (mode - low) / width, below = mode - low, above = low + width - mode
    if (w > 0) d = u < split[j]! ? a + Math.sqrt(u * w * below[j]!) : a + w - Math.sqrt((1 - u) * w * above[j]!)
    dur[leafNode[j]!] = d
    cost += costRate[j]! * d
  }
  st[0] = ra
  st[1] = rb
  st[2] = rc
  st[3] = rd
  return cost
}

const drawPert = (c: CompiledForecast, pertTable: Float64Array, st: Int32Array, dur: Float64Array): number => {
  const { leaves, leafNode, low, high, costRate, pertAt } = c
  let ra = st[0]!
  let rb = st[1]!
  let rc = st[2]!
  let rd = st[3]!
  let cost = 0
  for (let j = 0; j < leaves; j++) {
    const t0 = (((ra + rb) | 0) + rd) | 0
    rd = (rd + 1) | 0
    ra = rb ^ (rb >>> 9)
    rb = (rc + (rc << 3)) | 0
    rc = ((rc << 21) | (rc >>> 11)) + t0 | 0
    const u = (t0 >>> 0) * UNIT
    const a = low[j]!
    const w = high[j]! - a
    let d = a
    if (w > 0) {
      const t = u * QUANTILE_STEPS
      const k = t | 0
      const at = pertAt[j]! + k
      const q0 = pertTable[at]!
      d = a + w * (q0 + (t - k) * (pertTable[at + 1]! - q0))
    }
    dur[leafNode[j]!] = d
    cost += costRate[j]! * d
  }
  st[0] = ra
  st[1] = rb
  st[2] = rc
  st[3] = rd
  return cost
}

/** The risks' draws: an occurring risk adds its days to the leaves it affects and its cost. */
const drawRisks = (c: CompiledForecast, st: Int32Array, dur: Float64Array, occurred: Int32Array): number => {
  const { leafNode, riskProbability, riskDays, riskCost, riskFirst, riskLeaf } = c
  let ra = st[0]!
  let rb = st[1]!
  let rc = st[2]!
  let rd = st[3]!
  let cost = 0
  const R = riskProbability.length
  for (let r = 0; r < R; r++) {
    const t0 = (((ra + rb) | 0) + rd) | 0
    rd = (rd + 1) | 0
    ra = rb ^ (rb >>> 9)
    rb = (rc + (rc << 3)) | 0
    rc = ((rc << 21) | (rc >>> 11)) + t0 | 0
    if ((t0 >>> 0) * UNIT < riskProbability[r]!) {
      occurred[r]!++
      cost += riskCost[r]!
      const days = riskDays[r]!
      for (let k = riskFirst[r]!; k < riskFirst[r + 1]!; k++) dur[leafNode[riskLeaf[k]!]!]! += days
    }
  }
  st[0] = ra
  st[1] = rb
  st[2] = rc
  st[3] = rd
  return cost
}

/**
 * One forward pass in topological order, each node pulling its bounds from its predecessors'
 * value slots; returns the finishing leaf (the first with the latest finish), or -1.
 */
const forwardPass = (c: CompiledForecast, dur: Float64Array, V: Float64Array, boundS: Float64Array, boundF: Float64Array): number => {
  const { nodes, nodeKind, startFloor, inFirst, inMid, inSrc, inLag } = c
  let end = 0
  let finisher = -1
  let e = 0
  for (let q = 0; q < nodes; q++) {
    const mid = inMid[q]!
    const last = inFirst[q + 1]!
    const kind = nodeKind[q]!
    if (kind === NODE_SPAN) {
      let s = INF
      for (; e < mid; e++) {
        const x = V[inSrc[e]!]!
        if (x < s) s = x
      }
      let f = -INF
      for (; e < last; e++) {
        const x = V[inSrc[e]!]!
        if (x > f) f = x
      }
      V[2 * q] = s
      V[2 * q + 1] = f
      continue
    }
    let s = startFloor[q]!
    for (; e < mid; e++) {
      const x = V[inSrc[e]!]! + inLag[e]!
      if (x > s) s = x
    }
    let f = -INF
    for (; e < last; e++) {
      const x = V[inSrc[e]!]! + inLag[e]!
      if (x > f) f = x
    }
    if (kind === NODE_LEAF) {
      boundS[q] = s
      boundF[q] = f
      const d = dur[q]!
      const st = f - d > s ? f - d : s
      const fin = st + d
      V[2 * q] = st
      V[2 * q + 1] = fin
      if (finisher < 0 || fin > end) {
        end = fin
        finisher = q
      }
    } else {
      V[2 * q] = s
      V[2 * q + 1] = f
    }
  }
  return finisher
}

/** The driving path: from the finishing leaf back through the bound that set each value; counts its leaves. */
const tracePath = (c: CompiledForecast, finisher: number, dur: Float64Array, V: Float64Array, boundS: Float64Array, boundF: Float64Array, leafOfNode: Int32Array, critical: Int32Array): void => {
  const { nodeKind, inFirst, inMid, inSrc, inLag } = c
  let slot = 2 * finisher + 1
  while (slot >= 0) {
    const q = slot >> 1
    const kind = nodeKind[q]!
    let target: number
    let lo: number
    let hi: number
    let span = false
    if (kind === NODE_LEAF) {
      critical[leafOfNode[q]!]!++
      // as scheduleNetwork: the start bound wins ties
      const byFinish = boundF[q]! - dur[q]! > boundS[q]!
      target = byFinish ? boundF[q]! : boundS[q]!
      lo = byFinish ? inMid[q]! : inFirst[q]!
      hi = byFinish ? inFirst[q + 1]! : inMid[q]!
    } else {
      target = V[slot]!
      const fromFinish = (slot & 1) === 1
      lo = fromFinish ? inMid[q]! : inFirst[q]!
      hi = fromFinish ? inFirst[q + 1]! : inMid[q]!
      span = kind === NODE_SPAN
    }
    let next = -1
    for (let e = lo; e < hi; e++) {
      if ((span ? V[inSrc[e]!]! : V[inSrc[e]!]! + inLag[e]!) === target) {
        next = inSrc[e]!
        break
      }
    }
    slot = next
  }
}

/**
 * The Monte Carlo run (docs/forecast.md): per iteration, sampled durations and risk events, one
 * forward pass over the precompiled network in topological order, the finish, the cost, and the
 * driving path traced back from the finishing leaf. Every buffer is a typed array made once per
 * run; an iteration allocates nothing. The same seed gives the same run, bit for bit.
 */
export const runSimulation = (c: CompiledForecast, iterations: number, seed: number, distribution: Distribution): SimulationRun => {
  const { nodes, leaves, leafNode, low, mode, high } = c
  const pertTable = distribution === "pert" ? pertTableOf(c) : undefined
  const rng = new SeededRandom(seed)
  const st = Int32Array.of(rng.a, rng.b, rng.c, rng.d)
  const leafOfNode = new Int32Array(nodes).fill(-1)
  for (let j = 0; j < leaves; j++) leafOfNode[leafNode[j]!] = j
  const split = new Float64Array(leaves)
  const below = new Float64Array(leaves)
  const above = new Float64Array(leaves)
  for (let j = 0; j < leaves; j++) {
    const a = low[j]!
    const w = high[j]! - a
    const m = mode[j]!
    if (w > 0) {
      split[j] = (m - a) / w
      below[j] = m - a
      above[j] = a + w - m
    }
  }
  // the same loops in WebAssembly where it runs (simulation.wat): a cold process would interpret most of them
  const kernel = simulationKernel()
  if (kernel !== undefined) return { iterations, seed, distribution, ...simulateInKernel(kernel, c, iterations, pertTable, { split, below, above, leafOfNode }, st) }
  const dur = new Float64Array(nodes)
  // V[2q]: start (a summary: the start bound it passes down), V[2q + 1]: finish (or finish bound)
  const V = new Float64Array(2 * nodes)
  const boundS = new Float64Array(nodes)
  const boundF = new Float64Array(nodes)
  const finish = new Float64Array(iterations)
  const cost = new Float64Array(iterations)
  const critical = new Int32Array(leaves)
  const occurred = new Int32Array(c.riskProbability.length)
  const fixed = c.fixedCost
  const perDay = c.costPerProjectDay

  for (let it = 0; it < iterations; it++) {
    const durationCost = pertTable !== undefined ? drawPert(c, pertTable, st, dur) : drawTriangular(c, st, dur, split, below, above)
    const itCost = fixed + (durationCost + drawRisks(c, st, dur, occurred))
    const finisher = forwardPass(c, dur, V, boundS, boundF)
    const end = finisher < 0 ? 0 : V[2 * finisher + 1]!
    finish[it] = end
    cost[it] = itCost + perDay * end
    if (finisher >= 0) tracePath(c, finisher, dur, V, boundS, boundF, leafOfNode, critical)
  }
  return { iterations, seed, distribution, finish, cost, critical, occurred }
}

/**
 * Rank correlation of each leaf's duration and each risk's occurrence with the finish and the cost
 * (Spearman): the run's stream is replayed, a leaf's uniform draw being its duration's rank scaled
 * to 0..1 (the duration is a rising function of it) and the finish and cost ranked (ties share the
 * mean rank). A leaf without spread and a risk that always or never occurs have 0.
 */
export const rankSensitivity = (c: CompiledForecast, run: SimulationRun): { taskFinish: Float64Array; taskCost: Float64Array; riskFinish: Float64Array; riskCost: Float64Array } => {
  const N = run.iterations
  const rf = ranks(run.finish)
  const rc = ranks(run.cost)
  const L = c.leaves
  const R = c.riskProbability.length
  const rng = new SeededRandom(run.seed)
  const p = c.riskProbability
  const mean = (N + 1) / 2
  const kernel = simulationKernel()
  const { su, suu, suf, suc, sx, sxf, sxc } =
    kernel !== undefined ? replayInKernel(kernel, L, p, rf, rc, Int32Array.of(rng.a, rng.b, rng.c, rng.d), mean) : replaySums(L, p, rf, rc, rng, mean)
  const varRank = (ranksOf: Float64Array) => {
    let s = 0
    for (let it = 0; it < N; it++) s += (ranksOf[it]! - mean) ** 2
    return s / N
  }
  const vf = varRank(rf)
  const vc = varRank(rc)
  const corr = (cov: number, vx: number, vy: number) => (vx > 1e-15 && vy > 1e-15 ? Math.max(-1, Math.min(1, cov / Math.sqrt(vx * vy))) : 0)
  const taskFinish = new Float64Array(L)
  const taskCost = new Float64Array(L)
  for (let j = 0; j < L; j++) {
    if (!(c.high[j]! > c.low[j]!)) continue
    const mu = su[j]! / N
    const vu = suu[j]! / N - mu * mu
    // the rank sums are centred, so cov(u, rank) = E[u (rank - mean)]
    taskFinish[j] = corr(suf[j]! / N, vu, vf)
    taskCost[j] = corr(suc[j]! / N, vu, vc)
  }
  const riskFinish = new Float64Array(R)
  const riskCost = new Float64Array(R)
  for (let r = 0; r < R; r++) {
    const px = sx[r]! / N
    const vx = px * (1 - px)
    riskFinish[r] = corr(sxf[r]! / N, vx, vf)
    riskCost[r] = corr(sxc[r]! / N, vx, vc)
  }
  return { taskFinish, taskCost, riskFinish, riskCost }
}

/** Ranks 1..N of the values (ties: mean rank). */
export const ranks = (values: Float64Array): Float64Array => {
  const N = values.length
  // a typed array sorts numbers natively, without calling back for each comparison
  const sorted = values.slice().sort()
  const kernel = simulationKernel()
  const inKernel = kernel !== undefined ? ranksInKernel(kernel, values, sorted) : undefined
  if (inKernel !== undefined) return inKernel
  const rankOf = new Map<number, number>()
  for (let i = 0; i < N; ) {
    let k = i
    while (k + 1 < N && sorted[k + 1] === sorted[i]) k++
    rankOf.set(sorted[i]!, (i + k) / 2 + 1)
    i = k + 1
  }
  const out = new Float64Array(N)
  for (let i = 0; i < N; i++) out[i] = rankOf.get(values[i]!)!
  return out
}

/** The sums of each leaf's draws (and each risk's occurrences) against the centred ranks, replaying the run's stream. */
const replaySums = (L: number, p: Float64Array, rf: Float64Array, rc: Float64Array, rng: SeededRandom, mean: number) => {
  const N = rf.length
  const R = p.length
  const su = new Float64Array(L)
  const suu = new Float64Array(L)
  const suf = new Float64Array(L)
  const suc = new Float64Array(L)
  const sx = new Float64Array(R)
  const sxf = new Float64Array(R)
  const sxc = new Float64Array(R)
  // sfc32 inlined as in the run (the same stream, nothing boxed per draw)
  let ra = rng.a
  let rb = rng.b
  let rcs = rng.c
  let rd = rng.d
  for (let it = 0; it < N; it++) {
    const a = rf[it]! - mean
    const b = rc[it]! - mean
    for (let j = 0; j < L; j++) {
      const t0 = (((ra + rb) | 0) + rd) | 0
      rd = (rd + 1) | 0
      ra = rb ^ (rb >>> 9)
      rb = (rcs + (rcs << 3)) | 0
      rcs = ((rcs << 21) | (rcs >>> 11)) + t0 | 0
      const u = (t0 >>> 0) * UNIT
      su[j]! += u
      suu[j]! += u * u
      suf[j]! += u * a
      suc[j]! += u * b
    }
    for (let r = 0; r < R; r++) {
      const t0 = (((ra + rb) | 0) + rd) | 0
      rd = (rd + 1) | 0
      ra = rb ^ (rb >>> 9)
      rb = (rcs + (rcs << 3)) | 0
      rcs = ((rcs << 21) | (rcs >>> 11)) + t0 | 0
      if ((t0 >>> 0) * UNIT < p[r]!) {
        sx[r]! += 1
        sxf[r]! += a
        sxc[r]! += b
      }
    }
  }
  return { su, suu, suf, suc, sx, sxf, sxc }
}
