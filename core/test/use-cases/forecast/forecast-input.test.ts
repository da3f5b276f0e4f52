import { describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { forecast } from "@initpack/core/rules/forecast/forecast"
import { forecastInputOf } from "@initpack/core/use-cases/forecast/forecast-input"

const project = (snet: string | null): ProjectArtefacts =>
  ({
    project: { name: "Depot move", method: "waterfall" },
    wbs: [
      { id: "1", parent_id: null, task: "Move", duration_days: 0 },
      { id: "2", parent_id: "1", task: "Pack the stores", duration_days: 3, start_date: "2026-03-02", end_date: "2026-03-04" },
      { id: "3", parent_id: "1", task: "Recommission the scanners", duration_days: 2, start_no_earlier_than: snet }
    ]
  }) as unknown as ProjectArtefacts

const finishOf = (a: ProjectArtefacts) => {
  const result = forecast(forecastInputOf(a), { iterations: 200, seed: 7 })
  if (Either.isLeft(result)) throw new Error(String(result.left))
  return result.right
}

describe("forecast input of a project", () => {
  it("keeps a task's start-no-earlier-than date, so the forecast's plan finish is the recalculation's", () => {
    // chain: Pack 2-4 Mar, Recommission 5-6 Mar; not before Monday 16 Mar: 16-17 Mar
    expect(forecastInputOf(project("2026-03-16")).rows.find((r) => r.id === "3")?.start_no_earlier_than).toBe("2026-03-16")
    expect(finishOf(project(null)).base.finish.date).toBe("2026-03-06")
    const held = finishOf(project("2026-03-16"))
    expect(held.base.finish.date).toBe("2026-03-17")
    expect(held.finish.percentiles.P10.date >= "2026-03-17").toBe(true)
  })

  it("finds each task's phase in one pass over a deep, wide plan (10,000 rows)", () => {
    const wbs: Array<{ id: string; parent_id: string | null; task: string; duration_days: number }> = [{ id: "p", parent_id: null, task: "Programme", duration_days: 0 }]
    for (let i = 0; i < 9_999; i++) wbs.push({ id: `t${i}`, parent_id: i % 100 === 0 ? "p" : `t${i - (i % 100)}`, task: `Task ${i}`, duration_days: 1 })
    const input = forecastInputOf({ project: { name: "Big", method: "waterfall" }, wbs } as unknown as ProjectArtefacts)
    expect(input.rows).toHaveLength(10_000)
    expect(input.rows.filter((r) => r.estimate != null)).toHaveLength(9_999 - 100)
  })
})
