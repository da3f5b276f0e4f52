import type { ForecastCurveChart } from "@initpack/core/document/model"
import { GRID, INK, MUTED, type Drawing, type Shape } from "./drawing"

// 495 wide in all, as the other charts: the text width of an A4 PDF page
const LEFT = 44
const PLOT_W = 430
const TOP = 14
const PLOT_H = 170
const CURVE = "#2563eb"
export const P50_COLOUR = "#0f766e"
export const P80_COLOUR = "#b45309"

/** An axis value in few characters: whole days, or money as 12.3k / 1.2m. */
const tick = (chart: ForecastCurveChart, v: number): string => {
  if (chart.measure === "finish") return String(Math.round(v))
  const a = Math.abs(v)
  return a >= 1e6 ? `${(v / 1e6).toFixed(a >= 1e7 ? 0 : 1)}m` : a >= 1e3 ? `${(v / 1e3).toFixed(a >= 1e4 ? 0 : 1)}k` : String(Math.round(v))
}

/**
 * The S-curve: the share of iterations finishing (or costing) at or below each value, the P50 and P80
 * marked with their values, the plan's value dashed.
 */
export const forecastCurveDrawing = (chart: ForecastCurveChart): Drawing => {
  const values = [...chart.points.map((p) => p.value), chart.base]
  let lo = Math.min(...values)
  let hi = Math.max(...values)
  if (!(hi > lo)) {
    lo -= 1
    hi += 1
  }
  const pad = (hi - lo) * 0.04
  lo -= pad
  hi += pad
  const x = (v: number) => LEFT + ((v - lo) / (hi - lo)) * PLOT_W
  const y = (p: number) => TOP + (1 - p) * PLOT_H
  const shapes: Array<Shape> = []
  for (const p of [0, 0.25, 0.5, 0.75, 1]) {
    shapes.push({ kind: "line", x1: LEFT, y1: y(p), x2: LEFT + PLOT_W, y2: y(p), stroke: GRID, width: 0.6 })
    shapes.push({ kind: "text", x: LEFT - 5, y: y(p) + 3, text: `${Math.round(p * 100)}%`, size: 8, anchor: "end", fill: MUTED })
  }
  for (let k = 0; k <= 4; k++) {
    const v = lo + ((hi - lo) * k) / 4
    shapes.push({ kind: "text", x: x(v), y: TOP + PLOT_H + 12, text: tick(chart, v), size: 8, anchor: "middle", fill: MUTED })
  }
  shapes.push({ kind: "text", x: LEFT + PLOT_W / 2, y: TOP + PLOT_H + 25, text: chart.measure === "finish" ? "Finish (working days from the start)" : `Cost (${chart.unit})`, size: 8.5, anchor: "middle", fill: INK })
  shapes.push({ kind: "line", x1: x(chart.base), y1: TOP, x2: x(chart.base), y2: TOP + PLOT_H, stroke: MUTED, width: 0.8, dashed: true })
  shapes.push({ kind: "text", x: x(chart.base) + 3, y: TOP + 9, text: "Plan", size: 8, anchor: "start", fill: MUTED })
  const pts = chart.points
  for (let i = 1; i < pts.length; i++)
    shapes.push({ kind: "line", x1: x(pts[i - 1]!.value), y1: y(pts[i - 1]!.p), x2: x(pts[i]!.value), y2: y(pts[i]!.p), stroke: CURVE, width: 1.8 })
  chart.markers.forEach((m, k) => {
    const colour = k === 0 ? P50_COLOUR : P80_COLOUR
    shapes.push({ kind: "line", x1: LEFT, y1: y(m.p), x2: x(m.value), y2: y(m.p), stroke: colour, width: 0.9, dashed: true })
    shapes.push({ kind: "line", x1: x(m.value), y1: y(m.p), x2: x(m.value), y2: TOP + PLOT_H, stroke: colour, width: 0.9, dashed: true })
    shapes.push({ kind: "circle", cx: x(m.value), cy: y(m.p), r: 3, fill: colour })
    // left of a rising curve at its own height the plot is empty: the label sits there, on its dashed line
    shapes.push({ kind: "text", x: LEFT + 4, y: y(m.p) - 4, text: `${m.label} ${m.text}`, size: 8.5, anchor: "start", fill: colour, bold: true })
  })
  const what = chart.measure === "finish" ? "finishing within a number of working days" : `the cost staying within an amount in ${chart.unit}`
  return { width: LEFT + PLOT_W + 21, height: TOP + PLOT_H + 32, title: `S-curve: chance of ${what}; ${chart.markers.map((m) => `${m.label} ${m.text}`).join(", ")}`, shapes }
}
