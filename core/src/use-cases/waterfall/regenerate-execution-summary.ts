import type { SummaryRegenerateResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import { Drafter } from "../../ports/drafter"
import { ExecutionSummaryRepository } from "../../ports/waterfall/execution-summary-repository"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { SummaryRegenerateRequest } from "../../requests/waterfall/wbs-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { recordGeneration, requireFeature } from "./plan-gate"
import { summaryView } from "./summary-view"
import { EXPAND_NEEDS_DRAFT } from "./texts"
import { wbsTree, wbsView } from "./wbs-tree"

/**
 * POST /wbs/summary/regenerate {project_id, project_name, phase, mode}: a standard draft from the WBS
 * and scope, or an expansion of the saved draft (only once one exists, waterfall.md §2); saved.
 */
export const regenerateExecutionSummary = (auth: Authenticated, body: SummaryRegenerateRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "wbs")
    const repo = yield* ExecutionSummaryRepository
    const existing = yield* repo.find(open.project.id, body.phase)
    if (body.mode === "expand") {
      yield* requireFeature(open, "scope.expand")
      if (!existing || existing.contentMd.trim() === "") return yield* new InvalidInput({ message: EXPAND_NEEDS_DRAFT })
    }
    const items = wbsView(wbsTree(yield* (yield* WbsRepository).list(open.project.id)))
    const scope = yield* (yield* ScopeRepository).find(open.project.id)
    const narrative = typeof scope?.scope.in_scope === "string" ? scope.scope.in_scope : ""
    const drafter = yield* Drafter
    const draft = yield* drafter.executionSummary({
      project_name: open.project.name,
      phase: body.phase,
      mode: body.mode,
      context: narrative,
      tasks: items.filter((i) => !i.has_children).map((i) => ({ phase: i.phase, task: i.task, duration_days: Math.round(i.duration_days), resource: i.resource_label })),
      ...(existing ? { existing_md: existing.contentMd } : {})
    })
    const saved = yield* repo.save(open.project.id, body.phase, draft.content_md, auth.now, null)
    yield* recordGeneration(open, `ai.summary_${body.mode}`)
    return { ...summaryView(open, body.phase, saved), mode: body.mode, model: drafter.name } satisfies SummaryRegenerateResponse
  })
