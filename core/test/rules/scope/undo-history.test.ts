import fc from "fast-check"
import { describe, expect, it } from "vitest"
import {
  type History, type HistoryEntry, recordSectionSnapshot, recordSnapshot, revertTo, UNDO_HISTORY_LIMIT, undo
} from "../../../src/rules/scope/undo-history"

const entry = (n: number): HistoryEntry<string> => ({ ts: n, label: `edit ${n}`, items: [`item ${n}`] })
const build = (n: number): History<string> =>
  Array.from({ length: n }, (_, i) => entry(i)).reduce<History<string>>((h, e) => recordSnapshot(h, e), [])

describe("undo history (waterfall.md §3, §4, §9)", () => {
  it("waterfall.md §9: keeps the last 20 entries per section", () => {
    const history = build(25)
    expect(UNDO_HISTORY_LIMIT).toBe(20)
    expect(history).toHaveLength(20)
    expect(history[0]!.ts).toBe(5)
    expect(history[19]!.ts).toBe(24)
  })

  it("waterfall.md §4: Undo restores the latest snapshot", () => {
    const restored = undo(build(3))
    expect(restored?.items).toEqual(["item 2"])
    expect(restored?.history.map((e) => e.ts)).toEqual([0, 1])
    expect(undo([])).toBeUndefined()
  })

  it("waterfall.md §4: Revert restores a chosen snapshot and drops later ones", () => {
    const restored = revertTo(build(5), 1)
    expect(restored?.items).toEqual(["item 1"])
    expect(restored?.history.map((e) => e.ts)).toEqual([0, 1])
    expect(revertTo(build(5), 5)).toBeUndefined()
    expect(revertTo(build(5), -1)).toBeUndefined()
  })

  it("histories are kept per section", () => {
    const histories = recordSectionSnapshot(recordSectionSnapshot({}, "goals", entry(1)), "risks", entry(2))
    expect(Object.keys(histories)).toEqual(["goals", "risks"])
    expect(recordSectionSnapshot(histories, "goals", entry(3))["goals"]).toHaveLength(2)
  })

  const ops = fc.array(
    fc.oneof(
      fc.integer({ min: 0, max: 1000 }).map((n) => ({ op: "record" as const, n })),
      fc.constant({ op: "undo" as const, n: 0 }),
      fc.nat({ max: 25 }).map((n) => ({ op: "revert" as const, n }))
    ),
    { maxLength: 80 }
  )

  it("never holds more than 20 entries, whatever the sequence of operations", () => {
    fc.assert(
      fc.property(ops, (seq) => {
        let history: History<string> = []
        for (const { op, n } of seq) {
          if (op === "record") history = recordSnapshot(history, entry(n))
          else history = (op === "undo" ? undo(history) : revertTo(history, n))?.history ?? history
          expect(history.length).toBeLessThanOrEqual(UNDO_HISTORY_LIMIT)
        }
      })
    )
  })

  it("after a revert the entries are a prefix of the earlier ones, ending at the chosen one", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 40 }), fc.nat(), (size, pick) => {
        const before = build(size)
        const index = pick % before.length
        const after = revertTo(before, index)
        expect(after?.history).toEqual(before.slice(0, after?.history.length))
        expect(after?.history[after.history.length - 1]).toBe(before[index])
        expect(after?.items).toBe(before[index]!.items)
      })
    )
  })
})
