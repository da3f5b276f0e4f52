import * as Effect from "effect/Effect"
import type { ProjectArtefacts } from "../../document/artefacts"
import { ForecastRepository, type ForecastRecord } from "../../ports/forecast/forecast-repository"
import { ProjectArtefactsReader } from "../../ports/reports/project-artefacts-reader"
import { ScheduleTaskRepository } from "../../ports/agile/schedule-task-repository"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { TaskLink } from "../../rules/planning/network/task-link"
import type { ThreePoint } from "../../rules/forecast/three-point"
import { ProjectNotFound } from "../platform/errors"
import { PROJECT_NOT_FOUND } from "../platform/texts"
import { scheduleTaskLinks } from "../agile/schedule-links"
import type { OpenProject } from "../waterfall/open-project"
import { forecastInputOf, forecastPlanOf, type ForecastPlan, type ArtefactsForecastInput, type ForecastOverrides } from "./forecast-input"

/** A project's forecast model: the proposal from its artefacts and the model with the user's edits applied. */
export interface ForecastModel {
  readonly artefacts: ProjectArtefacts
  readonly stored: ForecastRecord
  readonly proposed: ArtefactsForecastInput
  readonly input: ArtefactsForecastInput
  /** the artefacts' rows and proposals, shared by a model built again after a save */
  readonly plan: ForecastPlan
}

/** The overrides a stored record gives: edited spreads around each leaf's current duration, edited risk impacts. */
export const overridesOf = (stored: ForecastRecord, proposed: ArtefactsForecastInput, links: ReadonlyArray<TaskLink>): ForecastOverrides => {
  const estimates: Record<string, ThreePoint> = {}
  for (const e of proposed.estimates) {
    const s = stored.estimates[e.id]
    if (s) estimates[e.id] = { optimistic: s.optimistic, most_likely: e.estimate.most_likely, pessimistic: s.pessimistic }
  }
  const risks: Record<string, NonNullable<ForecastOverrides["risks"]>[string]> = {}
  for (const [id, s] of Object.entries(stored.risks)) {
    risks[id] = {
      ...(s.probability === undefined ? {} : { probability: s.probability }),
      ...(s.schedule_days === undefined ? {} : { schedule_days: s.schedule_days }),
      ...(s.cost_impact === undefined ? {} : { cost_impact: s.cost_impact }),
      ...(s.tasks === undefined ? {} : { tasks: s.tasks.map(String) })
    }
  }
  return { estimates, risks, links }
}

/** Builds the model from the project's saved artefacts (WBS or schedule, register, budget), its task links and the stored edits. */
export const modelOf = (artefacts: ProjectArtefacts, stored: ForecastRecord, links: ReadonlyArray<TaskLink>, plan = forecastPlanOf(artefacts)): ForecastModel => {
  const proposed = forecastInputOf(artefacts, { links }, undefined, plan)
  return { artefacts, stored, proposed, input: forecastInputOf(artefacts, overridesOf(stored, proposed, links), undefined, plan), plan }
}

/** Loads the model of one of the user's projects with its stored task links (waterfall: the WBS's; agile: the schedule's), else the chain. */
export const loadForecastModel = (open: Pick<OpenProject, "auth" | "project">) =>
  Effect.gen(function* () {
    const artefacts = yield* (yield* ProjectArtefactsReader).read(open.auth.user.id, { id: open.project.id })
    if (artefacts === null) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    const stored = yield* (yield* ForecastRepository).find(open.project.id)
    const links: Array<TaskLink> =
      open.project.methodology === "agile"
        ? scheduleTaskLinks(yield* (yield* ScheduleTaskRepository).listLinks(open.project.id))
        : (yield* (yield* WbsRepository).listLinks(open.project.id)).map((l) => ({ predecessor: String(l.predecessorId), successor: String(l.successorId), type: l.type, lag: l.lag }))
    return modelOf(artefacts, stored, links)
  })

/** An id as the API answers it: a number when it is one. */
export const apiId = (id: string): number | string => (/^\d{1,15}$/.test(id) ? Number(id) : id)
