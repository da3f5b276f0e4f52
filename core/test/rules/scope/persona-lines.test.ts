import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { parsePersonaLine, parsePersonaLines, printPersonaLine, type PersonaLine } from "../../../src/rules/scope/persona-lines"

// Parts as a user would type them: no separator of their own part, no surrounding spaces.
const part = (forbidden: RegExp, minLength = 0) =>
  fc.string({ minLength, maxLength: 24 }).map((s) => s.replace(forbidden, "").trim()).filter((s) => s.length >= minLength)

const persona: fc.Arbitrary<PersonaLine> = fc.record({
  name: part(/\|/g, 1),
  jtbd: part(/\|/g),
  pains: fc.array(part(/,/g, 1), { maxLength: 5 })
})

describe("persona lines (agile.md §2: name | jtbd | pains, comma separated)", () => {
  it("reads the three parts, trimmed, pains split on commas", () => {
    expect(parsePersonaLine("  Ana Ops | Books rooms fast |  double bookings, no-shows ,, ")).toEqual({
      name: "Ana Ops",
      jtbd: "Books rooms fast",
      pains: ["double bookings", "no-shows"]
    })
    expect(parsePersonaLine("Ana")).toEqual({ name: "Ana", jtbd: "", pains: [] })
    expect(parsePersonaLine("Ana || late")).toEqual({ name: "Ana", jtbd: "", pains: ["late"] })
  })

  it("a line without a name is no persona; blank lines are dropped", () => {
    expect(parsePersonaLine("")).toBeNull()
    expect(parsePersonaLine("   | jtbd | pain")).toBeNull()
    expect(parsePersonaLines(["Ana | a", "", "  ", "| x", "Ben"]).map((p) => p.name)).toEqual(["Ana", "Ben"])
  })

  it("keeps a pipe after the second one inside the pains instead of losing text", () => {
    expect(parsePersonaLine("Ana | Books | slow | flaky, costly")).toEqual({ name: "Ana", jtbd: "Books", pains: ["slow | flaky", "costly"] })
    expect(printPersonaLine({ name: "Ana", jtbd: "Books", pains: ["slow | flaky", "costly"] })).toBe("Ana | Books | slow | flaky, costly")
  })

  it("prints ' | ' between parts and ', ' between pains, leaving out trailing empty parts", () => {
    expect(printPersonaLine({ name: "Ana", jtbd: "Books rooms", pains: ["late", "costly"] })).toBe("Ana | Books rooms | late, costly")
    expect(printPersonaLine({ name: "Ana", jtbd: "Books rooms", pains: [] })).toBe("Ana | Books rooms")
    expect(printPersonaLine({ name: "Ana", jtbd: "", pains: [] })).toBe("Ana")
    expect(printPersonaLine({ name: "Ana", jtbd: "", pains: ["late"] })).toBe("Ana |  | late")
  })

  it("property: parsing a printed persona gives the persona back", () => {
    fc.assert(
      fc.property(persona, (p) => {
        expect(parsePersonaLine(printPersonaLine(p))).toEqual(p)
      })
    )
  })

  it("property: a printed line reads back to the same line (what is saved is what reloads)", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (line) => {
        const parsed = parsePersonaLine(line)
        if (parsed === null) return
        const printed = printPersonaLine(parsed)
        expect(printPersonaLine(parsePersonaLine(printed)!)).toBe(printed)
        expect(parsePersonaLine(printed)).toEqual(parsed)
      })
    )
  })

  it("property: a line made of the parts with canonical spacing round-trips character for character", () => {
    fc.assert(
      fc.property(persona, (p) => {
        expect(printPersonaLine(parsePersonaLine(printPersonaLine(p))!)).toBe(printPersonaLine(p))
      })
    )
  })
})
