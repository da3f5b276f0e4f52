import { describe, expect, it } from "vitest"
import { createRequire } from "node:module"
import fc from "fast-check"
import PDFDocument from "pdfkit"
import { INK, type Drawing, type Shape } from "@initpack/adapters/render/charts/drawing"
import { ASCENT, DESCENT, estimateTextWidth, fitText, type Box } from "@initpack/adapters/render/charts/label-layout"
import { textWidth as pngTextWidth, pixelScale } from "@initpack/adapters/render/charts/png-font"
import { LABEL_AREA, stakeholderGridDrawing } from "@initpack/adapters/render/charts/stakeholder-grid"
import { drawingToSvg } from "@initpack/adapters/render/charts/svg"
import { stakeholderQuadrant } from "@initpack/core/document/stakeholder-quadrant"

type Point = { readonly label: string; readonly influence: number; readonly interest: number }
type Text = Extract<Shape, { kind: "text" }>

const grid = (points: ReadonlyArray<Point>): Drawing => stakeholderGridDrawing({ _tag: "StakeholderGrid", points })

// The box a text takes, from its shape alone: anchor, baseline, size, and a turn about (x, y).
const boxOf = (t: Text): Box => {
  const w = estimateTextWidth(t.text, t.size, t.bold === true)
  const left = t.anchor === "start" ? 0 : t.anchor === "middle" ? -w / 2 : -w
  const corners = [
    [left, -ASCENT * t.size],
    [left + w, -ASCENT * t.size],
    [left, DESCENT * t.size],
    [left + w, DESCENT * t.size]
  ] as const
  const a = ((t.rotate ?? 0) * Math.PI) / 180
  const xs = corners.map(([dx, dy]) => t.x + dx * Math.cos(a) - dy * Math.sin(a))
  const ys = corners.map(([dx, dy]) => t.y + dx * Math.sin(a) + dy * Math.cos(a))
  return { x0: Math.min(...xs), y0: Math.min(...ys), x1: Math.max(...xs), y1: Math.max(...ys) }
}
const meet = (a: Box, b: Box): boolean => a.x0 < b.x1 - 1e-6 && b.x0 < a.x1 - 1e-6 && a.y0 < b.y1 - 1e-6 && b.y0 < a.y1 - 1e-6
const within = (a: Box, o: Box): boolean => a.x0 >= o.x0 - 1e-6 && a.y0 >= o.y0 - 1e-6 && a.x1 <= o.x1 + 1e-6 && a.y1 <= o.y1 + 1e-6
// whether the segment passes through the box's inside, by sampling (independent of the renderer's clipping)
const crosses = (x1: number, y1: number, x2: number, y2: number, b: Box): boolean => {
  const inner = { x0: b.x0 + 0.5, y0: b.y0 + 0.5, x1: b.x1 - 0.5, y1: b.y1 - 0.5 }
  for (let i = 0; i <= 400; i++) {
    const x = x1 + ((x2 - x1) * i) / 400
    const y = y1 + ((y2 - y1) * i) / 400
    if (x > inner.x0 && x < inner.x1 && y > inner.y0 && y < inner.y1) return true
  }
  return false
}

