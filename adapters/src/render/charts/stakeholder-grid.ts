import type { StakeholderGridChart } from "@initpack/core/document/model"
import { QUADRANT_HIGH_FROM } from "@initpack/core/document/stakeholder-quadrant"
import { clip, GRID, INK, MUTED, type Drawing, type Shape } from "./drawing"

const LEFT = 40
const TOP = 10
const SIZE = 360
// 1..10 scale mapped onto the square; the quadrant split sits between 5 and 6.
const pos = (v: number): number => ((Math.min(Math.max(v, 1), 10) - 0.5) / 10) * SIZE
const SPLIT = ((QUADRANT_HIGH_FROM - 0.5) / 10) * SIZE

/** Influence (up) by interest (right) with the four engagement quadrants. */
export const stakeholderGridDrawing = (chart: StakeholderGridChart): Drawing => {
  const shapes: Array<Shape> = []
  const quad = (x: number, y: number, w: number, h: number, fill: string, label: string, lx: number, ly: number) => {
    shapes.push({ kind: "rect", x: LEFT + x, y: TOP + y, w, h, fill, stroke: GRID })
    shapes.push({ kind: "text", x: LEFT + lx, y: TOP + ly, text: label, size: 11, anchor: "middle", fill: MUTED, bold: true })
  }
  quad(0, 0, SPLIT, SIZE - SPLIT, "#fff4e5", "Keep satisfied", SPLIT / 2, 18)
  quad(SPLIT, 0, SIZE - SPLIT, SIZE - SPLIT, "#fde2e1", "Manage closely", SPLIT + (SIZE - SPLIT) / 2, 18)
  quad(0, SIZE - SPLIT, SPLIT, SPLIT, "#eef2f7", "Monitor", SPLIT / 2, SIZE - 8)
  quad(SPLIT, SIZE - SPLIT, SIZE - SPLIT, SPLIT, "#e6f4ea", "Keep informed", SPLIT + (SIZE - SPLIT) / 2, SIZE - 8)
  const seen = new Map<string, number>()
  for (const p of chart.points) {
    const key = `${p.influence}:${p.interest}`
    const k = seen.get(key) ?? 0
    seen.set(key, k + 1)
    const cx = LEFT + pos(p.interest)
    const cy = TOP + SIZE - pos(p.influence)
    shapes.push({ kind: "circle", cx, cy, r: 5, fill: "#1d4ed8", stroke: "#ffffff" })
    const right = cx < LEFT + SIZE - 90
    shapes.push({ kind: "text", x: cx + (right ? 8 : -8), y: cy + 4 + k * 11, text: clip(p.label, 20), size: 9, anchor: right ? "start" : "end", fill: INK })
  }
  shapes.push({ kind: "text", x: LEFT + SIZE / 2, y: TOP + SIZE + 20, text: "Interest", size: 11, anchor: "middle", fill: MUTED, bold: true })
  shapes.push({ kind: "text", x: 16, y: TOP + SIZE / 2, text: "Influence", size: 11, anchor: "middle", fill: MUTED, bold: true, rotate: -90 })
  return { width: LEFT + SIZE + 10, height: TOP + SIZE + 30, title: `Influence and interest grid of ${chart.points.length} stakeholders`, shapes }
}
