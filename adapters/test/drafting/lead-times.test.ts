// Issue 33, point 4: a lead time the brief states is a task of that length before the work that needs it.
import * as Effect from "effect/Effect"
import { describe, expect, it } from "vitest"
import { make } from "@initpack/adapters/drafting/offline-drafter"
import { statedLeadTimes } from "@initpack/adapters/drafting/offline/lead-times"
import { wordingProblems } from "@initpack/core/drafting/wording/line-problems"

describe("stated lead times", () => {
  it("reads the thing, the length and whether it was quoted, in the ways sponsors put it", () => {
    expect(statedLeadTimes("The depots have to keep running. Grid connection upgrades at both depots have a quoted lead time of 18 months.")).toEqual([
      { thing: "grid connection upgrades at both depots", n: 18, unit: "month", quoted: true }
    ])
    expect(statedLeadTimes("Lead times for the walk-in chillers are about 20 weeks, so we must order early.")).toEqual([{ thing: "walk-in chillers", n: 20, unit: "week", quoted: false }])
    expect(statedLeadTimes("Each fire appliance takes around fourteen months to build.")[0]).toMatchObject({ n: 14, unit: "month" })
    expect(statedLeadTimes("The new system must be live within 18 months.")).toEqual([])
  })

  it("puts a task of that length before the build work about the same thing, so the plan ends after it", () => {
    const drafter = Effect.runSync(make)
    const text =
      "Replace the two depots' diesel fuelling with electric charging for 40 buses by the end of 2029. Grid connection upgrades at both depots have a quoted lead time of 18 months. The project starts on 4 January 2027."
    const { phases } = Effect.runSync(drafter.draftWbs({ project_name: "Depot Electrification", project_scope: text }))
    const build = phases.find((p) => p.phase === "Build and Test")!.tasks
    const lead = build.findIndex((t) => /lead time of 18 months/.test(t.task))
    expect(lead).toBeGreaterThanOrEqual(0)
    expect(build[lead]!.duration_days).toBeGreaterThanOrEqual(380)
    expect(wordingProblems(build[lead]!.task, "task")).toEqual([])
    const install = build.findIndex((t) => /charg|depot|grid/i.test(t.task) && !/lead time/.test(t.task))
    if (install >= 0) expect(install).toBeGreaterThan(lead)
  })
})
