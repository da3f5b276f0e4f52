import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import * as Either from "effect/Either"
import { treeArb, treeFromDepths } from "../support/tree-arbitrary"
import { recalculateDates } from "../../../../src/rules/planning/dates/recalculate-dates"
import { scheduleNetwork, type NetworkSchedule } from "../../../../src/rules/planning/network/schedule-network"
import type { TaskLink } from "../../../../src/rules/planning/network/task-link"
import { isAncestor, networkArb, parentsOf, type NetRow } from "./network-arbitrary"

const BASE = "2026-11-23" // a Monday
const link = (predecessor: string, successor: string, type: TaskLink["type"] = "FS", lag = 0): TaskLink => ({ predecessor, successor, type, lag })
const flat = (durations: ReadonlyArray<number>) => treeFromDepths(durations.map(() => 0), durations)
const dates = <R extends { start_date: string | null; end_date: string | null }>(s: NetworkSchedule<R>) => s.rows.map((r) => `${r.start_date}..${r.end_date}`)
const run = <R extends NetRow | ReturnType<typeof flat>[number]>(rows: ReadonlyArray<R>, links: ReadonlyArray<TaskLink>, base = BASE) =>
  Either.getOrThrow(scheduleNetwork(rows, links, base))

describe("scheduleNetwork: no links is the spec's chain", () => {
  it("gives the dates of recalculateDates for any tree and base start", () => {
    fc.assert(
      fc.property(treeArb(40), fc.integer({ min: 0, max: 13 }), (rows, offset) => {
        const base = new Date(Date.parse("2026-11-21T00:00:00Z") + offset * 86_400_000).toISOString().slice(0, 10)
        const chain = Either.getOrThrow(recalculateDates(rows, base))
        const net = run(rows, [], base)
        expect(net.implicit).toBe(true)
        expect(dates(net)).toEqual(chain.map((r) => `${r.start_date}..${r.end_date}`))
      }),
      { numRuns: 300 }
    )
  })

  it("makes every task of a pure chain critical and the project finish the last finish", () => {
    const net = run(flat([3, 6, 0, 2]), [])
    // the milestone leads nowhere in the chain (the next task follows t1), so it has float
    expect(Array.from(net.critical)).toEqual([1, 1, 0, 1])
    expect(net.projectFinish).toBe("2026-12-07")
    expect(net.criticalPath.map((i) => net.rows[i]!.id)).toEqual(["t0", "t1", "t3"].slice(0, 2).concat(["t3"]))
  })
})

