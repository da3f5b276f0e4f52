import * as Effect from "effect/Effect"
import { ProjectRepository, type ProjectRecord } from "../../ports/project-repository"
import type { Authenticated } from "./authenticate-session"
import { requireActiveSubscription } from "./plan-access"
import { projectView, type ProjectView } from "./project-view"

// a list read again from the adapter's read cache is the same array: map it once
const views = new WeakMap<ReadonlyArray<ProjectRecord>, ReadonlyArray<ProjectView>>()
const viewsOf = (projects: ReadonlyArray<ProjectRecord>) => {
  let v = views.get(projects)
  if (!v) views.set(projects, (v = projects.map(projectView)))
  return v
}

/** GET /auth/projects[?q=] and /auth/projects/archived: the user's own projects only. */
export const listProjects = (auth: Authenticated, query: { readonly archived: boolean; readonly search?: string | undefined }) =>
  Effect.gen(function* () {
    yield* requireActiveSubscription(auth.user.id, auth.now, auth.subscription)
    const projects = yield* (yield* ProjectRepository).list(auth.user.id, query)
    return viewsOf(projects)
  })
