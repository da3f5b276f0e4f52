// Issue 19: the PID and SOW say when the drafted plan ends after the brief's deadline or costs more than its cap.
import { describe, expect, it } from "vitest"
import type { ProjectArtefacts } from "../../src/document/artefacts"
import { buildPid } from "../../src/document/build-pid"
import { buildSow } from "../../src/document/build-sow"
import type { Block } from "../../src/document/model"

const warnings = (blocks: ReadonlyArray<Block>) => blocks.flatMap((b) => (b._tag === "Callout" && b.tone === "warning" ? [b.text] : []))

const project = (end: string, cost: number, briefText?: string): ProjectArtefacts => ({
  project: { name: "Clinic move", method: "waterfall" },
  scope: { constraints: [{ title: "Finish by 30 April 2026", rationale: "The brief sets the deadline." }] },
  wbs: [
    { id: 1, phase: "Transition", task: "Transition", duration_days: 10, start_date: "2026-04-01", end_date: end },
    { id: 2, parent_id: 1, phase: "Transition", task: "Move the clinic", duration_days: 10, start_date: "2026-04-01", end_date: end }
  ],
  budget: { items: [{ category: "Labour", item: "Project team", estimated_cost: cost, cost_type: "OPEX" }], config: { currency: "AUD", contingency_pct: 0 } },
  ...(briefText ? { brief_text: briefText } : {})
})

describe("PID and SOW against the brief's limits", () => {
  it("warn, in issue 19's words, when the plan finishes after the deadline in the constraints", () => {
    const late = project("2026-05-14", 100_000)
    const message = "The drafted plan finishes on 14 May 2026, after the deadline of 30 April 2026 in the brief."
    expect(warnings(buildPid(late))).toEqual([message])
    expect(warnings(buildSow(late))).toEqual([message])
    expect(warnings(buildPid(project("2026-04-30", 100_000)))).toEqual([])
  })
  it("warn when the budget total is above a cap the brief states", () => {
    const over = project("2026-04-20", 450_000, "Constraints: the budget is capped at AUD 400,000.")
    const message = "The drafted budget totals AUD 450,000, above the cap of AUD 400,000 in the brief."
    expect(warnings(buildPid(over))).toEqual([message])
    expect(warnings(buildSow(over))).toEqual([message])
    expect(warnings(buildPid(project("2026-04-20", 350_000, "Constraints: the budget is capped at AUD 400,000.")))).toEqual([])
  })
})
