import type { WbsImportResponse, WbsImportStampResponse } from "../../responses/waterfall/wbs-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { Transactor } from "../../ports/transactor"
import { WbsRepository, type WbsLinkRecord } from "../../ports/waterfall/wbs-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import type { WbsImportRequest } from "../../requests/waterfall/wbs-import-request"
import { readMspdi } from "../../rules/planning/exchange/mspdi-read"
import { TREE_ORDER_STEP } from "../../rules/planning/tree/tree-types"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { STALE_VERSION } from "./texts"
import { checkLinks } from "./wbs-links"
import { wbsStamp } from "./wbs-stamp"
import { wbsTree, wbsView } from "./wbs-tree"

/** GET /wbs/import/stamp: the WBS's current stamp, to send with an import. */
export const wbsImportStamp = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    yield* requireFeature(open, "wbs")
    const rows = yield* (yield* WbsRepository).list(open.project.id)
    return { stamp: wbsStamp(rows), rows: rows.length } satisfies WbsImportStampResponse
  })

/**
 * POST /wbs/import: an MS Project XML plan (tasks, hierarchy, durations, dates, links, resources) replaces
 * the project's WBS or is added after it, in one transaction. A refused file, a cycle among its links or a
 * stale stamp changes nothing.
 */
export const importWbsXml = (auth: Authenticated, body: WbsImportRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "wbs")
    const read = readMspdi(body.xml)
    if (Either.isLeft(read)) return yield* new InvalidInput({ message: read.left.message })
    const plan = read.right
    const mode = body.mode ?? "replace"
    const repo = yield* WbsRepository
    const projectId = open.project.id
    const work = Effect.gen(function* () {
      const before = yield* repo.list(projectId)
      if (body.stamp !== undefined && body.stamp !== wbsStamp(before)) {
        return yield* new StaleVersion({ message: STALE_VERSION, current_version: 0, current: wbsView(wbsTree(before), yield* repo.listLinks(projectId)) })
      }
      if (mode === "replace") yield* repo.deleteAll(projectId)
      const firstOrder = mode === "append" ? before.filter((r) => r.parentId === null).reduce((m, r) => Math.max(m, r.orderIndex), 0) + TREE_ORDER_STEP : TREE_ORDER_STEP
      const position = new Map(plan.tasks.map((t, i) => [t.key, i]))
      const childCount = new Map<string | null, number>()
      const records = plan.tasks.map((t) => {
        const k = (childCount.get(t.parentKey) ?? 0) + 1
        childCount.set(t.parentKey, k)
        return {
          parentIndex: t.parentKey === null ? null : position.get(t.parentKey)!,
          parentId: null,
          orderIndex: t.parentKey === null ? firstOrder + (k - 1) * TREE_ORDER_STEP : k * TREE_ORDER_STEP,
          task: t.name,
          duration_days: t.durationDays,
          start_date: t.start,
          end_date: t.finish,
          resource: t.resources.join(", "),
          start_no_earlier_than: t.startNoEarlierThan
        }
      })
      const ids = yield* repo.insertTree(projectId, records)
      const idOf = (key: string) => ids[position.get(key)!]!
      const links: Array<WbsLinkRecord> = plan.links.map((l) => ({ successorId: idOf(l.successor), predecessorId: idOf(l.predecessor), type: l.type, lag: l.lag }))
      const after = yield* repo.list(projectId)
      const all = [...(mode === "append" ? yield* repo.listLinks(projectId) : []), ...links]
      const broken = checkLinks(wbsTree(after), all, plan.start)
      if (broken !== null) return yield* new InvalidInput({ message: broken.message })
      const bySuccessor = new Map<number, Array<WbsLinkRecord>>()
      for (const l of links) bySuccessor.set(l.successorId, [...(bySuccessor.get(l.successorId) ?? []), l])
      for (const [successor, own] of bySuccessor) yield* repo.setLinks(projectId, successor, own.map(({ successorId: _, ...l }) => l))
      return { ok: true, mode, inserted: ids.length, links: links.length, stamp: wbsStamp(after), items: wbsView(wbsTree(after), yield* repo.listLinks(projectId)) } satisfies WbsImportResponse
    })
    return yield* (yield* Transactor).run(work)
  })
