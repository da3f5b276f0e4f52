import type { Chart } from "@initpack/core/document/model"
import { formatDay, formatMoney } from "@initpack/core/document/format"
import { stakeholderQuadrant } from "@initpack/core/document/stakeholder-quadrant"
import { SCALE_LABELS } from "@initpack/core/rules/risk/risk-scale"

/** A chart's data as a table, for text formats (Markdown) and as accessible fallback. */
export const chartTable = (chart: Chart): { readonly header: ReadonlyArray<string>; readonly rows: ReadonlyArray<ReadonlyArray<string>> } => {
  switch (chart._tag) {
    case "RiskHeatMap":
      return {
        header: ["Likelihood \\ Impact", ...SCALE_LABELS],
        rows: [5, 4, 3, 2, 1].map((l) => [SCALE_LABELS[l - 1] ?? "", ...[0, 1, 2, 3, 4].map((i) => String(chart.counts[l - 1]?.[i] ?? 0))])
      }
    case "StakeholderGrid":
      return {
        header: ["Stakeholder", "Influence", "Interest", "Quadrant"],
        rows: chart.points.map((p) => [p.label, String(p.influence), String(p.interest), stakeholderQuadrant(p.influence, p.interest) ?? ""])
      }
    case "Gantt":
      return {
        header: ["Item", "Type", "Start", "Finish"],
        rows: chart.rows.map((r) => [r.label, r.kind, formatDay(r.start), formatDay(r.end)])
      }
    case "BudgetBreakdown":
      return {
        header: ["Category", "CAPEX", "OPEX", "Total"],
        rows: chart.bars.map((b) => [b.label, formatMoney(b.capex, chart.currency), formatMoney(b.opex, chart.currency), formatMoney(b.capex + b.opex, chart.currency)])
      }
    case "ForecastCurve":
      return {
        header: ["Confidence", chart.measure === "finish" ? "Finish" : "Cost"],
        rows: chart.markers.map((m) => [m.label, m.text])
      }
  }
}
