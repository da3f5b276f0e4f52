import * as Effect from "effect/Effect"
import { ProjectRepository } from "../../ports/project-repository"
import type { Authenticated } from "./authenticate-session"
import { ProjectNotFound } from "./errors"
import { requireActiveSubscription } from "./plan-access"
import { projectView } from "./project-view"
import { PROJECT_NOT_FOUND } from "./texts"

/** POST /auth/projects/{id}/archive (archived = true) and /unarchive (archived = false). */
export const archiveProject = (auth: Authenticated, id: number, archived: boolean) =>
  Effect.gen(function* () {
    yield* requireActiveSubscription(auth.user.id, auth.now, auth.subscription)
    const projects = yield* ProjectRepository
    const existing = yield* projects.findById(auth.user.id, id)
    if (!existing) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    // archiving twice keeps the first archived_at
    if (archived === (existing.archivedAt !== null)) return projectView(existing)
    const updated = yield* projects.setArchived(auth.user.id, id, archived ? auth.now : null)
    if (!updated) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    return projectView(updated)
  })
