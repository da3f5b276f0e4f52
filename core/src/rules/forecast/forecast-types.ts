import type { NetworkRow } from "../planning/network/schedule-network"
import type { TaskLink } from "../planning/network/task-link"
import type { RiskEvent } from "./risk-events"
import type { ThreePoint } from "./three-point"

export type Distribution = "triangular" | "pert"
export const DISTRIBUTIONS: ReadonlyArray<Distribution> = ["triangular", "pert"]
export const DEFAULT_ITERATIONS = 5_000
export const MAX_ITERATIONS = 200_000
export const PERCENTILES = [10, 50, 80, 90, 95] as const
export type PercentileKey = "P10" | "P50" | "P80" | "P90" | "P95"

export interface ForecastRow extends NetworkRow {
  /** a leaf's three-point estimate; missing: its duration, with no spread */
  readonly estimate?: ThreePoint | null
  /** a leaf's cost at its most likely duration; it scales with the sampled duration */
  readonly cost?: number | null
  /** the name shown for the task (default: its id) */
  readonly label?: string | null
}

export interface ForecastInput {
  /** the WBS or agile schedule in display order */
  readonly rows: ReadonlyArray<ForecastRow>
  /** task links; none: the spec's chain */
  readonly links: ReadonlyArray<TaskLink>
  readonly baseStart: string
  readonly risks: ReadonlyArray<RiskEvent>
  /** cost that depends on neither durations nor the finish (deliverables, external, one-off) */
  readonly fixedCost: number
  /** level-of-effort cost over the most likely project length (e.g. the project manager); it scales with the simulated finish */
  readonly timeCost: number
}

export interface ForecastOptions {
  readonly iterations?: number
  readonly seed?: number | string
  readonly distribution?: Distribution
  readonly histogramBins?: number
}
