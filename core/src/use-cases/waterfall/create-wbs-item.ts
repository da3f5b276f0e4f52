import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { NewWbsItem } from "../../schemas/wbs-item"
import { TREE_ORDER_STEP } from "../../rules/planning/tree/tree-types"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { PARENT_NOT_FOUND } from "./texts"
import { wbsTree, wbsView } from "./wbs-tree"

/** POST /wbs/item: a new row (duration >= 0, default 5 days) as the last child of its parent (or top level). */
export const createWbsItem = (auth: Authenticated, body: NewWbsItem) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, { project_id: body.project_id ?? undefined, project_name: body.project_name ?? undefined })
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    const rows = yield* repo.list(open.project.id)
    if (body.parent_id !== null && !rows.some((r) => r.id === body.parent_id)) return yield* new InvalidInput({ message: PARENT_NOT_FOUND })
    const siblings = rows.filter((r) => r.parentId === body.parent_id)
    const order = siblings.reduce((max, r) => Math.max(max, r.orderIndex), 0) + TREE_ORDER_STEP
    const item = yield* repo.insert(open.project.id, {
      parentId: body.parent_id,
      orderIndex: order,
      task: body.task,
      duration_days: body.duration_days,
      start_date: body.start_date,
      end_date: body.end_date,
      resource: body.resource
    })
    const view = wbsView(wbsTree([...rows, item])).find((v) => v.id === item.id)
    return { ok: true, id: item.id, item: view }
  })
