import { describe, expect, it } from "vitest"
import { getDocumentProxy } from "unpdf"
import type { Block, ReportDocument } from "@initpack/core/document/model"
import { buildPackDocuments, buildReport } from "@initpack/adapters/render/build-report"
import { renderPdf } from "@initpack/adapters/render/pdf"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

interface Line {
  readonly text: string
  readonly x: number
  readonly y: number
  readonly width: number
}

/** Text items of each page, body only (the running header and footer left out), top to bottom. */
const bodyLines = async (bytes: Uint8Array): Promise<ReadonlyArray<ReadonlyArray<Line>>> => {
  const pdf = await getDocumentProxy(new Uint8Array(bytes))
  const pages: Array<ReadonlyArray<Line>> = []
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n)
    const height = page.view[3] ?? 842
    const content = await page.getTextContent()
    const lines = content.items
      .flatMap((item) => ("str" in item && item.str.trim() !== "" ? [{ text: item.str.trim(), x: item.transform[4] as number, y: height - (item.transform[5] as number), width: item.width }] : []))
      .filter((l) => l.y > 45 && l.y < height - 45)
      .sort((a, b) => a.y - b.y)
    pages.push(lines)
  }
  return pages
}

const headingsOf = (doc: ReportDocument) => new Set(doc.blocks.flatMap((b) => (b._tag === "Heading" ? [b.text] : [])))

const orphanHeadings = async (doc: ReportDocument) => {
  const headings = headingsOf(doc)
  const pages = await bodyLines(await renderPdf(doc))
  return pages.slice(0, -1).flatMap((lines, i) => {
    const last = lines.at(-1)
    return last !== undefined && headings.has(last.text) ? [`page ${i + 1}: ${last.text}`] : []
  })
}

const filler = (n: number): Array<Block> =>
  Array.from({ length: n }, (_, i) => ({ _tag: "Paragraph", inlines: [{ text: `Filler paragraph ${i + 1} that moves what follows further down the page, line by line.` }] }))

const probe = (base: ReportDocument, n: number, after: ReadonlyArray<Block>): ReportDocument => ({
  ...base,
  blocks: [...filler(n), { _tag: "Heading", level: 1, text: "Probe heading" }, ...after]
})

describe("PDF page layout", () => {
  it("no heading is the last thing on a page, in any document of either pack", async () => {
    const docs = [...buildPackDocuments(waterfallProject, FIXED_CLOCK), ...buildPackDocuments(agileProject, FIXED_CLOCK)]
    for (const d of docs) expect(await orphanHeadings(d.document), d.stem).toEqual([])
  })

  it("a heading moves to the next page with a chart, a table or a subheading that does not fit under it", async () => {
    const pid = buildReport("pid", waterfallProject, FIXED_CLOCK)
    const chart = pid.blocks.find((b) => b._tag === "Chart")
    const table = pid.blocks.find((b) => b._tag === "Table")
    if (chart === undefined || table === undefined) throw new Error("fixture has no chart or table")
    const followers: ReadonlyArray<ReadonlyArray<Block>> = [[chart], [table], [{ _tag: "Heading", level: 2, text: "Probe subheading" }, chart]]
    for (const after of followers) {
      for (let n = 20; n <= 44; n += 2) expect(await orphanHeadings(probe(pid, n, after)), `${n} fillers`).toEqual([])
    }
  })

  it("table columns are wide enough for their longest word", async () => {
    const doc = buildReport("stakeholders_raci", waterfallProject, FIXED_CLOCK)
    const words = (await bodyLines(await renderPdf(doc))).flat().map((l) => l.text)
    // 8.5 pt bold "Influence" and "Negative" used to break inside the word in their narrow columns
    expect(words).toContain("Influence")
    expect(words).toContain("Negative")
    expect(words).not.toContain("e")
  })

  it("sign-off rows leave room to sign", async () => {
    const pages = await bodyLines(await renderPdf(buildReport("sow", waterfallProject, FIXED_CLOCK)))
    // the page of each line too: a party carried to the next page has that page's room
    const lines = pages.flatMap((p, page) => p.map((l) => ({ ...l, page })))
    const signOff = lines.slice(lines.findIndex((l) => l.text.startsWith("Signed for and on behalf")))
    const first = signOff.find((l) => l.text.startsWith("Riverbend Shire"))
    const second = signOff.find((l) => l.text.startsWith("Northwind Digital"))
    if (first === undefined || second === undefined) throw new Error("sign-off parties not found")
    if (second.page === first.page) expect(second.y - first.y).toBeGreaterThanOrEqual(30)
    else {
      expect(second.page).toBe(first.page + 1)
      // room to sign below the first party before the page's bottom margin (A4, 45 pt)
      expect(842 - 45 - first.y).toBeGreaterThanOrEqual(30)
    }
  })
})
