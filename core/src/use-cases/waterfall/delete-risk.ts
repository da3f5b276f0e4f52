import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskDeleteRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound } from "./errors"
import { openProject } from "./open-project"
import { snapshotAfterChange } from "./snapshot-after-change"
import { RISK_NOT_FOUND } from "./texts"

/** POST /risk/delete {project_name, risk_id}; then a snapshot. */
export const deleteRisk = (auth: Authenticated, body: RiskDeleteRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const removed = yield* (yield* RiskRepository).remove(open.project.id, body.risk_id)
    if (!removed) return yield* new ItemNotFound({ message: RISK_NOT_FOUND })
    const snap = yield* snapshotAfterChange(open, "delete")
    return { ok: true, saved_id: snap.saved_id }
  })
