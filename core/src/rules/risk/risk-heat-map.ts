import type { RatedRisk } from "./risk-rag"
import { toScaleValue } from "./risk-scale"

/**
 * 5x5 count matrix for the heat-map chart: counts[likelihood - 1][impact - 1].
 * Risks whose likelihood or impact is off the scale are not counted.
 */
export type HeatMapCounts = ReadonlyArray<ReadonlyArray<number>>

export function riskHeatMap(risks: ReadonlyArray<RatedRisk>): HeatMapCounts {
  const counts = Array.from({ length: 5 }, () => Array.from({ length: 5 }, () => 0))
  for (const risk of risks) {
    const likelihood = toScaleValue(risk.likelihood)
    const impact = toScaleValue(risk.impact)
    if (likelihood === undefined || impact === undefined) continue
    const row = counts[likelihood - 1] as number[]
    row[impact - 1] = (row[impact - 1] ?? 0) + 1
  }
  return counts
}