describe("scheduleNetwork: link types and lags", () => {
  it("runs unlinked tasks in parallel from the base start once any link exists", () => {
    const net = run(flat([3, 2, 4]), [link("t0", "t2")])
    expect(dates(net)).toEqual(["2026-11-23..2026-11-25", "2026-11-23..2026-11-24", "2026-11-26..2026-12-01"])
    expect(Array.from(net.totalFloat)).toEqual([0, 5, 0])
    expect(Array.from(net.freeFloat)).toEqual([0, 5, 0])
    expect(net.criticalPath.map((i) => net.rows[i]!.id)).toEqual(["t0", "t2"])
  })

  it("applies FS, SS, FF and SF with lags and leads in working days", () => {
    const rows = flat([5, 3])
    expect(dates(run(rows, [link("t0", "t1", "FS", 2)]))[1]).toBe("2026-12-02..2026-12-04")
    expect(dates(run(rows, [link("t0", "t1", "FS", -2)]))[1]).toBe("2026-11-26..2026-11-30")
    expect(dates(run(rows, [link("t0", "t1", "SS", 1)]))[1]).toBe("2026-11-24..2026-11-26")
    expect(dates(run(rows, [link("t0", "t1", "FF")]))[1]).toBe("2026-11-25..2026-11-27")
    expect(dates(run(rows, [link("t0", "t1", "FF", 2)]))[1]).toBe("2026-11-27..2026-12-01")
    // SF: the successor finishes when the predecessor starts (+ lag)
    expect(dates(run(rows, [link("t0", "t1", "SF", 5)]))[1]).toBe("2026-11-25..2026-11-27")
    // a lead never takes a task before the base start
    expect(dates(run(rows, [link("t0", "t1", "SS", -3)]))[1]).toBe("2026-11-23..2026-11-25")
  })

  it("puts a milestone on its predecessor's last day, and after a lag on the day the lag ends", () => {
    const rows = flat([3, 0, 2])
    const net = run(rows, [link("t0", "t1"), link("t1", "t2")])
    expect(dates(net)).toEqual(["2026-11-23..2026-11-25", "2026-11-25..2026-11-25", "2026-11-26..2026-11-27"])
    expect(dates(run(rows, [link("t0", "t1", "SS", 2)]))[1]).toBe("2026-11-24..2026-11-24")
  })

  it("passes a link to a summary on to its leaves and takes a summary's span as predecessor", () => {
    // t0 (2d), t1 summary [t2 3d, t3 1d], t4 (1d)
    const rows = treeFromDepths([0, 0, 1, 1, 0], [2, null, 3, 1, 1])
    const net = run(rows, [link("t0", "t1"), link("t1", "t4")])
    expect(dates(net)).toEqual([
      "2026-11-23..2026-11-24",
      "2026-11-25..2026-11-27",
      "2026-11-25..2026-11-27",
      "2026-11-25..2026-11-25",
      "2026-11-30..2026-11-30"
    ])
    expect(Array.from(net.totalFloat)).toEqual([0, 0, 0, 2, 0])
    expect(Array.from(net.critical)).toEqual([1, 1, 1, 0, 1])
  })

  it("starts a task no earlier than its date (a weekend date: the Monday after)", () => {
    const rows: Array<NetRow> = flat([2, 2]).map((r, i) => ({ ...r, start_no_earlier_than: i === 1 ? "2026-11-28" : null }))
    expect(dates(run(rows, [link("t0", "t1")]))[1]).toBe("2026-11-30..2026-12-01")
    expect(dates(run(rows, []))[1]).toBe("2026-11-30..2026-12-01")
  })
})

describe("scheduleNetwork: rejected links", () => {
  const rows = flat([1, 1, 1, 1])
  const error = (links: ReadonlyArray<TaskLink>, r: ReadonlyArray<ReturnType<typeof flat>[number]> = rows) => {
    const res = scheduleNetwork(r, links, BASE, { label: (row) => `"${row.task}"` })
    if (Either.isRight(res)) throw new Error("expected an error")
    return res.left
  }

  it("names the tasks on a cycle in link order", () => {
    const e = error([link("t0", "t1"), link("t1", "t2"), link("t2", "t3"), link("t3", "t1")])
    expect(e._tag).toBe("LinkCycle")
    expect(e.message).toBe('Task links form a cycle: "Task 1" -> "Task 2" -> "Task 3" -> "Task 1"')
  })

  it("finds a cycle through a summary and its own sub-task", () => {
    const tree = treeFromDepths([0, 1, 1], [null, 2, 2])
    const e = error([link("t1", "t0")], tree)
    expect(e._tag).toBe("LinkCycle")
    expect(e.message).toBe('Task links form a cycle: "Task 0" -> "Task 1" -> "Task 0"')
  })

  it("rejects a link to a missing task or to the task itself", () => {
    expect(error([link("t0", "t9")]).message).toBe('Task "Task 0" is linked to task t9, which does not exist')
    expect(error([link("t9", "t2")]).message).toBe('Task "Task 2" is linked to task t9, which does not exist')
    expect(error([link("t2", "t2")]).message).toBe('Task "Task 2" cannot be linked to itself')
  })

  it("rejects a start no earlier than that is not a date", () => {
    const r = rows.map((x, i) => ({ ...x, start_no_earlier_than: i === 2 ? "soon" : null }))
    expect(error([], r).message).toBe('Start no earlier than of task "Task 2" must be a date as YYYY-MM-DD (got "soon")')
  })

  it("rejects every random network that gained a backward link closing a loop", () => {
    fc.assert(
      fc.property(networkArb({ maxRows: 20 }), ({ rows: r, links }) => {
        if (links.length === 0) return
        const l = links[0]!
        const res = scheduleNetwork(r, [...links, { ...l, predecessor: l.successor, successor: l.predecessor }], BASE)
        expect(Either.isLeft(res) && res.left._tag).toBe("LinkCycle")
      }),
      { numRuns: 200 }
    )
  })
})

