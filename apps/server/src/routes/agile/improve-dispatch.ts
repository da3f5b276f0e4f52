import type { Context, Next } from "hono"
import * as Effect from "effect/Effect"
import { ProjectRepository } from "@initpack/core/ports/project-repository"
import { ImproveAgileScopeRequest } from "@initpack/core/requests/agile/scope-requests"
import { BodyError, readBody } from "../../http/read-body"
import type { AgileKit } from "./agile-kit"
import { improveAgileScopeHandler } from "./scope-routes"

/**
 * POST /api/scope/improve is shared with waterfall (agile.md §7): when the body names one of the user's
 * agile projects the agile variant answers; anything else falls through to the next handler (waterfall's).
 */
export const improveDispatch = (kit: AgileKit) => {
  const agile = improveAgileScopeHandler(kit)
  return async (c: Context, next: Next) => {
    const body = await readBody(c, ImproveAgileScopeRequest)
    const isAgile =
      body instanceof BodyError
        ? false
        : await kit.runtimeCheck(
            kit.authed(c, (auth) =>
              Effect.flatMap(ProjectRepository, (projects) =>
                body.project_id !== null ? projects.findById(auth.user.id, body.project_id) : projects.findByName(auth.user.id, body.project_name.trim())
              )
            ).pipe(Effect.map((project) => project?.methodology === "agile"))
          )
    if (isAgile) return agile(c)
    await next()
    return c.res
  }
}
