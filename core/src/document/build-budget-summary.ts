import type { ProjectArtefacts } from "./artefacts"
import { budgetFigures, DEFAULT_CONTINGENCY } from "./budget-figures"
import { formatPercent } from "./format"
import { heading, keyValue, missing, type Block } from "./model"
import { confidenceSection } from "./sections/forecast-sections"
import { chosenContingency } from "./forecast-figures"
import { breakdownChart, hasBudget, lineItemsTable, NO_BUDGET, totalsBlock } from "./sections/budget-sections"

export const buildBudgetSummary = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const b = a.budget
  if (!hasBudget(b)) return [missing(NO_BUDGET)]
  const f = budgetFigures(b)
  return [
    heading(1, "Totals"),
    totalsBlock(b, chosenContingency(a)),
    keyValue([
      ["Currency", f.currency],
      ["Contingency rate", formatPercent(b.config?.contingency_pct ?? DEFAULT_CONTINGENCY)],
      ...(b.config?.pricing_horizon_months == null ? [] : [["Pricing horizon", `${b.config.pricing_horizon_months} months`] as const])
    ]),
    heading(1, "CAPEX / OPEX breakdown"),
    breakdownChart(b),
    ...confidenceSection(a, 1, { contingency: true }),
    heading(1, "Line items"),
    lineItemsTable(b)
  ]
}
