import * as Effect from "effect/Effect"
import { ProjectRepository, type ProjectRecord } from "../../ports/project-repository"
import { PROJECT_NAME_REQUIRED } from "../../messages/platform-projects"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Plan } from "../../rules/platform/plans"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput, ProjectNotFound } from "../platform/errors"
import { loadPlanStatus, requireActive, type PlanStatus } from "../platform/plan-access"
import { PROJECT_NOT_FOUND } from "../platform/texts"

/** A project of the signed-in user with the plan that governs it. */
export interface OpenProject {
  readonly auth: Authenticated
  readonly project: ProjectRecord
  readonly access: PlanStatus
  readonly plan: Plan
}

/**
 * Resolves project_id (preferred) or project_name within the user's projects only: another user's
 * project is not found (404). Needs an active subscription (402 otherwise).
 */
export const openProject = (auth: Authenticated, ref: ProjectRef, missingMessage: string = PROJECT_NAME_REQUIRED) =>
  Effect.gen(function* () {
    const access = yield* Effect.flatMap(loadPlanStatus(auth), requireActive)
    const projects = yield* ProjectRepository
    const name = ref.project_name?.trim() ?? ""
    if (ref.project_id === undefined && name === "") return yield* new InvalidInput({ message: missingMessage })
    const project =
      ref.project_id !== undefined ? yield* projects.findById(auth.user.id, ref.project_id) : yield* projects.findByName(auth.user.id, name)
    if (!project) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    return { auth, project, access, plan: access.plan } satisfies OpenProject
  })
