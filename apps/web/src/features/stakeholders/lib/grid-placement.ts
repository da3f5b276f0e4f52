// Where each stakeholder sits on the in-page influence/interest grid: interest to the right, influence up,
// the 1-10 scale (waterfall.md §9) in ten bands with the quadrant split at core's QUADRANT_HIGH_FROM, as
// in the matrix image. Stakeholders on the same spot are spread on a ring around it, and any dots that
// still touch (neighbouring crowds) are pushed apart, so no point ever hides another.
import { QUADRANT_HIGH_FROM, stakeholderQuadrant, type Quadrant } from "@initpack/core/document/stakeholder-quadrant"

/** Side of the square plot in SVG units. */
export const PLOT = 400
export const DOT_RADIUS = 7
/** Centre-to-centre distance kept between two dots (a 2-unit gap). */
export const MIN_DISTANCE = DOT_RADIUS * 2 + 2
/** Where the high band starts, in plot units from the low edge. */
export const SPLIT = ((QUADRANT_HIGH_FROM - 1) / 10) * PLOT

export interface GridInput {
  readonly key: string
  readonly label: string
  readonly influence: number
  readonly interest: number
}

export interface PlacedPoint extends GridInput {
  readonly x: number
  readonly y: number
  readonly quadrant: Quadrant
  /** How many stakeholders share this spot (1: alone). */
  readonly crowd: number
}

const clampScore = (v: number): number => Math.min(10, Math.max(1, Math.round(Number.isFinite(v) ? v : 5)))
/** The centre of band v (1..10) measured from the low edge. */
const band = (v: number): number => ((clampScore(v) - 0.5) / 10) * PLOT
const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v))

/** Offsets of n dots around one spot: one dot sits on it; more share rings of 6, 12, 18... */
export const crowdOffsets = (n: number): ReadonlyArray<{ readonly dx: number; readonly dy: number }> => {
  if (n <= 1) return [{ dx: 0, dy: 0 }]
  const out: Array<{ dx: number; dy: number }> = []
  let ring = 1
  let left = n
  while (left > 0) {
    const capacity = 6 * ring
    const count = Math.min(capacity, left)
    // small crowds keep a tight ring; the radius grows only as far as the dots need
    const radius = ring === 1 ? Math.max(MIN_DISTANCE / 2, MIN_DISTANCE / (2 * Math.sin(Math.PI / Math.max(count, 2)))) : ring * MIN_DISTANCE
    for (let k = 0; k < count; k++) {
      const angle = -Math.PI / 2 + (2 * Math.PI * k) / count + (ring - 1) * 0.3
      out.push({ dx: radius * Math.cos(angle), dy: radius * Math.sin(angle) })
    }
    left -= count
    ring++
  }
  return out
}

const LOW = DOT_RADIUS
const HIGH = PLOT - DOT_RADIUS

/** Pushes touching dots apart (a few rounds, deterministic) and keeps them inside the plot. */
const separate = (points: Array<{ x: number; y: number }>): void => {
  for (let round = 0; round < 200; round++) {
    let moved = false
    for (let i = 0; i < points.length; i++) {
      for (let j = i + 1; j < points.length; j++) {
        const a = points[i] as { x: number; y: number }
        const b = points[j] as { x: number; y: number }
        let dx = b.x - a.x
        let dy = b.y - a.y
        let dist = Math.hypot(dx, dy)
        if (dist >= MIN_DISTANCE - 1e-6) continue
        if (dist < 1e-6) {
          const angle = (i * 7 + j * 13) % 360
          dx = Math.cos(angle)
          dy = Math.sin(angle)
          dist = 1
        }
        const push = (MIN_DISTANCE - Math.hypot(b.x - a.x, b.y - a.y)) / 2 + 0.05
        const ux = dx / dist
        const uy = dy / dist
        a.x = clamp(a.x - ux * push, LOW, HIGH)
        a.y = clamp(a.y - uy * push, LOW, HIGH)
        b.x = clamp(b.x + ux * push, LOW, HIGH)
        b.y = clamp(b.y + uy * push, LOW, HIGH)
        moved = true
      }
    }
    if (!moved) return
  }
}

/** Places every stakeholder on the plot (x: interest, y: influence, high influence at the top). */
export const placeOnGrid = (inputs: ReadonlyArray<GridInput>): ReadonlyArray<PlacedPoint> => {
  const spots = new Map<string, Array<number>>()
  inputs.forEach((p, index) => {
    const spot = `${clampScore(p.influence)}:${clampScore(p.interest)}`
    spots.set(spot, [...(spots.get(spot) ?? []), index])
  })
  const coords = inputs.map(() => ({ x: 0, y: 0 }))
  const crowdOf = new Array<number>(inputs.length).fill(1)
  for (const members of spots.values()) {
    const first = inputs[members[0] as number] as GridInput
    const offsets = crowdOffsets(members.length)
    const reach = Math.max(...offsets.map((o) => Math.hypot(o.dx, o.dy)))
    // a crowd at the edge moves in as a whole, so its ring keeps its spacing
    const cx = clamp(band(first.interest), LOW + reach, HIGH - reach)
    const cy = clamp(PLOT - band(first.influence), LOW + reach, HIGH - reach)
    members.forEach((index, k) => {
      const o = offsets[k] as { dx: number; dy: number }
      coords[index] = { x: cx + o.dx, y: cy + o.dy }
      crowdOf[index] = members.length
    })
  }
  separate(coords)
  return inputs.map((p, index) => ({
    ...p,
    x: (coords[index] as { x: number }).x,
    y: (coords[index] as { y: number }).y,
    quadrant: stakeholderQuadrant(clampScore(p.influence), clampScore(p.interest)) as Quadrant,
    crowd: crowdOf[index] as number
  }))
}
