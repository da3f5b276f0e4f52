import * as Effect from "effect/Effect"
import { ProjectRepository } from "../../ports/project-repository"
import { authorisationState } from "../board-review/authorisation-state"
import type { Authenticated } from "./authenticate-session"
import { ProjectNotFound } from "./errors"
import { requireActiveSubscription } from "./plan-access"
import { projectView } from "./project-view"
import { PROJECT_NOT_FOUND } from "./texts"

export type ProjectKey = { readonly id: number } | { readonly name: string }

/**
 * GET /auth/projects/{id}, /projects/{id}, /projects?id= or ?name=: resolved within the user's projects; another user's is not found.
 * With the board review's state (issue 36): the latest authorised version and whether the pack changed since.
 */
export const getProject = (auth: Authenticated, key: ProjectKey) =>
  Effect.gen(function* () {
    yield* requireActiveSubscription(auth.user.id, auth.now, auth.subscription)
    const projects = yield* ProjectRepository
    const project = "id" in key ? yield* projects.findById(auth.user.id, key.id) : yield* projects.findByName(auth.user.id, key.name.trim())
    if (!project) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    const state = yield* authorisationState(project)
    return { ...projectView(project), authorised_version: state.authorisedVersion, changedSinceAuthorisation: state.changedSinceAuthorisation }
  })
