import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import type { RiskMitigationRequest } from "../../requests/waterfall/risk-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { loadPlanAccess, requireActive } from "../platform/plan-access"
import { ItemNotFound } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { snapshotAfterChange } from "./snapshot-after-change"
import { RISK_NOT_FOUND } from "./texts"

export const MITIGATION_ACTION = "ai.risk_mitigation"

/**
 * POST /risk/mitigation {title, description, category, likelihood, impact}: a drafted mitigation and
 * contingency. With project and risk_id the risk is updated too (then a snapshot). Free plan: 1 mitigation.
 */
export const draftRiskMitigation = (auth: Authenticated, body: RiskMitigationRequest) =>
  Effect.gen(function* () {
    const named = body.project_id !== undefined || (body.project_name ?? "").trim() !== ""
    const open = named ? yield* openProject(auth, body) : null
    const plan = open?.plan ?? (yield* Effect.flatMap(loadPlanAccess(auth.user.id, auth.now), requireActive)).plan
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
    yield* subs.recordUsage(auth.user.id, MITIGATION_ACTION, open?.project.id ?? null, auth.now)
    if (open && body.risk_id !== undefined) {
      const repo = yield* RiskRepository
      const risk = yield* repo.find(open.project.id, body.risk_id)
      if (!risk) return yield* new ItemNotFound({ message: RISK_NOT_FOUND })
      yield* repo.update(open.project.id, risk.id, { ...risk, mitigation: draft.mitigation, contingency: draft.contingency }, null)
      yield* snapshotAfterChange(open, "mitigation", drafter.name)
    }
    return { mitigation: draft.mitigation, contingency: draft.contingency, model: drafter.name }
  })
