import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import * as Either from "effect/Either"
import { treeArb, treeFromDepths, type Row } from "../support/tree-arbitrary"
import { indentRow } from "../../../../src/rules/planning/tree/indent-row"
import { outdentRow } from "../../../../src/rules/planning/tree/outdent-row"
import { addChild, addSibling } from "../../../../src/rules/planning/tree/add-row"
import { deleteSubtree, subtreeIds } from "../../../../src/rules/planning/tree/delete-subtree"
import { moveRow } from "../../../../src/rules/planning/tree/move-row"
import { changeParent, moveUnderParent, validateParentChange } from "../../../../src/rules/planning/tree/change-parent"
import { toDisplayOrder } from "../../../../src/rules/planning/tree/to-display-order"
import { treeNumbering } from "../../../../src/rules/planning/tree/tree-numbering"
import { AGILE_CHILD_ORDER } from "../../../../src/rules/planning/tree/tree-types"

const shape = (rows: ReadonlyArray<Row>) => rows.map((r) => `${r.id}<${r.parent_id ?? "-"}`)
const numbered = (rows: ReadonlyArray<Row>) => {
  const n = treeNumbering(rows)
  return rows.map((r) => `${n.get(r.id)} ${r.id}`)
}
const fresh = (id: string) => ({ id, task: "TBA", duration_days: 5, type: null, start_date: null, end_date: null })

// t0
//   t1
//     t2
//   t3
// t4
// t5
const sample = () => treeFromDepths([0, 1, 2, 1, 0, 0])

