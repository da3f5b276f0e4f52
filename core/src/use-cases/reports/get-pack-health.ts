import type { PackHealthResponse } from "../../responses/reports/health-responses"
import * as Effect from "effect/Effect"
import { ProjectArtefactsReader } from "../../ports/reports/project-artefacts-reader"
import type { Authenticated } from "../platform/authenticate-session"
import { ProjectNotFound } from "../platform/errors"
import { loadPlanStatus, requireActive } from "../platform/plan-access"
import { PROJECT_NOT_FOUND } from "../platform/texts"
import { reviewPack } from "../review/review-pack"
import { parseProjectKey, type ReportQuery } from "./report-request"

export type PackHealth = PackHealthResponse

/**
 * GET /reports/health (issue 34): the pack health check of one of the user's saved projects (either
 * method), errors first. An active plan as for every module read (402); another user's project is 404.
 */
export const getPackHealth = (auth: Authenticated, query: ReportQuery) =>
  Effect.gen(function* () {
    const key = yield* parseProjectKey(query)
    yield* Effect.flatMap(loadPlanStatus(auth), requireActive)
    const artefacts = yield* (yield* ProjectArtefactsReader).read(auth.user.id, key)
    if (artefacts === null) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    const findings = reviewPack(artefacts)
    const counts = { error: 0, warning: 0, note: 0 }
    for (const f of findings) counts[f.severity] += 1
    return { project_name: artefacts.project.name, method: artefacts.project.method, counts, findings } satisfies PackHealth
  })
