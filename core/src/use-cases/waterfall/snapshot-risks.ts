import type { RiskSnapshotResponse } from "../../responses/waterfall/risk-responses"
import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskSnapshotRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"

/** POST /risk/snapshot {project_name, items, source, model, notes} -> saved_id (the screen calls it after changes). */
export const snapshotRisks = (auth: Authenticated, body: RiskSnapshotRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const savedId = yield* (yield* RiskRepository).snapshot({
      projectId: open.project.id,
      items: body.items,
      source: body.source,
      model: body.model,
      notes: body.notes,
      createdAt: auth.now
    })
    return { ok: true, saved_id: savedId } satisfies RiskSnapshotResponse
  })
