import { describe, expect, it } from "vitest"
import { inflateSync } from "node:zlib"
import fc from "fast-check"
import { budgetBreakdownDrawing } from "@initpack/adapters/render/charts/budget-breakdown"
import { RAG_COLOURS } from "@initpack/adapters/render/charts/drawing"
import { ganttDrawing } from "@initpack/adapters/render/charts/gantt"
import { heatMapDrawing } from "@initpack/adapters/render/charts/heat-map"
import { drawingToPng } from "@initpack/adapters/render/charts/png"
import { textWidth } from "@initpack/adapters/render/charts/png-font"
import { stakeholderGridDrawing } from "@initpack/adapters/render/charts/stakeholder-grid"
import { drawingToSvg } from "@initpack/adapters/render/charts/svg"

const counts = [
  [0, 0, 0, 0, 0],
  [0, 0, 0, 1, 1],
  [0, 1, 1, 0, 1],
  [0, 0, 0, 1, 0],
  [0, 0, 0, 0, 2]
]

describe("charts", () => {
  it("waterfall.md §9: heat map cells take the RAG colour of likelihood x impact", () => {
    const d = heatMapDrawing({ _tag: "RiskHeatMap", counts })
    const cells = d.shapes.filter((s) => s.kind === "rect")
    expect(cells).toHaveLength(25)
    // first cell drawn is Very High likelihood x Very Low impact = 5: Low; last is 1 x 5 = 5: Low; 5 x 5 = 25: Very High
    expect(cells[0]?.kind === "rect" && cells[0].fill).toBe(RAG_COLOURS["Low"])
    expect(cells[4]?.kind === "rect" && cells[4].fill).toBe(RAG_COLOURS["Very High"])
    expect(cells[20]?.kind === "rect" && cells[20].fill).toBe(RAG_COLOURS["Very Low"])
    const labels = d.shapes.flatMap((s) => (s.kind === "text" ? [s.text] : []))
    expect(labels.filter((t) => t === "2")).toHaveLength(1)
    expect(labels).toContain("Likelihood")
  })

  it("stakeholder grid names the four quadrants and plots each point", () => {
    const d = stakeholderGridDrawing({ _tag: "StakeholderGrid", points: [{ label: "Ann", influence: 9, interest: 9 }, { label: "Bob", influence: 2, interest: 2 }] })
    const texts = d.shapes.flatMap((s) => (s.kind === "text" ? [s.text] : []))
    for (const q of ["Keep satisfied", "Manage closely", "Monitor", "Keep informed"]) expect(texts).toContain(q)
    const dots = d.shapes.filter((s) => s.kind === "circle")
    expect(dots).toHaveLength(2)
    // Ann (high, high) is up and to the right of Bob
    const [ann, bob] = dots
    if (ann?.kind !== "circle" || bob?.kind !== "circle") throw new Error("no dots")
    expect(ann.cx).toBeGreaterThan(bob.cx)
    expect(ann.cy).toBeLessThan(bob.cy)
  })

  it("Gantt draws bars for tasks and diamonds for milestones and gates, in date order", () => {
    const d = ganttDrawing({
      _tag: "Gantt",
      rows: [
        { label: "1 Build", start: "2026-01-05", end: "2026-01-30", kind: "phase", depth: 0 },
        { label: "1.1 Code", start: "2026-01-05", end: "2026-01-16", kind: "task", depth: 1 },
        { label: "1.2 Done", start: "2026-01-30", end: "2026-01-30", kind: "milestone", depth: 1 },
        { label: "1.3 Gate", start: "2026-01-30", end: "2026-01-30", kind: "gate", depth: 1 }
      ]
    })
    expect(d.shapes.filter((s) => s.kind === "polygon")).toHaveLength(2)
    const bars = d.shapes.filter((s) => s.kind === "rect" && (s.fill === "#1f3a5f" || s.fill === "#3b82f6"))
    expect(bars).toHaveLength(2)
    const [phase, task] = bars
    if (phase?.kind !== "rect" || task?.kind !== "rect") throw new Error("no bars")
    expect(task.w).toBeLessThan(phase.w)
  })

  it("budget bars split CAPEX and OPEX in proportion", () => {
    const d = budgetBreakdownDrawing({ _tag: "BudgetBreakdown", currency: "AUD", bars: [{ label: "Build", capex: 300, opex: 100 }] })
    const rects = d.shapes.filter((s) => s.kind === "rect" && s.h === 16)
    expect(rects).toHaveLength(2)
    const [capex, opex] = rects
    if (capex?.kind !== "rect" || opex?.kind !== "rect") throw new Error("no bars")
    expect(capex.w / opex.w).toBeCloseTo(3)
    expect(drawingToSvg(d)).toContain("AUD 400")
  })

  it("SVG is well formed for any label text (escaped)", () => {
    fc.assert(
      fc.property(fc.string(), (label) => {
        const svg = drawingToSvg(stakeholderGridDrawing({ _tag: "StakeholderGrid", points: [{ label, influence: 5, interest: 5 }] }))
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
        const inner = svg.replace(/<[^>]+>/g, "")
        expect(inner).not.toMatch(/[<>]/)
      })
    )
  })

  it("PNG fallback is a valid PNG of the drawing's size", () => {
    const d = heatMapDrawing({ _tag: "RiskHeatMap", counts })
    const png = Buffer.from(drawingToPng(d))
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
    expect(png.readUInt32BE(16)).toBe(Math.ceil(d.width))
    expect(png.readUInt32BE(20)).toBe(Math.ceil(d.height))
  })
  it("Gantt names the first, partial month at its left edge, and every chart fits the 495 pt PDF text width", () => {
    const gantt = ganttDrawing({
      _tag: "Gantt",
      rows: [
        { label: "Initiation", start: "2026-04-06", end: "2026-04-17", kind: "phase", depth: 0 },
        { label: "Go-live", start: "2026-10-05", end: "2026-10-05", kind: "milestone", depth: 0 }
      ]
    })
    const months = gantt.shapes.flatMap((s) => (s.kind === "text" && /^[A-Z][a-z]{2} \d\d$/.test(s.text) ? [s.text] : []))
    expect(months[0]).toBe("Apr 26")
    expect(months).toContain("May 26")
    const budget = budgetBreakdownDrawing({ _tag: "BudgetBreakdown", currency: "AUD", bars: [{ label: "Labour", capex: 0, opex: 180000 }] })
    const heat = heatMapDrawing({ _tag: "RiskHeatMap", counts })
    const grid = stakeholderGridDrawing({ _tag: "StakeholderGrid", points: [] })
    for (const d of [gantt, budget, heat, grid]) expect(d.width).toBeLessThanOrEqual(495)
  })
  it("the PNG fallback paints labels, in their colour, where the SVG puts them", () => {
    // decodes the rasteriser's own output: RGB, 8 bits, every row with filter 0
    const pixels = (png: Uint8Array, width: number) => {
      const buf = Buffer.from(png)
      const idat: Array<Buffer> = []
      for (let at = 8; at < buf.length; ) {
        const length = buf.readUInt32BE(at)
        if (buf.toString("ascii", at + 4, at + 8) === "IDAT") idat.push(buf.subarray(at + 8, at + 8 + length))
        at += 12 + length
      }
      const raw = inflateSync(Buffer.concat(idat))
      return (x: number, y: number) => {
        const i = y * (width * 3 + 1) + 1 + x * 3
        return [raw[i], raw[i + 1], raw[i + 2]]
      }
    }
    const label = (text: string, rotate?: number) =>
      ({ width: 80, height: 80, title: "t", shapes: [{ kind: "text" as const, x: 40, y: 40, text, size: 10, anchor: "middle" as const, fill: "#ff0000", ...(rotate ? { rotate } : {}) }] })
    const red = (at: (x: number, y: number) => Array<number | undefined>) => {
      const lit: Array<[number, number]> = []
      for (let y = 0; y < 80; y++) for (let x = 0; x < 80; x++) if (at(x, y).join() === "255,0,0") lit.push([x, y])
      return lit
    }
    const flat = red(pixels(drawingToPng(label("Risk")), 80))
    expect(flat.length).toBeGreaterThan(20)
    const xs = flat.map(([x]) => x)
    const ys = flat.map(([, y]) => y)
    // centred on x = 40, standing on the baseline y = 40
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(40 - textWidth("Risk", 1) / 2 - 1)
    expect(Math.max(...xs)).toBeLessThanOrEqual(40 + textWidth("Risk", 1) / 2 + 1)
    expect(Math.max(...ys)).toBeLessThan(40)
    expect(Math.min(...ys)).toBeGreaterThanOrEqual(33)
    // turned -90 degrees, as the heat map's "Likelihood": it runs upwards, left of x = 40
    const turned = red(pixels(drawingToPng(label("Risk", -90)), 80))
    expect(Math.max(...turned.map(([x]) => x))).toBeLessThan(40)
    expect(Math.max(...turned.map(([, y]) => y)) - Math.min(...turned.map(([, y]) => y))).toBeGreaterThan(15)
    expect(red(pixels(drawingToPng(label("")), 80))).toHaveLength(0)
  })
})
