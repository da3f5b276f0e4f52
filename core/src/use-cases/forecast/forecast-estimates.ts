import type { ForecastEstimatesSavedResponse } from "../../responses/forecast/forecast-responses"
import * as Effect from "effect/Effect"
import { FORECAST_ESTIMATE_ORDER, FORECAST_NOT_A_LEAF, FORECAST_PROJECT_REQUIRED } from "../../messages/forecast"
import { ForecastRepository, type StoredEstimate } from "../../ports/forecast/forecast-repository"
import type { ForecastEstimatesRequest } from "../../requests/forecast/forecast-requests"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { ItemNotFound, StaleVersion } from "../waterfall/errors"
import { openProject } from "../waterfall/open-project"
import { requireFeature } from "../waterfall/plan-gate"
import { STALE_VERSION } from "../waterfall/texts"
import { loadForecastModel, modelOf } from "./forecast-model"
import { estimatesView } from "./forecast-views"

/** GET /forecast/estimates?project_id: the three-point estimate of each leaf task (docs/forecast.md). */
export const getForecastEstimates = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref, FORECAST_PROJECT_REQUIRED)
    return estimatesView(yield* loadForecastModel(open))
  })

/**
 * PUT /forecast/estimates {items [{id, optimistic, pessimistic} | {id, reset}], version}: edits the listed
 * leaves only; optimistic <= most likely (the task's duration) <= pessimistic. A stale version answers 409.
 */
export const updateForecastEstimates = (auth: Authenticated, body: ForecastEstimatesRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, FORECAST_PROJECT_REQUIRED)
    yield* requireFeature(open, "budget.full")
    const model = yield* loadForecastModel(open)
    const expected = body.version ?? null
    if (expected !== null && expected !== model.stored.estimatesVersion)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: model.stored.estimatesVersion, current: estimatesView(model) })
    const leaves = new Map(model.input.estimates.map((e) => [e.id, e.estimate]))
    const next: Record<string, StoredEstimate> = { ...model.stored.estimates }
    for (const edit of body.items) {
      const id = String(edit.id)
      const current = leaves.get(id)
      if (!current) return yield* new ItemNotFound({ message: FORECAST_NOT_A_LEAF })
      if (edit.reset === true) {
        delete next[id]
        continue
      }
      const optimistic = edit.optimistic ?? current.optimistic
      const pessimistic = edit.pessimistic ?? current.pessimistic
      if (!(optimistic <= current.most_likely && current.most_likely <= pessimistic)) return yield* new InvalidInput({ message: FORECAST_ESTIMATE_ORDER })
      next[id] = { optimistic, pessimistic }
    }
    const saved = yield* (yield* ForecastRepository).save(open.project.id, "estimates", next, auth.now, expected)
    if (!saved) {
      const now = yield* loadForecastModel(open)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: now.stored.estimatesVersion, current: estimatesView(now) })
    }
    return { ok: true, ...estimatesView(modelOf(model.artefacts, saved, model.input.links, model.plan)) } satisfies ForecastEstimatesSavedResponse
  })
