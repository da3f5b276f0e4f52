import type { WbsItemUpdatedResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { WbsRepository, type WbsRecord } from "../../ports/waterfall/wbs-repository"
import { Transactor } from "../../ports/transactor"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import type { WbsItemPatch } from "../../requests/waterfall/wbs-requests"
import { todayIso } from "../../rules/planning/dates/display-date"
import { moveUnderParent } from "../../rules/planning/tree/change-parent"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { ItemNotFound, StaleVersion } from "./errors"
import { openWbsItem } from "./open-wbs-item"
import { PARENT_CYCLE, PARENT_NOT_FOUND, STALE_VERSION, WBS_ITEM_NOT_FOUND } from "./texts"
import { planStartOf, rescheduleWbs } from "./reschedule-wbs"
import { checkLinks, linkLabel, requestedLinks, withOwnLinks } from "./wbs-links"
import { wbsTree, wbsView, type WbsTreeRow } from "./wbs-tree"

/**
 * PUT /wbs/item/{id}: changes fields; a parent_id change (indent, outdent) is validated by core's
 * tree rules (no cycle, no missing parent), places the row as the screens expect (moveUnderParent) and
 * renumbers the siblings. `predecessors` (MS Project notation) or `links` replace the row's task links;
 * a cycle, a link to a missing task or to itself (also one a move would make) answers 400 and saves
 * nothing. A stale version answers 409. A changed duration or links recalculate the plan's dates from its start
 * (issue 37), as Recalculate dates would; the answer says so in dates_recalculated.
 */
export const updateWbsItem = (auth: Authenticated, id: number, patch: WbsItemPatch) =>
  Effect.gen(function* () {
    const open = yield* openWbsItem(auth, id)
    const repo = yield* WbsRepository
    const records = yield* repo.list(open.project.id)
    const current = records.find((r) => r.id === id)
    if (!current) return yield* new ItemNotFound({ message: WBS_ITEM_NOT_FOUND })
    const tree = wbsTree(records)
    const storedLinks = yield* repo.listLinks(open.project.id)
    const stale = (rows: ReadonlyArray<WbsRecord>) => {
      const row = wbsView(wbsTree(rows), storedLinks).find((v) => v.id === id)
      return new StaleVersion({ message: STALE_VERSION, current_version: row?.version ?? 0, current: row ?? null })
    }
    const expected = patch.version ?? null
    if (expected !== null && expected !== current.version) return yield* stale(records)
    const moves: Array<{ id: number; parentId: number | null; orderIndex: number }> = []
    if (patch.parent_id !== undefined && patch.parent_id !== current.parentId) {
      const moved = moveUnderParent(tree, String(id), patch.parent_id === null ? null : String(patch.parent_id))
      if (Either.isLeft(moved))
        return yield* new InvalidInput({ message: moved.left._tag === "ParentCycle" ? PARENT_CYCLE : PARENT_NOT_FOUND })
      const before = new Map(tree.map((r) => [r.id, r]))
      for (const r of moved.right) {
        const old = before.get(r.id)
        if (!old || old.parent_id !== r.parent_id || old.order_index !== r.order_index)
          moves.push({ id: Number(r.id), parentId: r.parent_id === null ? null : Number(r.parent_id), orderIndex: r.order_index })
      }
    }
    const own = requestedLinks(tree, linkLabel(tree)(tree.find((r) => r.id === String(id))!), patch)
    if (Either.isLeft(own)) return yield* new InvalidInput({ message: own.left.message })
    const links = withOwnLinks(storedLinks, id, own.right)
    if (own.right !== null || moves.length > 0) {
      const moved = new Map(moves.map((m) => [String(m.id), m]))
      const after: Array<WbsTreeRow> = wbsTree(
        records.map((r) => {
          const m = moved.get(String(r.id))
          return m ? { ...r, parentId: m.parentId, orderIndex: m.orderIndex } : r
        })
      )
      const broken = checkLinks(after, links, todayIso(auth.now.getTime()))
      if (broken) return yield* new InvalidInput({ message: broken.message })
    }
    const fields = {
      task: patch.task ?? current.task,
      duration_days: patch.duration_days ?? current.duration_days,
      start_date: patch.start_date !== undefined ? patch.start_date : current.start_date,
      end_date: patch.end_date !== undefined ? patch.end_date : current.end_date,
      resource: patch.resource ?? current.resource,
      start_no_earlier_than: patch.start_no_earlier_than
    }
    // one transaction: a row changed since it was read (a concurrent save) undoes the moves too
    yield* (yield* Transactor)
      .run(
        Effect.gen(function* () {
          yield* repo.place(open.project.id, moves)
          const updated = yield* repo.update(open.project.id, id, fields, current.version)
          if (!updated) return yield* stale(records)
          if (own.right !== null) yield* repo.setLinks(open.project.id, id, own.right)
          // issue 35: an edited drafted row is the user's; its saved provenance goes
          yield* (yield* LineProvenanceRepository).dropRecord(open.project.id, "wbs", id)
        })
      )
      .pipe(Effect.catchTag("StaleVersion", () => Effect.flatMap(repo.list(open.project.id), (rows) => Effect.fail(stale(rows)))))
    // issue 37: a changed duration or links move the dependent dates as the edit is saved (from the plan's own
    // start, so nothing else moves); a plan without dates yet keeps none, and a plan the engine refuses keeps its dates
    const durationChanged = patch.duration_days !== undefined && patch.duration_days !== current.duration_days
    const start = planStartOf(records)
    const rescheduled = (durationChanged || own.right !== null) && start !== null
    if (rescheduled) yield* rescheduleWbs(open.project.id, start).pipe(Effect.catchTag("InvalidInput", () => Effect.void))
    const view = wbsView(wbsTree(yield* repo.list(open.project.id)), yield* repo.listLinks(open.project.id)).find((v) => v.id === id)
    return { ok: true, item: view, dates_recalculated: rescheduled } satisfies WbsItemUpdatedResponse
  })
