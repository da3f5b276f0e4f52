import { describe, expect, it } from "vitest"
import type { ApprovalRecord } from "../../src/document/approval-record"
import { formatLongDateTimeUtc, formatLongDateUtc } from "../../src/document/format"
import { heading, pageBreak, type Block, type ReportDocument } from "../../src/document/model"
import { APPROVAL_COLUMNS, APPROVAL_TITLE, withApproval } from "../../src/document/sections/approval-page"
import { approvalAppender } from "../../src/use-cases/reports/append-approval"

const record: ApprovalRecord = {
  version: 2,
  sourceHash: "ab12cd34",
  authorisedAt: "2026-11-28T00:30:00+02:00",
  decisions: [
    { name: "Ruth Okafor", boardRole: "Executive", decision: "approve", decidedAt: "2026-11-27T22:30:00Z" },
    { name: "Sam Lee", boardRole: "Senior User", decision: "approve_with_conditions", text: " Keep the pilot to one depot. ", decidedAt: "2026-11-27T09:05:59.999Z" },
    { name: "Ann Park", boardRole: "Senior Supplier", decision: "reject", text: "Price too high", decidedAt: "2026-11-26T10:00:00-05:00" }
  ]
}
const body: ReadonlyArray<Block> = [heading(1, "1. Background")]
const doc = (kind: ReportDocument["kind"]): ReportDocument =>
  ({ kind, method: "waterfall", title: "T", projectName: "P", meta: { generated_at: "", template_version: "", source_hash: "" }, blocks: body }) as ReportDocument

describe("approval page (issue 36)", () => {
  it("writes an instant as the documents write dates, in UTC, saying so", () => {
    expect(formatLongDateTimeUtc("2026-11-28T00:30:00+02:00")).toBe("27 November 2026, 22:30 UTC")
    expect(formatLongDateTimeUtc("2026-01-05T07:04:00Z")).toBe("5 January 2026, 07:04 UTC")
    expect(formatLongDateUtc("2026-11-28T00:30:00+02:00")).toBe("27 November 2026")
    expect(formatLongDateTimeUtc("soon")).toBe("soon")
  })

  it("comes first in the PID, with the statement, version, hash and one row per decision, then a page break", () => {
    const out = withApproval(doc("pid"), record)
    const [h, statement, kv, tbl, brk, ...rest] = out.blocks
    expect(h).toEqual(heading(1, APPROVAL_TITLE))
    expect(statement).toEqual({ _tag: "Paragraph", inlines: [{ text: "Version 2 of this initiation pack was authorised on 27 November 2026 by the project board." }] })
    expect(kv).toEqual({
      _tag: "KeyValue",
      entries: [
        { key: "Version", value: "2" },
        { key: "Source hash", value: "ab12cd34" },
        { key: "Authorised", value: "27 November 2026, 22:30 UTC" }
      ]
    })
    expect(tbl?._tag === "Table" && tbl.columns.map((c) => c.header)).toEqual([...APPROVAL_COLUMNS])
    expect(tbl?._tag === "Table" && tbl.rows).toEqual([
      ["Ruth Okafor", "Executive", "Approved", "", "27 November 2026, 22:30 UTC"],
      ["Sam Lee", "Senior User", "Approved with conditions", "Keep the pilot to one depot.", "27 November 2026, 09:05 UTC"],
      ["Ann Park", "Senior Supplier", "Rejected", "Price too high", "26 November 2026, 15:00 UTC"]
    ])
    expect(brk).toEqual(pageBreak)
    expect(rest).toEqual(body)
    expect(out.frontMatter).toBe(5)
  })

  it("is added to the PID, the agile overview and the SOW only, and only with a record", () => {
    for (const kind of ["pid", "agile_overview", "sow"] as const) expect(approvalAppender(record)(doc(kind)).blocks[0]).toEqual(heading(1, APPROVAL_TITLE))
    for (const kind of ["raid", "budget_summary", "agile_roadmap_plan", "lean_business_case"] as const) expect(approvalAppender(record)(doc(kind))).toEqual(doc(kind))
    expect(approvalAppender(undefined)(doc("pid"))).toEqual(doc("pid"))
  })
})
