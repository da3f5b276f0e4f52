import type { RiskCategory } from "../../schemas/enums"
import type { ScaleLabel } from "./risk-scale"

// The list itself lives with the entity schemas (waterfall.md §9, agile.md §9).
export { RISK_CATEGORIES } from "../../schemas/enums"

export type { RiskCategory }

export interface NewRiskDefaults {
  readonly category: RiskCategory
  readonly likelihood: ScaleLabel
  readonly impact: ScaleLabel
}

/** New risk defaults: Technical / Medium / Medium (waterfall.md §9, agile.md §9). */
export const NEW_RISK_DEFAULTS: NewRiskDefaults = { category: "Technical", likelihood: "Medium", impact: "Medium" }
