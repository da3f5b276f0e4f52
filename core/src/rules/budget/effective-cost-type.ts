import type { BudgetLineInput } from "./budget-line"
import { classifyCostType } from "./classify-cost-type"
import type { CostType } from "./cost-type"

/** The cost type a line counts as: rollups are fixed OPEX (waterfall.md §4), others are classified. */
export function effectiveCostType(line: BudgetLineInput): CostType {
  return line.rollup === true ? "OPEX" : classifyCostType(line)
}
