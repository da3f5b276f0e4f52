import type { CommsPrefillResponse } from "../../responses/waterfall/comms-responses"
import * as Effect from "effect/Effect"
import type { CommsQuery } from "../../requests/waterfall/comms-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { commsContext } from "./comms-context"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"

/** GET /comms/prefill ?project_name&project_approach&project_method -> suggested_context. Free plan: no comms plan. */
export const prefillComms = (auth: Authenticated, query: CommsQuery) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, query)
    yield* requireFeature(open, "comms")
    const suggested = yield* commsContext(open, query.project_approach, query.project_method)
    return { suggested_context: suggested, project_approach: query.project_approach, project_method: query.project_method } satisfies CommsPrefillResponse
  })
