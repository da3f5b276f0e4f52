import type { ScaleLabel } from "./risk-scale"

// waterfall.md §9, agile.md §9
export const RISK_CATEGORIES = [
  "Technical",
  "Vendor",
  "Schedule",
  "Cost",
  "Compliance",
  "Security",
  "Operational",
  "Change/People",
  "Uncategorized"
] as const
export type RiskCategory = (typeof RISK_CATEGORIES)[number]

export interface NewRiskDefaults {
  readonly category: RiskCategory
  readonly likelihood: ScaleLabel
  readonly impact: ScaleLabel
}

/** New risk defaults: Technical / Medium / Medium (waterfall.md §9, agile.md §9). */
export const NEW_RISK_DEFAULTS: NewRiskDefaults = { category: "Technical", likelihood: "Medium", impact: "Medium" }
