import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskUpdateRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound, StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { riskView } from "./risk-view"
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
    const stale = new StaleVersion({ message: STALE_VERSION, current_version: current.version })
    if (expected !== null && expected !== current.version) return yield* stale
    const { title, description, category, likelihood, impact, mitigation, contingency, status } = { ...current, ...body.fields }
    const updated = yield* repo.update(open.project.id, body.risk_id, { title, description, category, likelihood, impact, mitigation, contingency, status }, expected ?? current.version)
    if (!updated) return yield* stale
    const snap = yield* snapshotAfterChange(open, "update")
    return { ok: true, risk: riskView(updated), saved_id: snap.saved_id }
  })
