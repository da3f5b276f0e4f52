import * as Effect from "effect/Effect"
import { ExecutionSummaryRepository } from "../../ports/waterfall/execution-summary-repository"
import type { SummarySaveRequest } from "../../requests/waterfall/wbs-requests"
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
    const saved = yield* repo.save(open.project.id, body.phase, body.content_md, auth.now, current && expected !== null ? expected : null)
    if (!saved) return yield* stale(yield* repo.find(open.project.id, body.phase))
    return { ok: true, ...summaryView(open, body.phase, saved) }
  })
