import type { RiskSavedResponse } from "../../responses/waterfall/risk-responses"
import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskAddRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { DEFAULT_RISK_STATUS } from "./new-risk-records"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { riskFields, riskView } from "./risk-view"
import { snapshotAfterChange } from "./snapshot-after-change"

/** POST /risk/add {project_name, risk}: title required, defaults Technical / Medium / Medium (waterfall.md §9). Free plan: 1 risk. */
export const addRisk = (auth: Authenticated, body: RiskAddRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    const repo = yield* RiskRepository
    const count = (yield* repo.list(open.project.id)).length
    yield* requireFeature(open, "risk.add", { current: count })
    const r = body.risk
    const [inserted] = yield* repo.insert([
      {
        projectId: open.project.id,
        ...riskFields(r),
        status: r.status.trim() === "" ? DEFAULT_RISK_STATUS : r.status,
        source: "manual",
        createdAt: auth.now
      }
    ])
    const snap = yield* snapshotAfterChange(open, "add")
    return { ok: true, risk: riskView(inserted!), saved_id: snap.saved_id } satisfies RiskSavedResponse
  })
