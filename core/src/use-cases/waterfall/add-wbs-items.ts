import type { WbsItemsAddedResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { Transactor } from "../../ports/transactor"
import { WbsRepository, type WbsLinkRecord, type WbsRecord } from "../../ports/waterfall/wbs-repository"
import { WBS_ITEMS_EMPTY, WBS_ITEMS_MAX, WBS_ITEMS_TOO_MANY, type WbsItemsRequest } from "../../requests/waterfall/wbs-items-request"
import { todayIso } from "../../rules/planning/dates/display-date"
import { taskListRows } from "../../rules/planning/tree/task-list-rows"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import { TREE_ORDER_STEP } from "../../rules/planning/tree/tree-types"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { PARENT_NOT_FOUND, WBS_ITEM_NOT_FOUND } from "./texts"
import { checkLinks, requestedLinks } from "./wbs-links"
import { wbsTree } from "./wbs-tree"

/**
 * POST /wbs/items: a task list (paste or import) added in one call and one transaction. Rows keep their
 * order; a row's level nests it under the row above. With after_id the list goes right after that row
 * under the same parent (the siblings below move down); otherwise it goes last under parent_id.
 * Rows may carry task links as a single row does: `predecessors` in the outline numbers of the plan with
 * the list added (so the list's rows can name each other), or `links` by id of rows already there; the
 * links are checked on that plan with the stored ones, and a cycle or a missing task answers 400 and adds nothing.
 */
export const addWbsItems = (auth: Authenticated, body: WbsItemsRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "wbs")
    const items = body.items.map((i) => ({ ...i, task: i.task.trim() })).filter((i) => i.task !== "")
    if (items.length === 0) return yield* new InvalidInput({ message: WBS_ITEMS_EMPTY })
    if (items.length > WBS_ITEMS_MAX) return yield* new InvalidInput({ message: WBS_ITEMS_TOO_MANY })
    const repo = yield* WbsRepository
    const rows = yield* repo.list(open.project.id)

    let parentId = body.parent_id
    let firstOrder: number
    let moves: Array<{ id: number; parentId: number | null; orderIndex: number }> = []
    const tree = taskListRows(items.map((i) => i.level))
    const topCount = tree.filter((r) => r.parentIndex === null).length
    const afterId = body.after_id ?? null
    if (afterId !== null) {
      const after = rows.find((r) => r.id === afterId)
      if (!after) return yield* new InvalidInput({ message: WBS_ITEM_NOT_FOUND })
      parentId = after.parentId
      // the sibling group renumbered 10, 20, 30 ... with room for the list right after `after`
      const siblings = rows.filter((r) => r.parentId === parentId).sort((a, b) => a.orderIndex - b.orderIndex || a.id - b.id)
      const at = siblings.findIndex((r) => r.id === afterId) + 1
      firstOrder = (at + 1) * TREE_ORDER_STEP
      moves = siblings
        .map((r, i) => ({ id: r.id, parentId, orderIndex: (i < at ? i + 1 : i + 1 + topCount) * TREE_ORDER_STEP, was: r.orderIndex }))
        .filter((m) => m.orderIndex !== m.was)
        .map(({ id, parentId: p, orderIndex }) => ({ id, parentId: p, orderIndex }))
    } else {
      if (parentId !== null && !rows.some((r) => r.id === parentId)) return yield* new InvalidInput({ message: PARENT_NOT_FOUND })
      firstOrder = rows.filter((r) => r.parentId === parentId).reduce((max, r) => Math.max(max, r.orderIndex), 0) + TREE_ORDER_STEP
    }
    const records = items.map((item, i) => {
      const placed = tree[i]!
      return {
        parentIndex: placed.parentIndex,
        parentId: placed.parentIndex === null ? parentId : null,
        orderIndex: placed.parentIndex === null ? firstOrder + placed.orderIndex - TREE_ORDER_STEP : placed.orderIndex,
        task: item.task,
        duration_days: item.duration_days,
        start_date: null,
        end_date: null,
        resource: "",
        start_no_earlier_than: item.start_no_earlier_than ?? null
      }
    })

    // task links, by placeholder id -(i + 1) for the list's rows until they are stored
    const newLinks: Array<WbsLinkRecord> = []
    if (items.some((i) => i.predecessors !== undefined || i.links !== undefined)) {
      const moved = new Map(moves.map((m) => [m.id, m]))
      const placeholders = records.map(
        (r, i): WbsRecord => ({
          ...r,
          id: -(i + 1),
          projectId: open.project.id,
          parentId: r.parentIndex === null ? r.parentId : -(r.parentIndex + 1),
          version: 1
        })
      )
      const after = wbsTree([...rows.map((r) => (moved.has(r.id) ? { ...r, parentId: moved.get(r.id)!.parentId, orderIndex: moved.get(r.id)!.orderIndex } : r)), ...placeholders])
      const numbers = treeNumbering(after)
      const idByNumber = new Map([...numbers].map(([id, number]) => [number, id]))
      for (let i = 0; i < items.length; i++) {
        const id = -(i + 1)
        const own = requestedLinks(after, `${numbers.get(String(id))} (${items[i]!.task})`, items[i]!, idByNumber)
        if (Either.isLeft(own)) return yield* new InvalidInput({ message: own.left.message })
        for (const l of own.right ?? []) newLinks.push({ ...l, successorId: id })
      }
      if (newLinks.length > 0) {
        const broken = checkLinks(after, [...(yield* repo.listLinks(open.project.id)), ...newLinks], todayIso(auth.now.getTime()))
        if (broken) return yield* new InvalidInput({ message: broken.message })
      }
    }
    const ids = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        if (moves.length > 0) yield* repo.place(open.project.id, moves)
        const inserted = yield* repo.insertTree(open.project.id, records)
        const stored = (id: number) => (id < 0 ? inserted[-id - 1]! : id)
        yield* repo.addLinks(
          open.project.id,
          newLinks.map((l) => ({ ...l, successorId: stored(l.successorId), predecessorId: stored(l.predecessorId) }))
        )
        return inserted
      })
    )
    return { ok: true, inserted: ids.length, ids } satisfies WbsItemsAddedResponse
  })
