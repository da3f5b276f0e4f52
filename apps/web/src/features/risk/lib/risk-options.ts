// The fixed lists of the risk fields (waterfall.md §5, §9) as select options.
import { RISK_CATEGORIES } from "@initpack/core/rules/risk/risk-defaults"
import { SCALE_LABELS } from "@initpack/core/rules/risk/risk-scale"

export const CATEGORY_OPTIONS = RISK_CATEGORIES.map((c) => ({ value: c, label: c }))
export const LEVEL_OPTIONS = SCALE_LABELS.map((level, index) => ({ value: level, label: `${level} (${index + 1})` }))
