import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import * as Either from "effect/Either"
import { treeArb, treeFromDepths, type Row } from "../support/tree-arbitrary"
import { recalculateDates } from "../../../../src/rules/planning/dates/recalculate-dates"
import { isoToDay } from "../../../../src/rules/planning/dates/day-number"
import { isWorkingDay, nextWorkingDay } from "../../../../src/rules/planning/dates/working-days"
import { parentsWithChildren } from "../../../../src/rules/planning/tree/tree-depth"

const recalc = (rows: ReadonlyArray<Row>, base: string) => Either.getOrThrow(recalculateDates(rows, base))
const spans = (rows: ReadonlyArray<Row>) => rows.map((r) => `${r.id} ${r.start_date}..${r.end_date}`)

describe("date recalculation (docs/scheduling.md)", () => {
  it("a base start on Saturday 2026-11-21 moves to Monday 2026-11-23; a 5-day task finishes on Friday", () => {
    const out = recalc(treeFromDepths([0], [5]), "2026-11-21")
    expect(spans(out)).toEqual(["t0 2026-11-23..2026-11-27"])
  })

  it("leaves run finish-to-start; a 6-day task from Thursday crosses the weekend", () => {
    const out = recalc(treeFromDepths([0, 0], [3, 6]), "2026-11-23")
    expect(spans(out)).toEqual(["t0 2026-11-23..2026-11-25", "t1 2026-11-26..2026-12-03"])
  })

  it("a task finishing on Friday is followed by one starting on Monday", () => {
    const out = recalc(treeFromDepths([0, 0], [5, 1]), "2026-11-23")
    expect(out[1]!.start_date).toBe("2026-11-30")
  })

  it("0-day milestones and gates sit on the previous finish (or the base start) and do not advance", () => {
    const out = recalc(
      treeFromDepths([0, 0, 0, 0, 0], [0, 2, 0, 7, 1], [null, null, null, "gate", null]),
      "2026-11-24"
    )
    expect(spans(out)).toEqual([
      "t0 2026-11-24..2026-11-24",
      "t1 2026-11-24..2026-11-25",
      "t2 2026-11-25..2026-11-25",
      "t3 2026-11-25..2026-11-25",
      "t4 2026-11-26..2026-11-26"
    ])
  })

  it("parents span their children; a parent without children is a leaf with its own duration", () => {
    // t0 > (t1 > t2, t3), t4 (no children)
    const out = recalc(treeFromDepths([0, 1, 2, 1, 0], [99, 99, 2, 3, 4]), "2026-11-23")
    expect(spans(out)).toEqual([
      "t0 2026-11-23..2026-11-27",
      "t1 2026-11-23..2026-11-24",
      "t2 2026-11-23..2026-11-24",
      "t3 2026-11-25..2026-11-27",
      "t4 2026-11-30..2026-12-03"
    ])
  })

  it("missing or negative durations count as 0 and fractions round up", () => {
    const out = recalc(treeFromDepths([0, 0, 0], [null, -3, 1.5]), "2026-11-23")
    expect(spans(out)).toEqual(["t0 2026-11-23..2026-11-23", "t1 2026-11-23..2026-11-23", "t2 2026-11-23..2026-11-24"])
  })

  it("rejects a base start that is not a date, and leaves the input untouched", () => {
    const rows = treeFromDepths([0], [5])
    const result = recalculateDates(rows, "next week")
    expect(Either.isLeft(result) && result.left._tag).toBe("InvalidBaseStart")
    recalc(rows, "2026-11-23")
    expect(rows[0]!.start_date).toBeNull()
  })

  it("rows whose dates do not change are shared; later rows move when a duration changes", () => {
    const first = recalc(treeFromDepths([0, 1, 1, 1], [null, 2, 3, 1]), "2026-11-23")
    const edited = first.map((r) => (r.id === "t2" ? { ...r, duration_days: 4 } : r))
    const second = recalc(edited, "2026-11-23")
    expect(second[1]).toBe(edited[1])
    expect(second[2]).not.toBe(edited[2])
    expect(spans(second.slice(2))).toEqual(["t2 2026-11-25..2026-11-30", "t3 2026-12-01..2026-12-01"])
    expect(second[0]!.end_date).toBe("2026-12-01")
  })

  const base = fc.integer({ min: isoToDay("2020-01-01")!, max: isoToDay("2035-12-31")! }).map((d) => new Date(d * 86_400_000).toISOString().slice(0, 10))

  it("property: starts and finishes are working days, finish >= start", () => {
    fc.assert(
      fc.property(treeArb(), base, (rows, b) => {
        for (const r of recalc(rows, b)) {
          const [s, f] = [isoToDay(r.start_date)!, isoToDay(r.end_date)!]
          expect(isWorkingDay(s) && isWorkingDay(f)).toBe(true)
          expect(f).toBeGreaterThanOrEqual(s)
        }
      })
    )
  })

  it("property: each leaf with days starts on the next working day after the previous leaf's finish", () => {
    fc.assert(
      fc.property(treeArb(), base, (rows, b) => {
        const out = recalc(rows, b)
        const parents = parentsWithChildren(out)
        let prevFinish: number | null = null
        for (const r of out) {
          if (parents.has(r.id)) continue
          const [s, f] = [isoToDay(r.start_date)!, isoToDay(r.end_date)!]
          if (prevFinish !== null) expect(s).toBe(r.type === "gate" || r.duration_days === 0 || r.duration_days === null ? prevFinish : nextWorkingDay(prevFinish))
          if (r.type !== "gate" && (r.duration_days ?? 0) > 0) prevFinish = f
          else if (prevFinish !== null) expect(f).toBe(prevFinish)
        }
      })
    )
  })

  it("property: parents span exactly their children", () => {
    fc.assert(
      fc.property(treeArb(), base, (rows, b) => {
        const out = recalc(rows, b)
        for (const p of out) {
          const kids = out.filter((r) => r.parent_id === p.id)
          if (kids.length === 0) continue
          expect(p.start_date).toBe([...kids.map((k) => k.start_date!)].sort()[0])
          expect(p.end_date).toBe([...kids.map((k) => k.end_date!)].sort().at(-1))
        }
      })
    )
  })
})