/** Every rule a reader needs: no text on another text or on a dot, everything inside, every name shown once. */
const problems = (points: ReadonlyArray<Point>): Array<string> => {
  const d = grid(points)
  const out: Array<string> = []
  const texts = d.shapes.filter((s): s is Text => s.kind === "text")
  const dots = d.shapes.flatMap((s) => (s.kind === "circle" ? [s] : []))
  const lines = d.shapes.flatMap((s) => (s.kind === "line" ? [s] : []))
  const dotBox = (c: (typeof dots)[number]): Box => ({ x0: c.cx - c.r, y0: c.cy - c.r, x1: c.cx + c.r, y1: c.cy + c.r })
  const names = texts.filter((t) => t.fill === INK)
  const boxes = texts.map(boxOf)
  const chart = { x0: 0, y0: 0, x1: d.width, y1: d.height }
  texts.forEach((t, i) => {
    const b = boxes[i] as Box
    if (!within(b, chart)) out.push(`"${t.text}" runs out of the chart`)
    for (let j = i + 1; j < texts.length; j++) if (meet(b, boxes[j] as Box)) out.push(`"${t.text}" overlaps "${texts[j]?.text}"`)
    // a dot's count or letter sits in its dot; any other text keeps off every dot
    for (const c of dots) {
      const own = Math.hypot(t.x - c.cx, t.y - c.cy) < c.r
      if (own && !within(b, { x0: c.cx - c.r - 1, y0: c.cy - c.r - 1, x1: c.cx + c.r + 1, y1: c.cy + c.r + 1 })) out.push(`badge "${t.text}" spills out of its dot`)
      if (!own && meet(b, dotBox(c))) out.push(`"${t.text}" covers a dot`)
    }
  })
  // names next to their dots stay in the square; the list of names with no room there is under the axis titles
  for (const t of names) if (t.y <= LABEL_AREA.y1 && !within(boxOf(t), LABEL_AREA)) out.push(`"${t.text}" leaves the grid`)
  for (const l of lines) {
    const from = dots.find((c) => Math.abs(Math.hypot(l.x1 - c.cx, l.y1 - c.cy) - c.r) < 0.01)
    if (!from) out.push(`a leader line starts off every dot`)
    for (const c of dots) if (c !== from && crosses(l.x1, l.y1, l.x2, l.y2, dotBox(c))) out.push(`a leader line crosses a dot`)
    for (const t of names) if (crosses(l.x1, l.y1, l.x2, l.y2, boxOf(t))) out.push(`a leader line crosses "${t.text}"`)
  }
  const shown = names.map((t) => t.title ?? t.text).sort()
  const wanted = points.map((p) => p.label.replace(/\s+/g, " ").trim()).sort()
  if (JSON.stringify(shown) !== JSON.stringify(wanted)) out.push(`names shown ${JSON.stringify(shown)} != ${JSON.stringify(wanted)}`)
  for (const t of names) if (t.title === undefined ? t.text !== t.text.trim() : !t.text.endsWith("…")) out.push(`"${t.text}" shortened without an ellipsis`)
  return out
}

const ROLES = [
  "Maria Chen", "Chief Financial Officer", "IT Security", "Head of Customer Experience and Digital Channels", "Board",
  "Procurement", "Legal Counsel", "Union Representative", "Operations Manager", "Communications Lead",
  "Data Protection Officer", "Facilities", "Finance Analyst", "Project Sponsor", "Senior User", "Senior Supplier",
  "Vendor Account Manager", "Regional Director North", "HR Business Partner", "Service Desk", "Training Lead",
  "Change Manager", "QA Lead", "Enterprise Architect", "Residents Association", "Local Councillor", "Media",
  "Internal Audit", "Insurer", "Steering Committee"
]

