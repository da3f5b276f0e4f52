// Issue 37: each dot of the influence/interest grid carries its name where the name fits without touching
// another name or dot; a dot whose name fits nowhere near it gets a number, and the names of the numbered
// dots are listed under the grid. No two labels ever overlap (unit-tested), at any screen width, since the
// grid is one SVG scaled as a whole.
import { DOT_RADIUS, PLOT, type PlacedPoint } from "./grid-placement"

export const LABEL_FONT = 11
/** A generous average glyph width for the label font (names are estimated, not measured). */
const CHAR_WIDTH = LABEL_FONT * 0.62
const LABEL_HEIGHT = 14
const GAP = 3
export const LABEL_MAX_CHARS = 18

export interface Box {
  readonly x: number
  readonly y: number
  readonly w: number
  readonly h: number
}

export type GridLabel =
  | { readonly key: string; readonly kind: "name"; readonly text: string; readonly box: Box }
  | { readonly key: string; readonly kind: "number"; readonly text: string; readonly number: number; readonly box: Box; readonly onDot: boolean }

export const shortName = (label: string): string => (label.length > LABEL_MAX_CHARS ? `${label.slice(0, LABEL_MAX_CHARS - 1)}…` : label)

const overlaps = (a: Box, b: Box): boolean => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

const touchesDot = (box: Box, p: { readonly x: number; readonly y: number }): boolean => {
  const nx = Math.min(Math.max(p.x, box.x), box.x + box.w)
  const ny = Math.min(Math.max(p.y, box.y), box.y + box.h)
  return Math.hypot(p.x - nx, p.y - ny) < DOT_RADIUS + 1
}

const inside = (box: Box): boolean => box.x >= 0 && box.y >= 0 && box.x + box.w <= PLOT && box.y + box.h <= PLOT

/** Where a label of width w may sit around the dot at (x, y): right, left, above, below, then the corners. */
const candidates = (x: number, y: number, w: number, h: number): ReadonlyArray<Box> => {
  const r = DOT_RADIUS + GAP
  return [
    { x: x + r, y: y - h / 2, w, h },
    { x: x - r - w, y: y - h / 2, w, h },
    { x: x - w / 2, y: y - r - h, w, h },
    { x: x - w / 2, y: y + r, w, h },
    { x: x + r - 2, y: y - r - h + 2, w, h },
    { x: x + r - 2, y: y + r - 2, w, h },
    { x: x - r - w + 2, y: y - r - h + 2, w, h },
    { x: x - r - w + 2, y: y + r - 2, w, h }
  ]
}

/** Labels for the placed dots: names where they fit, numbers (1, 2, ...) in input order where they do not. */
export const placeLabels = (points: ReadonlyArray<PlacedPoint>): ReadonlyArray<GridLabel> => {
  const taken: Array<Box> = []
  const free = (box: Box, self: string) => inside(box) && !taken.some((t) => overlaps(t, box)) && !points.some((p) => p.key !== self && touchesDot(box, p))
  const named = new Map<string, GridLabel>()
  for (const p of points) {
    const text = shortName(p.label)
    const w = text.length * CHAR_WIDTH + 6
    const spot = candidates(p.x, p.y, w, LABEL_HEIGHT).find((box) => free(box, p.key))
    if (spot) {
      taken.push(spot)
      named.set(p.key, { key: p.key, kind: "name", text, box: spot })
    }
  }
  let number = 0
  return points.map((p) => {
    const done = named.get(p.key)
    if (done) return done
    number += 1
    const text = String(number)
    const w = text.length * CHAR_WIDTH + 6
    // a number is small: the first free place beside the dot, else inside the dot itself (drawn in white on it)
    const spot = candidates(p.x, p.y, w, LABEL_HEIGHT).find((box) => free(box, p.key))
    if (spot) taken.push(spot)
    return { key: p.key, kind: "number", text, number, box: spot ?? { x: p.x - w / 2, y: p.y - LABEL_HEIGHT / 2, w, h: LABEL_HEIGHT }, onDot: spot === undefined }
  })
}
