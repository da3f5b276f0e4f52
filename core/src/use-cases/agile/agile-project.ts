import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { MISSING_PROJECT_QUERY } from "../../messages/general"
import { ProjectRepository, type ProjectRecord } from "../../ports/project-repository"
import { checkEntitlement } from "../../rules/platform/entitlements"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput, PlanLimit, ProjectNotFound } from "../platform/errors"
import { loadPlanStatus, requireActive } from "../platform/plan-access"
import { PROJECT_NOT_FOUND } from "../platform/texts"
import { NOT_AN_AGILE_PROJECT } from "./agile-texts"

/** How a call names its project: id (project_id / projectId) or name (project_name / project). */
export interface AgileProjectRef {
  readonly project_id?: number | null | undefined
  readonly project_name?: string | null | undefined
}

/** agile.md §1, §6: agile modules need an active paid plan (402 with the upgrade message otherwise). */
export const requireAgilePlan = (auth: Authenticated) =>
  Effect.gen(function* () {
    const access = yield* Effect.flatMap(loadPlanStatus(auth), requireActive)
    const allowed = checkEntitlement(access.plan, "agile")
    if (Either.isLeft(allowed)) return yield* new PlanLimit({ message: allowed.left.message, cta: allowed.left.cta })
    return access
  })

/**
 * The signed-in user's agile project: plan first (402), then the reference (400 with `missingMessage`),
 * then the project within the user's own projects (404, also for another user's), then its method (400).
 */
export const agileProject = (auth: Authenticated, ref: AgileProjectRef, missingMessage: string = MISSING_PROJECT_QUERY) =>
  Effect.gen(function* () {
    yield* requireAgilePlan(auth)
    const projects = yield* ProjectRepository
    const name = (ref.project_name ?? "").trim()
    const id = ref.project_id ?? null
    if (id === null && name === "") return yield* new InvalidInput({ message: missingMessage })
    const project: ProjectRecord | null = id !== null ? yield* projects.findById(auth.user.id, id) : yield* projects.findByName(auth.user.id, name)
    if (!project) return yield* new ProjectNotFound({ message: PROJECT_NOT_FOUND })
    if (project.methodology !== "agile") return yield* new InvalidInput({ message: NOT_AN_AGILE_PROJECT })
    return project
  })
