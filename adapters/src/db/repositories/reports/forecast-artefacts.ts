import * as Effect from "effect/Effect"
import type { ForecastArtefactInput } from "@initpack/core/document/artefacts"
import { ForecastRepository } from "@initpack/core/ports/forecast/forecast-repository"
import { ScheduleTaskRepository } from "@initpack/core/ports/agile/schedule-task-repository"
import { WbsRepository } from "@initpack/core/ports/waterfall/wbs-repository"

/**
 * The project's forecast edits for the documents (issue 23): edited spreads (the most likely is the
 * task's duration, filled in by the model), risk impacts, the task links (the WBS's, or the agile
 * schedule's) and the contingency method.
 */
export const readForecast = (projectId: number, waterfall: boolean, durations: ReadonlyMap<string, number>) =>
  Effect.gen(function* () {
    const stored = yield* (yield* ForecastRepository).find(projectId)
    const links = waterfall ? yield* (yield* WbsRepository).listLinks(projectId) : yield* (yield* ScheduleTaskRepository).listLinks(projectId)
    const estimates: Record<string, { optimistic: number; most_likely: number; pessimistic: number }> = {}
    for (const [id, e] of Object.entries(stored.estimates)) {
      const d = durations.get(id)
      if (d !== undefined) estimates[id] = { optimistic: e.optimistic, most_likely: Math.ceil(Math.max(0, d)), pessimistic: e.pessimistic }
    }
    const risks: Record<string, { probability?: number; schedule_days?: number; cost_impact?: number; tasks?: ReadonlyArray<string> }> = {}
    for (const [id, r] of Object.entries(stored.risks)) {
      const { tasks, ...impacts } = r
      risks[id] = { ...impacts, ...(tasks ? { tasks: tasks.map(String) } : {}) }
    }
    const forecast: ForecastArtefactInput = {
      estimates,
      risks,
      links: links.map((l) => ({ predecessor: String(l.predecessorId), successor: String(l.successorId), type: l.type, lag: l.lag })),
      contingency_method: stored.contingencyMethod
    }
    return forecast
  })
