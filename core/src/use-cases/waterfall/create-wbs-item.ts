import type { WbsItemCreatedResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { WbsRepository, type WbsRecord } from "../../ports/waterfall/wbs-repository"
import { Transactor } from "../../ports/transactor"
import type { NewWbsItem } from "../../schemas/wbs-item"
import { todayIso } from "../../rules/planning/dates/display-date"
import { addSibling } from "../../rules/planning/tree/add-row"
import { TREE_ORDER_STEP } from "../../rules/planning/tree/tree-types"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { PARENT_NOT_FOUND, WBS_ITEM_NOT_FOUND } from "./texts"
import { checkLinks, requestedLinks, withOwnLinks } from "./wbs-links"
import { wbsTree, wbsView, type WbsTreeRow } from "./wbs-tree"

const NEW_ROW = "new"

/**
 * POST /wbs/item: a new row (duration >= 0, default 5 days). With `afterId` (add sibling, Enter) it goes
 * right after that row and its sub-rows, under the same parent; otherwise it is the last child of its
 * parent (or of the top level). `predecessors` (outline numbers as shown before the row is added) or
 * `links` give its task links; a cycle or a link to a missing task answers 400 and adds nothing.
 */
export const createWbsItem = (auth: Authenticated, body: NewWbsItem, afterId: number | null = null) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, { project_id: body.project_id ?? undefined, project_name: body.project_name ?? undefined })
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    const rows = yield* repo.list(open.project.id)
    let parentId = body.parent_id
    let orderIndex: number
    let moves: Array<{ id: number; parentId: number | null; orderIndex: number }> = []
    if (afterId !== null) {
      const after = rows.find((r) => r.id === afterId)
      if (!after) return yield* new InvalidInput({ message: WBS_ITEM_NOT_FOUND })
      parentId = after.parentId
      const tree = wbsTree(rows)
      const placed = addSibling<WbsTreeRow>(tree, String(afterId), { ...tree.find((r) => r.id === String(afterId))!, id: NEW_ROW })
      const before = new Map(tree.map((r) => [r.id, r.order_index]))
      orderIndex = placed.find((r) => r.id === NEW_ROW)!.order_index
      moves = placed
        .filter((r) => r.id !== NEW_ROW && before.get(r.id) !== r.order_index)
        .map((r) => ({ id: Number(r.id), parentId: r.parent_id === null ? null : Number(r.parent_id), orderIndex: r.order_index }))
    } else {
      if (parentId !== null && !rows.some((r) => r.id === parentId)) return yield* new InvalidInput({ message: PARENT_NOT_FOUND })
      orderIndex = rows.filter((r) => r.parentId === parentId).reduce((max, r) => Math.max(max, r.orderIndex), 0) + TREE_ORDER_STEP
    }
    // the links, checked on the tree as it will be (the new row as id -1)
    const own = requestedLinks(wbsTree(rows), body.task.trim() || "(new)", body)
    if (Either.isLeft(own)) return yield* new InvalidInput({ message: own.left.message })
    const storedLinks = yield* repo.listLinks(open.project.id)
    if (own.right !== null && own.right.length > 0) {
      const moved = new Map(moves.map((m) => [m.id, m]))
      const placeholder: WbsRecord = {
        id: -1, projectId: open.project.id, parentId, orderIndex, task: body.task, duration_days: body.duration_days,
        start_date: null, end_date: null, resource: body.resource, version: 1, start_no_earlier_than: body.start_no_earlier_than ?? null
      }
      const after = wbsTree([...rows.map((r) => (moved.has(r.id) ? { ...r, parentId: moved.get(r.id)!.parentId, orderIndex: moved.get(r.id)!.orderIndex } : r)), placeholder])
      const broken = checkLinks(after, withOwnLinks(storedLinks, -1, own.right), todayIso(auth.now.getTime()))
      if (broken) return yield* new InvalidInput({ message: broken.message })
    }
    const fields = {
      parentId,
      orderIndex,
      task: body.task,
      duration_days: body.duration_days,
      start_date: body.start_date,
      end_date: body.end_date,
      resource: body.resource,
      start_no_earlier_than: body.start_no_earlier_than ?? null
    }
    // the siblings that make room and the new row land together
    const item = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        if (moves.length > 0) yield* repo.place(open.project.id, moves)
        const inserted = yield* repo.insert(open.project.id, fields)
        if (own.right !== null && own.right.length > 0) yield* repo.setLinks(open.project.id, inserted.id, own.right)
        return inserted
      })
    )
    const view = wbsView(wbsTree(yield* repo.list(open.project.id)), yield* repo.listLinks(open.project.id)).find((v) => v.id === item.id)
    return { ok: true, id: item.id, item: view } satisfies WbsItemCreatedResponse
  })
