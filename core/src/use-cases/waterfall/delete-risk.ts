import type { RiskSnapshotResponse } from "../../responses/waterfall/risk-responses"
import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskDeleteRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound, StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { riskView } from "./risk-view"
import { snapshotAfterChange } from "./snapshot-after-change"
import { RISK_NOT_FOUND, STALE_VERSION } from "./texts"

/** POST /risk/delete {project_name, risk_id} (+ version: deleting a row changed elsewhere answers 409); then a snapshot. */
export const deleteRisk = (auth: Authenticated, body: RiskDeleteRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const repo = yield* RiskRepository
    const removed = yield* repo.remove(open.project.id, body.risk_id, body.version ?? null)
    if (!removed) {
      const current = yield* repo.find(open.project.id, body.risk_id)
      if (!current) return yield* new ItemNotFound({ message: RISK_NOT_FOUND })
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: current.version, current: riskView(current) })
    }
    const snap = yield* snapshotAfterChange(open, "delete")
    return { ok: true, saved_id: snap.saved_id } satisfies RiskSnapshotResponse
  })
