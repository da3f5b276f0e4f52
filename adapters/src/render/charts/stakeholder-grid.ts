import type { StakeholderGridChart } from "@initpack/core/document/model"
import { QUADRANT_HIGH_FROM } from "@initpack/core/document/stakeholder-quadrant"
import { GRID, INK, MUTED, type Drawing, type Shape } from "./drawing"
import { ASCENT, estimateTextWidth, fitText, grow, labelSpace, type Box, type Placement } from "./label-layout"

const LEFT = 40
const TOP = 24
const SIZE = 360
const WIDTH = LEFT + SIZE + 10
const BOTTOM = TOP + SIZE
const HEIGHT = BOTTOM + 38
// 1..10 scale mapped onto the square, each value the middle of a tenth; the quadrant split sits between 5 and 6.
const pos = (v: number): number => ((Math.min(Math.max(v, 1), 10) - 0.5) / 10) * SIZE
const SPLIT = ((QUADRANT_HIGH_FROM - 1) / 10) * SIZE

export const LABEL_SIZE = 9
const LINE = 11
const LABEL_MAX_WIDTH = 150
const BADGE_SIZE = 8
/** Names are placed inside the square, clear of its edges. */
export const LABEL_AREA: Box = { x0: LEFT + 2, y0: TOP + 2, x1: LEFT + SIZE - 2, y1: BOTTOM - 2 }

interface Group {
  readonly cx: number
  readonly cy: number
  readonly names: ReadonlyArray<string>
  badge: string
  r: number
}

const keyOf = (i: number): string => (i < 26 ? String.fromCharCode(65 + i) : keyOf(Math.floor(i / 26) - 1) + String.fromCharCode(65 + (i % 26)))

const radius = (badge: string): number => (badge === "" ? 5 : Math.max(7.5, estimateTextWidth(badge, BADGE_SIZE, true) / 2 + 1))

const chunks = <A>(items: ReadonlyArray<A>, count: number): Array<ReadonlyArray<A>> => {
  const per = Math.ceil(items.length / count)
  return Array.from({ length: Math.ceil(items.length / per) }, (_, i) => items.slice(i * per, (i + 1) * per))
}

const labelShapes = (lines: ReadonlyArray<readonly [string, string]>, box: Box, cx: number): Array<Shape> => {
  const end = (box.x0 + box.x1) / 2 < cx
  return lines.map(([full, shown], i) => ({
    kind: "text",
    x: end ? box.x1 : box.x0,
    y: box.y0 + i * LINE + ASCENT * LABEL_SIZE,
    text: shown,
    size: LABEL_SIZE,
    anchor: end ? "end" : "start",
    fill: INK,
    ...(shown !== full ? { title: full } : {})
  }))
}

/**
 * Influence (up) by interest (right) with the four engagement quadrants. Stakeholders with the same
 * scores share one dot (with their count); each dot's names are listed beside it, or where the nearest
 * free room is with a leader line, never on another name or dot. A dot whose names find no room gets a
 * letter, and its names are listed under the chart.
 */
