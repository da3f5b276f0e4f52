import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { isAuthorised, isAuthorisingRole } from "../../../src/rules/board-review/authorisation"
import { sectionAnchor } from "../../../src/rules/board-review/section-anchor"
import { moduleOfHeading, moduleScreen } from "../../../src/rules/board-review/section-module"
import { auditCsvTable } from "../../../src/rules/board-review/audit-csv"

describe("section anchors (issue 36)", () => {
  it("slugs a heading: lower case, letters and digits joined by single dashes", () => {
    expect(sectionAnchor("6. Top risks")).toBe("6-top-risks")
    expect(sectionAnchor("  Assumptions, constraints & dependencies ")).toBe("assumptions-constraints-dependencies")
    expect(sectionAnchor("Café — résumé")).toBe("cafe-resume")
    expect(sectionAnchor("!!!")).toBe("section")
  })
  it("always answers a URL-safe slug of at most 80 characters, the same for the same heading", () => {
    fc.assert(
      fc.property(fc.string(), (heading) => {
        const a = sectionAnchor(heading)
        expect(a).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
        expect(a.length).toBeLessThanOrEqual(80)
        expect(sectionAnchor(heading)).toBe(a)
      })
    )
  })
})

describe("the module a commented section belongs to", () => {
  it.each([
    ["waterfall", "1. Background", "scope"],
    ["waterfall", "2. Goals and KPIs", "scope"],
    ["waterfall", "5. Project board and stakeholders", "stakeholders"],
    ["waterfall", "RACI", "stakeholders"],
    ["waterfall", "6. Top risks", "risks"],
    ["waterfall", "7. Milestones and schedule", "wbs"],
    ["waterfall", "8. Budget summary", "budget"],
    ["waterfall", "9. Communications summary", "comms"],
    ["agile", "Vision", "agile_scope"],
    ["agile", "Epics", "backlog"],
    ["agile", "Release plan", "release"],
    ["agile", "Sprint schedule", "schedule"],
    ["agile", "Risks", "risks"],
    ["waterfall", "10. Approvals", "reports"]
  ] as const)("%s %s -> %s", (method, heading, module) => {
    expect(moduleOfHeading(method, heading)).toBe(module)
  })
  it("links the module's screen for the project, agile risks and budget on their agile screens", () => {
    expect(moduleScreen("waterfall", "risks", { id: 7, name: "Quay & Co" }).path).toBe("/app/risk?project=Quay+%26+Co&projectId=7")
    expect(moduleScreen("agile", "risks", { id: 7, name: "Q" }).path).toBe("/app/agile/risk?project=Q&projectId=7")
    expect(moduleScreen("agile", "budget", { id: 7, name: "Q" }).path).toBe("/app/agile/budget?project=Q&projectId=7")
  })

  it("opens the saved scope (mode=edit) and the comms plan of the project's approach, as the workspace links them", () => {
    expect(moduleScreen("waterfall", "scope", { id: 7, name: "Q" }).path).toBe("/app/scope?project=Q&projectId=7&mode=edit")
    expect(moduleScreen("waterfall", "comms", { id: 7, name: "Q" }).path).toBe("/app/comms/short?project=Q&projectId=7&approach=Waterfall&method=Waterfall")
    expect(moduleScreen("agile", "comms", { id: 7, name: "Q" }).path).toBe("/app/comms/short?project=Q&projectId=7&approach=Agile&method=Agile")
  })
})

describe("authorisation", () => {
  it("the Executive or the Project Sponsor approving, with or without conditions, and nobody rejecting", () => {
    expect(isAuthorised([{ boardRole: "Executive", decision: "approve" }])).toBe(true)
    expect(isAuthorised([{ boardRole: " project  sponsor ", decision: "approve_with_conditions" }])).toBe(true)
    expect(isAuthorised([{ boardRole: "Senior User", decision: "approve" }])).toBe(false)
    expect(isAuthorised([{ boardRole: "Executive", decision: "reject" }])).toBe(false)
    expect(isAuthorised([{ boardRole: "Executive", decision: "approve" }, { boardRole: "Senior Supplier", decision: "reject" }])).toBe(false)
    expect(isAuthorised([])).toBe(false)
    expect(isAuthorisingRole("EXECUTIVE")).toBe(true)
    expect(isAuthorisingRole("Executive assistant")).toBe(false)
  })
})

describe("the audit CSV table", () => {
  it("has the audit columns and keeps the version numeric", () => {
    const t = auditCsvTable([{ at: "2026-01-01T00:00:00.000Z", version: 2, event: "viewed", actor: "=x", board_role: null, detail: null }])
    expect(t.header).toEqual(["time", "version", "event", "actor", "board_role", "detail"])
    expect(t.rows).toEqual([["2026-01-01T00:00:00.000Z", 2, "viewed", "=x", "", ""]])
    expect(t.numeric).toEqual(["version"])
  })
})
