import type { RiskCategory } from "../../schemas/enum-lists"
import type { ScaleLabel } from "./risk-scale"

// The list itself lives with the fixed lists (waterfall.md §9, agile.md §9).
export { RISK_CATEGORIES } from "../../schemas/enum-lists"

export type { RiskCategory }

export interface NewRiskDefaults {
  readonly category: RiskCategory
  readonly likelihood: ScaleLabel
  readonly impact: ScaleLabel
}

/** New risk defaults: Technical / Medium / Medium (waterfall.md §9, agile.md §9). */
export const NEW_RISK_DEFAULTS: NewRiskDefaults = { category: "Technical", likelihood: "Medium", impact: "Medium" }
