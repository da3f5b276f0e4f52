import type { RiskGenerateMoreResponse } from "../../responses/waterfall/risk-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { Drafter } from "../../ports/drafter"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import { Transactor } from "../../ports/transactor"
import { uniqueBy } from "../../drafting/guards"
import { MORE_RISKS_COUNT } from "../../drafting/risks"
import { RISK_GENERATE_NEEDS_CONTEXT } from "../../messages/risk"
import type { RiskGenerateMoreRequest } from "../../requests/waterfall/risk-requests"
import { capToAllowance } from "../../rules/platform/entitlements"
import { validateRiskGenerate } from "../../rules/validation/risk"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { draftedRiskRecords } from "./new-risk-records"
import { openProject } from "./open-project"
import { recordGeneration, requireFeature } from "./plan-gate"
import { snapshotAfterChange } from "./snapshot-after-change"

/**
 * POST /risk/generate_more {project_name, text, existing_titles}: adds 3-5 risks whose titles are new
 * to the register and to each other (waterfall.md §9), then snapshots. Free plan: 1 risk in all.
 */
export const generateMoreRisks = (auth: Authenticated, body: RiskGenerateMoreRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, RISK_GENERATE_NEEDS_CONTEXT)
    const valid = validateRiskGenerate({ project_name: open.project.name, context: body.text })
    if (Either.isLeft(valid)) return yield* new InvalidInput({ message: valid.left.message })
    const repo = yield* RiskRepository
    const stored = yield* repo.list(open.project.id)
    yield* requireFeature(open, "risk.add", { current: stored.length })
    const taken = [...stored.map((r) => r.title), ...body.existing_titles]
    const drafter = yield* Drafter
    const draft = yield* drafter.moreRisks({ project_name: open.project.name, text: valid.right.context, existing_titles: taken })
    const fresh = uniqueBy(draft.risks, (r) => r.title, taken).slice(0, MORE_RISKS_COUNT.max)
    const rows = draftedRiskRecords(open.project.id, capToAllowance(open.plan, "risk.add", stored.length, fresh), "ai", auth.now)
    const result = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const added = yield* repo.insert(rows)
        const snap = yield* snapshotAfterChange(open, "generate_more", drafter.name)
        return { added, ...snap }
      })
    )
    yield* recordGeneration(open, "ai.risk_generate_more")
    return { status: "ok", added: result.added.length, model: drafter.name, risks: result.risks, saved_id: result.saved_id } satisfies RiskGenerateMoreResponse
  })
