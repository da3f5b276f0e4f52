import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { appendRow, BACKLOG_ORDER_STEP, moveRow, removeRow, renumberRows } from "../../../../src/rules/planning/backlog/backlog-order"
import { acceptanceLines, acceptanceText, priorityLabel, readPoints, readPriority, readStatus } from "../../../../src/rules/planning/backlog/story-fields"

const rows = (...names: Array<string>) => names.map((name, i) => ({ name, order_index: (i + 1) * 10 }))
const names = (list: ReadonlyArray<{ name: string }>) => list.map((r) => r.name)

describe("backlog order (agile.md §9: step 10)", () => {
  it("moving up or down swaps neighbours and renumbers by 10", () => {
    const moved = moveRow(rows("a", "b", "c"), 2, "up")
    expect(names(moved)).toEqual(["a", "c", "b"])
    expect(moved.map((r) => r.order_index)).toEqual([10, 20, 30])
    expect(names(moveRow(rows("a", "b", "c"), 0, "down"))).toEqual(["b", "a", "c"])
  })

  it("is a no-op at the edges and for an unknown index", () => {
    const list = rows("a", "b")
    expect(moveRow(list, 0, "up")).toBe(list)
    expect(moveRow(list, 1, "down")).toBe(list)
    expect(moveRow(list, 5, "up")).toBe(list)
  })

  it("remove and append renumber; rows already numbered keep their identity", () => {
    const list = [{ name: "a", order_index: 7 }, ...rows("b", "c").map((r) => ({ ...r, order_index: r.order_index + 10 }))]
    const renumbered = renumberRows(list)
    expect(renumbered.map((r) => r.order_index)).toEqual([10, 20, 30])
    expect(renumbered[1]).toBe(list[1])
    expect(names(removeRow(rows("a", "b", "c"), 1))).toEqual(["a", "c"])
    expect(removeRow(rows("a", "b", "c"), 1).map((r) => r.order_index)).toEqual([10, 20])
    expect(appendRow(rows("a"), { name: "z", order_index: 0 }).map((r) => r.order_index)).toEqual([10, 20])
  })

  it("property: any sequence of moves keeps the same rows, numbered 10, 20, 30 ...", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.array(fc.tuple(fc.nat(14), fc.boolean()), { maxLength: 30 }), (n, moves) => {
        let list: ReadonlyArray<{ name: string; order_index: number }> = rows(...Array.from({ length: n }, (_, i) => `r${i}`))
        for (const [i, up] of moves) list = moveRow(list, i, up ? "up" : "down")
        expect([...names(list)].sort()).toEqual(Array.from({ length: n }, (_, i) => `r${i}`).sort())
        if (moves.length > 0 && list.length > 0) expect(list.map((r) => r.order_index)).toEqual(list.map((_, i) => (i + 1) * BACKLOG_ORDER_STEP))
      })
    )
  })
})

describe("story fields (agile.md §5)", () => {
  it("acceptance is one line per criterion, blank lines dropped, and round-trips", () => {
    expect(acceptanceLines("Given a scan\n\n  When it fails  \r\n   \nThen retry")).toEqual(["Given a scan", "When it fails", "Then retry"])
    expect(acceptanceLines("")).toEqual([])
    expect(acceptanceText(["a", "b"])).toBe("a\nb")
    expect(acceptanceText(null)).toBe("")
    fc.assert(
      fc.property(fc.array(fc.string().map((s) => s.replace(/[\r\n]/g, " ").trim()).filter((s) => s !== "")), (lines) => {
        expect(acceptanceLines(acceptanceText(lines))).toEqual(lines)
      })
    )
  })

  it("points are at least 0 or empty", () => {
    expect(readPoints("")).toEqual({ ok: true, points: null })
    expect(readPoints("  ")).toEqual({ ok: true, points: null })
    expect(readPoints("0")).toEqual({ ok: true, points: 0 })
    expect(readPoints("2.5")).toEqual({ ok: true, points: 2.5 })
    expect(readPoints("-1")).toEqual({ ok: false })
    expect(readPoints("abc")).toEqual({ ok: false })
  })

  it("priority is P1-P3 or none, stored as 1 to 3", () => {
    expect(readPriority("P1")).toBe(1)
    expect(readPriority("p3")).toBe(3)
    expect(readPriority("2")).toBe(2)
    expect(readPriority("")).toBeNull()
    expect(readPriority("none")).toBeNull()
    expect(readPriority("P4")).toBeNull()
    expect(priorityLabel(2)).toBe("P2")
    expect(priorityLabel(null)).toBe("none")
  })

  it("status is todo, in_progress, done or blank", () => {
    expect(readStatus("in progress")).toBe("in_progress")
    expect(readStatus("DONE")).toBe("done")
    expect(readStatus("blocked")).toBe("")
    expect(readStatus("")).toBe("")
  })
})
