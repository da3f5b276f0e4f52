// Issue 36: the approval page as each renderer draws it. The DOCX is read back with mammoth (another reader of
// Word files); LibreOffice, poppler and Chromium read the files back in tests/oracle/approval-page.test.ts.
import { strFromU8, unzipSync } from "fflate"
import mammoth from "mammoth"
import { describe, expect, it } from "vitest"
import { withApproval } from "@initpack/core/document/sections/approval-page"
import { buildReport } from "@initpack/adapters/render/build-report"
import { renderDocx } from "@initpack/adapters/render/docx"
import { renderHtml } from "@initpack/adapters/render/html"
import { renderMarkdown } from "@initpack/adapters/render/markdown"
import { approvalRecord, LINK_CONDITIONS, LONG_CONDITIONS } from "../../../tests/fixtures/approval-record"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

const approved = (kind: "pid" | "sow" | "agile_overview") => {
  const doc = buildReport(kind, kind === "agile_overview" ? agileProject : waterfallProject, FIXED_CLOCK)
  return withApproval(doc, approvalRecord(doc.meta.source_hash))
}

const ROWS = [
  ["Margaret Oyelaran-Whitfield", "Executive", "Approved", "", "27 November 2026, 15:45 UTC"],
  ["Tomasz Wiśniewski", "Senior User", "Approved with conditions", LONG_CONDITIONS, "26 November 2026, 09:05 UTC"],
  ["<script>alert(1)</script> Lee", "Senior Supplier", "Rejected", "Costs <b>too</b> high & unclear", "26 November 2026, 01:30 UTC"],
  ["Priya Raghunathan-Castellanos", "Project Sponsor", "Approved with conditions", LINK_CONDITIONS, "27 November 2026, 10:00 UTC"]
]
const HEADER = ["Name", "Board role", "Decision", "Conditions or reason", "Date and time"]
const STATEMENT = "Version 3 of this initiation pack was authorised on 27 November 2026 by the project board."

const decode = (s: string) => s.replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, "&")
/** The cells of each row of the HTML table that follows `after`, as text. */
const tableAfter = (html: string, after: string): Array<Array<string>> => {
  const at = html.indexOf(after)
  expect(at).toBeGreaterThanOrEqual(0)
  const start = html.indexOf("<table", at)
  const table = html.slice(start, html.indexOf("</table>", start))
  return [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((r) =>
    [...(r[1] ?? "").matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((c) => decode((c[1] ?? "").replace(/<wbr>/g, "").replace(/<[^>]+>/g, "")).trim())
  )
}

describe("approval page renderings (issue 36)", () => {
  it("HTML: first after the title, its table in columns, a name or reason that looks like HTML shown as text", () => {
    const html = renderHtml(approved("pid"))
    expect(html).not.toMatch(/<script\b/i)
    expect(html).not.toContain("<b>too</b>")
    expect(html).toContain("<td>&lt;script&gt;alert(1)&lt;/script&gt; Lee</td>")
    expect(html).toContain("<td>Costs &lt;b&gt;too&lt;/b&gt; high &amp; unclear</td>")
    const main = html.slice(html.indexOf("</header>"))
    expect(main.indexOf("<h2>Approval</h2>")).toBeLessThan(main.indexOf("<h2>1. Background</h2>"))
    expect(main.slice(0, main.indexOf("<h2>1. Background</h2>"))).toContain('<div class="page-break"></div>')
    expect(html).toContain(`<p>${STATEMENT}</p>`)
    expect(tableAfter(html, "<dt>Authorised</dt>")).toEqual([HEADER, ...ROWS])
  })

  it("DOCX read back with mammoth: the page comes before the contents and the body, its table row by row", async () => {
    for (const kind of ["pid", "sow", "agile_overview"] as const) {
      const doc = approved(kind)
      const bytes = await renderDocx(doc)
      const { value: html } = await mammoth.convertToHtml({ buffer: Buffer.from(bytes) })
      const text = decode(html.replace(/<[^>]+>/g, " ")).replace(/\s+/g, " ")
      expect(text).toContain(STATEMENT)
      expect(text).toContain(`Version 3 Source hash ${doc.meta.source_hash} Authorised 27 November 2026, 15:45 UTC`)
      const rows = tableAfter(html, "Authorised")
      expect(rows).toEqual([HEADER, ...ROWS])
      expect(html).not.toMatch(/<script\b/i)
      // Word's own order: title, approval page, page break, contents, body
      const xml = strFromU8(unzipSync(bytes)["word/document.xml"]!)
      const approval = xml.indexOf(">Approval<")
      const pageBreak = xml.indexOf('<w:br w:type="page"/>')
      const contents = xml.indexOf("<w:sdt>")
      expect(xml.indexOf('<w:pStyle w:val="Title"/>')).toBeLessThan(approval)
      expect(approval).toBeLessThan(pageBreak)
      expect(pageBreak).toBeLessThan(contents)
      // the contents list the document, not the page read before them
      expect(xml.slice(contents, xml.indexOf("</w:sdt>"))).not.toContain(">Approval<")
    }
  })

  it("Markdown (for diffs) carries it too, and without a record every document is as before", () => {
    const md = renderMarkdown(approved("sow"))
    expect(md).toContain(`## Approval\n\n${STATEMENT}`)
    expect(md).toContain("| Tomasz Wiśniewski | Senior User | Approved with conditions |")
    expect(md).toContain("| \\<script\\>alert(1)\\</script\\> Lee |")
    const plain = buildReport("pid", waterfallProject, FIXED_CLOCK)
    expect(renderMarkdown(plain)).not.toContain("## Approval\n")
    expect(renderHtml(plain)).not.toContain("<h2>Approval</h2>")
  })
})
