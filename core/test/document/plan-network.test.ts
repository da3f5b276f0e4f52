// Issue 22: the documents' reading of a plan's links: critical rows, the critical path in words, the finish.
import { describe, expect, it } from "vitest"
import { criticalPathSentence, longDay, planNetwork } from "@initpack/core/document/plan-network"
import { wbsRows } from "@initpack/core/document/plan-rows"

// 1 Build {1.1 Design 5d (Mon 2 - Fri 6 Mar), 1.2 Order kit 3d, 1.3 Install 5d, 1.4 Sign-off 0d}
const plan = (links: Record<string, string>, snet: Record<string, string> = {}) =>
  wbsRows([
    { id: 1, parent_id: null, task: "Build", duration_days: 13, start_date: "2026-03-02", end_date: "2026-03-13" },
    { id: 2, parent_id: 1, task: "Design", duration_days: 5, start_date: "2026-03-02", end_date: "2026-03-06", predecessors: links["2"], start_no_earlier_than: snet["2"] },
    { id: 3, parent_id: 1, task: "Order kit", duration_days: 3, start_date: "2026-03-02", end_date: "2026-03-04", predecessors: links["3"], start_no_earlier_than: snet["3"] },
    { id: 4, parent_id: 1, task: "Install", duration_days: 5, start_date: "2026-03-09", end_date: "2026-03-13", predecessors: links["4"] },
    { id: 5, parent_id: 1, task: "Sign-off", duration_days: 0, start_date: "2026-03-13", end_date: "2026-03-13", predecessors: links["5"] }
  ] as ReadonlyArray<Record<string, unknown>>)

describe("planNetwork", () => {
  it("follows the rows' links: parallel work is off the critical path, which ends on the plan's finish", () => {
    const rows = plan({ "4": "1.1, 1.2", "5": "1.3" })
    const n = planNetwork(rows)!
    expect(n.critical).toEqual([true, true, false, true, true])
    // the path goes on to the sign-off on the same evening as the last task
    expect(n.criticalPath.map((i) => rows[i]!.number)).toEqual(["1.1", "1.3", "1.4"])
    expect(n.links.map((l) => [rows[l.from]!.number, rows[l.to]!.number, l.critical])).toEqual([
      ["1.1", "1.3", true],
      ["1.2", "1.3", false],
      ["1.3", "1.4", true]
    ])
    expect(criticalPathSentence(rows, n)).toBe("Critical path: 1.1 Design → 1.3 Install → 1.4 Sign-off; project finish 13 Mar 2026.")
  })

  it("a link between two critical tasks that does not set the successor's date is not critical", () => {
    const rows = plan({ "4": "1.1, 1.2", "5": "1.3, 1.1" })
    const n = planNetwork(rows)!
    const link = (a: string, b: string) => n.links.find((l) => rows[l.from]!.number === a && rows[l.to]!.number === b)
    expect(link("1.1", "1.4")).toMatchObject({ critical: false })
    expect(link("1.3", "1.4")).toMatchObject({ critical: true })
  })

  it("without links the spec's chain is the network: every task is critical", () => {
    const rows = plan({})
    const n = planNetwork(rows)!
    expect(n.criticalPath.map((i) => rows[i]!.number)).toEqual(["1.1", "1.2", "1.3", "1.4"])
    expect(n.links).toHaveLength(3)
  })

  it("a start-no-earlier-than date can move the critical path to the task it holds back", () => {
    const rows = plan({ "4": "1.1, 1.2", "5": "1.3" }, { "3": "2026-03-05" })
    const n = planNetwork(rows)!
    // Order kit from Thu 5 Mar takes to Mon 9 Mar, later than Design: it drives Install now
    expect(n.criticalPath.map((i) => rows[i]!.number)).toEqual(["1.2", "1.3", "1.4"])
  })

  it("entries naming no row are left out; undated plans have no network", () => {
    const rows = plan({ "4": "1.1, 9.9", "5": "1.3" })
    expect(planNetwork(rows)!.links).toHaveLength(2)
    expect(planNetwork(wbsRows([{ id: 1, parent_id: null, task: "A", duration_days: 2 }]))).toBeNull()
    expect(longDay("2027-08-14")).toBe("14 Aug 2027")
  })
})
