import { toScaleValue, type ScaleInput, type ScaleValue } from "./risk-scale"

// RAG bands (waterfall.md §9, agile.md §9): 20+ Very High; 15-19 High; 9-14 Medium; 5-8 Low; <5 Very Low.
export const RAG_LABELS = ["Very Low", "Low", "Medium", "High", "Very High"] as const
export type RagLabel = (typeof RAG_LABELS)[number]

export const RAG_THRESHOLDS = { veryHigh: 20, high: 15, medium: 9, low: 5 } as const

export interface RiskRag {
  readonly score: number
  readonly label: RagLabel
}

export interface RatedRisk {
  readonly likelihood: ScaleInput | null | undefined
  readonly impact: ScaleInput | null | undefined
}

/** Score = likelihood x impact, each 1..5. */
export function ragScore(likelihood: ScaleValue, impact: ScaleValue): number {
  return likelihood * impact
}

export function ragLabel(score: number): RagLabel {
  if (score >= RAG_THRESHOLDS.veryHigh) return "Very High"
  if (score >= RAG_THRESHOLDS.high) return "High"
  if (score >= RAG_THRESHOLDS.medium) return "Medium"
  if (score >= RAG_THRESHOLDS.low) return "Low"
  return "Very Low"
}

/** Derived RAG of a risk; undefined when likelihood or impact is not on the scale. */
export function riskRag(risk: RatedRisk): RiskRag | undefined {
  const likelihood = toScaleValue(risk.likelihood)
  const impact = toScaleValue(risk.impact)
  if (likelihood === undefined || impact === undefined) return undefined
  const score = ragScore(likelihood, impact)
  return { score, label: ragLabel(score) }
}