describe("tree operations", () => {
  it("waterfall.md §4: indent makes the row the last child of the row above at its level", () => {
    const rows = indentRow(sample(), "t3")
    expect(numbered(rows)).toEqual(["1 t0", "1.1 t1", "1.1.1 t2", "1.1.2 t3", "2 t4", "3 t5"])
    expect(rows.find((r) => r.id === "t3")!.order_index).toBe(20)
    expect(numbered(indentRow(sample(), "t5"))).toEqual(["1 t0", "1.1 t1", "1.1.1 t2", "1.2 t3", "2 t4", "2.1 t5"])
  })

  it("indent is a no-op for the first row and for a first child", () => {
    const rows = sample()
    expect(indentRow(rows, "t0")).toBe(rows)
    expect(indentRow(rows, "t1")).toBe(rows)
    expect(indentRow(rows, "nope")).toBe(rows)
  })

  it("agile.md §4: outdent moves the row to its grandparent right after its former parent", () => {
    const rows = outdentRow(sample(), "t1")
    expect(numbered(rows)).toEqual(["1 t0", "1.1 t3", "2 t1", "2.1 t2", "3 t4", "4 t5"])
    expect(shape(rows)).toEqual(["t0<-", "t3<t0", "t1<-", "t2<t1", "t4<-", "t5<-"])
    expect(numbered(outdentRow(sample(), "t2"))).toEqual(["1 t0", "1.1 t1", "1.2 t2", "1.3 t3", "2 t4", "3 t5"])
    const top = sample()
    expect(outdentRow(top, "t4")).toBe(top)
  })

  it("add sibling goes right after the row's subtree; add child is the last child", () => {
    expect(numbered(addSibling(sample(), "t1", fresh("n")))).toEqual(["1 t0", "1.1 t1", "1.1.1 t2", "1.2 n", "1.3 t3", "2 t4", "3 t5"])
    const withChild = addChild(sample(), "t0", fresh("c"))
    expect(numbered(withChild)).toEqual(["1 t0", "1.1 t1", "1.1.1 t2", "1.2 t3", "1.3 c", "2 t4", "3 t5"])
    expect(withChild.find((r) => r.id === "c")!.order_index).toBe(30)
    expect(addChild(sample(), "t5", fresh("c"), AGILE_CHILD_ORDER).at(-1)).toMatchObject({ id: "c", parent_id: "t5", order_index: 999 })
  })

  it("delete removes the row with its descendants", () => {
    expect(shape(deleteSubtree(sample(), "t1"))).toEqual(["t0<-", "t3<t0", "t4<-", "t5<-"])
    expect(subtreeIds(sample(), "t0")).toEqual(["t0", "t1", "t2", "t3"])
  })

  it("move up/down swaps with the neighbouring sibling and its subtree", () => {
    expect(numbered(moveRow(sample(), "t3", "up"))).toEqual(["1 t0", "1.1 t3", "1.2 t1", "1.2.1 t2", "2 t4", "3 t5"])
    expect(numbered(moveRow(sample(), "t0", "down"))).toEqual(["1 t4", "2 t0", "2.1 t1", "2.1.1 t2", "2.2 t3", "3 t5"])
    const rows = sample()
    expect(moveRow(rows, "t5", "down")).toBe(rows)
    expect(moveRow(rows, "t2", "up")).toBe(rows)
  })

  it("a parent change is validated: no cycles, parent must exist", () => {
    const rows = sample()
    const err = (id: string, p: string | null) => Either.getLeft(validateParentChange(rows, id, p)).pipe((o) => (o._tag === "Some" ? o.value.message : "ok"))
    expect(err("t0", "t2")).toBe("A task cannot be moved under one of its own sub-tasks")
    expect(err("t1", "t1")).toBe("A task cannot be its own parent")
    expect(err("t1", "zz")).toBe("Parent task zz not found")
    expect(err("zz", "t1")).toBe("Task zz not found")
    expect(err("t2", null)).toBe("ok")
    const moved = Either.getOrThrow(changeParent(rows, "t1", "t5"))
    expect(numbered(moved)).toEqual(["1 t0", "1.1 t3", "2 t4", "3 t5", "3.1 t1", "3.1.1 t2"])
  })

  it("waterfall.md §4: a parent change to the grandparent is an outdent (right after the former parent); elsewhere, last child", () => {
    // t2 (1.1.1) to its grandparent t0: 1.2, before t3, not after it
    expect(numbered(Either.getOrThrow(moveUnderParent(sample(), "t2", "t0")))).toEqual(["1 t0", "1.1 t1", "1.2 t2", "1.3 t3", "2 t4", "3 t5"])
    // t1 to the top level (its grandparent): right after t0's subtree
    expect(numbered(Either.getOrThrow(moveUnderParent(sample(), "t1", null)))).toEqual(numbered(outdentRow(sample(), "t1")))
    // indent under the row above, and any other move: the new parent's last child, as changeParent
    expect(Either.getOrThrow(moveUnderParent(sample(), "t3", "t1"))).toEqual(Either.getOrThrow(changeParent(sample(), "t3", "t1")))
    expect(Either.getOrThrow(moveUnderParent(sample(), "t1", "t5"))).toEqual(Either.getOrThrow(changeParent(sample(), "t1", "t5")))
    // still validated
    expect(Either.isLeft(moveUnderParent(sample(), "t0", "t2"))).toBe(true)
  })

  it("toDisplayOrder sorts siblings by order_index and rescues orphans and cycles", () => {
    const rows: Array<Row> = [
      { ...fresh("b"), parent_id: null, order_index: 20 },
      { ...fresh("a1"), parent_id: "a", order_index: 5 },
      { ...fresh("a"), parent_id: null, order_index: 10 },
      { ...fresh("orphan"), parent_id: "gone", order_index: 1 },
      { ...fresh("x"), parent_id: "y", order_index: 1 },
      { ...fresh("y"), parent_id: "x", order_index: 1 }
    ]
    expect(shape(toDisplayOrder(rows))).toEqual(["orphan<-", "a<-", "a1<a", "b<-", "x<-", "y<x"])
  })

  it("toDisplayOrder treats a missing order_index as 0 and keeps load order for ties", () => {
    const rows: Array<Row> = [
      { ...fresh("b"), parent_id: null, order_index: 10 },
      { ...fresh("n1"), parent_id: null, order_index: Number.NaN },
      { ...fresh("n2"), parent_id: null, order_index: null as unknown as number }
    ]
    expect(toDisplayOrder(rows).map((r) => r.id)).toEqual(["n1", "n2", "b"])
  })

  it("property: indent then outdent restores order and parents (when indent was not a no-op)", () => {
    fc.assert(
      fc.property(treeArb(), fc.nat(), (rows, k) => {
        const id = rows[k % rows.length]!.id
        const indented = indentRow(rows, id)
        fc.pre(indented !== rows)
        expect(shape(outdentRow(indented, id))).toEqual(shape(rows))
      })
    )
  })

  it("property: operations keep a valid pre-order tree with the same rows", () => {
    fc.assert(
      fc.property(treeArb(), fc.nat(), fc.constantFrom("indent", "outdent", "up", "down"), (rows, k, op) => {
        const id = rows[k % rows.length]!.id
        const out = op === "indent" ? indentRow(rows, id) : op === "outdent" ? outdentRow(rows, id) : moveRow(rows, id, op)
        expect(out.map((r) => r.id).sort()).toEqual(rows.map((r) => r.id).sort())
        expect(shape(toDisplayOrder(out))).toEqual(shape(out))
      })
    )
  })

  it("property: numbering is a bijection with rows", () => {
    fc.assert(
      fc.property(treeArb(), (rows) => {
        const n = treeNumbering(rows)
        expect(n.size).toBe(rows.length)
        expect(new Set(n.values()).size).toBe(rows.length)
        for (const r of rows) {
          const mine = n.get(r.id)!
          if (r.parent_id === null) expect(mine).toMatch(/^\d+$/)
          else expect(mine.startsWith(`${n.get(r.parent_id)}.`)).toBe(true)
        }
      })
    )
  })

  it("property: delete removes exactly the subtree", () => {
    fc.assert(
      fc.property(treeArb(), fc.nat(), (rows, k) => {
        const id = rows[k % rows.length]!.id
        const isInSubtree = (r: Row): boolean => {
          let cur: Row | undefined = r
          while (cur !== undefined) {
            if (cur.id === id) return true
            cur = rows.find((x) => x.id === cur!.parent_id)
          }
          return false
        }
        const out = deleteSubtree(rows, id)
        expect(out.map((r) => r.id)).toEqual(rows.filter((r) => !isInSubtree(r)).map((r) => r.id))
      })
    )
  })
})