export const stakeholderGridDrawing = (chart: StakeholderGridChart): Drawing => {
  const shapes: Array<Shape> = []
  const quad = (x: number, y: number, w: number, h: number, fill: string) => shapes.push({ kind: "rect", x: LEFT + x, y: TOP + y, w, h, fill, stroke: GRID })
  quad(0, 0, SPLIT, SIZE - SPLIT, "#fff4e5")
  quad(SPLIT, 0, SIZE - SPLIT, SIZE - SPLIT, "#fde2e1")
  quad(0, SIZE - SPLIT, SPLIT, SPLIT, "#eef2f7")
  quad(SPLIT, SIZE - SPLIT, SIZE - SPLIT, SPLIT, "#e6f4ea")
  // quadrant names sit outside the square, over and under their quadrant, so no dot can cover them
  const title = (text: string, x: number, y: number) => shapes.push({ kind: "text", x, y, text, size: 11, anchor: "middle", fill: MUTED, bold: true })
  title("Keep satisfied", LEFT + SPLIT / 2, TOP - 8)
  title("Manage closely", LEFT + SPLIT + (SIZE - SPLIT) / 2, TOP - 8)
  title("Monitor", LEFT + SPLIT / 2, BOTTOM + 15)
  title("Keep informed", LEFT + SPLIT + (SIZE - SPLIT) / 2, BOTTOM + 15)
  shapes.push({ kind: "text", x: LEFT + SIZE / 2, y: BOTTOM + 32, text: "Interest", size: 11, anchor: "middle", fill: MUTED, bold: true })
  shapes.push({ kind: "text", x: 16, y: TOP + SIZE / 2, text: "Influence", size: 11, anchor: "middle", fill: MUTED, bold: true, rotate: -90 })

  const byCell = new Map<string, { cx: number; cy: number; names: Array<string> }>()
  for (const p of chart.points) {
    const cx = LEFT + pos(p.interest)
    const cy = BOTTOM - pos(p.influence)
    const key = `${cx}:${cy}`
    const cell = byCell.get(key) ?? { cx, cy, names: [] }
    cell.names.push(p.label.replace(/\s+/g, " ").trim())
    byCell.set(key, cell)
  }
  // the fullest cells choose first; then top to bottom, left to right
  const groups: Array<Group> = [...byCell.values()]
    .sort((a, b) => b.names.length - a.names.length || a.cy - b.cy || a.cx - b.cx)
    .map((c) => {
      const badge = c.names.length > 1 ? String(c.names.length) : ""
      return { ...c, badge, r: radius(badge) }
    })
  // a dot may yet get a letter (and grow) when its names find no room: names keep clear of that size
  const reserve = radius(keyOf(Math.max(groups.length - 1, 0)))
  const dotBox = (g: Group): Box => {
    const r = Math.max(g.r, reserve)
    return grow({ x0: g.cx - r, y0: g.cy - r, x1: g.cx + r, y1: g.cy + r }, 1.5)
  }

  const space = labelSpace(LABEL_AREA)
  const reserved = new Map(groups.map((g) => [g, dotBox(g)] as const))
  for (const b of reserved.values()) space.addBox(b)
  const placed: Array<{ readonly group: Group; readonly lines: ReadonlyArray<readonly [string, string]>; readonly at: Placement }> = []
  const unplaced: Array<Group> = []
  for (const g of groups) {
    const own = reserved.get(g) as Box
    const lines = g.names.map((n) => [n, fitText(n, LABEL_SIZE, LABEL_MAX_WIDTH)] as const)
    // a long list that finds no room in one block is split into up to four shorter ones, tried on a copy
    let found: typeof placed | undefined
    for (let count = 1; count <= Math.min(4, lines.length) && found === undefined; count++) {
      const trial = count === 1 ? space : space.fork()
      const tried: typeof placed = []
      for (const part of chunks(lines, count)) {
        const w = Math.max(1, ...part.map(([, shown]) => estimateTextWidth(shown, LABEL_SIZE)))
        const at = trial.place(w, part.length * LINE, g.cx, g.cy, g.r, own)
        if (at === undefined) break
        tried.push({ group: g, lines: part, at })
        if (count > 1) {
          trial.addBox(at.box)
          if (at.leader) trial.addSegment(at.leader)
        }
      }
      if (tried.length === chunks(lines, count).length) found = tried
    }
    if (found === undefined) {
      unplaced.push(g)
      continue
    }
    for (const p of found) {
      space.addBox(p.at.box)
      if (p.at.leader) space.addSegment(p.at.leader)
    }
    placed.push(...found)
  }
  unplaced.forEach((g, i) => {
    g.badge = keyOf(i)
    g.r = radius(g.badge)
  })

  for (const p of placed) if (p.at.leader) {
    const [x1, y1, x2, y2] = p.at.leader
    shapes.push({ kind: "line", x1, y1, x2, y2, stroke: MUTED, width: 0.75 })
  }
  for (const g of groups) {
    shapes.push({ kind: "circle", cx: g.cx, cy: g.cy, r: g.r, fill: "#1d4ed8", stroke: "#ffffff" })
    if (g.badge !== "") shapes.push({ kind: "text", x: g.cx, y: g.cy + BADGE_SIZE * 0.36, text: g.badge, size: BADGE_SIZE, anchor: "middle", fill: "#ffffff", bold: true })
  }
  for (const p of placed) shapes.push(...labelShapes(p.lines, p.at.box, p.group.cx))

  // names with no room in the square: listed under the chart in three columns, by their dot's letter
  const listed = unplaced.flatMap((g) => g.names.map((n) => [g.badge, n] as const))
  const column = (WIDTH - 20) / 3
  const rows = Math.ceil(listed.length / 3)
  const keyWidth = Math.max(0, ...unplaced.map((g) => estimateTextWidth(g.badge, LABEL_SIZE, true))) + 4
  listed.forEach(([key, name], i) => {
    const text = fitText(name, LABEL_SIZE, column - keyWidth - 6)
    const x = 10 + Math.floor(i / rows) * column
    const y = HEIGHT + 4 + (i % rows) * LINE + ASCENT * LABEL_SIZE
    shapes.push({ kind: "text", x, y, text: key, size: LABEL_SIZE, anchor: "start", fill: "#1d4ed8", bold: true })
    shapes.push({ kind: "text", x: x + keyWidth, y, text, size: LABEL_SIZE, anchor: "start", fill: INK, ...(text !== name ? { title: name } : {}) })
  })
  const height = HEIGHT + (rows > 0 ? rows * LINE + 8 : 0)
  return { width: WIDTH, height, title: `Influence and interest grid of ${chart.points.length} stakeholders`, shapes }
}
