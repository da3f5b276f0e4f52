import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import type { WbsDraft } from "@initpack/core/drafting/wbs"
import { fitWbsToDeadline } from "@initpack/core/use-cases/pack/deadline-fit"
import { planSpan, wbsRows } from "@initpack/core/use-cases/pack/wbs-rows"

// 2026-01-05 is a Monday; 4 stages of 10 working days each -> 40 working days, finishing Friday 27 February 2026.
const draft: WbsDraft = {
  phases: ["Initiation", "Design", "Build", "Closing"].map((phase) => ({
    phase,
    tasks: [
      { task: `${phase} work`, duration_days: 10, resource: "PM" },
      { task: `${phase} approved`, duration_days: 0, resource: "Sponsor" }
    ]
  }))
}
const finish = (d: WbsDraft) => planSpan(Either.getOrThrow(wbsRows(d, "2026-01-05"))).end

describe("fitting a drafted WBS to the brief's deadline", () => {
  it("keeps a plan that already ends by the deadline, or when the text states none", () => {
    expect(finish(draft)).toBe("2026-02-27")
    expect(fitWbsToDeadline(draft, "2026-01-05", "Finish by 30 June 2026.")).toMatchObject({ draft, factor: 1 })
    expect(fitWbsToDeadline(draft, "2026-01-05", "No dates yet.")).toMatchObject({ draft, factor: 1 })
  })
  it("shortens every task evenly, milestones kept, to end on or before a deadline it can meet", () => {
    const fit = fitWbsToDeadline(draft, "2026-01-05", "The new service must be live by 13 February 2026.")
    expect(fit.finish! <= "2026-02-13").toBe(true)
    expect(fit.factor).toBeLessThan(1)
    expect(fit.factor).toBeGreaterThanOrEqual(0.6)
    expect(finish(fit.draft)).toBe(fit.finish)
    const tasks = fit.draft.phases.flatMap((p) => p.tasks)
    expect(tasks.filter((t) => t.duration_days === 0)).toHaveLength(4)
    for (const t of tasks.filter((t) => t.duration_days > 0)) expect(t.duration_days).toBeGreaterThanOrEqual(6)
  })
  it("does not shorten beyond 60% of the draft: a deadline it cannot meet keeps the honest plan", () => {
    const fit = fitWbsToDeadline(draft, "2026-01-05", "Finish by 23 January 2026.")
    expect(fit).toMatchObject({ draft, factor: 1, finish: "2026-02-27" })
  })
  it("takes a goal's horizon ('by the end of February 2026') as the limit when it is the only or the earlier one", () => {
    const later = (d: WbsDraft) => planSpan(Either.getOrThrow(wbsRows(d, "2026-01-12"))).end
    expect(later(draft)).toBe("2026-03-06")
    const fit = fitWbsToDeadline(draft, "2026-01-12", "Halve the waiting list by the end of February 2026.")
    expect(fit.factor).toBeLessThan(1)
    expect(fit.finish! <= "2026-02-28").toBe(true)
    // a deadline earlier than the horizon still wins
    expect(fitWbsToDeadline(draft, "2026-01-12", "Halve the waiting list by the end of 2027. Finish by 27 February 2026.").finish! <= "2026-02-27").toBe(true)
  })
})

describe("a supplier's stated time is not shortened to meet a deadline (issue 33)", () => {
  it("keeps a task whose name states its length, and shortens the others", () => {
    const withLead: WbsDraft = {
      phases: [
        { phase: "Build", tasks: [{ task: "Manufacture and deliver the scanner over the quoted 2 months", duration_days: 43, resource: "Supplier" }, { task: "Fit out the room", duration_days: 20, resource: "Builder" }] },
        { phase: "Close", tasks: [{ task: "Close", duration_days: 10, resource: "PM" }] }
      ]
    }
    const fit = fitWbsToDeadline(withLead, "2026-01-05", "The scanner must be in use by 3 April 2026.")
    expect(fit.factor).toBeLessThan(1)
    const [lead, room] = fit.draft.phases[0]!.tasks
    expect(lead!.duration_days).toBe(43)
    expect(room!.duration_days).toBeLessThan(20)
  })
})
