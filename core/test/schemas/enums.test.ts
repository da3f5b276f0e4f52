import * as Schema from "effect/Schema"
import { describe, expect, it } from "vitest"
import {
  AGILE_DOC_TYPES,
  BOARD_ROLES,
  FEEDBACK_TYPES,
  LABOUR_ROLLUP_MODES,
  METHODOLOGY_LABELS,
  RISK_CATEGORIES,
  RISK_LEVEL_BY_VALUE,
  RISK_LEVEL_VALUE,
  RISK_LEVELS,
  RiskCategory,
  STAKEHOLDER_ATTITUDES,
  STORY_STATUSES,
  WATERFALL_DOC_TYPES
} from "../../src/schemas/enums"

describe("fixed lists", () => {
  it("waterfall.md §9: nine risk categories including Change/People and Uncategorized", () => {
    expect(RISK_CATEGORIES).toHaveLength(9)
    expect(RISK_CATEGORIES).toContain("Change/People")
    expect(RISK_CATEGORIES).toContain("Uncategorized")
    expect(Schema.is(RiskCategory)("Change/People")).toBe(true)
    expect(Schema.is(RiskCategory)("People")).toBe(false)
  })
  it("waterfall.md §9: scale Very Low..Very High is worth 1..5 both ways", () => {
    RISK_LEVELS.forEach((label, i) => {
      expect(RISK_LEVEL_VALUE[label]).toBe(i + 1)
      expect(RISK_LEVEL_BY_VALUE[RISK_LEVEL_VALUE[label]]).toBe(label)
    })
  })
  it("waterfall.md §9: 17 board roles ending with Other; attitudes with Neutral in the middle", () => {
    expect(BOARD_ROLES).toHaveLength(17)
    expect(BOARD_ROLES.at(-1)).toBe("Other")
    expect(STAKEHOLDER_ATTITUDES[2]).toBe("Neutral")
  })
  it("platform.md §2.4: delivery labels", () => {
    expect(METHODOLOGY_LABELS).toEqual({ waterfall: "Waterfall / PRINCE2", agile: "Agile / Product" })
  })
  it("report doc types per methodology, each with sow", () => {
    expect(WATERFALL_DOC_TYPES).toEqual(["pid", "stakeholders_raci", "raid", "budget_summary", "comms_plan", "sow"])
    expect(AGILE_DOC_TYPES).toEqual([
      "agile_overview",
      "stakeholders_raci",
      "agile_roadmap_plan",
      "raid",
      "budget_summary",
      "comms_plan",
      "sow"
    ])
  })
  it("story statuses, labour rollups, feedback types", () => {
    expect(STORY_STATUSES).toEqual(["todo", "in_progress", "done", ""])
    expect(LABOUR_ROLLUP_MODES).toEqual(["phase_parent_only", "detailed", "sprint_parent_only"])
    expect(FEEDBACK_TYPES[0]).toBe("Feedback")
  })
})
