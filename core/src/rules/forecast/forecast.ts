import * as Either from "effect/Either"
import { makeIsoFormatter } from "../planning/dates/iso-formatter"
import { dayOfOrdinal } from "../planning/dates/working-days"
import type { InvalidBaseStart } from "../planning/dates/date-errors"
import type { LinkError } from "../planning/network/network-errors"
import { compileForecast, type CompiledForecast } from "./compile-forecast"
import { histogram, mean, percentile, sCurve, sortedCopy, type HistogramBin, type SCurvePoint } from "./forecast-stats"
import { DEFAULT_ITERATIONS, MAX_ITERATIONS, PERCENTILES, type Distribution, type ForecastInput, type ForecastOptions, type PercentileKey } from "./forecast-types"
import { riskExposure } from "./risk-events"
import { rankSensitivity, runSimulation, type SimulationRun } from "./run-simulation"
import { seedOf } from "./seeded-random"

export interface FinishValue {
  /** working days from the base start (continuous) */
  readonly days: number
  /** the working day it ends on */
  readonly date: string
}

export interface Driver {
  readonly kind: "task" | "risk"
  readonly id: string
  readonly label: string
  /** rank correlation with the finish and with the cost, -1..1 */
  readonly finish: number
  readonly cost: number
}

export interface ForecastResult {
  readonly iterations: number
  readonly seed: number
  readonly distribution: Distribution
  readonly base: { readonly finish: FinishValue; readonly cost: number }
  readonly finish: {
    readonly percentiles: Record<PercentileKey, FinishValue>
    readonly mean: number
    readonly histogram: ReadonlyArray<HistogramBin>
    readonly sCurve: ReadonlyArray<SCurvePoint>
    /** chance of finishing on or before the deterministic finish */
    readonly onTime: number
  }
  readonly cost: {
    readonly percentiles: Record<PercentileKey, number>
    readonly mean: number
    readonly histogram: ReadonlyArray<HistogramBin>
    readonly sCurve: ReadonlyArray<SCurvePoint>
    readonly withinBase: number
  }
  /** each leaf: share of iterations on the driving path */
  readonly criticality: ReadonlyArray<{ readonly id: string; readonly label: string; readonly index: number }>
  /** every leaf with a spread and every risk, by the size of its correlation with the finish */
  readonly sensitivity: ReadonlyArray<Driver>
  /** the five largest of `sensitivity` */
  readonly drivers: ReadonlyArray<Driver>
  readonly risks: ReadonlyArray<{
    readonly id: string
    readonly label: string
    readonly probability: number
    readonly schedule_days: number
    readonly cost_impact: number
    /** probability x cost impact */
    readonly exposure: number
    /** share of iterations in which it occurred */
    readonly occurred: number
  }>
  /** sum of the risks' exposures (EMV) */
  readonly exposure: number
}

export const clampIterations = (n: number | undefined): number =>
  n === undefined || !Number.isFinite(n) ? DEFAULT_ITERATIONS : Math.min(MAX_ITERATIONS, Math.max(1, Math.floor(n)))

const round = (x: number, digits: number): number => {
  const f = 10 ** digits
  return Math.round(x * f) / f
}

/** The date a finish of `days` working days from the base start ends on (a part day counts as that day). */
export const finishDate = (baseOrdinal: number, days: number, format = makeIsoFormatter()): string =>
  format(dayOfOrdinal(baseOrdinal + Math.max(0, Math.ceil(days - 1e-9) - 1)))

