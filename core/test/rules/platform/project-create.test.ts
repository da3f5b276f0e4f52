import * as Either from "effect/Either"
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { checkCapacity, checkProjectCreate, type ProjectCreateInput } from "../../../src/rules/platform/project-create"

const base: ProjectCreateInput = {
  name: "  Payroll Upgrade ",
  methodology: "waterfall",
  allowed_methodologies: ["waterfall", "agile"],
  existing_names: ["CRM Rollout"],
  capacity: { allowed: true }
}

const errorOf = (input: ProjectCreateInput) => {
  const result = checkProjectCreate(input)
  return Either.isLeft(result) ? result.left : undefined
}

describe("project creation rules (platform.md §5)", () => {
  it("platform.md §5: accepts a trimmed name and an allowed method", () => {
    expect(checkProjectCreate(base)).toEqual(Either.right({ name: "Payroll Upgrade", methodology: "waterfall" }))
  })

  it("platform.md §5: Project name is required (trimmed)", () => {
    expect(errorOf({ ...base, name: "   " })).toEqual({ _tag: "NameRequired", message: "Project name is required." })
  })

  it("platform.md §5: the delivery method must be allowed by the plan", () => {
    const error = errorOf({ ...base, methodology: "agile", allowed_methodologies: ["waterfall"] })
    expect(error?._tag).toBe("MethodologyNotAllowed")
    expect(error?.message).toBe("That delivery method isn\u2019t available on your plan.")
    expect(errorOf({ ...base, methodology: "kanban" })?._tag).toBe("MethodologyNotAllowed")
  })

  it("platform.md §5: names are unique per user ignoring case", () => {
    expect(errorOf({ ...base, name: "crm rollout " })).toEqual({
      _tag: "DuplicateName",
      message: "You already have a project with that name. Choose another."
    })
  })

  it("platform.md §5: capacity false shows the server's message, reason, or the default", () => {
    const msg = (capacity: ProjectCreateInput["capacity"]) => errorOf({ ...base, capacity })?.message
    expect(msg({ allowed: false, message: "Limit hit", reason: "r" })).toBe("Limit hit")
    expect(msg({ can_create: false, reason: "No more" })).toBe("No more")
    expect(msg({ allowed: false })).toBe(
      "You\u2019ve already created the maximum projects for your current billing window."
    )
    expect(errorOf({ ...base, capacity: { allowed: false } })).toMatchObject({
      _tag: "CapacityReached",
      cta: { label: "Subscription Status", path: "/account/billing" }
    })
    expect(Either.isRight(checkCapacity({}))).toBe(true)
  })

  it("platform.md §5: the name check comes before the methodology and capacity checks", () => {
    expect(errorOf({ ...base, name: "", methodology: "agile", allowed_methodologies: [], capacity: { allowed: false } })?._tag).toBe(
      "NameRequired"
    )
  })

  it("platform.md §5: a name differing only in case or outer spaces from an existing one is always refused", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }).filter((s) => s.trim() !== ""), (name) => {
        const variant = `  ${name.toUpperCase()} `
        const upper = name.toUpperCase().toLowerCase() === name.toLowerCase()
        fc.pre(upper)
        expect(errorOf({ ...base, name: variant, existing_names: [name] })?._tag).toBe("DuplicateName")
      })
    )
  })
})
