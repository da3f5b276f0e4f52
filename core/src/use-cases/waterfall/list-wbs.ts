import * as Effect from "effect/Effect"
import type { WbsListResponse } from "../../responses/waterfall/wbs-responses"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { wbsTree, wbsView } from "./wbs-tree"

/** GET /wbs?project_id&project_name: items in WBS order with numbers and task links. Free plan: no WBS. */
export const listWbs = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    // both reads at once: on PostgreSQL they go out in one write (the lookup lane)
    const [rows, links] = yield* Effect.all([repo.list(open.project.id), repo.listLinks(open.project.id)], { concurrency: "unbounded" })
    const items = wbsView(wbsTree(rows), links)
    return { project_id: open.project.id, project_name: open.project.name, items } satisfies WbsListResponse
  })
