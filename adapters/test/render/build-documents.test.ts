import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { canonicalJson } from "@initpack/core/document/canonical-json"
import { AGILE_DOCUMENTS, packEntries, TEMPLATE_VERSION, WATERFALL_DOCUMENTS } from "@initpack/core/document/catalog"
import type { Block, ReportDocument } from "@initpack/core/document/model"
import { buildPackDocuments, buildReport, sourceHash } from "@initpack/adapters/render/build-report"
import { agileProject, FIXED_CLOCK, waterfallProject } from "./fixtures"

const texts = (doc: ReportDocument): string =>
  doc.blocks
    .map((b: Block) => {
      switch (b._tag) {
        case "Heading":
          return b.text
        case "Paragraph":
          return b.inlines.map((i) => i.text).join("")
        case "List":
          return b.items.map((i) => i.map((x) => x.text).join("")).join("\n")
        case "Table":
          return [b.columns.map((c) => c.header).join(" "), ...b.rows.map((r) => r.join(" "))].join("\n")
        case "KeyValue":
          return b.entries.map((e) => `${e.key} ${e.value}`).join("\n")
        case "Callout":
          return b.text
        case "Chart":
          return b.caption
        case "PageBreak":
          return ""
      }
    })
    .join("\n")

const headings = (doc: ReportDocument) => doc.blocks.flatMap((b) => (b._tag === "Heading" ? [b.text] : []))

describe("document builders", () => {
  it("waterfall.md §2: the PID holds every charter section in order", () => {
    const doc = buildReport("pid", waterfallProject, FIXED_CLOCK)
    expect(doc.title).toBe("Project Charter / PID")
    expect(headings(doc).filter((h) => /^\d+\./.test(h))).toEqual([
      "1. Background",
      "2. Goals and KPIs",
      "3. Scope",
      "4. Assumptions, constraints and dependencies",
      "5. Project board and stakeholders",
      "6. Top risks",
      "7. Milestones and schedule",
      "8. Budget summary",
      "9. Communications summary",
      "10. Approvals"
    ])
    const all = texts(doc)
    for (const t of ["Cut permit decision time", "Median decision time: <= 20 business days", "Compliance inspections module", "Maria Chen", "Payments gateway upgrade", "Go-live", "AUD 817,300", "Staff newsletter"]) {
      expect(all).toContain(t)
    }
    const charts = doc.blocks.flatMap((b) => (b._tag === "Chart" ? [b.chart._tag] : []))
    // issue 23: the S-curves of finish and cost in the budget summary's confidence section
    expect(charts).toEqual(["StakeholderGrid", "RiskHeatMap", "Gantt", "BudgetBreakdown", "ForecastCurve", "ForecastCurve"])
  })

  it("PID top risks are the five highest by RAG score, highest first (waterfall.md §9 score = L x I)", () => {
    const doc = buildReport("pid", waterfallProject, FIXED_CLOCK)
    const riskTable = doc.blocks.find((b) => b._tag === "Table" && b.columns[0]?.header === "Risk" && b.columns[1]?.header === "RAG")
    expect(riskTable?._tag).toBe("Table")
    if (riskTable?._tag !== "Table") return
    expect(riskTable.rows.map((r) => r[0])).toEqual(["Data migration quality", "Property register API late", "Privacy breach in portal uploads", "Officer adoption", "Vendor resourcing"])
    expect(riskTable.rows[0]?.[1]).toBe("High (16)")
  })

  it("heat map counts every rated risk in its likelihood x impact cell", () => {
    const doc = buildReport("raid", waterfallProject, FIXED_CLOCK)
    const chart = doc.blocks.find((b) => b._tag === "Chart" && b.chart._tag === "RiskHeatMap")
    if (chart?._tag !== "Chart" || chart.chart._tag !== "RiskHeatMap") throw new Error("no heat map")
    expect(chart.chart.counts[3]?.[3]).toBe(1) // High x High: data migration
    expect(chart.chart.counts[2]?.[4]).toBe(1) // 3 x 5: register API
    expect(chart.chart.counts.flat().reduce((s, n) => s + n, 0)).toBe(6)
  })

  it("every document of both methods builds, with meta from the clock and the template version", () => {
    for (const [project, kinds] of [[waterfallProject, WATERFALL_DOCUMENTS], [agileProject, AGILE_DOCUMENTS]] as const) {
      for (const kind of kinds) {
        const doc = buildReport(kind, project, FIXED_CLOCK)
        expect(doc.meta.generated_at).toBe(FIXED_CLOCK)
        expect(doc.meta.template_version).toBe(TEMPLATE_VERSION)
        expect(doc.meta.source_hash).toMatch(/^[0-9a-f]{64}$/)
        expect(doc.blocks.length).toBeGreaterThan(0)
      }
    }
  })

  it("agile budget is titled Budget (Agile) (agile.md §2)", () => {
    expect(buildReport("budget_summary", agileProject, FIXED_CLOCK).title).toBe("Budget (Agile)")
    expect(buildReport("budget_summary", waterfallProject, FIXED_CLOCK).title).toBe("Budget Summary")
  })

  it("agile roadmap places stories in Now/Next/Later with points and the WIP limit", () => {
    const all = texts(buildReport("agile_roadmap_plan", agileProject, FIXED_CLOCK))
    expect(all).toContain("Now (16 pts, WIP limit 20)")
    expect(all).toContain("Later (5 pts, no WIP limit)")
    expect(all).toContain("As a volunteer driver, I want to accept or decline in one tap.")
    expect(all).toContain("Sprint 1 [1 epics, 2 stories, 8 pts]")
    expect(all).toContain("Pilot release gate")
  })

  it("the SOW carries deliverables with acceptance criteria, pricing, change control and sign-off", () => {
    const w = texts(buildReport("sow", waterfallProject, FIXED_CLOCK))
    expect(w).toContain("All three permit workflows pass user acceptance testing")
    expect(w).toContain("Delivered as described and accepted in writing by the Senior User.")
    expect(w).toContain("Platform implementation")
    expect(w).toContain("Riverbend Shire Council")
    expect(w).toContain("Northwind Digital Pty Ltd")
    for (const h of ["7. Pricing", "8. Change control", "10. Sign-off"]) expect(w).toContain(h)
    const a = texts(buildReport("sow", agileProject, FIXED_CLOCK))
    expect(a).toContain("Accepted when: Notification within 5 seconds.")
    expect(a).toContain("Dispatch to nearest driver")
  })

  it("missing artefacts give a short line, not an error", () => {
    const bare: ProjectArtefacts = { project: { name: "Empty", method: "waterfall" } }
    expect(texts(buildReport("raid", bare, FIXED_CLOCK))).toContain("No risk register has been drafted yet.")
    expect(texts(buildReport("budget_summary", bare, FIXED_CLOCK))).toBe("No budget has been drafted yet.")
    expect(texts(buildReport("comms_plan", bare, FIXED_CLOCK))).toBe("No communications plan has been drafted yet.")
    expect(texts(buildReport("stakeholders_raci", bare, FIXED_CLOCK))).toBe("No stakeholders have been added yet.")
    const pid = texts(buildReport("pid", bare, FIXED_CLOCK))
    for (const line of ["No scope has been drafted yet.", "No WBS has been drafted yet.", "No risk register has been drafted yet."]) expect(pid).toContain(line)
    const agileBare: ProjectArtefacts = { project: { name: "Empty agile", method: "agile" } }
    for (const kind of AGILE_DOCUMENTS) expect(() => buildReport(kind, agileBare, FIXED_CLOCK)).not.toThrow()
    expect(texts(buildReport("agile_overview", agileBare, FIXED_CLOCK))).toContain("No agile scope has been drafted yet.")
    expect(texts(buildReport("agile_roadmap_plan", agileBare, FIXED_CLOCK))).toContain("No schedule has been drafted yet.")
  })

  it("waterfall.md §9: budget lines without a cost type follow the keyword fallback; contingency counts as OpEx", () => {
    const p: ProjectArtefacts = {
      project: { name: "Kit", method: "waterfall" },
      budget: {
        config: { contingency_pct: 0.1 },
        items: [
          { category: "Hardware", item: "Server hardware", estimated_cost: 1000 },
          { category: "Software", item: "Cloud hosting subscription", estimated_cost: 500 }
        ]
      }
    }
    const all = texts(buildReport("budget_summary", p, FIXED_CLOCK))
    expect(all).toContain("CAPEX AUD 1,000")
    expect(all).toContain("OPEX AUD 650")
    expect(all).toContain("Total AUD 1,650")
  })

  it("alternate item field names are read (waterfall.md §3)", () => {
    const all = texts(buildReport("pid", waterfallProject, FIXED_CLOCK))
    expect(all).toContain("Retire the legacy system End the unsupported platform and its licence costs.")
  })
})

