import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { validateEpicName, validateQuickAddStory, validateQuickDraftSummary } from "../../../src/rules/validation/agile"
import { missingExtrasWarning, validateBudgetProjectName } from "../../../src/rules/validation/budget"
import { validateRiskGenerate, validateRiskTitle } from "../../../src/rules/validation/risk"
import { validateImproveProjectName, validateScopeItemAdd } from "../../../src/rules/validation/scope-item"
import {
  isSavableStakeholderRow, validateMatrixInput, validateStakeholderName, validateStrategyInput
} from "../../../src/rules/validation/stakeholder"
import { validateDuration } from "../../../src/rules/validation/wbs"

const messageOf = <A>(result: Either.Either<A, { message: string }>) => (Either.isLeft(result) ? result.left.message : "ok")

describe("agile forms (agile.md §5)", () => {
  it("agile.md §5: Quick Draft needs a non-empty summary", () => {
    expect(messageOf(validateQuickDraftSummary("  "))).toBe("Please provide a short project summary before generating.")
    expect(validateQuickDraftSummary(" A clinic booking app ")).toEqual(Either.right("A clinic booking app"))
  })

  it("agile.md §5: a new epic needs a non-empty name", () => {
    expect(Either.isLeft(validateEpicName(""))).toBe(true)
    expect(validateEpicName(" Payments ")).toEqual(Either.right("Payments"))
  })

  it("agile.md §5: a quick-add story needs As a and I want; So that is optional; it starts as todo", () => {
    expect(Either.isLeft(validateQuickAddStory({ as_a: "", i_want: "to pay" }))).toBe(true)
    expect(Either.isLeft(validateQuickAddStory({ as_a: "patient", i_want: " " }))).toBe(true)
    expect(validateQuickAddStory({ epic_id: 4, as_a: " patient ", i_want: "to book", so_that: null })).toEqual(
      Either.right({ epic_id: 4, as_a: "patient", i_want: "to book", so_that: "", status: "todo" })
    )
  })
})

describe("stakeholders (waterfall.md §5)", () => {
  it("waterfall.md §5: Name is required.", () => {
    expect(messageOf(validateStakeholderName(" "))).toBe("Name is required.")
    expect(validateStakeholderName(" Sam ")).toEqual(Either.right("Sam"))
  })

  it("waterfall.md §5: matrix and strategy need stakeholders", () => {
    expect(messageOf(validateMatrixInput([]))).toBe("Add some stakeholders first.")
    expect(messageOf(validateStrategyInput([{ name: " " }]))).toBe("Add at least one stakeholder first.")
    expect(Either.isRight(validateStrategyInput([{ name: "" }, { name: "Sam" }]))).toBe(true)
  })

  it("waterfall.md §5: rows are saved only if name or role is non-empty", () => {
    expect(isSavableStakeholderRow({ name: "", role: " " })).toBe(false)
    expect(isSavableStakeholderRow({ name: "", role: "Sponsor" })).toBe(true)
  })
})

describe("budget (waterfall.md §5, agile.md §5)", () => {
  it("waterfall.md §5: project name required, with its own export text", () => {
    expect(messageOf(validateBudgetProjectName(""))).toBe("Project name is required.")
    expect(messageOf(validateBudgetProjectName(" ", "export"))).toBe("Project name is required to export.")
    expect(validateBudgetProjectName(" Alpha ", "export")).toEqual(Either.right("Alpha"))
  })

  it("waterfall.md §5: the amber warning lists ticked extras without specifics", () => {
    expect(
      missingExtrasWarning({
        software: { ticked: true, text: "" },
        hardware: { ticked: true, text: " " },
        third_party: { ticked: true, text: "" }
      })
    ).toBe("Missing optional details: software specifics, hardware specifics, third-party specifics")
    expect(missingExtrasWarning({ software: { ticked: true, text: "ERP" }, third_party: { ticked: true, text: "" } })).toBe(
      "Missing optional details: third-party specifics"
    )
    expect(missingExtrasWarning({ hardware: { ticked: false, text: "" } })).toBeUndefined()
  })
})

describe("risk, WBS and scope (waterfall.md §5)", () => {
  it("waterfall.md §5: Add Risk needs a title; generating needs project and context", () => {
    expect(Either.isLeft(validateRiskTitle("  "))).toBe(true)
    expect(validateRiskTitle(" Vendor delay ")).toEqual(Either.right("Vendor delay"))
    expect(Either.isLeft(validateRiskGenerate({ project_name: "Alpha", context: "" }))).toBe(true)
    expect(Either.isLeft(validateRiskGenerate({ project_name: "", context: "ctx" }))).toBe(true)
    expect(Either.isRight(validateRiskGenerate({ project_name: "Alpha", context: "ctx" }))).toBe(true)
  })

  it.each([[0, 0], ["5", 5], [2.5, 2.5]] as const)("waterfall.md §5: duration %j is valid", (input, expected) => {
    expect(validateDuration(input)).toEqual(Either.right(expected))
  })

  it.each([-1, "-0.5", "", "abc", null, Number.NaN, Number.POSITIVE_INFINITY])("waterfall.md §5: duration %j is refused", (input) => {
    expect(Either.isLeft(validateDuration(input))).toBe(true)
  })

  it("waterfall.md §5: a manual scope add needs a title and is not allowed on background", () => {
    expect(validateScopeItemAdd({ section: "goals", title: " Faster payroll ", rationale: null })).toEqual(
      Either.right({ title: "Faster payroll", rationale: "" })
    )
    expect(Either.isLeft(validateScopeItemAdd({ section: "goals", title: "  " }))).toBe(true)
    expect(Either.isLeft(validateScopeItemAdd({ section: "background", title: "Context" }))).toBe(true)
    expect(messageOf(validateImproveProjectName(""))).toBe("Enter a project name first.")
  })
})
