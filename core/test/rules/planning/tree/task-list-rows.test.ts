import { describe, expect, it } from "vitest"
import fc from "fast-check"
import { taskListRows } from "../../../../src/rules/planning/tree/task-list-rows"

describe("taskListRows (a pasted or imported task list, issue 18)", () => {
  it("nests a row under the nearest row above one level up; siblings are numbered 10, 20, 30", () => {
    expect(taskListRows([0, 1, 1, 2, 0, 1])).toEqual([
      { parentIndex: null, orderIndex: 10, depth: 0 },
      { parentIndex: 0, orderIndex: 10, depth: 1 },
      { parentIndex: 0, orderIndex: 20, depth: 1 },
      { parentIndex: 2, orderIndex: 10, depth: 2 },
      { parentIndex: null, orderIndex: 20, depth: 0 },
      { parentIndex: 4, orderIndex: 10, depth: 1 }
    ])
  })

  it("a level deeper than one below the row above (or a first row below 0) is taken as one below", () => {
    expect(taskListRows([2, 5, 1]).map((r) => [r.parentIndex, r.depth])).toEqual([
      [null, 0],
      [0, 1],
      [0, 1]
    ])
  })

  it("property: parents come earlier and are one level up; sibling orders are distinct", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 6 }), { maxLength: 60 }), (levels) => {
        const rows = taskListRows(levels)
        const orders = new Set<string>()
        rows.forEach((r, i) => {
          if (r.parentIndex !== null) {
            expect(r.parentIndex).toBeLessThan(i)
            expect(rows[r.parentIndex]!.depth).toBe(r.depth - 1)
          } else expect(r.depth).toBe(0)
          const key = `${r.parentIndex}:${r.orderIndex}`
          expect(orders.has(key)).toBe(false)
          orders.add(key)
        })
      })
    )
  })
})
