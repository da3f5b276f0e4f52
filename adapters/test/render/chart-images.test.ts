import { describe, expect, it } from "vitest"
import type { Chart } from "@initpack/core/document/model"
import { chartImages } from "@initpack/adapters/render/charts/chart-images"

const heat = (n: number): Chart => ({ _tag: "RiskHeatMap", counts: [[n, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 1]] })

describe("chart images", () => {
  it("lays out and paints a chart once for equal data, and again for other data", () => {
    const a = chartImages(heat(3))
    const b = chartImages(heat(3))
    expect(b).toBe(a)
    expect(b.png()).toBe(a.png())
    expect(a.svg).toContain("<svg")
    const c = chartImages(heat(4))
    expect(c).not.toBe(a)
    expect(c.svg).not.toBe(a.svg)
  })
})
