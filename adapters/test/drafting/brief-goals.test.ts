// Issue 33, point 6: goals and KPIs from the sponsor's own targets. A goal that carries its own figure is measured
// by it (metric, target, date) and gets no stock KPI; a KPI names the goal's own thing; stock goals of another kind
// of project (process streamlining, IT service availability) need the sponsor's words; deliverables are what is
// handed over, in nouns.
import { describe, expect, it } from "vitest"
import { offlineDrafts } from "@initpack/adapters/drafting/offline-drafter"

const IT_STOCK = /Priority-1|Recovery time|Service availability|Monthly active|Self-service|rework|touchpoints|Process cycle/i

const scope = (answers: Record<string, string>) => offlineDrafts.draftScope({ project_name: "Test programme", delivery_approach: "Waterfall / PRINCE2", procurement: "Hardware", third_parties: "Vendor", clarification_answers: answers })

describe("goals and KPIs from the sponsor's own targets", () => {
  const tram = scope({
    background: "The city's transport plan requires our network's carbon emissions to be 40% below 2024 levels by 2030, and we are only 5% down so far.",
    scope: "Have 40 battery trams in passenger service from the Northgate depot, with charging at the depot, by the end of 2029. The new trams should achieve at least 95% availability in their first year, and every driver and fitter at the depot is trained before their trams arrive.",
    constraints: "A capital budget of £90 million over three years."
  })
  const kpis = tram.goals.flatMap((g) => g.kpis.map((k) => ({ goal: g.title, ...k })))

  it("reads each target sentence as a goal with its own figure, baseline and date", () => {
    // measured after the project: a benefit reviewed after closure, said in the KPI's date
    expect(kpis).toContainEqual(expect.objectContaining({ metric: "Availability of the new trams", target: "at least 95% in their first year (a benefit reviewed after closure)" }))
    expect(kpis).toContainEqual(expect.objectContaining({ metric: "Network carbon emissions", target: "40% below 2024 levels by 2030" }))
    expect(kpis).toContainEqual(expect.objectContaining({ metric: "Battery trams in passenger service", target: "40 by the end of 2029" }))
    expect(kpis).toContainEqual(expect.objectContaining({ metric: "Drivers and fitters at the depot trained", target: "100% before their trams arrive" }))
  })

  it("titles goals as outcomes and gives no stock KPI of another kind of project", () => {
    const titles = tram.goals.map((g) => g.title)
    expect(titles).toContainEqual(expect.stringMatching(/^40 battery trams in passenger service\b.* by the end of 2029$/))
    expect(titles).toContain("All drivers and fitters at the depot trained before their trams arrive")
    expect(titles.some((t) => /^(?:The new trams should|Have |Achieve )/.test(t))).toBe(false)
    expect(kpis.filter((k) => IT_STOCK.test(k.metric))).toEqual([])
    expect(titles.some((t) => /Streamline core processes|Drive adoption/i.test(t))).toBe(false)
  })

  it("lists deliverables as things handed over, never as steps", () => {
    const titles = tram.deliverables.map((d) => d.title)
    expect(titles).toContain("40 battery trams in passenger service")
    expect(titles).toContain("Drivers and fitters at the depot trained")
    expect(titles.filter((t) => /^(?:Have|Replace|Achieve|Install|Train)\b/.test(t))).toEqual([])
  })

  it("reads a target after a leading date and skips a figure of the past", () => {
    const reading = scope({
      background: "62% of pupils read below their age in 2024.",
      scope: "Small-group reading tutoring in 12 primary schools. By the end of the summer term at least 80% of tutored pupils should be at their reading age."
    })
    const all = reading.goals.flatMap((g) => g.kpis)
    expect(all).toContainEqual(expect.objectContaining({ metric: "Tutored pupils at their reading age", target: "at least 80% by the end of the summer term" }))
    expect(all.some((k) => /62%/.test(k.target))).toBe(false)
  })

  it("fills a scope to three goals with the method's goals, not another kind of project's", () => {
    const tour = scope({
      background: "Our quilt collection has never left the town.",
      scope: "A touring exhibition of 80 quilts opening at the town museum on 3 May 2028 and visiting three partner galleries until the end of 2029."
    })
    expect(tour.goals.length).toBeGreaterThanOrEqual(3)
    expect(tour.goals.map((g) => g.title).filter((t) => /Streamline|Drive adoption|Reduce operating costs|service reliability/i.test(t))).toEqual([])
    expect(tour.goals.flatMap((g) => g.kpis).filter((k) => IT_STOCK.test(k.metric))).toEqual([])
  })
})

