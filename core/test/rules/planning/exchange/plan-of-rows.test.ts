import { describe, expect, it } from "vitest"
import { planOfRows, type PlanRow } from "@initpack/core/rules/planning/exchange/plan-of-rows"

const row = (id: string, parent: string | null, days: number, dates: { start?: string; end?: string } = {}): PlanRow => ({
  id,
  parent_id: parent,
  order_index: 0,
  name: `Task ${id}`,
  resource: null,
  type: null,
  duration_days: days,
  start_date: dates.start ?? null,
  end_date: dates.end ?? null,
  start_no_earlier_than: null
})

describe("planOfRows", () => {
  it("dates a plan that was never dated from today, not from some fixed year", () => {
    // Wednesday 25 Nov 2026: a 3-day task then a 2-day task after it (the implicit chain)
    const plan = planOfRows("Undated", [row("a", null, 3), row("b", null, 2)], [], null, "2026-11-25")
    expect(plan.tasks.map((t) => [t.start, t.finish])).toEqual([
      ["2026-11-25", "2026-11-27"],
      ["2026-11-30", "2026-12-01"]
    ])
  })

  it("keeps stored dates and starts undated rows from the plan's earliest date, whatever today is", () => {
    const plan = planOfRows("Dated", [row("a", null, 2, { start: "2026-03-02", end: "2026-03-03" }), row("b", null, 1)], [], null, "2030-01-01")
    expect(plan.tasks[0]).toMatchObject({ start: "2026-03-02", finish: "2026-03-03" })
    expect(plan.tasks[1]).toMatchObject({ start: "2026-03-04", finish: "2026-03-04" })
  })
})
