// The PNG rasteriser fills a rectangle row by row (png.ts); it must paint exactly the pixels that the polygon
// scan-line fill paints for the same rectangle (an empty one paints nothing), clipped to the canvas, at any
// integer position and scale.
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import type { Drawing, Shape } from "../../src/render/charts/drawing"
import { drawingToPng } from "../../src/render/charts/png"

const colour = fc.constantFrom("#1f4e79", "#c00000", "#ffc000", "#70ad47", "#ffffff")
const rect = fc.record({
  x: fc.integer({ min: -20, max: 60 }),
  y: fc.integer({ min: -20, max: 40 }),
  w: fc.integer({ min: -3, max: 50 }),
  h: fc.integer({ min: -3, max: 30 }),
  fill: colour
})

/** Each non-empty rectangle as a four-cornered polygon, painted in the same order. */
const asPolygons = (rects: ReadonlyArray<{ x: number; y: number; w: number; h: number; fill: string }>): Array<Shape> =>
  rects
    .filter((r) => r.w > 0 && r.h > 0)
    .map((r) => ({
      kind: "polygon",
      points: [
        [r.x, r.y],
        [r.x + r.w, r.y],
        [r.x + r.w, r.y + r.h],
        [r.x, r.y + r.h]
      ],
      fill: r.fill
    }))

describe("PNG rectangles", () => {
  it("fill the same pixels as the same rectangles drawn as polygons, clipped to the canvas", () => {
    fc.assert(
      fc.property(fc.array(rect, { maxLength: 8 }), fc.integer({ min: 1, max: 3 }), (rects, scale) => {
        const frame = { width: 40, height: 25, title: "t" }
        const filled: Drawing = { ...frame, shapes: rects.map((r): Shape => ({ kind: "rect", ...r })) }
        const polygons: Drawing = { ...frame, shapes: asPolygons(rects) }
        expect(Buffer.from(drawingToPng(filled, scale)).equals(Buffer.from(drawingToPng(polygons, scale)))).toBe(true)
      }),
      { numRuns: 300 }
    )
  })
})
