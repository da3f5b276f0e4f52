import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { briefJsonSchema } from "@initpack/core/brief/brief-json-schema"
import { decodeBrief } from "@initpack/core/brief/decode-brief"
import { resolveBrief } from "@initpack/core/brief/resolve-brief"

const issues = (input: unknown) => {
  const r = decodeBrief(input)
  return Either.isLeft(r) ? r.left.issues.map((i) => `${i.path}: ${i.message}`) : []
}

describe("brief Schema", () => {
  it("accepts a minimal brief and fills method and start", () => {
    const r = decodeBrief({ project: { name: "Harbour CRM" } })
    expect(Either.isRight(r)).toBe(true)
    if (Either.isRight(r)) {
      const resolved = resolveBrief(r.right, {}, "2026-05-04")
      expect(resolved.method).toBe("waterfall")
      expect(resolved.start).toBe("2026-05-04")
      expect(resolveBrief(r.right, { method: "agile", start: "2026-06-01" }, "2026-05-04")).toMatchObject({ method: "agile", start: "2026-06-01" })
    }
  })

  it("names the field path and the problem", () => {
    expect(issues({ project: { name: "X", start: "02/03/2026" } })).toEqual(["project.start: expected YYYY-MM-DD"])
    expect(issues({ project: { name: "X", start: "2026-02-30" } })).toEqual([
      "project.start: expected a real calendar day (YYYY-MM-DD)"
    ])
    expect(issues({ project: { name: "X", method: "scrum" } })).toEqual(["project.method: expected waterfall or agile"])
    expect(issues({ project: {} })).toEqual(["project.name: is required"])
    expect(issues({ project: { name: "X" }, stakeholders: [{ name: "A" }, { role: "Sponsor" }] })).toEqual([
      "stakeholders[1].name: is required"
    ])
    expect(issues({ project: { name: "X" }, budget: { contingency: 10 } })).toEqual([
      "budget.contingency: expected a decimal from 0 to 1 (0.1 = 10%)"
    ])
  })

  it("reports every problem once and rejects unknown fields", () => {
    const found = issues({ project: { name: " ", method: "x" }, procurment: "None", procurement: "Cloud" })
    expect(found).toEqual(
      expect.arrayContaining([
        "project.name: expected non-empty text",
        "project.method: expected waterfall or agile",
        "procurment: is not a brief field (see `initpack schema`)",
        "procurement: expected None, Hardware, Software or Both"
      ])
    )
    expect(new Set(found.map((f) => f.split(":")[0])).size).toBe(found.length)
  })

  it("JSON Schema lists the fields and the allowed words", () => {
    const schema = briefJsonSchema() as { $defs: Record<string, { required: Array<string>; properties: Record<string, any> }> }
    const root = schema.$defs["InitpackBrief"]!
    expect(root.required).toEqual(["project"])
    expect(root.properties["project"].properties.method.enum).toEqual(["waterfall", "agile"])
    expect(root.properties["project"].properties.start.pattern).toBe("^\\d{4}-\\d{2}-\\d{2}$")
    expect(root.properties["procurement"].enum).toEqual(["None", "Hardware", "Software", "Both"])
  })
})
