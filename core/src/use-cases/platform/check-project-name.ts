import type { CheckNameResponse } from "../../responses/platform/project-responses"
import * as Effect from "effect/Effect"
import { ProjectRepository } from "../../ports/project-repository"
import type { Authenticated } from "./authenticate-session"

/** GET /projects/check-name?name=: whether the user already has a project of that name (ignoring case and outer spaces). */
export const checkProjectName = (auth: Authenticated, name: string) =>
  Effect.map(
    Effect.flatMap(ProjectRepository, (r) => r.findByName(auth.user.id, name.trim())),
    (p) => ({ exists: p !== null }) satisfies CheckNameResponse
  )
