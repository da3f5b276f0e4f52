import type { HeatMapChart } from "@initpack/core/document/model"
import { ragLabel, ragScore } from "@initpack/core/rules/risk/risk-rag"
import { SCALE_LABELS, type ScaleValue } from "@initpack/core/rules/risk/risk-scale"
import { INK, MUTED, RAG_COLOURS, type Drawing, type Shape } from "./drawing"

const CELL = 56
const LEFT = 112
const TOP = 12

/** 5 x 5 likelihood (rows, Very High on top) by impact (columns) with counts in RAG colours. */
export const heatMapDrawing = (chart: HeatMapChart): Drawing => {
  const shapes: Array<Shape> = []
  for (let l = 5; l >= 1; l--) {
    const y = TOP + (5 - l) * CELL
    shapes.push({ kind: "text", x: LEFT - 8, y: y + CELL / 2 + 4, text: SCALE_LABELS[l - 1] ?? "", size: 10, anchor: "end", fill: INK })
    for (let i = 1; i <= 5; i++) {
      const x = LEFT + (i - 1) * CELL
      const count = chart.counts[l - 1]?.[i - 1] ?? 0
      const label = ragLabel(ragScore(l as ScaleValue, i as ScaleValue))
      shapes.push({ kind: "rect", x, y, w: CELL, h: CELL, fill: RAG_COLOURS[label] ?? "#ccc", stroke: "#ffffff" })
      shapes.push({
        kind: "text",
        x: x + CELL / 2,
        y: y + CELL / 2 + 6,
        text: String(count),
        size: count > 0 ? 16 : 11,
        anchor: "middle",
        fill: label === "Medium" || label === "Low" ? INK : "#ffffff",
        bold: count > 0
      })
    }
  }
  const bottom = TOP + 5 * CELL
  for (let i = 1; i <= 5; i++) {
    shapes.push({ kind: "text", x: LEFT + (i - 0.5) * CELL, y: bottom + 16, text: SCALE_LABELS[i - 1] ?? "", size: 9, anchor: "middle", fill: INK })
  }
  shapes.push({ kind: "text", x: LEFT + 2.5 * CELL, y: bottom + 36, text: "Impact", size: 11, anchor: "middle", fill: MUTED, bold: true })
  shapes.push({ kind: "text", x: 14, y: TOP + 2.5 * CELL, text: "Likelihood", size: 11, anchor: "middle", fill: MUTED, bold: true, rotate: -90 })
  const total = chart.counts.reduce((s, row) => s + row.reduce((t, n) => t + n, 0), 0)
  return { width: LEFT + 5 * CELL + 12, height: bottom + 46, title: `Risk heat map of ${total} risks, likelihood by impact`, shapes }
}
