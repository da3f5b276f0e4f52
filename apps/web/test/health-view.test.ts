// The Health check panel's pure view (apps/web/src/features/reports/lib/health-view.ts, issue 34).
import { describe, expect, it } from "vitest"
import type { Finding } from "@initpack/core/rules/health/finding"
import { groupByModule, healthScore, screenLabel, screenUrl } from "../src/features/reports/lib/health-view"

const f = (id: string, severity: Finding["severity"], module: Finding["module"]): Finding => ({ id, severity, rule: id.split("#")[0]!, module, lines: [], message: id, fix: "" })

describe("health view", () => {
  it("scores 100 less 10 per error, 3 per warning, 1 per note, never below 0", () => {
    expect(healthScore([])).toBe(100)
    expect(healthScore([f("a#1", "error", "scope"), f("b#1", "warning", "risks"), f("c#1", "note", "risks")])).toBe(86)
    expect(healthScore(Array.from({ length: 12 }, (_, i) => f(`e#${i}`, "error", "wbs")))).toBe(0)
  })

  it("groups by module in the order of each module's first finding, keeping the order within", () => {
    const groups = groupByModule([f("a#1", "error", "stakeholders"), f("b#1", "error", "wbs"), f("c#1", "warning", "stakeholders")])
    expect(groups.map((g) => [g.module, g.findings.map((x) => x.id)])).toEqual([
      ["stakeholders", ["a#1", "c#1"]],
      ["wbs", ["b#1"]]
    ])
  })

  it("links each module to its screen for the project and the method", () => {
    const project = { projectId: "7", projectName: "Depot Move" }
    expect(screenUrl("scope", "waterfall", project)).toBe("/app/scope?project=Depot+Move&projectId=7&mode=edit")
    expect(screenUrl("risks", "waterfall", project)).toBe("/app/risk?project=Depot+Move&projectId=7")
    expect(screenUrl("risks", "agile", project)).toBe("/app/agile/risk?project=Depot+Move&projectId=7")
    expect(screenUrl("comms", "agile", project)).toBe("/app/comms/short?project=Depot+Move&projectId=7&approach=Agile&method=Agile")
    expect(screenUrl("release", "agile", { projectId: "7" })).toBe("/app/agile/release?projectId=7")
    // a finding that names its row: the screen scrolls it into view (?focus=<id>)
    expect(screenUrl("risks", "waterfall", project, "42")).toBe("/app/risk?project=Depot+Move&projectId=7&focus=42")
    expect(screenUrl("risks", "agile", project, "")).toBe("/app/agile/risk?project=Depot+Move&projectId=7")
    expect(screenLabel("wbs", "agile")).toBe("Schedule")
    expect(screenLabel("budget", "waterfall")).toBe("Budget")
  })
})
