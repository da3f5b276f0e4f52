import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { rowIndex } from "../../../../src/rules/planning/network/row-index"

describe("row index by id", () => {
  it("finds each id's first row and answers -1 for an id no row has", () => {
    const rows = ["a", "b", "a", "", "10", "1"].map((id) => ({ id }))
    const find = rowIndex(rows)
    expect(["a", "b", "", "10", "1", "c", "01"].map(find)).toEqual([0, 1, 3, 4, 5, -1, -1])
    expect(rowIndex([])("x")).toBe(-1)
  })

  it("property: agrees with the first position in the list, for ids built by other means", () => {
    fc.assert(
      fc.property(fc.array(fc.string({ maxLength: 4 }), { maxLength: 300 }), fc.array(fc.string({ maxLength: 4 }), { maxLength: 50 }), (ids, others) => {
        const find = rowIndex(ids.map((id) => ({ id })))
        // lookups with fresh string objects of the same text
        for (const id of [...ids, ...others]) expect(find(`${id} `.slice(0, -1))).toBe(ids.indexOf(id))
      })
    )
  })
})
