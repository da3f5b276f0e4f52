import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { ProjectRepository } from "../../ports/project-repository"
import { SubscriptionRepository } from "../../ports/subscription-repository"
import { Transactor } from "../../ports/transactor"
import { UserRepository } from "../../ports/user-repository"
import { PROJECT_NAME_TAKEN } from "../../messages/platform-projects"
import { checkProjectCreate } from "../../rules/platform/project-create"
import type { Authenticated } from "./authenticate-session"
import { DuplicateProjectName, InvalidInput, PlanLimit } from "./errors"
import { loadPlanAccess, PROJECT_CREATE_ACTION, requireActive } from "./plan-access"
import { usageView } from "./get-usage"
import { projectView } from "./project-view"

export interface CreateProjectInput {
  readonly name: string
  readonly methodology: string
}

/**
 * POST /projects and /auth/projects: platform.md §5 rules in order (name, methodology on the plan,
 * unique name, window capacity). The user row is locked so two creates cannot both take the last slot.
 */
export const createProject = (auth: Authenticated, input: CreateProjectInput) =>
  Effect.gen(function* () {
    const projects = yield* ProjectRepository
    const subscriptions = yield* SubscriptionRepository
    const users = yield* UserRepository
    return yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* users.lock(auth.user.id)
        const access = yield* Effect.flatMap(loadPlanAccess(auth.user.id, auth.now), requireActive)
        const sameName = yield* projects.findByName(auth.user.id, input.name.trim())
        const capacity = usageView(access)
        const checked = checkProjectCreate({
          name: input.name,
          methodology: input.methodology,
          allowed_methodologies: access.plan.allowed_methodologies,
          existing_names: sameName ? [sameName.name] : [],
          capacity: { allowed: capacity.allowed, can_create: capacity.can_create, message: capacity.message ?? null }
        })
        if (Either.isLeft(checked)) {
          const e = checked.left
          switch (e._tag) {
            case "NameRequired":
              return yield* new InvalidInput({ message: e.message })
            case "DuplicateName":
              return yield* new DuplicateProjectName({ message: e.message })
            case "MethodologyNotAllowed":
            case "CapacityReached":
              return yield* new PlanLimit({ message: e.message, cta: e.cta })
          }
        }
        const { name, methodology } = checked.right
        const project = yield* projects.create({ userId: auth.user.id, name, methodology, createdAt: auth.now })
        yield* subscriptions.recordUsage(auth.user.id, PROJECT_CREATE_ACTION, project.id, auth.now)
        return projectView(project)
      })
    )
  }).pipe(Effect.catchTag("ProjectNameTaken", () => Effect.fail(new DuplicateProjectName({ message: PROJECT_NAME_TAKEN }))))
