import * as Either from "effect/Either"
import * as fc from "fast-check"
import { describe, expect, it } from "vitest"
import { isoToDay } from "../../../../src/rules/planning/dates/day-number"
import { toWorkingDay, workingOrdinal } from "../../../../src/rules/planning/dates/working-days"
import { scheduleNetwork } from "../../../../src/rules/planning/network/schedule-network"
import { scheduleResults } from "../../../../src/rules/planning/network/schedule-results"
import { networkArb, parentsOf } from "./network-arbitrary"

const row = (id: string, parent: string | null, days: number) => ({
  id,
  parent_id: parent,
  order_index: 0,
  duration_days: days,
  type: null,
  start_date: null,
  end_date: null,
  start_no_earlier_than: null
})

const workingGap = (a: string, b: string) => workingOrdinal(toWorkingDay(isoToDay(b)!)) - workingOrdinal(toWorkingDay(isoToDay(a)!))

describe("scheduleResults", () => {
  it("gives early and late dates, float and the critical flag of a small network", () => {
    // Monday 2 March 2026: design (3 d) then build (2 d) then the gate; a permit (1 d) and a survey (2 d) beside them
    const rows = [row("S", null, 0), row("A", "S", 3), row("C", "S", 1), row("B", null, 2), row("D", null, 0), row("E", null, 2)]
    const links = [
      { predecessor: "A", successor: "B", type: "FS" as const, lag: 0 },
      { predecessor: "B", successor: "D", type: "FS" as const, lag: 0 },
      { predecessor: "C", successor: "D", type: "FS" as const, lag: 0 }
    ]
    const schedule = scheduleNetwork(rows, links, "2026-03-02")
    if (Either.isLeft(schedule)) throw new Error(String(schedule.left))
    const byId = Object.fromEntries(scheduleResults(rows, schedule.right).map((r, i) => [rows[i]!.id, r]))
    expect(byId.A).toEqual({ early_start: "2026-03-02", early_finish: "2026-03-04", late_start: "2026-03-02", late_finish: "2026-03-04", total_float: 0, free_float: 0, critical: true })
    expect(byId.B).toMatchObject({ early_start: "2026-03-05", early_finish: "2026-03-06", total_float: 0, critical: true })
    expect(byId.C).toEqual({ early_start: "2026-03-02", early_finish: "2026-03-02", late_start: "2026-03-06", late_finish: "2026-03-06", total_float: 4, free_float: 4, critical: false })
    expect(byId.E).toMatchObject({ early_finish: "2026-03-03", late_start: "2026-03-05", late_finish: "2026-03-06", total_float: 3, critical: false })
    // the summary spans its rows' late dates and takes its least float
    expect(byId.S).toEqual({ early_start: "2026-03-02", early_finish: "2026-03-04", late_start: "2026-03-02", late_finish: "2026-03-06", total_float: 0, free_float: 0, critical: true })
    expect(byId.D).toMatchObject({ early_start: "2026-03-06", late_finish: "2026-03-06", total_float: 0, critical: true })
    expect(schedule.right.projectFinish).toBe("2026-03-06")
  })

  it("a milestone at a morning with a day of float keeps its date (it can wait until that evening)", () => {
    // no links: the implicit chain links no task after a 0-day row, so the milestone only has to be done by the finish
    const rows = [row("M", null, 0), row("T", null, 1)]
    const schedule = scheduleNetwork(rows, [], "2026-11-23")
    if (Either.isLeft(schedule)) throw new Error(String(schedule.left))
    const [m, t] = scheduleResults(rows, schedule.right)
    expect(t).toMatchObject({ early_start: "2026-11-23", early_finish: "2026-11-23", total_float: 0, critical: true })
    expect(m).toMatchObject({ early_start: "2026-11-23", late_start: "2026-11-23", late_finish: "2026-11-23", total_float: 1, critical: false })
  })

  it("on random networks: a leaf's late dates are its early ones moved by its float; critical when the float is 0 or less; a summary spans its rows", () => {
    fc.assert(
      fc.property(networkArb({ maxRows: 30 }), ({ rows, links }) => {
        const schedule = scheduleNetwork(rows, links, "2026-11-23")
        if (Either.isLeft(schedule)) return
        const results = scheduleResults(rows, schedule.right)
        const parents = parentsOf(rows)
        results.forEach((r, i) => {
          const children = results.filter((_, j) => parents[j] === i)
          expect(r.early_start <= r.early_finish).toBe(true)
          expect(r.free_float).toBeLessThanOrEqual(Math.max(0, r.total_float))
          if (children.length === 0 && schedule.right.startPoint[i] !== schedule.right.finishPoint[i]) {
            expect(workingGap(r.early_start, r.late_start)).toBe(r.total_float)
            expect(workingGap(r.early_finish, r.late_finish)).toBe(r.total_float)
            expect(r.critical).toBe(r.total_float <= 0)
            expect(r.late_finish <= schedule.right.projectFinish || r.total_float < 0).toBe(true)
          } else if (children.length === 0) {
            // a milestone: a morning is the evening before, so its float moves its date by float - 1 or float days
            expect([r.total_float - 1, r.total_float]).toContain(workingGap(r.early_finish, r.late_finish))
            expect(r.late_start).toBe(r.late_finish)
            expect(r.critical).toBe(r.total_float <= 0)
            expect(r.late_finish <= schedule.right.projectFinish || r.total_float < 0).toBe(true)
          } else {
            expect(r.late_start).toBe(children.map((c) => c.late_start).sort()[0])
            expect(r.late_finish).toBe(children.map((c) => c.late_finish).sort().at(-1))
            expect(r.total_float).toBe(Math.min(...children.map((c) => c.total_float)))
            expect(r.critical).toBe(children.some((c) => c.critical))
          }
        })
      }),
      { numRuns: 200 }
    )
  })
})