describe("stakeholder grid labels (influence/interest chart in the PID and the matrix image)", () => {
  it("five stakeholders with the same influence and interest share one dot marked 5 and list their names apart", () => {
    const points = ROLES.slice(0, 5).map((label) => ({ label, influence: 7, interest: 7 }))
    expect(problems(points)).toEqual([])
    const d = grid(points)
    expect(d.shapes.filter((s) => s.kind === "circle")).toHaveLength(1)
    expect(d.shapes.some((s) => s.kind === "text" && s.text === "5")).toBe(true)
  })

  it.each([
    ["twelve in one quadrant", ROLES.slice(0, 12).map((label, i) => ({ label, influence: 6 + (i % 5), interest: 6 + ((i * 3) % 5) }))],
    ["neighbouring cells", ROLES.slice(0, 9).map((label, i) => ({ label, influence: 5 + (i % 3), interest: 5 + Math.floor(i / 3) }))],
    ["thirty spread out", ROLES.map((label, i) => ({ label, influence: 1 + ((i * 7) % 10), interest: 1 + ((i * 3) % 10) }))],
    ["thirty in one cell", ROLES.map((label) => ({ label, influence: 10, interest: 10 }))],
    ["thirty in one corner", ROLES.map((label, i) => ({ label, influence: 9 + (i % 2), interest: 9 + (Math.floor(i / 2) % 2) }))],
    ["corners of the scale", [1, 10].flatMap((a) => [1, 10].map((b) => ({ label: `${ROLES[a + b]}`, influence: a, interest: b })))],
    ["one hundred in the top right", Array.from({ length: 100 }, (_, i) => ({ label: `${ROLES[i % 30]} ${i}`, influence: 6 + (i % 5), interest: 6 + (i % 4) }))]
  ])("%s: no overlaps, all inside, every name once", (_, points) => {
    expect(problems(points)).toEqual([])
  })

  it("every dot lies well inside the quadrant its scores fall in (6 and up is high), none on the split", () => {
    const fills: Record<string, string> = { "Keep satisfied": "#fff4e5", "Manage closely": "#fde2e1", Monitor: "#eef2f7", "Keep informed": "#e6f4ea" }
    for (let influence = 1; influence <= 10; influence++) {
      for (let interest = 1; interest <= 10; interest++) {
        const d = grid([{ label: "A", influence, interest }])
        const dot = d.shapes.find((s) => s.kind === "circle")
        const quadrant = d.shapes.find((s) => s.kind === "rect" && s.fill === fills[stakeholderQuadrant(influence, interest) ?? ""])
        if (dot?.kind !== "circle" || quadrant?.kind !== "rect") throw new Error("no dot or quadrant")
        expect(dot.cx - dot.r).toBeGreaterThan(quadrant.x + 2)
        expect(dot.cx + dot.r).toBeLessThan(quadrant.x + quadrant.w - 2)
        expect(dot.cy - dot.r).toBeGreaterThan(quadrant.y + 2)
        expect(dot.cy + dot.r).toBeLessThan(quadrant.y + quadrant.h - 2)
      }
    }
  })

  it("long names are shortened with an ellipsis and keep the full name in an SVG <title>", () => {
    const long = ["Wolfgang Amadeus Mozart-Schmidt, Director of Municipal Waste & Recycling", "MMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMMM", "株式会社テスト事業部長の山田太郎さんと佐藤花子さん", "Łódź Regional Office Coordinator for <Northern> Districts"]
    const points = long.map((label, i) => ({ label, influence: 10, interest: 10 - i }))
    expect(problems(points)).toEqual([])
    const d = grid(points)
    const svg = drawingToSvg(d)
    for (const name of long) {
      const shown = d.shapes.find((s): s is Text => s.kind === "text" && s.title === name)
      expect(shown?.text.endsWith("…")).toBe(true)
      expect(svg).toContain(`<title>${name.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}</title>`)
    }
  })

  it("names with no room in the grid are listed under it by their dot's letter", () => {
    const points = Array.from({ length: 160 }, (_, i) => ({ label: `${ROLES[i % 30]} ${i}`, influence: 1 + (i % 10), interest: 1 + (Math.floor(i / 10) % 10) }))
    expect(problems(points)).toEqual([])
    const d = grid(points)
    const letters = d.shapes.filter((s) => s.kind === "text" && s.fill === "#ffffff" && /^[A-Z]+$/.test(s.text))
    expect(letters.length).toBeGreaterThan(0)
    expect(d.height).toBeGreaterThan(grid([]).height)
    expect(d.width).toBeLessThanOrEqual(495)
  })

  it("any set of stakeholders: no overlaps, all inside, every name once", () => {
    const label = fc.oneof(fc.constantFrom(...ROLES), fc.string({ minLength: 1, maxLength: 70 }).filter((s) => s.trim() !== ""))
    const point = fc.record({ label, influence: fc.integer({ min: 1, max: 10 }), interest: fc.integer({ min: 1, max: 10 }) })
    fc.assert(fc.property(fc.array(point, { maxLength: 40 }), (points) => {
        expect(problems(points)).toEqual([])
      }), { numRuns: 40, seed: 20260 })
  })

  it("the width estimate is never below what pdfkit (Helvetica, DejaVu Sans) or the PNG font paint", () => {
    const require = createRequire(import.meta.url)
    const doc = new PDFDocument({ autoFirstPage: false })
    const fonts: Record<string, string> = {
      Helvetica: "Helvetica",
      "Helvetica-Bold": "Helvetica-Bold",
      DejaVu: require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans.ttf"),
      "DejaVu-Bold": require.resolve("dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf")
    }
    const samples = [...ROLES, "MMMMWWWWmmmmwwww", "iiiiillllljjjj", "0123456789 %@#&", "Keep satisfied", "Manage closely", "Łódź Dvořák Ελλάδα Кирилл", fitText(ROLES[3] ?? "", 9, 150)]
    for (const [name, file] of Object.entries(fonts)) {
      const bold = name.endsWith("Bold")
      doc.font(file)
      for (const size of [8, 9, 11]) {
        doc.fontSize(size)
        for (const s of samples) {
          const safe = name.startsWith("Helvetica") ? s.replace(/[^\x20-\xff…]/g, "?") : s
          expect(estimateTextWidth(safe, size, bold), `${name} ${size} "${safe}"`).toBeGreaterThanOrEqual(doc.widthOfString(safe))
          expect(estimateTextWidth(s, size, bold)).toBeGreaterThanOrEqual(pngTextWidth(s, pixelScale(size)))
          // the matrix image's PNG is painted at twice the size
          expect(estimateTextWidth(s, size, bold) * 2).toBeGreaterThanOrEqual(pngTextWidth(s, pixelScale(size * 2)))
        }
      }
    }
  })
})
