// The in-page influence/interest grid (issue 17, beyond waterfall.md): every stakeholder in the quadrant
// core's rule names, inside the plot, and never on top of another, however many share a spot.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { stakeholderQuadrant } from "@initpack/core/document/stakeholder-quadrant"
import { crowdOffsets, DOT_RADIUS, MIN_DISTANCE, PLOT, placeOnGrid, SPLIT, type GridInput } from "../src/features/stakeholders/lib/grid-placement"

const point = (key: string, influence: number, interest: number): GridInput => ({ key, label: key, influence, interest })

const closest = (points: ReadonlyArray<{ x: number; y: number }>): number => {
  let best = Infinity
  for (let i = 0; i < points.length; i++)
    for (let j = i + 1; j < points.length; j++) {
      const a = points[i]!
      const b = points[j]!
      best = Math.min(best, Math.hypot(a.x - b.x, a.y - b.y))
    }
  return best
}

/** Which quadrant a drawn position falls in (x: interest, y: influence downwards). */
const drawnQuadrant = (x: number, y: number): string => {
  const highInterest = x > SPLIT
  const highInfluence = y < PLOT - SPLIT
  if (highInfluence) return highInterest ? "Manage closely" : "Keep satisfied"
  return highInterest ? "Keep informed" : "Monitor"
}

describe("influence/interest grid placement", () => {
  it("puts a lone stakeholder at the centre of its band: interest to the right, influence up", () => {
    const [low, high] = placeOnGrid([point("a", 1, 1), point("b", 10, 10)])
    expect(low).toMatchObject({ x: 20, y: 380, quadrant: "Monitor", crowd: 1 })
    expect(high).toMatchObject({ x: 380, y: 20, quadrant: "Manage closely", crowd: 1 })
    const [keepSatisfied, keepInformed] = placeOnGrid([point("c", 9, 2), point("d", 2, 9)])
    expect(keepSatisfied?.quadrant).toBe("Keep satisfied")
    expect(keepSatisfied!.y).toBeLessThan(PLOT - SPLIT)
    expect(keepSatisfied!.x).toBeLessThan(SPLIT)
    expect(keepInformed?.quadrant).toBe("Keep informed")
  })

  it("splits the quadrants between 5 and 6, as core's rule and the matrix image do", () => {
    const placed = placeOnGrid([point("a", 5, 5), point("b", 6, 6), point("c", 6, 5), point("d", 5, 6)])
    expect(placed.map((p) => p.quadrant)).toEqual(["Monitor", "Manage closely", "Keep satisfied", "Keep informed"])
    for (const p of placed) expect(drawnQuadrant(p.x, p.y)).toBe(p.quadrant)
  })

  it("spreads two stakeholders on the same spot apart, around that spot", () => {
    const [a, b] = placeOnGrid([point("a", 7, 8), point("b", 7, 8)])
    expect(a!.crowd).toBe(2)
    expect(Math.hypot(a!.x - b!.x, a!.y - b!.y)).toBeGreaterThanOrEqual(MIN_DISTANCE - 1e-6)
    // still centred on the spot (interest 8 -> x 300, influence 7 -> y 140)
    expect((a!.x + b!.x) / 2).toBeCloseTo(300, 5)
    expect((a!.y + b!.y) / 2).toBeCloseTo(140, 5)
  })

  it("keeps the offsets of a crowd apart for any size", () => {
    for (let n = 1; n <= 40; n++) expect(closest(crowdOffsets(n).map((o) => ({ x: o.dx, y: o.dy })))).toBeGreaterThanOrEqual(n === 1 ? Infinity : MIN_DISTANCE - 1e-6)
  })

  it("a crowd in a corner stays inside the plot", () => {
    const placed = placeOnGrid(Array.from({ length: 9 }, (_, i) => point(`p${i}`, 10, 10)))
    for (const p of placed) {
      expect(p.x).toBeGreaterThanOrEqual(DOT_RADIUS)
      expect(p.x).toBeLessThanOrEqual(PLOT - DOT_RADIUS)
      expect(p.y).toBeGreaterThanOrEqual(DOT_RADIUS)
      expect(p.y).toBeLessThanOrEqual(PLOT - DOT_RADIUS)
    }
    expect(closest(placed)).toBeGreaterThanOrEqual(2 * DOT_RADIUS)
  })

  it("property: any register is drawn without one dot covering another, inside the plot, in core's quadrant", () => {
    const score = fc.integer({ min: 1, max: 10 })
    fc.assert(
      fc.property(fc.array(fc.tuple(score, score), { minLength: 1, maxLength: 30 }), (scores) => {
        const placed = placeOnGrid(scores.map(([inf, int], i) => point(String(i), inf, int)))
        expect(placed).toHaveLength(scores.length)
        if (placed.length > 1) expect(closest(placed)).toBeGreaterThanOrEqual(2 * DOT_RADIUS)
        placed.forEach((p, i) => {
          expect(p.quadrant).toBe(stakeholderQuadrant(scores[i]![0], scores[i]![1]))
          expect(p.x).toBeGreaterThanOrEqual(DOT_RADIUS - 1e-9)
          expect(p.x).toBeLessThanOrEqual(PLOT - DOT_RADIUS + 1e-9)
          expect(p.y).toBeGreaterThanOrEqual(DOT_RADIUS - 1e-9)
          expect(p.y).toBeLessThanOrEqual(PLOT - DOT_RADIUS + 1e-9)
        })
        // a lone stakeholder is never pushed out of its own quadrant
        const counts = new Map<string, number>()
        for (const [inf, int] of scores) counts.set(`${inf}:${int}`, (counts.get(`${inf}:${int}`) ?? 0) + 1)
        placed.forEach((p, i) => {
          const [inf, int] = scores[i]!
          const alone = counts.get(`${inf}:${int}`) === 1 && !scores.some(([a, b], j) => j !== i && Math.abs(a - inf) <= 1 && Math.abs(b - int) <= 1)
          if (alone) expect(drawnQuadrant(p.x, p.y)).toBe(p.quadrant)
        })
      }),
      { numRuns: 300 }
    )
  })

  it("clamps scores outside 1-10 to the scale", () => {
    const [p] = placeOnGrid([point("a", 42, -3)])
    expect(p).toMatchObject({ x: 20, y: 20, quadrant: "Keep satisfied" })
  })
})
