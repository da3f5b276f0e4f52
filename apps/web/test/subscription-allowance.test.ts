import { describe, expect, it } from "vitest"
import { allowanceText, toProjectAllowance, toProjectRefs } from "../src/features/subscription/lib/project-allowance"

describe("Subscription Status: AI generations left per project (issue 37)", () => {
  it("reads the project list in any of its shapes, skipping rows without an id or a name", () => {
    expect(toProjectRefs({ projects: [{ id: 7, name: "Permits" }, { name: "No id" }] })).toEqual([{ id: "7", name: "Permits" }])
    expect(toProjectRefs([{ project_id: "3", project_name: "Fleet" }])).toEqual([{ id: "3", name: "Fleet" }])
    expect(toProjectRefs({ items: [] })).toEqual([])
    expect(toProjectRefs(null)).toEqual([])
  })

  it("an allowance answer with both numbers reads as left of cap; anything else is no line", () => {
    const project = { id: "7", name: "Permits" }
    const row = toProjectAllowance(project, { project_id: 7, generations_left: 4, generations_cap: 6 })
    expect(row).toEqual({ id: "7", name: "Permits", left: 4, cap: 6 })
    expect(allowanceText(row!)).toBe("4 of 6 AI generations left (scope, goals, KPIs)")
    expect(toProjectAllowance(project, { generations_left: 4 })).toBeUndefined()
  })
})
