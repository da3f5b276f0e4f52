// Issue 33, point 4: durations a brief states for its work, read from its words; history and limits are not
// work; the drafted task that does the work takes the length, and the deadline fit keeps it.
import { describe, expect, it } from "vitest"
import { statedDurations } from "@initpack/core/rules/planning/stated-durations"
import { fitWbsToDeadline } from "@initpack/core/use-cases/pack/deadline-fit"
import { withStatedDurations } from "@initpack/core/use-cases/pack/stated-durations-fit"
import type { WbsDraft } from "@initpack/core/drafting/wbs"

const read = (text: string) => statedDurations(text).map((d) => [d.noun, d.days, d.each])

describe("durations a brief states", () => {
  it.each([
    ["First performance on 14 September 2027, then a six-week run to 23 October 2027.", [["run", 30, false]]],
    ["A 17-day tour of eight cities in October 2027.", [["tour", 13, false]]],
    ["Each partner only has its gallery free for a three-month slot.", [["slot", 63, true]]],
    ["The show transfers to the Tees Valley Playhouse for three weeks.", [["transfer", 15, false]]],
    ["Four venues, each for 14 weeks.", [["venue", 70, true]]],
    ["A three-month test from 1 February to 30 April 2027.", [["test", 63, false]]],
    ["We shoot for 18 days in March.", [["shoot", 18, false]]],
    ["One 9-day blockade starting 12 February 2028.", [["blockade", 9, false]]]
  ] as const)("%s", (text, expected) => {
    expect(read(text)).toEqual(expected)
  })

  it.each([
    "In 2025 our in-house musical sold 78% of seats over a five-week run.",
    "Picking at 140 lines per hour within three months of go-live.",
    "No store closed for more than one day.",
    "A 12-month warranty on every unit.",
    "Give two weeks' notice before each possession."
  ])("no work's length: %s", (text) => {
    expect(read(text)).toEqual([])
  })
})

const draft: WbsDraft = {
  phases: [
    { phase: "Initiation", tasks: [{ task: "Write the Project Initiation Document", duration_days: 5, resource: "PM" }] },
    {
      phase: "Build and Test",
      tasks: [
        { task: "Run rehearsals and the technical rehearsal", duration_days: 20, resource: "Company" },
        { task: "Plan the run's marketing", duration_days: 10, resource: "Marketing" },
        { task: "Run the 42 performances with the company and crew", duration_days: 12, resource: "Company" },
        { task: "Install, open and take down the exhibition at the four partner museums in turn", duration_days: 20, resource: "Curator" }
      ]
    }
  ]
}
const days = (d: WbsDraft) => d.phases.flatMap((p) => p.tasks.map((t) => t.duration_days))

describe("the task that does the work takes the length", () => {
  it("the run goes on the performances the sentence names, not on the rehearsals or the paperwork", () => {
    const fit = withStatedDurations(draft, "A six-week run from 14 September 2027: 42 performances.")
    expect(days(fit.draft)).toEqual([5, 20, 10, 30, 20])
    expect([...fit.kept]).toEqual(["Run the 42 performances with the company and crew"])
  })

  it("a length for each place, at four places in turn, is four lengths", () => {
    expect(days(withStatedDurations(draft, "Each partner has its gallery free for a three-month slot.").draft)).toEqual([5, 20, 10, 12, 252])
  })

  it("nothing to say: the draft as it is", () => {
    expect(withStatedDurations(draft, "Finish by 30 June 2028.").draft).toBe(draft)
  })

  it("the deadline fit shortens the other tasks and keeps the stated length", () => {
    const text = "A six-week run: 42 performances. Finish by 9 April 2027."
    const fit = fitWbsToDeadline(draft, "2027-01-04", text)
    const [pid, rehearsals, , run] = days(fit.draft)
    expect(run).toBe(30)
    expect(fit.factor).toBeLessThan(1)
    expect(rehearsals).toBeLessThan(20)
    expect(pid).toBeLessThan(5)
    expect(fit.finish! <= "2027-04-09").toBe(true)
  })
})
