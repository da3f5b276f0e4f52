// Issue 22: the Gantt of the PID, SOW and roadmap draws task-link arrows and marks the critical path in red
// with a legend (no label on another); the PID states the critical path and the project finish in words.
// The documents are rendered to HTML, PDF and DOCX and read back.
import { readFileSync } from "node:fs"
import { join } from "node:path"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { strFromU8, unzipSync } from "fflate"
import { extractText, getDocumentProxy } from "unpdf"
import { describe, expect, it } from "vitest"
import { parse } from "yaml"
import { layer as offlineLayer } from "@initpack/adapters/drafting/offline-drafter"
import { buildReport } from "@initpack/adapters/render/build-report"
import { CRITICAL, LINK } from "@initpack/adapters/render/charts/gantt-links"
import { ganttDrawing } from "@initpack/adapters/render/charts/gantt"
import { textBox, overlaps } from "@initpack/adapters/render/charts/label-layout"
import { renderDocx } from "@initpack/adapters/render/docx"
import { renderHtml } from "@initpack/adapters/render/html"
import { renderPdf } from "@initpack/adapters/render/pdf"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import type { GanttChart } from "@initpack/core/document/model"
import { draftProject } from "@initpack/core/use-cases/pack/draft-project"
import { agileProject, FIXED_CLOCK } from "./fixtures"

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
const spoken = (iso: string) => `${Number(iso.slice(8, 10))} ${MONTHS[Number(iso.slice(5, 7)) - 1]} ${iso.slice(0, 4)}`

/** The example waterfall brief drafted offline, as `initpack pack` drafts it: its WBS carries the drafted links. */
const drafted = async (): Promise<ProjectArtefacts> => {
  const decoded = decodeBrief(parse(readFileSync(join(__dirname, "../../../docs/examples/waterfall.yaml"), "utf8")))
  if (Either.isLeft(decoded)) throw new Error(decoded.left.message)
  const brief = resolveBrief(decoded.right, {}, "2026-01-01")
  return Effect.runPromise(draftProject(brief, { now: new Date("2026-01-05T09:00:00Z") }).pipe(Effect.provide(offlineLayer)))
}

