import * as Effect from "effect/Effect"
import * as Layer from "effect/Layer"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { ProjectRepository, type ProjectRecord } from "@initpack/core/ports/project-repository"
import { ProjectArtefactsReader, type ProjectArtefactsReaderService, type ReportProjectKey } from "@initpack/core/ports/reports/project-artefacts-reader"
import * as ProjectRepo from "../project-repository"
import * as AgileLayer from "../agile/agile-layer"
import * as WaterfallLayer from "../waterfall/waterfall-layer"
import { readAgileBudget, readAgileScopeArtefact, readBacklog, readRelease, readSchedule } from "./agile-artefacts"
import { readForecast } from "./forecast-artefacts"
import { readComms, readRisks, readStakeholders } from "./shared-artefacts"
import { readBudget, readExecutionSummary, readScope, readWbs } from "./waterfall-artefacts"

const waterfallArtefacts = (project: ProjectRecord) =>
  Effect.all(
    {
      scope: readScope(project.id),
      stakeholders: readStakeholders(project.id),
      risks: readRisks(project.id),
      comms: readComms(project.id, "Waterfall"),
      wbs: readWbs(project.id),
      executionSummary: readExecutionSummary(project.id),
      budget: readBudget(project.id)
    },
    { concurrency: 1 }
  )

const agileArtefacts = (project: ProjectRecord) =>
  Effect.gen(function* () {
    const { epics, stories } = yield* readBacklog(project.id)
    const rest = yield* Effect.all({
      agileScope: readAgileScopeArtefact(project.id),
      stakeholders: readStakeholders(project.id),
      risks: readRisks(project.id),
      comms: readComms(project.id, "Agile"),
      release: readRelease(project.id),
      schedule: readSchedule(project.id),
      budget: readAgileBudget(project.id)
    })
    return { ...rest, epics, stories }
  })

/** Finds the project among the user's own only, then reads the artefacts of its method. */
const readArtefacts = (userId: number, key: ReportProjectKey) =>
  Effect.gen(function* () {
    const projects = yield* ProjectRepository
    const project = "id" in key ? yield* projects.findById(userId, key.id) : yield* projects.findByName(userId, key.name.trim())
    if (project === null) return null
    const head = { project: { id: project.id, name: project.name, method: project.methodology } }
    const artefacts: ProjectArtefacts =
      project.methodology === "agile" ? { ...head, ...(yield* agileArtefacts(project)) } : { ...head, ...(yield* waterfallArtefacts(project)) }
    // issue 23: the forecast edits, so the documents show the numbers the Forecast panel shows
    const rows = (project.methodology === "agile" ? artefacts.schedule?.tasks : artefacts.wbs) ?? []
    const durations = new Map(rows.map((r) => [String(r.id), typeof r.duration_days === "number" ? r.duration_days : 0]))
    return { ...artefacts, forecast: yield* readForecast(project.id, project.methodology !== "agile", durations) }
  })

/** The reader over the module repositories (waterfall and agile tables), given those repositories. */
export const make = Effect.map(Effect.context<Effect.Effect.Context<ReturnType<typeof readArtefacts>>>(), (context): ProjectArtefactsReaderService => ({
  read: (userId, key) => Effect.provide(readArtefacts(userId, key), context)
}))

/** Needs only the SqlClient: the project and module repositories are built over it. */
export const layer = Layer.effect(ProjectArtefactsReader, make).pipe(
  Layer.provide(Layer.mergeAll(ProjectRepo.layer, WaterfallLayer.layer, AgileLayer.layer))
)
