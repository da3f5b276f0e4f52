import * as Effect from "effect/Effect"
import { ExecutionSummaryRepository } from "../../ports/waterfall/execution-summary-repository"
import type { SummaryQuery } from "../../requests/waterfall/wbs-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { summaryView } from "./summary-view"

/** GET /wbs/summary?project_id&project_name&phase -> found, content_md, updated_at, created_at (phase default execution). */
export const getExecutionSummary = (auth: Authenticated, query: SummaryQuery) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, query)
    yield* requireFeature(open, "wbs")
    return summaryView(open, query.phase, yield* (yield* ExecutionSummaryRepository).find(open.project.id, query.phase))
  })
