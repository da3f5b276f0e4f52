import type { KpiGenerateResponse } from "../../responses/waterfall/scope-responses"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { noAdditionalKpis } from "../../messages/scope"
import type { KpiGenerateRequest } from "../../requests/waterfall/scope-requests"
import { newKpis } from "../../rules/scope/kpis"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { recordGeneration, useVisionGoalGeneration } from "./plan-gate"

/**
 * POST /scope/kpi/generate: more KPIs for a goal, de-duplicated by metric against the existing ones
 * and each other (waterfall.md §3); none new gives the 'No additional KPIs' message. A Goal generation.
 */
export const generateKpis = (auth: Authenticated, body: KpiGenerateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* useVisionGoalGeneration(open)
    const drafter = yield* Drafter
    const draft = yield* drafter.moreKpis({
      project_name: open.project.name,
      goal_title: body.goal_title,
      goal_rationale: body.goal_rationale,
      existing_kpis: body.existing_kpis
    })
    yield* recordGeneration(open, "ai.scope_kpis")
    const kpis = newKpis(body.existing_kpis, draft.kpis)
    return (kpis.length === 0 ? { kpis, message: noAdditionalKpis(body.goal_title) } : { kpis }) satisfies KpiGenerateResponse
  })
