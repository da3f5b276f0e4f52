import type { Chart } from "@initpack/core/document/model"
import { budgetBreakdownDrawing } from "./budget-breakdown"
import type { Drawing } from "./drawing"
import { forecastCurveDrawing } from "./forecast-curve"
import { ganttDrawing } from "./gantt"
import { heatMapDrawing } from "./heat-map"
import { stakeholderGridDrawing } from "./stakeholder-grid"

export const chartDrawing = (chart: Chart): Drawing => {
  switch (chart._tag) {
    case "RiskHeatMap":
      return heatMapDrawing(chart)
    case "StakeholderGrid":
      return stakeholderGridDrawing(chart)
    case "Gantt":
      return ganttDrawing(chart)
    case "BudgetBreakdown":
      return budgetBreakdownDrawing(chart)
    case "ForecastCurve":
      return forecastCurveDrawing(chart)
  }
}
