import type { GanttChart } from "@initpack/core/document/model"
import { clip, GRID, INK, MUTED, type Drawing, type Shape } from "./drawing"
import { CRITICAL, linkArrows, linkLegend, type RowSpan } from "./gantt-links"

// 495 wide in all: the text width of an A4 PDF page, so the PDF draws it at full size (8.5 pt labels)
const LABEL_W = 190
const BAR_W = 295
const ROW_H = 18
const TOP = 26
const DAY = 86_400_000

const BAR_COLOURS = { phase: "#1f3a5f", task: "#3b82f6", sprint: "#7c3aed" } as const
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]

const dayNumber = (iso: string): number => {
  const [y, m, d] = iso.split("-").map(Number)
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY)
}

/**
 * Bars per row on a day scale; milestones are diamonds, gates are outlined red diamonds; month ticks on top.
 * Issue 22: task links are arrows, critical rows and links are red, with a legend below the rows.
 */
export const ganttDrawing = (chart: GanttChart): Drawing => {
  const rows = chart.rows
  const starts = rows.map((r) => dayNumber(r.start))
  const ends = rows.map((r) => dayNumber(r.end))
  const first = Math.min(...starts)
  const last = Math.max(...ends) + 1
  const span = Math.max(last - first, 1)
  const x = (day: number) => LABEL_W + ((day - first) / span) * BAR_W
  const shapes: Array<Shape> = []
  const links = chart.links ?? []
  const legend = links.length > 0 || rows.some((r) => r.critical === true)
  const height = TOP + rows.length * ROW_H + 8
  const spans: Array<RowSpan> = []
  // month ticks
  const startDate = new Date(first * DAY)
  let tick = Date.UTC(startDate.getUTCFullYear(), startDate.getUTCMonth() + 1, 1) / DAY
  const monthsSpanned = span / 30
  const every = monthsSpanned > 18 ? 3 : monthsSpanned > 9 ? 2 : 1
  // the first, partial month is named at the left edge when there is room before the first tick
  if (x(tick) - x(first) >= 38 || tick >= last) {
    shapes.push({ kind: "text", x: x(first) + 2, y: TOP - 10, text: `${MONTHS[startDate.getUTCMonth()]} ${String(startDate.getUTCFullYear()).slice(2)}`, size: 8, anchor: "start", fill: MUTED })
  }
  let index = 0
  while (tick < last) {
    const date = new Date(tick * DAY)
    // a label that would run past the right edge is left out (its tick line stays)
    if (index % every === 0) {
      shapes.push({ kind: "line", x1: x(tick), y1: TOP - 6, x2: x(tick), y2: height - 6, stroke: GRID, width: 0.5, dashed: true })
      if (x(tick) + 30 <= LABEL_W + BAR_W + 10) shapes.push({ kind: "text", x: x(tick) + 2, y: TOP - 10, text: `${MONTHS[date.getUTCMonth()]} ${String(date.getUTCFullYear()).slice(2)}`, size: 8, anchor: "start", fill: MUTED })
    }
    index++
    tick = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1) / DAY
  }
  rows.forEach((r, i) => {
    const y = TOP + i * ROW_H
    const mid = y + ROW_H / 2
    if (i % 2 === 0) shapes.push({ kind: "rect", x: 0, y, w: LABEL_W + BAR_W + 10, h: ROW_H, fill: "#f8fafc" })
    shapes.push({
      kind: "text",
      x: 4 + r.depth * 10,
      y: mid + 3,
      text: clip(r.label, 32 - r.depth * 2),
      size: 8.5,
      anchor: "start",
      fill: INK,
      bold: r.kind === "phase"
    })
    const s = starts[i] ?? first
    const e = (ends[i] ?? s) + 1
    const critical = r.critical === true && r.kind !== "phase"
    if (r.kind === "milestone" || r.kind === "gate") {
      const cx = x(s)
      const d = 6
      shapes.push({
        kind: "polygon",
        points: [[cx, mid - d], [cx + d, mid], [cx, mid + d], [cx - d, mid]],
        fill: critical ? CRITICAL : r.kind === "gate" ? "#ffffff" : "#f59e0b",
        stroke: r.kind === "gate" ? "#b91c1c" : critical ? "#991b1b" : "#b45309"
      })
      spans.push({ x0: cx - d, x1: cx + d, mid })
    } else {
      const h = r.kind === "phase" ? 8 : 10
      const w = Math.max(x(e) - x(s), 2)
      shapes.push({ kind: "rect", x: x(s), y: mid - h / 2, w, h, fill: critical ? CRITICAL : BAR_COLOURS[r.kind] })
      spans.push({ x0: x(s), x1: x(s) + w, mid })
    }
  })
  shapes.push(...linkArrows(chart, spans, ROW_H, LABEL_W, LABEL_W + BAR_W + 10))
  shapes.push({ kind: "line", x1: LABEL_W, y1: TOP - 4, x2: LABEL_W, y2: height - 6, stroke: GRID, width: 1 })
  if (legend) shapes.push(...linkLegend(4, height + 6, links.length > 0))
  const critical = rows.filter((r) => r.critical === true && r.kind !== "phase").length
  const title = `Gantt chart of ${rows.length} rows${links.length > 0 ? `, ${links.length} task links` : ""}${legend ? `, ${critical} on the critical path (red)` : ""}`
  return { width: LABEL_W + BAR_W + 10, height: height + (legend ? 16 : 0), title, shapes }
}
