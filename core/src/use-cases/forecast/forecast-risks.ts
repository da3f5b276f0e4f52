import type { ForecastRisksSavedResponse } from "../../responses/forecast/forecast-responses"
import * as Effect from "effect/Effect"
import { FORECAST_PROJECT_REQUIRED, FORECAST_RISK_NOT_FOUND, FORECAST_TASK_NOT_FOUND } from "../../messages/forecast"
import { ForecastRepository, type StoredRiskImpact } from "../../ports/forecast/forecast-repository"
import type { ForecastRisksRequest } from "../../requests/forecast/forecast-requests"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { ItemNotFound, StaleVersion } from "../waterfall/errors"
import { openProject } from "../waterfall/open-project"
import { requireFeature } from "../waterfall/plan-gate"
import { STALE_VERSION } from "../waterfall/texts"
import { loadForecastModel, modelOf } from "./forecast-model"
import { risksView } from "./forecast-views"

/** GET /forecast/risks?project_id: each open register risk as a forecast event (probability from its likelihood, impacts). */
export const getForecastRisks = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref, FORECAST_PROJECT_REQUIRED)
    return risksView(yield* loadForecastModel(open))
  })

/**
 * PUT /forecast/risks {items [{id, probability, schedule_days, cost_impact, tasks} | {id, reset}], version}:
 * a field given replaces the proposal, one left out keeps its value. A stale version answers 409.
 */
export const updateForecastRisks = (auth: Authenticated, body: ForecastRisksRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, FORECAST_PROJECT_REQUIRED)
    yield* requireFeature(open, "budget.full")
    const model = yield* loadForecastModel(open)
    const expected = body.version ?? null
    if (expected !== null && expected !== model.stored.risksVersion)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: model.stored.risksVersion, current: risksView(model) })
    const risks = new Set(model.input.risks.map((r) => r.id))
    const rows = new Set(model.input.rows.map((r) => r.id))
    const next: Record<string, StoredRiskImpact> = { ...model.stored.risks }
    for (const edit of body.items) {
      const id = String(edit.id)
      if (!risks.has(id)) return yield* new ItemNotFound({ message: FORECAST_RISK_NOT_FOUND })
      if (edit.reset === true) {
        delete next[id]
        continue
      }
      if (edit.tasks && edit.tasks.some((t) => !rows.has(String(t)))) return yield* new InvalidInput({ message: FORECAST_TASK_NOT_FOUND })
      next[id] = {
        ...next[id],
        ...(edit.probability === undefined ? {} : { probability: edit.probability }),
        ...(edit.schedule_days === undefined ? {} : { schedule_days: edit.schedule_days }),
        ...(edit.cost_impact === undefined ? {} : { cost_impact: edit.cost_impact }),
        ...(edit.tasks === undefined ? {} : { tasks: [...new Set(edit.tasks)] })
      }
    }
    const saved = yield* (yield* ForecastRepository).save(open.project.id, "risks", next, auth.now, expected)
    if (!saved) {
      const now = yield* loadForecastModel(open)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: now.stored.risksVersion, current: risksView(now) })
    }
    return { ok: true, ...risksView(modelOf(model.artefacts, saved, model.input.links, model.plan)) } satisfies ForecastRisksSavedResponse
  })
