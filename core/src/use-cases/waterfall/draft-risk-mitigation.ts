import type { RiskMitigationResponse } from "../../responses/waterfall/risk-responses"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskMitigationRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { loadPlanStatus, requireActive } from "../platform/plan-access"
import { ItemNotFound, StaleVersion } from "./errors"
import { riskFields, riskView } from "./risk-view"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { snapshotAfterChange } from "./snapshot-after-change"
import { RISK_NOT_FOUND, STALE_VERSION } from "./texts"

export const MITIGATION_ACTION = "ai.risk_mitigation"

/**
 * POST /risk/mitigation {title, description, category, likelihood, impact}: a drafted mitigation and
 * contingency. With project and risk_id the risk is updated too (then a snapshot), only if it is still the
 * version the client sent (when sent) and the one read here: otherwise 409 with the stored row.
 * Free plan: 1 mitigation.
 */
export const draftRiskMitigation = (auth: Authenticated, body: RiskMitigationRequest) =>
  Effect.gen(function* () {
    const named = body.project_id !== undefined || (body.project_name ?? "").trim() !== ""
    const open = named ? yield* openProject(auth, body) : null
    const plan = open?.plan ?? (yield* Effect.flatMap(loadPlanStatus(auth), requireActive)).plan
    const repo = yield* RiskRepository
    const target = open && body.risk_id !== undefined ? yield* repo.find(open.project.id, body.risk_id) : null
    if (open && body.risk_id !== undefined) {
      if (!target) return yield* new ItemNotFound({ message: RISK_NOT_FOUND })
      if (body.version !== undefined && body.version !== null && body.version !== target.version)
        return yield* new StaleVersion({ message: STALE_VERSION, current_version: target.version, current: riskView(target) })
    }
    const subs = yield* SubscriptionRepository
    const used = yield* subs.countUsage(auth.user.id, MITIGATION_ACTION, null, auth.now)
    yield* requireFeature({ plan }, "risk.mitigation", { current: used })
    const drafter = yield* Drafter
    const draft = yield* drafter.draftMitigation({
      title: body.title,
      description: body.description,
      ...(open ? { project_name: open.project.name } : {}),
      ...(body.category ? { category: body.category } : {}),
      ...(body.likelihood ? { likelihood: body.likelihood } : {}),
      ...(body.impact ? { impact: body.impact } : {})
    })
    // counted once the draft is delivered: a draft discarded by a 409 below does not count
    const countUse = subs.recordUsage(auth.user.id, MITIGATION_ACTION, open?.project.id ?? null, auth.now)
    if (open && target) {
      // only the drafted fields change, and only on the row as read above (drafting may take a while)
      const updated = yield* repo.update(open.project.id, target.id, { ...riskFields(target), mitigation: draft.mitigation, contingency: draft.contingency }, target.version)
      if (!updated) {
        const now = yield* repo.find(open.project.id, target.id)
        if (!now) return yield* new ItemNotFound({ message: RISK_NOT_FOUND })
        return yield* new StaleVersion({ message: STALE_VERSION, current_version: now.version, current: riskView(now) })
      }
      yield* countUse
      yield* snapshotAfterChange(open, "mitigation", drafter.name)
      return { mitigation: draft.mitigation, contingency: draft.contingency, model: drafter.name, risk: riskView(updated) } satisfies RiskMitigationResponse
    }
    yield* countUse
    return { mitigation: draft.mitigation, contingency: draft.contingency, model: drafter.name } satisfies RiskMitigationResponse
  })
