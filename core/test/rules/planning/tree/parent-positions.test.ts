import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { parentPositions } from "../../../../src/rules/planning/tree/parent-positions"
import { treeArb } from "../support/tree-arbitrary"

const naive = (rows: ReadonlyArray<{ id: string; parent_id: string | null }>) =>
  rows.map((r, i) => {
    const q = rows.findIndex((x) => x.id === r.parent_id)
    return q >= 0 && q < i ? q : -1
  })

describe("parent positions", () => {
  it("property: equals a plain lookup on display-order trees", () => {
    fc.assert(fc.property(treeArb(), (rows) => {
      expect([...parentPositions(rows)]).toEqual(naive(rows))
    }))
  })

  it("property: equals a plain lookup when rows are shuffled or parents are missing", () => {
    fc.assert(
      fc.property(treeArb(), fc.array(fc.nat()), (rows, swaps) => {
        const mixed = rows.map((r, i) => (i % 7 === 3 ? { ...r, parent_id: "missing" } : r))
        for (const s of swaps) {
          const [a, b] = [s % mixed.length, (s >> 3) % mixed.length]
          ;[mixed[a], mixed[b]] = [mixed[b]!, mixed[a]!]
        }
        expect([...parentPositions(mixed)]).toEqual(naive(mixed))
      })
    )
  })
})
