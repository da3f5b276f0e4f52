import { Hono, type Context } from "hono"
import { CreateProjectRequest } from "@initpack/core/requests/platform/create-project-request"
import { listProjects } from "@initpack/core/use-cases/platform/list-projects"
import { getProject, type ProjectKey } from "@initpack/core/use-cases/platform/get-project"
import { createProject } from "@initpack/core/use-cases/platform/create-project"
import { archiveProject } from "@initpack/core/use-cases/platform/archive-project"
import { getProjectPlan } from "@initpack/core/use-cases/platform/get-project-plan"
import { getUsage } from "@initpack/core/use-cases/platform/get-usage"
import { checkProjectName } from "@initpack/core/use-cases/platform/check-project-name"
import { DraftProjectRequest, SaveDraftRequest } from "@initpack/core/requests/pack/project-draft-requests"
import { draftProjectForReview } from "@initpack/core/use-cases/pack/draft-project-for-review"
import { saveReviewedDraft } from "@initpack/core/use-cases/pack/save-reviewed-draft"
import { getProjectProvenance } from "@initpack/core/use-cases/pack/get-project-provenance"
import type { DeliveryResponse } from "@initpack/core/responses/platform/project-responses"
import { parseId, type Kit } from "../http/kit"
import { jsonError } from "../http/error-response"
import { acceptsNdjson } from "../http/ndjson-stream"
import { draftWithProgress, offlineDrafter } from "./projects/draft-progress"
import { cachedRead, sendJsonText } from "../http/module-read"
import * as Effect from "effect/Effect"

const ID = "/:id{[0-9]{1,9}}"

/** `{projects, items}` (platform.md §7 names both): one list, encoded once (http/shared-json.ts). */
const listValue = (projects: ReadonlyArray<object>) => ({ projects, items: projects })

/**
 * Projects (platform.md §7), mounted at /api/auth/projects and /api/projects: every call is scoped to
 * the signed-in user; another user's project answers 404.
 */
export const projectRoutes = (kit: Kit) => {
  const app = new Hono()
  const { run, authed, withBody } = kit

  const list = (c: Context, archived: boolean, search: string | undefined) =>
    run(c, authed(c, (auth) => cachedRead(c, auth, Effect.map(listProjects(auth, { archived, search }), listValue))), sendJsonText(c))

  const resolve = (c: Context, key: ProjectKey) =>
    run(c, authed(c, (auth) => getProject(auth, key)), (p) => c.json({ ...p, project: p }))

  // the lists are kept for the session like a module read (http/module-read.ts); a project by id or name is not
  app.get("/", kit.keptRead(async (c): Promise<Response> => {
    const idParam = c.req.query("id") ?? c.req.query("project_id")
    const name = c.req.query("name")
    if (idParam !== undefined) {
      const id = parseId(idParam)
      return id === null ? jsonError(c, 400, "id must be a whole number.") : resolve(c, { id })
    }
    if (name !== undefined) return resolve(c, { name })
    const search = c.req.query("q")
    return list(c, false, search)
  }))

  app.get("/archived", kit.keptRead((c) => list(c, true, c.req.query("q"))))

  app.post("/", (c) =>
    withBody(c, CreateProjectRequest, (body) => run(c, authed(c, (auth) => createProject(auth, body)), (p) => c.json(p, 201)))
  )

  // issue 35: a whole project from a brief, reviewed before it is saved
  // Accept: application/x-ndjson streams each module's state as it is drafted, and keeps what was drafted when the model fails
  app.post("/draft", (c) =>
    withBody(c, DraftProjectRequest, (body) =>
      acceptsNdjson(c.req.header("accept")) ? draftWithProgress(kit, c, body) : run(c, authed(c, (auth) => draftProjectForReview(auth, body, offlineDrafter)))
    )
  )
  app.post("/from-draft", (c) =>
    withBody(c, SaveDraftRequest, (body) => run(c, authed(c, (auth) => saveReviewedDraft(auth, body)), (p) => c.json({ ...p, project_id: p.id }, 201)))
  )

  app.get("/plan", (c) => run(c, authed(c, getProjectPlan)))
  app.get("/capacity", (c) => run(c, authed(c, getUsage)))
  app.get("/can-create", (c) => run(c, authed(c, getUsage)))
  app.get("/check-name", (c) => run(c, authed(c, (auth) => checkProjectName(auth, c.req.query("name") ?? ""))))

  app.get(ID, (c) => resolve(c, { id: Number(c.req.param("id")) }))
  app.get(`${ID}/delivery`, (c) =>
    run(
      c,
      authed(c, (auth) => getProject(auth, { id: Number(c.req.param("id")) })),
      (p) => c.json({ project_id: p.id, project_name: p.name, delivery: p.methodology } satisfies DeliveryResponse)
    )
  )
  app.get(`${ID}/provenance`, (c) => run(c, authed(c, (auth) => getProjectProvenance(auth, Number(c.req.param("id"))))))
  app.post(`${ID}/archive`, (c) => run(c, authed(c, (auth) => archiveProject(auth, Number(c.req.param("id")), true))))
  app.post(`${ID}/unarchive`, (c) => run(c, authed(c, (auth) => archiveProject(auth, Number(c.req.param("id")), false))))

  return app
}

