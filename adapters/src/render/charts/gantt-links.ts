// Issue 22: task-link arrows on the Gantt chart (elbow lines from the predecessor's finish or start to the
// successor's start or finish, an arrowhead at the successor) and the legend of the critical path.
import type { GanttChart } from "@initpack/core/document/model"
import { INK, type Shape } from "./drawing"
import { estimateTextWidth } from "./label-layout"

export const CRITICAL = "#dc2626"
export const LINK = "#64748b"

/** Where a row is drawn: its bar's left and right edge (a diamond's left and right point) and its middle. */
export interface RowSpan {
  readonly x0: number
  readonly x1: number
  readonly mid: number
}

type Point = readonly [number, number]

const head = (tip: Point, from: Point, fill: string): Shape => {
  const dx = Math.sign(tip[0] - from[0])
  const dy = Math.sign(tip[1] - from[1])
  const s = 3
  // perpendicular to the last segment
  const px = dy === 0 ? 0 : s * 0.8
  const py = dx === 0 ? 0 : s * 0.8
  return { kind: "polygon", points: [tip, [tip[0] - dx * s + px, tip[1] - dy * s + py], [tip[0] - dx * s - px, tip[1] - dy * s - py]], fill }
}

/**
 * Arrow shapes for the chart's links, kept within [left, right] (the bar area, never over a label).
 * `rowHeight` lets a route run along the border between rows when the successor starts before the
 * predecessor's end.
 */
export const linkArrows = (chart: GanttChart, spans: ReadonlyArray<RowSpan>, rowHeight: number, left: number, right: number): Array<Shape> => {
  const clampX = (x: number) => Math.min(Math.max(x, left + 1), right - 1)
  const shapes: Array<Shape> = []
  // critical links last, so they are drawn on top
  const links = [...(chart.links ?? [])].sort((a, b) => Number(a.critical) - Number(b.critical))
  for (const l of links) {
    const a = spans[l.from]
    const b = spans[l.to]
    if (a === undefined || b === undefined || l.from === l.to) continue
    const fromFinish = l.type === "FS" || l.type === "FF"
    const toStart = l.type === "FS" || l.type === "SS"
    const sx = fromFinish ? a.x1 : a.x0
    const out = clampX(sx + (fromFinish ? 3 : -3))
    const tx = toStart ? b.x0 : b.x1
    const inX = clampX(tx + (toStart ? -4 : 4))
    const points: Array<Point> = [[sx, a.mid], [out, a.mid]]
    const direct = toStart ? out <= inX : out >= inX
    if (direct) points.push([out, b.mid])
    else {
      // along the border of the successor's row, then into it
      const border = b.mid + (b.mid > a.mid ? -rowHeight / 2 : rowHeight / 2)
      points.push([out, border], [inX, border], [inX, b.mid])
    }
    points.push([tx, b.mid])
    const colour = l.critical ? CRITICAL : LINK
    for (let k = 0; k + 1 < points.length; k++) {
      const [x1, y1] = points[k]!
      const [x2, y2] = points[k + 1]!
      if (x1 === x2 && y1 === y2) continue
      shapes.push({ kind: "line", x1, y1, x2, y2, stroke: colour, width: l.critical ? 1.1 : 0.7 })
    }
    shapes.push(head(points[points.length - 1]!, points[points.length - 2]!, colour))
  }
  return shapes
}

/** The legend row at `y` (its middle): critical path swatch, critical link and task link, left to right. */
export const linkLegend = (x: number, y: number, hasLinks: boolean): Array<Shape> => {
  const shapes: Array<Shape> = []
  const size = 8
  let at = x
  const label = (text: string) => {
    shapes.push({ kind: "text", x: at, y: y + 3, text, size, anchor: "start", fill: INK })
    at += estimateTextWidth(text, size) + 12
  }
  shapes.push({ kind: "rect", x: at, y: y - 4, w: 14, h: 8, fill: CRITICAL })
  at += 18
  label("Critical path")
  if (hasLinks) {
    for (const [colour, text] of [[CRITICAL, "Critical link"], [LINK, "Task link"]] as const) {
      shapes.push({ kind: "line", x1: at, y1: y, x2: at + 14, y2: y, stroke: colour, width: 1 })
      shapes.push(head([at + 17, y], [at, y], colour))
      at += 21
      label(text)
    }
  }
  return shapes
}
