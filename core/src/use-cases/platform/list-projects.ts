import * as Effect from "effect/Effect"
import { ProjectRepository } from "../../ports/project-repository"
import type { Authenticated } from "./authenticate-session"
import { requireActiveSubscription } from "./plan-access"
import { projectView } from "./project-view"

/** GET /auth/projects[?q=] and /auth/projects/archived: the user's own projects only. */
export const listProjects = (auth: Authenticated, query: { readonly archived: boolean; readonly search?: string | undefined }) =>
  Effect.gen(function* () {
    yield* requireActiveSubscription(auth.user.id, auth.now, auth.subscription)
    const projects = yield* (yield* ProjectRepository).list(auth.user.id, query)
    return projects.map(projectView)
  })
