import type { ProjectProvenanceResponse } from "../../responses/pack/provenance-responses"
// GET /projects/:id/provenance (issue 35): where each line of a project saved from a reviewed draft came from,
// for its owner only. A line edited since the save (its text changed, or its row saved from its module screen)
// is the user's and is not listed; a project saved otherwise has no lines.
import * as Effect from "effect/Effect"
import { savedProvenanceMap, assumedCounts } from "../../drafting/provenance/saved-provenance"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import { ProjectArtefactsReader } from "../../ports/reports/project-artefacts-reader"
import { reviewLines } from "../../rules/pack-review/review-lines"
import type { Authenticated } from "../platform/authenticate-session"
import { ProjectNotFound } from "../platform/errors"
import { PROJECT_NOT_FOUND } from "../platform/texts"

export const getProjectProvenance = (auth: Authenticated, projectId: number) =>
  Effect.gen(function* () {
    const artefacts = yield* (yield* ProjectArtefactsReader).read(auth.user.id, { id: projectId })
    if (artefacts === null) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    const saved = yield* (yield* LineProvenanceRepository).list(projectId)
    const map = saved.length === 0 ? {} : savedProvenanceMap(artefacts, saved)
    const lines = reviewLines(artefacts).flatMap((l) => {
      const p = map[l.key]
      return p ? [{ key: l.key, module: l.module, section: l.section, text: l.text, provenance: p }] : []
    })
    return { project_id: projectId, lines, assumed: assumedCounts(lines) } satisfies ProjectProvenanceResponse
  })
