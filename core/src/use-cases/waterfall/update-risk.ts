import type { RiskSavedResponse } from "../../responses/waterfall/risk-responses"
import * as Effect from "effect/Effect"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskUpdateRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound, StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { riskFields, riskView } from "./risk-view"
import { snapshotAfterChange } from "./snapshot-after-change"
import { RISK_NOT_FOUND, STALE_VERSION } from "./texts"

/** POST /risk/update {project_name, risk_id, fields} (+ version): a stale version answers 409; then a snapshot. */
export const updateRisk = (auth: Authenticated, body: RiskUpdateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const repo = yield* RiskRepository
    const current = yield* repo.find(open.project.id, body.risk_id)
    if (!current) return yield* new ItemNotFound({ message: RISK_NOT_FOUND })
    const expected = body.version ?? null
    if (expected !== null && expected !== current.version)
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: current.version, current: riskView(current) })
    const updated = yield* repo.update(open.project.id, body.risk_id, riskFields({ ...current, ...body.fields }), expected ?? current.version)
    if (!updated) {
      // changed between the read and the write: answer the row as stored now
      const now = yield* repo.find(open.project.id, body.risk_id)
      if (!now) return yield* new ItemNotFound({ message: RISK_NOT_FOUND })
      return yield* new StaleVersion({ message: STALE_VERSION, current_version: now.version, current: riskView(now) })
    }
    // issue 35: an edited drafted risk is the user's; its saved provenance goes
    yield* (yield* LineProvenanceRepository).dropRecord(open.project.id, "risks", body.risk_id)
    const snap = yield* snapshotAfterChange(open, "update")
    return { ok: true, risk: riskView(updated), saved_id: snap.saved_id } satisfies RiskSavedResponse
  })
