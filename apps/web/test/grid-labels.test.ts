// Issue 37: the influence/interest grid names its dots without any two labels overlapping.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { DOT_RADIUS, PLOT, placeOnGrid } from "../src/features/stakeholders/lib/grid-placement"
import { placeLabels, type Box } from "../src/features/stakeholders/lib/grid-labels"

const overlaps = (a: Box, b: Box) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h

const people = fc.array(
  fc.record({ label: fc.string({ minLength: 1, maxLength: 30 }), influence: fc.integer({ min: 1, max: 10 }), interest: fc.integer({ min: 1, max: 10 }) }),
  { maxLength: 40 }
)

describe("grid labels", () => {
  it("names a few spread stakeholders beside their dots", () => {
    const placed = placeOnGrid([
      { key: "a", label: "Council Sponsor", influence: 9, interest: 9 },
      { key: "b", label: "Residents", influence: 3, interest: 9 },
      { key: "c", label: "Payments provider", influence: 6, interest: 4 }
    ])
    const labels = placeLabels(placed)
    expect(labels.map((l) => [l.kind, l.text])).toEqual([["name", "Council Sponsor"], ["name", "Residents"], ["name", "Payments provider"]])
  })
  it("never lets two labels beside dots overlap, nor a label cover another dot; every dot gets a name or a number", () => {
    fc.assert(
      fc.property(people, (list) => {
        const placed = placeOnGrid(list.map((p, i) => ({ key: String(i), ...p })))
        const labels = placeLabels(placed)
        expect(labels).toHaveLength(placed.length)
        const beside = labels.filter((l) => l.kind === "name" || !l.onDot)
        for (let i = 0; i < beside.length; i++) {
          const a = beside[i]!.box
          expect(a.x >= 0 && a.y >= 0 && a.x + a.w <= PLOT && a.y + a.h <= PLOT).toBe(true)
          for (let j = i + 1; j < beside.length; j++) expect(overlaps(a, beside[j]!.box)).toBe(false)
          for (const p of placed) {
            if (p.key === beside[i]!.key) continue
            const nx = Math.min(Math.max(p.x, a.x), a.x + a.w)
            const ny = Math.min(Math.max(p.y, a.y), a.y + a.h)
            expect(Math.hypot(p.x - nx, p.y - ny)).toBeGreaterThanOrEqual(DOT_RADIUS)
          }
        }
        const numbers = labels.flatMap((l) => (l.kind === "number" ? [l.number] : []))
        expect(numbers).toEqual(numbers.map((_, i) => i + 1))
      }),
      { numRuns: 150 }
    )
  })
})
