import type { RiskGenerateResponse } from "../../responses/waterfall/risk-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { Drafter } from "../../ports/drafter"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import { Transactor } from "../../ports/transactor"
import { RISK_GENERATE_NEEDS_CONTEXT } from "../../messages/risk"
import type { RiskGenerateRequest } from "../../requests/waterfall/risk-requests"
import { capToAllowance } from "../../rules/platform/entitlements"
import { validateRiskGenerate } from "../../rules/validation/risk"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { draftedRiskRecords } from "./new-risk-records"
import { openProject } from "./open-project"
import { recordGeneration } from "./plan-gate"
import { snapshotAfterChange } from "./snapshot-after-change"

/**
 * POST /risk/generate {project_name, text}: drafts a new register that replaces the old one, manual
 * risks included (waterfall.md §2), then snapshots it. Free plan: 1 risk.
 */
export const generateRisks = (auth: Authenticated, body: RiskGenerateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body, RISK_GENERATE_NEEDS_CONTEXT)
    const valid = validateRiskGenerate({ project_name: open.project.name, context: body.text })
    if (Either.isLeft(valid)) return yield* new InvalidInput({ message: valid.left.message })
    const drafter = yield* Drafter
    const draft = yield* drafter.draftRiskRegister({ project_name: open.project.name, text: valid.right.context })
    const rows = draftedRiskRecords(open.project.id, capToAllowance(open.plan, "risk.add", 0, draft.risks), "ai", auth.now)
    const repo = yield* RiskRepository
    const result = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* repo.deleteAll(open.project.id)
        yield* repo.insert(rows)
        return yield* snapshotAfterChange(open, "generate", drafter.name)
      })
    )
    yield* recordGeneration(open, "ai.risk_generate")
    return { status: "ok", model: drafter.name, count: result.risks.length, risks: result.risks, saved_id: result.saved_id } satisfies RiskGenerateResponse
  })
