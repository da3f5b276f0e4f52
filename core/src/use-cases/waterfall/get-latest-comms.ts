import * as Effect from "effect/Effect"
import { CommsRepository } from "../../ports/waterfall/comms-repository"
import type { CommsQuery } from "../../requests/waterfall/comms-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"

/** GET /comms/latest (same parameters) -> plan, context_used, id of the latest plan for the approach. */
export const getLatestComms = (auth: Authenticated, query: CommsQuery) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, query)
    yield* requireFeature(open, "comms")
    const row = yield* (yield* CommsRepository).latest(open.project.id, query.project_approach)
    if (!row) return { found: false, plan: null, context_used: "", id: null, saved_id: null, project_approach: query.project_approach }
    return {
      found: true,
      plan: row.plan,
      context_used: row.contextUsed,
      id: row.id,
      saved_id: row.id,
      project_approach: row.approach,
      project_method: row.method,
      created_at: row.createdAt.toISOString()
    }
  })
