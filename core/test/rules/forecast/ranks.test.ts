import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { ranks } from "../../../src/rules/forecast/run-simulation"

/** Mean rank by definition: 1 + how many are smaller + half of the others equal to it. */
const meanRanks = (values: ReadonlyArray<number>): Array<number> =>
  values.map((v) => 1 + values.filter((w) => w < v).length + (values.filter((w) => w === v).length - 1) / 2)

describe("ranks", () => {
  it("gives each value its rank 1..N, ties sharing their mean rank", () => {
    expect([...ranks(Float64Array.from([30, 10, 20, 10, 0, -0]))]).toEqual([6, 3.5, 5, 3.5, 1.5, 1.5])
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), fc.double({ noNaN: true, noDefaultInfinity: true })), { maxLength: 60 }), (values) => {
        expect([...ranks(Float64Array.from(values))]).toEqual(meanRanks(values))
      })
    )
  })
})
