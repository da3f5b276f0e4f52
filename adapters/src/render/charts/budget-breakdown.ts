import type { BudgetBreakdownChart } from "@initpack/core/document/model"
import { formatMoney } from "@initpack/core/document/format"
import { clip, INK, MUTED, type Drawing, type Shape } from "./drawing"

// 495 wide in all: the text width of an A4 PDF page, so the PDF draws it at full size
const LABEL_W = 125
const BAR_W = 265
const VALUE_W = 105
const ROW_H = 24
const TOP = 28
export const CAPEX_COLOUR = "#2563eb"
export const OPEX_COLOUR = "#f59e0b"

/** One stacked bar per category: CAPEX then OPEX, with the category total. */
export const budgetBreakdownDrawing = (chart: BudgetBreakdownChart): Drawing => {
  const max = Math.max(1, ...chart.bars.map((b) => b.capex + b.opex))
  const shapes: Array<Shape> = [
    { kind: "rect", x: LABEL_W, y: 6, w: 10, h: 10, fill: CAPEX_COLOUR },
    { kind: "text", x: LABEL_W + 14, y: 15, text: "CAPEX", size: 9, anchor: "start", fill: INK },
    { kind: "rect", x: LABEL_W + 70, y: 6, w: 10, h: 10, fill: OPEX_COLOUR },
    { kind: "text", x: LABEL_W + 84, y: 15, text: "OPEX", size: 9, anchor: "start", fill: INK }
  ]
  chart.bars.forEach((b, i) => {
    const y = TOP + i * ROW_H
    const capexW = (b.capex / max) * BAR_W
    const opexW = (b.opex / max) * BAR_W
    shapes.push({ kind: "text", x: LABEL_W - 6, y: y + 15, text: clip(b.label, 20), size: 9.5, anchor: "end", fill: INK })
    if (capexW > 0) shapes.push({ kind: "rect", x: LABEL_W, y: y + 4, w: capexW, h: 16, fill: CAPEX_COLOUR })
    if (opexW > 0) shapes.push({ kind: "rect", x: LABEL_W + capexW, y: y + 4, w: opexW, h: 16, fill: OPEX_COLOUR })
    shapes.push({ kind: "text", x: LABEL_W + capexW + opexW + 6, y: y + 15, text: formatMoney(b.capex + b.opex, chart.currency), size: 9, anchor: "start", fill: MUTED })
  })
  return { width: LABEL_W + BAR_W + VALUE_W, height: TOP + chart.bars.length * ROW_H + 8, title: `CAPEX and OPEX by category in ${chart.currency}`, shapes }
}
