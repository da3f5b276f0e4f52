import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { OpenProject } from "./open-project"
import { riskView } from "./risk-view"

/** waterfall.md §7: a register snapshot is kept after every risk change. Answers the current risks and the snapshot id. */
export const snapshotAfterChange = (open: OpenProject, source: string, model = "", notes = "") =>
  Effect.gen(function* () {
    const repo = yield* RiskRepository
    const risks = (yield* repo.list(open.project.id)).map(riskView)
    const savedId = yield* repo.snapshot({ projectId: open.project.id, items: risks, source, model, notes, createdAt: open.auth.now })
    return { risks, saved_id: savedId }
  })