describe("source hash", () => {
  it("is sha256 of the canonical JSON of the document's sources", async () => {
    const { createHash } = await import("node:crypto")
    expect(sourceHash({ b: 1, a: [1, { d: 2, c: 3 }] })).toBe(createHash("sha256").update('{"a":[1,{"c":3,"d":2}],"b":1}').digest("hex"))
  })

  it("same sources give the same hash whatever the key order; a changed source changes it", () => {
    const reordered = JSON.parse(canonicalJson(waterfallProject)) as ProjectArtefacts
    const a = buildReport("pid", waterfallProject, FIXED_CLOCK).meta.source_hash
    expect(buildReport("pid", reordered, "2030-01-01T00:00:00.000Z").meta.source_hash).toBe(a)
    const edited: ProjectArtefacts = { ...waterfallProject, risks: [...(waterfallProject.risks ?? []), { title: "New risk", likelihood: 1, impact: 1 }] }
    expect(buildReport("pid", edited, FIXED_CLOCK).meta.source_hash).not.toBe(a)
    // the budget does not feed the RAID, so its hash stays
    const noBudget: ProjectArtefacts = { ...waterfallProject, budget: null }
    expect(buildReport("raid", noBudget, FIXED_CLOCK).meta.source_hash).toBe(buildReport("raid", waterfallProject, FIXED_CLOCK).meta.source_hash)
  })

  it("canonical JSON sorts keys at every depth and drops undefined like JSON.stringify", () => {
    expect(canonicalJson({ z: 1, a: { y: undefined, x: [undefined, 2] } })).toBe('{"a":{"x":[null,2]},"z":1}')
  })
})

describe("packs", () => {
  it("waterfall pack: pid, stakeholders_raci, raid, budget_summary, comms_plan, sow (waterfall.md §2)", () => {
    expect(buildPackDocuments(waterfallProject, FIXED_CLOCK).map((d) => `${d.stem}:${d.document.kind}`)).toEqual([
      "01-pid:pid",
      "02-stakeholders-raci:stakeholders_raci",
      "03-raid:raid",
      "04-budget-summary:budget_summary",
      "05-comms-plan:comms_plan",
      "06-sow:sow"
    ])
  })

  it("agile pack: Overview, Lean BC, Stakeholders, Roadmap & Plan, RAID, Budget, Comms (agile.md §2), then SOW", () => {
    expect(packEntries("agile").map((e) => e.kind)).toEqual([
      "agile_overview",
      "lean_business_case",
      "stakeholders_raci",
      "agile_roadmap_plan",
      "raid",
      "budget_summary",
      "comms_plan",
      "sow"
    ])
  })
})
