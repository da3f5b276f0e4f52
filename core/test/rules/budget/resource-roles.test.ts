import { describe, expect, it } from "vitest"
import { parseResourceRoles } from "../../../src/rules/budget/resource-roles"
import { rateFor } from "../../../src/rules/budget/rate-card"

describe("resource roles", () => {
  it("waterfall.md §3: a single role name", () => {
    expect(parseResourceRoles(" Business Analyst ")).toEqual([{ role: "Business Analyst", allocation: 1 }])
  })

  it("agile.md §3: a comma-separated role list", () => {
    expect(parseResourceRoles("Developer, Tester,  ,developer")).toEqual([
      { role: "Developer", allocation: 1 },
      { role: "Tester", allocation: 1 }
    ])
  })

  it("agile.md §3: JSON of roles in its usual shapes", () => {
    expect(parseResourceRoles('["Developer","Tester"]')).toEqual([
      { role: "Developer", allocation: 1 },
      { role: "Tester", allocation: 1 }
    ])
    expect(parseResourceRoles('[{"role":"Developer","allocation":0.5},{"name":"QA","percent":25}]')).toEqual([
      { role: "Developer", allocation: 0.5 },
      { role: "QA", allocation: 0.25 }
    ])
    expect(parseResourceRoles('{"Architect": 1, "Developer": 50}')).toEqual([
      { role: "Architect", allocation: 1 },
      { role: "Developer", allocation: 0.5 }
    ])
    expect(parseResourceRoles('{"roles":["PM"]}')).toEqual([{ role: "PM", allocation: 1 }])
    expect(parseResourceRoles('"Tester"')).toEqual([{ role: "Tester", allocation: 1 }])
  })

  it("falls back to a list for broken JSON and ignores blanks", () => {
    expect(parseResourceRoles('[Developer, "Tester"')).toEqual([
      { role: '[Developer', allocation: 1 },
      { role: '"Tester"', allocation: 1 }
    ])
    expect(parseResourceRoles("")).toEqual([])
    expect(parseResourceRoles(null)).toEqual([])
    expect(parseResourceRoles("[]")).toEqual([])
  })
})

describe("rate card", () => {
  it("waterfall.md §2: per-role rate, else the default rate", () => {
    const rates = { "Project Manager": 130, developer: 120, Broken: -1 }
    expect(rateFor("project manager", rates, 100)).toBe(130)
    expect(rateFor(" Developer ", rates, 100)).toBe(120)
    expect(rateFor("Tester", rates, 100)).toBe(100)
    expect(rateFor("Broken", rates, 100)).toBe(100)
    expect(rateFor("Tester", undefined, 110)).toBe(110)
  })
})