/** Working-time instants of a point: (p + 1) >> 1 (docs/scheduling.md, Task links). */
const work = (p: number) => (p + 1) >> 1

describe("scheduleNetwork: properties of random networks", () => {
  it("starts no task before a predecessor allows, keeps float >= 0 and a connected critical path", () => {
    fc.assert(
      fc.property(networkArb({ maxRows: 30 }), ({ rows, links }) => {
        const net = run(rows, links)
        const n = rows.length
        const parents = parentsOf(rows)
        const index = new Map(rows.map((r, i) => [r.id, i]))
        const isParent = rows.map((_, i) => parents.includes(i))
        const leavesUnder = (i: number) => (isParent[i] ? rows.map((_, j) => j).filter((j) => !isParent[j] && isAncestor(parents, i, j)) : [i])
        // links: the successor's leaves start/finish no earlier than the predecessor's point + lag
        for (const l of net.links) {
          const p = index.get(l.predecessor)!
          const ref = l.type === "FS" || l.type === "FF" ? work(net.finishPoint[p]!) : work(net.startPoint[p]!)
          for (const s of leavesUnder(index.get(l.successor)!)) {
            const at = l.type === "FS" || l.type === "SS" ? work(net.startPoint[s]!) : work(net.finishPoint[s]!)
            const base = work(2 * 0) // lag may be cut by the base start only
            expect(at >= ref + l.lag || (l.lag < 0 && at >= base)).toBe(true)
          }
        }
        // the base start and SNET dates (of the row or an ancestor) hold
        for (let i = 0; i < n; i++) {
          expect(net.rows[i]!.start_date! >= BASE).toBe(true)
          for (let a = i; a >= 0; a = parents[a]!) {
            const snet = rows[a]!.start_no_earlier_than
            if (snet !== null) expect(net.start[i]! * 86_400_000 >= Date.parse(`${snet}T00:00:00Z`) - 2 * 86_400_000).toBe(true)
          }
          expect(net.totalFloat[i]).toBeGreaterThanOrEqual(0)
          expect(net.freeFloat[i]).toBeGreaterThanOrEqual(0)
          expect(net.freeFloat[i]).toBeLessThanOrEqual(net.totalFloat[i]!)
          expect(net.rows[i]!.start_date! <= net.rows[i]!.end_date!).toBe(true)
        }
        // critical path: all critical, ends on the project finish, starts on the base start or a SNET,
        // and each task is linked to the next (directly or through summaries above them)
        const path = net.criticalPath
        expect(path.length).toBeGreaterThan(0)
        for (const i of path) expect(net.critical[i]).toBe(1)
        const last = path[path.length - 1]!
        expect(net.rows[last]!.end_date).toBe(net.projectFinish)
        const firstStart = net.rows[path[0]!]!.start_date
        const snets: Array<string | null> = []
        for (let a = path[0]!; a >= 0; a = parents[a]!) snets.push(rows[a]!.start_no_earlier_than)
        const snetMondays = snets.filter((s) => s !== null).map((s) => new Date(Date.parse(`${s}T00:00:00Z`) + [1, 0, 0, 0, 0, 0, 2][new Date(`${s}T00:00:00Z`).getUTCDay()]! * 86_400_000).toISOString().slice(0, 10))
        expect([BASE, ...snetMondays]).toContain(firstStart)
        const chain = (i: number) => {
          const out: Array<string> = []
          for (let a = i; a >= 0; a = parents[a]!) out.push(rows[a]!.id)
          return out
        }
        for (let k = 0; k + 1 < path.length; k++) {
          const [a, b] = [chain(path[k]!), chain(path[k + 1]!)]
          expect(net.links.some((l) => a.includes(l.predecessor) && b.includes(l.successor))).toBe(true)
        }
      }),
      { numRuns: 500 }
    )
  })
})
