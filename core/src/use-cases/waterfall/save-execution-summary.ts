import type { SummarySaveResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import { Transactor } from "../../ports/transactor"
import { ExecutionSummaryRepository } from "../../ports/waterfall/execution-summary-repository"
import type { SummarySaveRequest } from "../../requests/waterfall/wbs-requests"
import { summaryLineText } from "../../rules/pack-review/review-lines"
import { DEFAULT_SUMMARY_PHASE } from "../../schemas/execution-summary"
import type { Authenticated } from "../platform/authenticate-session"
import { StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { summaryView } from "./summary-view"
import { STALE_VERSION } from "./texts"

/** POST /wbs/summary/save {project_id, project_name, phase, content_md} (+ version): a stale version answers 409. */
export const saveExecutionSummary = (auth: Authenticated, body: SummarySaveRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "wbs")
    const repo = yield* ExecutionSummaryRepository
    const current = yield* repo.find(open.project.id, body.phase)
    const expected = body.version ?? null
    const stale = (stored: typeof current) =>
      new StaleVersion({ message: STALE_VERSION, current_version: stored?.version ?? 0, current: summaryView(open, body.phase, stored) })
    if (expected !== null && (current?.version ?? 0) !== expected) return yield* stale(current)
    const saved = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const written = yield* repo.save(open.project.id, body.phase, body.content_md, auth.now, current && expected !== null ? expected : null)
        // issue 35: the drafted summary (the default phase's) edited is the user's
        if (written && current && body.phase === DEFAULT_SUMMARY_PHASE && current.contentMd !== body.content_md)
          yield* (yield* LineProvenanceRepository).dropTexts(open.project.id, "execution_summary", [summaryLineText(current.contentMd)])
        return written
      })
    )
    if (!saved) return yield* stale(yield* repo.find(open.project.id, body.phase))
    return { ok: true, ...summaryView(open, body.phase, saved) } satisfies SummarySaveResponse
  })
