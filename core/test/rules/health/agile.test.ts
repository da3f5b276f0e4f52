import { describe, expect, it } from "vitest"
import { agilePack, findingsOf } from "./health-fixtures"

describe("agile rules", () => {
  it("a product owner", () => {
    expect(findingsOf(agilePack(), "agile.product-owner")).toEqual([])
    const pack = agilePack()
    pack.stakeholders![0]!.board_role = "Sponsor"
    expect(findingsOf(pack, "agile.product-owner")).toEqual([
      { id: "agile.product-owner#1", severity: "error", rule: "agile.product-owner", module: "stakeholders", lines: [], message: "No product owner is named.", fix: "Add the product owner on the Stakeholders screen (board role Product Owner)." }
    ])
  })

  it("a definition of done", () => {
    expect(findingsOf(agilePack(), "agile.definition-of-done")).toEqual([])
    const pack = agilePack()
    pack.agileScope!.definitions!.dod = []
    expect(findingsOf(pack, "agile.definition-of-done")).toEqual([
      {
        id: "agile.definition-of-done#1",
        severity: "warning",
        rule: "agile.definition-of-done",
        module: "agile_scope",
        lines: [],
        message: "The pack has no definition of done.",
        fix: "Write the definition of done on the Agile Scope screen (reviewed, tested, accepted, deployed)."
      }
    ])
  })

  it("stories with acceptance criteria", () => {
    expect(findingsOf(agilePack(), "agile.acceptance")).toEqual([])
    const pack = agilePack()
    pack.stories![0]!.acceptance = [" "]
    expect(findingsOf(pack, "agile.acceptance")).toEqual([
      {
        id: "agile.acceptance#1",
        severity: "warning",
        rule: "agile.acceptance",
        module: "backlog",
        lines: ["As a commuter, I want to book a ferry seat"],
        message: "A story has no acceptance criteria.",
        fix: "Write testable acceptance criteria for each story on the Backlog screen.",
        target: "S1"
      }
    ])
  })

  it("the Now lane fits the team's capacity", () => {
    expect(findingsOf(agilePack(), "agile.now-capacity")).toEqual([])
    const pack = agilePack()
    pack.stories![0]!.points = 21
    expect(findingsOf(pack, "agile.now-capacity")).toEqual([
      {
        id: "agile.now-capacity#1",
        severity: "warning",
        rule: "agile.now-capacity",
        module: "release",
        lines: ["Now: 21 points", "Capacity: 20 points"],
        message: "The Now lane holds 21 points, more than the team's capacity of 20.",
        fix: "Move stories from Now to Next on the Release screen until the lane fits the capacity."
      }
    ])
  })

  it("sprints inside the schedule", () => {
    expect(findingsOf(agilePack(), "agile.sprints")).toEqual([])
    const pack = agilePack()
    Object.assign(pack.schedule!.tasks![2]!, { start_date: "2026-06-29", end_date: "2026-07-10" })
    expect(findingsOf(pack, "agile.sprints")).toEqual([
      {
        id: "agile.sprints#1",
        severity: "warning",
        rule: "agile.sprints",
        module: "schedule",
        lines: ["1.2 Sprint 2"],
        message: 'The sprint "Sprint 2" falls outside its phase of the schedule.',
        fix: "Recalculate the schedule's dates on the Schedule screen, or move the sprint under the right phase.",
        target: "P1.2"
      }
    ])
  })

  it("stories placed in the release plan", () => {
    expect(findingsOf(agilePack(), "agile.release-plan")).toEqual([])
    const pack = agilePack()
    pack.release = { lanes: { now: [], next: [], later: [] } }
    expect(findingsOf(pack, "agile.release-plan")).toEqual([
      { id: "agile.release-plan#1", severity: "warning", rule: "agile.release-plan", module: "release", lines: [], message: "No story is placed in the release plan.", fix: "Auto-plan the release or drag stories into Now, Next and Later on the Release screen." }
    ])
  })
})
