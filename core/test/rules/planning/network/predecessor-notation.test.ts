import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import * as Either from "effect/Either"
import { formatPredecessors, parsePredecessors, type PredecessorEntry } from "../../../../src/rules/planning/network/predecessor-notation"
import { LINK_TYPES } from "../../../../src/rules/planning/network/task-link"

const parse = (s: string) => Either.getOrThrow(parsePredecessors(s))

describe("predecessor notation (MS Project's Predecessors column)", () => {
  it("reads task numbers, link types and lags", () => {
    expect(parse("3FS+2d, 5SS, 7")).toEqual([
      { ref: "3", type: "FS", lag: 2 },
      { ref: "5", type: "SS", lag: 0 },
      { ref: "7", type: "FS", lag: 0 }
    ])
    expect(parse("1.2ff-1 day; 4SF+1w ,2.1.3 SS + 3 days")).toEqual([
      { ref: "1.2", type: "FF", lag: -1 },
      { ref: "4", type: "SF", lag: 5 },
      { ref: "2.1.3", type: "SS", lag: 3 }
    ])
    expect(parse("  ")).toEqual([])
    expect(parse("3FS+0d")).toEqual([{ ref: "3", type: "FS", lag: 0 }])
  })

  it("rejects what it cannot read, naming the entry", () => {
    for (const bad of ["3XX", "FS3", "3FS+2h", "3FS+50%", "a", "3+2d", "3FS+", "-3", "3FS+9999999999d"]) {
      const r = parsePredecessors(`1, ${bad}`)
      expect(Either.isLeft(r)).toBe(true)
      if (Either.isLeft(r)) expect(r.left.message).toContain(`"${bad}"`)
    }
  })

  it("prints as MS Project does", () => {
    expect(
      formatPredecessors([
        { ref: "3", type: "FS", lag: 2 },
        { ref: "5", type: "SS", lag: 0 },
        { ref: "7", type: "FS", lag: 0 },
        { ref: "1.2", type: "FF", lag: -1 }
      ])
    ).toBe("3FS+2d, 5SS, 7, 1.2FF-1d")
  })

  it("reads back what it prints", () => {
    const entry = fc.record({
      ref: fc.array(fc.integer({ min: 1, max: 99 }), { minLength: 1, maxLength: 4 }).map((xs) => xs.join(".")),
      type: fc.constantFrom(...LINK_TYPES),
      lag: fc.integer({ min: -500, max: 500 })
    })
    fc.assert(fc.property(fc.array(entry, { maxLength: 8 }), (entries: Array<PredecessorEntry>) => {
      expect(parse(formatPredecessors(entries))).toEqual(entries)
    }))
  })
})
