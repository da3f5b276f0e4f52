// Label geometry shared by the chart layouts and their tests: a conservative width estimate that holds
// for every backend that paints a drawing (SVG in Helvetica/Arial/DejaVu, pdfkit in Helvetica or DejaVu
// Sans, the PNG's 5 x 7 pixel font), boxes, and a deterministic search for a free place for a block.

export interface Box {
  readonly x0: number
  readonly y0: number
  readonly x1: number
  readonly y1: number
}

/** Above and below the baseline, in ems: DejaVu Sans reaches 0.93 up (accented capitals) and 0.24 down. */
export const ASCENT = 0.95
export const DESCENT = 0.25

const WIDE = new Set([..."MWmw@%ŒœÆæ"])

// Widest advance per character class among Helvetica, DejaVu Sans and the PNG font, in ems; bold is
// DejaVu Sans Bold's (W 1.10, O 0.85, n 0.71).
const charEm = (c: string, bold: boolean): number => {
  const cp = c.codePointAt(0) ?? 0
  if (c === "…") return 2 // the PNG font writes "..."
  if (cp > 0xffff) return 1.34 // the PNG font writes "??" for an astral character
  if (cp >= 0x1100 && (cp <= 0x115f || (cp >= 0x2e80 && cp <= 0xa4cf) || (cp >= 0xac00 && cp <= 0xd7a3) || (cp >= 0xf900 && cp <= 0xfaff) || (cp >= 0xfe30 && cp <= 0xfe4f) || (cp >= 0xff00 && cp <= 0xff60) || (cp >= 0xffe0 && cp <= 0xffe6)))
    return 1 // full width (CJK)
  if (WIDE.has(c)) return bold ? 1.12 : 1
  if (c !== c.toLowerCase() || /[0-9#$&?~]/.test(c)) return bold ? 0.87 : 0.8
  return bold ? 0.72 : 0.67
}

/** The PNG font's advance per character at a size: 6 pixels per column step, at least one pixel. */
const pngAdvance = (size: number, bold: boolean): number => 6 * Math.max(1, Math.round(size / 10)) + (bold ? 1 : 0)

/** Width a text takes at a size, never less than any backend paints it. */
export const estimateTextWidth = (text: string, size: number, bold = false): number => {
  const floor = pngAdvance(size, bold) / size
  let em = 0
  for (const c of text) em += Math.max(charEm(c, bold), floor)
  return em * size
}

/** The box of one line of text drawn at (x, baseline) with an anchor. */
export const textBox = (x: number, baseline: number, text: string, size: number, anchor: "start" | "middle" | "end", bold = false): Box => {
  const w = estimateTextWidth(text, size, bold)
  const x0 = anchor === "start" ? x : anchor === "middle" ? x - w / 2 : x - w
  return { x0, y0: baseline - ASCENT * size, x1: x0 + w, y1: baseline + DESCENT * size }
}

/** The text itself when it fits `maxWidth`, else its longest start that fits with "…" after it. */
export const fitText = (text: string, size: number, maxWidth: number, bold = false): string => {
  const clean = text.replace(/\s+/g, " ").trim()
  if (estimateTextWidth(clean, size, bold) <= maxWidth) return clean
  const chars = [...clean]
  let n = chars.length
  while (n > 0 && estimateTextWidth(`${chars.slice(0, n).join("").trimEnd()}…`, size, bold) > maxWidth) n--
  return `${chars.slice(0, n).join("").trimEnd()}…`
}

export const overlaps = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1

export const inside = (a: Box, outer: Box): boolean => a.x0 >= outer.x0 && a.y0 >= outer.y0 && a.x1 <= outer.x1 && a.y1 <= outer.y1

export const grow = (b: Box, by: number): Box => ({ x0: b.x0 - by, y0: b.y0 - by, x1: b.x1 + by, y1: b.y1 + by })

export type Segment = readonly [number, number, number, number]

/** Whether the segment passes through the inside of the box (Liang-Barsky clipping). */
export const segmentHitsBox = ([x1, y1, x2, y2]: Segment, b: Box): boolean => {
  let t0 = 0
  let t1 = 1
  const dx = x2 - x1
  const dy = y2 - y1
  const edges: ReadonlyArray<readonly [number, number]> = [
    [-dx, x1 - b.x0],
    [dx, b.x1 - x1],
    [-dy, y1 - b.y0],
    [dy, b.y1 - y1]
  ]
  for (const [p, q] of edges) {
    if (p === 0) {
      if (q <= 0) return false
      continue
    }
    const t = q / p
    if (p < 0) t0 = Math.max(t0, t)
    else t1 = Math.min(t1, t)
    if (t0 >= t1) return false
  }
  return true
}

/** The point of the box nearest to (x, y). */
export const nearestPoint = (b: Box, x: number, y: number): readonly [number, number] => [
  Math.min(Math.max(x, b.x0), b.x1),
  Math.min(Math.max(y, b.y0), b.y1)
]

export interface Placement {
  readonly box: Box
  /** From the anchor's edge to the box; absent when the box sits right beside the anchor. */
  readonly leader?: Segment
}

const CELL = 2

/**
 * The room left for labels in an area: obstacle boxes (dots, placed labels) and segments (leader lines),
 * kept exactly and as two grids of 2 px cells (boxes; boxes and segments) with summed-area tables. The
 * grids give a quick, cautious "no" to a candidate place (they may turn down a place a hair's breadth
 * from an obstacle, never pass a box that meets one); the exact test follows.
 */
export interface LabelSpace {
  readonly addBox: (b: Box) => void
  readonly addSegment: (s: Segment) => void
  /** An independent copy, to try placements and keep them only if all succeed. */
  readonly fork: () => LabelSpace
  /**
   * The free place for a w x h block nearest to a round anchor (cx, cy, r) whose own obstacle box is
   * `own`: first the four places beside it, then the nearest place on the 2 px lattice no further than
   * `reach` (120 px) from it. A place is free
   * when its box (with `gap` around it) meets neither the anchor nor any other obstacle, and its leader
   * line (drawn when it is not beside the anchor) crosses no obstacle box. Undefined when none is.
   */
  readonly place: (w: number, h: number, cx: number, cy: number, r: number, own: Box, gap?: number, reach?: number) => Placement | undefined
}

interface Grid {
  readonly used: Uint8Array
  readonly sums: Uint32Array
  dirty: boolean
}

export const labelSpace = (area: Box): LabelSpace => {
  const cols = Math.ceil((area.x1 - area.x0) / CELL)
  const rows = Math.ceil((area.y1 - area.y0) / CELL)
  let distances = new Float64Array(0)
  const newGrid = (): Grid => ({ used: new Uint8Array(cols * rows), sums: new Uint32Array((cols + 1) * (rows + 1)), dirty: false })
  const make = (boxes: Array<Box>, segments: Array<Segment>, solid: Grid, all: Grid): LabelSpace => {
    const col = (x: number) => Math.min(cols - 1, Math.max(0, Math.floor((x - area.x0) / CELL)))
    const row = (y: number) => Math.min(rows - 1, Math.max(0, Math.floor((y - area.y0) / CELL)))
    const markBox = (g: Grid, b: Box) => {
      if (b.x1 <= area.x0 || b.x0 >= area.x1 || b.y1 <= area.y0 || b.y0 >= area.y1) return
      for (let r = row(b.y0); r <= row(b.y1); r++) g.used.fill(1, r * cols + col(b.x0), r * cols + col(b.x1) + 1)
      g.dirty = true
    }
    const sums = (g: Grid): Uint32Array => {
      if (!g.dirty) return g.sums
      const w = cols + 1
      for (let r = 0; r < rows; r++) {
        let line = 0
        for (let c = 0; c < cols; c++) {
          line += g.used[r * cols + c] ?? 0
          g.sums[(r + 1) * w + c + 1] = line + (g.sums[r * w + c + 1] ?? 0)
        }
      }
      g.dirty = false
      return g.sums
    }
    const clearBox = (g: Grid, x0: number, y0: number, x1: number, y1: number): boolean => {
      const t = sums(g)
      const w = cols + 1
      const c0 = col(x0)
      const c1 = col(x1) + 1
      const r0 = row(y0)
      const r1 = row(y1) + 1
      return (t[r1 * w + c1] ?? 0) - (t[r0 * w + c1] ?? 0) - (t[r1 * w + c0] ?? 0) + (t[r0 * w + c0] ?? 0) === 0
    }
    // looks at every pixel of the segment's length, except those inside `skip` (the anchor's own box)
    const clearSegment = (g: Grid, [x1, y1, x2, y2]: Segment, skip: Box): boolean => {
      const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1))
      for (let i = 1; i < steps; i++) {
        const x = x1 + ((x2 - x1) * i) / steps
        const y = y1 + ((y2 - y1) * i) / steps
        if (x >= skip.x0 && x <= skip.x1 && y >= skip.y0 && y <= skip.y1) continue
        if (g.used[row(y) * cols + col(x)] === 1) return false
      }
      return true
    }
    const space: LabelSpace = {
      addBox: (b) => {
        boxes.push(b)
        markBox(solid, b)
        markBox(all, b)
      },
      addSegment: (s) => {
        segments.push(s)
        const [x1, y1, x2, y2] = s
        const steps = Math.ceil(Math.hypot(x2 - x1, y2 - y1)) + 1
        for (let i = 0; i <= steps; i++) all.used[row(y1 + ((y2 - y1) * i) / steps) * cols + col(x1 + ((x2 - x1) * i) / steps)] = 1
        all.dirty = true
      },
      fork: () => {
        const copy = (g: Grid): Grid => ({ used: g.used.slice(), sums: new Uint32Array(g.sums.length), dirty: true })
        return make([...boxes], [...segments], copy(solid), copy(all))
      },
      place: (w, h, cx, cy, r, own, gap = 1.5, reach = 120) => {
        const beside = r + 3
        const dot = { x0: cx - r, y0: cy - r, x1: cx + r, y1: cy + r }
        const leaderTo = (nx: number, ny: number, d: number): Segment => [cx + ((nx - cx) / d) * r, cy + ((ny - cy) / d) * r, nx, ny]
        const free = (x: number, y: number): Placement | undefined => {
          const box = { x0: x, y0: y, x1: x + w, y1: y + h }
          if (!inside(box, area)) return undefined
          const padded = grow(box, gap)
          if (overlaps(padded, dot) || boxes.some((o) => o !== own && overlaps(padded, o))) return undefined
          if (segments.some((s) => segmentHitsBox(s, padded))) return undefined
          const [nx, ny] = nearestPoint(box, cx, cy)
          const d = Math.hypot(nx - cx, ny - cy)
          if (d <= beside + 2) return { box }
          const leader = leaderTo(nx, ny, d)
          if (boxes.some((o) => o !== own && segmentHitsBox(leader, o))) return undefined
          return { box, leader }
        }
        for (const [x, y] of [
          [cx + beside, cy - h / 2],
          [cx - beside - w, cy - h / 2],
          [cx - w / 2, cy - beside - h],
          [cx - w / 2, cy + beside]
        ] as const) {
          const at = free(x, y)
          if (at) return at
        }
        // lattice places whose box passes the quick test, by distance; then, nearest first, the quick
        // leader test and the exact test (a place that fails is dropped)
        const across = Math.floor((area.x1 - area.x0 - w) / CELL) + 1
        const down = Math.floor((area.y1 - area.y0 - h) / CELL) + 1
        if (across <= 0 || down <= 0) return undefined
        const ds = distances.length >= across * down ? distances : (distances = new Float64Array(across * down))
        ds.fill(Infinity, 0, across * down)
        // only places within `reach` of the anchor: a longer leader line is hard to follow
        const i0 = Math.max(0, Math.ceil((cx - reach - w - area.x0) / CELL))
        const i1 = Math.min(across - 1, Math.floor((cx + reach - area.x0) / CELL))
        const j0 = Math.max(0, Math.ceil((cy - reach - h - area.y0) / CELL))
        const j1 = Math.min(down - 1, Math.floor((cy + reach - area.y0) / CELL))
        for (let j = j0; j <= j1; j++) {
          const y = area.y0 + j * CELL
          for (let i = i0; i <= i1; i++) {
            const x = area.x0 + i * CELL
            const d = Math.hypot(Math.max(x - cx, 0, cx - x - w), Math.max(y - cy, 0, cy - y - h))
            if (d <= reach && clearBox(all, x - gap, y - gap, x + w + gap, y + h + gap)) ds[j * across + i] = d
          }
        }
        // nearest first, by whole pixels of distance (a counting sort), ties in reading order
        const size = across * down
        const buckets = new Uint32Array(Math.ceil(reach) + 2)
        for (let n = 0; n < size; n++) if ((ds[n] ?? Infinity) < Infinity) buckets[Math.floor(ds[n] ?? 0) + 1]! += 1
        for (let b = 1; b < buckets.length; b++) buckets[b]! += buckets[b - 1] ?? 0
        const order = new Uint32Array(buckets[buckets.length - 1] ?? 0)
        for (let n = 0; n < size; n++) if ((ds[n] ?? Infinity) < Infinity) order[buckets[Math.floor(ds[n] ?? 0)]!++] = n
        for (const k of order) {
          const d = ds[k] ?? Infinity
          const x = area.x0 + (k % across) * CELL
          const y = area.y0 + Math.floor(k / across) * CELL
          if (d > beside + 2 && !clearSegment(solid, leaderTo(Math.min(Math.max(cx, x), x + w), Math.min(Math.max(cy, y), y + h), d), own)) continue
          const at = free(x, y)
          if (at) return at
        }
        return undefined
      }
    }
    return space
  }
  return make([], [], newGrid(), newGrid())
}