const svgsOf = (html: string) => [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)].map((m) => m[0])
const gantt = (svgs: ReadonlyArray<string>) => svgs.find((s) => /aria-label="Gantt chart/.test(s))!
const arrowLines = (svg: string, colour: string) => [...svg.matchAll(new RegExp(`<line [^>]*stroke="${colour}"`, "g"))].length
const arrowHeads = (svg: string, colour: string) => [...svg.matchAll(new RegExp(`<polygon points="[^"]*" fill="${colour}"/>`, "g"))].length

describe("Gantt links and critical path in the documents", async () => {
  const a = await drafted()
  const wbs = (a.wbs ?? []) as ReadonlyArray<{ task?: string | null; end_date?: string | null; predecessors?: string }>
  const finish = wbs.map((r) => r.end_date!).sort().pop()!

  it("the PID states the critical path and the project finish; the path ends on the last finish", () => {
    const html = renderHtml(buildReport("pid", a, FIXED_CLOCK))
    const m = /Critical path: ([^<]+?); project finish ([^<.]+)\./.exec(html)
    expect(m, "the PID's critical path sentence").not.toBeNull()
    expect(m![2]).toBe(spoken(finish))
    const steps = m![1]!.split(" → ")
    expect(steps.length).toBeGreaterThan(3)
    // the path names tasks of the plan, and the last one finishes the plan
    const last = steps[steps.length - 1]!.replace(/^[\d.]+ /, "")
    expect(wbs.find((r) => r.task === last)?.end_date).toBe(finish)
    // parallel work is off the path: fewer steps than tasks
    expect(steps.length).toBeLessThan(wbs.filter((r) => (r.predecessors ?? "") !== "").length)
  })

  it("HTML: the PID's and SOW's Gantt draw link arrows, red critical bars and the legend", () => {
    for (const kind of ["pid", "sow"] as const) {
      const svg = gantt(svgsOf(renderHtml(buildReport(kind, a, FIXED_CLOCK))))
      expect(arrowLines(svg, LINK), kind).toBeGreaterThan(3)
      expect(arrowHeads(svg, LINK), kind).toBeGreaterThan(3)
      expect(arrowLines(svg, CRITICAL), kind).toBeGreaterThan(3)
      expect(svg, kind).toContain(`<rect x="4"`)
      expect(svg).toMatch(new RegExp(`<rect [^>]*fill="${CRITICAL}"`))
      for (const label of ["Critical path", "Critical link", "Task link"]) expect(svg, kind).toContain(`>${label}</text>`)
      expect(svg).toMatch(/aria-label="Gantt chart of \d+ rows, \d+ task links, \d+ on the critical path \(red\)"/)
    }
  })

  it("the agile roadmap's Gantt draws the schedule's links (its chain) and marks the critical path", () => {
    const svg = gantt(svgsOf(renderHtml(buildReport("agile_roadmap_plan", agileProject, FIXED_CLOCK))))
    expect(arrowLines(svg, CRITICAL)).toBeGreaterThan(0)
    expect(svg).toContain(">Critical path</text>")
  })

  it("PDF: the PID reads back the critical path sentence and the legend", async () => {
    const bytes = await renderPdf(buildReport("pid", a, FIXED_CLOCK))
    const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true })
    const all = (text as string).replace(/\s+/g, " ")
    expect(all).toContain("Critical path: 1.1 ")
    expect(all).toContain(`project finish ${spoken(finish)}.`)
    expect(all).toContain("Critical link")
    expect(all).toContain("Task link")
  })

  it("DOCX: the PID holds the sentence and its Gantt image holds the arrows", async () => {
    const files = unzipSync(await renderDocx(buildReport("pid", a, FIXED_CLOCK)))
    const body = [...strFromU8(files["word/document.xml"]!).matchAll(/<w:t(?: [^>]*)?>([^<]*)<\/w:t>/g)].map((m) => m[1]).join("")
    expect(body).toContain("Critical path: 1.1 ")
    expect(body).toContain(`project finish ${spoken(finish)}.`)
    const svg = gantt(Object.keys(files).filter((n) => n.endsWith(".svg")).map((n) => strFromU8(files[n]!)))
    expect(arrowLines(svg, LINK)).toBeGreaterThan(3)
    expect(arrowLines(svg, CRITICAL)).toBeGreaterThan(3)
  })

  it("no label lies on another and arrows stay off the label column", () => {
    const chart: GanttChart = {
      _tag: "Gantt",
      rows: [
        { label: "1 Design", start: "2026-03-02", end: "2026-03-20", kind: "phase", depth: 0, critical: true },
        { label: "1.1 Survey", start: "2026-03-02", end: "2026-03-06", kind: "task", depth: 1, critical: true },
        { label: "1.2 Order kit", start: "2026-03-02", end: "2026-03-13", kind: "task", depth: 1 },
        { label: "1.3 Design", start: "2026-03-09", end: "2026-03-20", kind: "task", depth: 1, critical: true },
        { label: "1.4 Sign-off", start: "2026-03-20", end: "2026-03-20", kind: "gate", depth: 1, critical: true },
        { label: "1.5 Train", start: "2026-03-02", end: "2026-03-04", kind: "task", depth: 1 }
      ],
      links: [
        { from: 1, to: 3, type: "FS", critical: true },
        { from: 2, to: 4, type: "FS", critical: false },
        { from: 3, to: 4, type: "FS", critical: true },
        { from: 1, to: 5, type: "SS", critical: false },
        { from: 4, to: 5, type: "FF", critical: false }
      ]
    }
    const d = ganttDrawing(chart)
    const texts = d.shapes.flatMap((s) => (s.kind === "text" ? [textBox(s.x, s.y, s.text, s.size, s.anchor, s.bold)] : []))
    for (let i = 0; i < texts.length; i++) for (let j = i + 1; j < texts.length; j++) expect(overlaps(texts[i]!, texts[j]!), `${i} ${j}`).toBe(false)
    for (const t of texts) expect(t.y1).toBeLessThanOrEqual(d.height)
    const lines = d.shapes.filter((s) => s.kind === "line" && (s.stroke === LINK || s.stroke === CRITICAL))
    expect(lines.length).toBeGreaterThan(10)
    // the legend's samples sit left of x = 190 below the rows; every link line in the rows stays in the bar area
    const rowsBottom = 26 + chart.rows.length * 18
    for (const l of lines) if (l.kind === "line" && l.y1 < rowsBottom) expect(Math.min(l.x1, l.x2)).toBeGreaterThanOrEqual(190)
  })
})
