import * as Effect from "effect/Effect"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { loadRelease, releaseView } from "./release-view"

/** GET /agile/release?project_name: lanes and wip_limits (agile.md §7). */
export const getReleasePlan = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    return releaseView(yield* loadRelease(project.id))
  })