/** Summarises a run: percentiles, histogram and S-curve of finish and cost, criticality, sensitivity. */
export const summariseForecast = (c: CompiledForecast, run: SimulationRun, bins = 20): ForecastResult => {
  const format = makeIsoFormatter()
  const N = run.iterations
  const rows = c.input.rows
  const label = (i: number) => rows[i]!.label ?? rows[i]!.id
  const fs = sortedCopy(run.finish)
  const cs = sortedCopy(run.cost)
  const fp = {} as Record<PercentileKey, FinishValue>
  const cp = {} as Record<PercentileKey, number>
  for (const p of PERCENTILES) {
    const d = percentile(fs, p)
    fp[`P${p}`] = { days: round(d, 2), date: finishDate(c.baseOrdinal, d, format) }
    cp[`P${p}`] = round(percentile(cs, p), 2)
  }
  let onTime = 0
  let withinBase = 0
  for (let i = 0; i < N; i++) {
    if (Math.ceil(run.finish[i]! - 1e-9) <= c.baseDays) onTime++
    if (run.cost[i]! <= c.baseCost + 1e-6) withinBase++
  }
  const sens = rankSensitivity(c, run)
  const sensitivity: Array<Driver> = []
  for (let j = 0; j < c.leaves; j++) {
    if (!(c.high[j]! > c.low[j]!)) continue
    const i = c.leafRow[j]!
    sensitivity.push({ kind: "task", id: rows[i]!.id, label: label(i), finish: round(sens.taskFinish[j]!, 4), cost: round(sens.taskCost[j]!, 4) })
  }
  c.input.risks.forEach((r, k) => {
    sensitivity.push({ kind: "risk", id: r.id, label: r.title ?? r.id, finish: round(sens.riskFinish[k]!, 4), cost: round(sens.riskCost[k]!, 4) })
  })
  sensitivity.sort((a, b) => Math.abs(b.finish) - Math.abs(a.finish) || Math.abs(b.cost) - Math.abs(a.cost) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const criticality = Array.from({ length: c.leaves }, (_, j) => ({ j, i: c.leafRow[j]! }))
    .sort((a, b) => a.i - b.i)
    .map(({ j, i }) => ({ id: rows[i]!.id, label: label(i), index: round(run.critical[j]! / N, 4) }))
  const roundBins = (h: Array<HistogramBin>, digits: number) => h.map((b) => ({ from: round(b.from, digits), to: round(b.to, digits), count: b.count }))
  return {
    iterations: N,
    seed: run.seed,
    distribution: run.distribution,
    base: { finish: { days: c.baseDays, date: c.schedule.projectFinish }, cost: round(c.baseCost, 2) },
    finish: {
      percentiles: fp,
      mean: round(mean(run.finish), 2),
      histogram: roundBins(histogram(fs, bins), 2),
      sCurve: sCurve(fs).map((s) => ({ p: s.p, value: round(s.value, 2) })),
      onTime: round(onTime / N, 4)
    },
    cost: {
      percentiles: cp,
      mean: round(mean(run.cost), 2),
      histogram: roundBins(histogram(cs, bins), 2),
      sCurve: sCurve(cs).map((s) => ({ p: s.p, value: round(s.value, 2) })),
      withinBase: round(withinBase / N, 4)
    },
    criticality,
    sensitivity,
    drivers: sensitivity.slice(0, 5),
    risks: c.input.risks.map((r, k) => ({
      id: r.id,
      label: r.title ?? r.id,
      probability: c.riskProbability[k]!,
      schedule_days: c.riskDays[k]!,
      cost_impact: c.riskCost[k]!,
      exposure: round(c.riskProbability[k]! * Math.max(0, c.riskCost[k]!), 2),
      occurred: round(run.occurred[k]! / N, 4)
    })),
    exposure: round(riskExposure(c.input.risks), 2)
  }
}

/** Compiles, runs and summarises a forecast; the seed defaults to 1 (callers pass the project's seed). */
export const forecast = (input: ForecastInput, options: ForecastOptions = {}): Either.Either<ForecastResult, InvalidBaseStart | LinkError> => {
  const compiled = compileForecast(input)
  if (Either.isLeft(compiled)) return Either.left(compiled.left)
  const run = runSimulation(compiled.right, clampIterations(options.iterations), seedOf(options.seed ?? 1), options.distribution ?? "triangular")
  return Either.right(summariseForecast(compiled.right, run, options.histogramBins))
}
