import type { OkResponse } from "../../responses/ok-response"
import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound, StaleVersion } from "./errors"
import { openWbsItem } from "./open-wbs-item"
import { STALE_VERSION, WBS_ITEM_NOT_FOUND } from "./texts"
import { wbsTree, wbsView } from "./wbs-tree"

/** DELETE /wbs/item/{id} (?version=): removes the row and its subtree (their task links go with them); deleting a row changed elsewhere answers 409. */
export const deleteWbsItem = (auth: Authenticated, id: number, expectedVersion: number | null = null) =>
  Effect.gen(function* () {
    const open = yield* openWbsItem(auth, id)
    const repo = yield* WbsRepository
    const removed = yield* repo.remove(open.project.id, id, expectedVersion)
    if (removed) return { ok: true } satisfies OkResponse
    const current = wbsView(wbsTree(yield* repo.list(open.project.id)), yield* repo.listLinks(open.project.id)).find((v) => v.id === id)
    if (!current) return yield* new ItemNotFound({ message: WBS_ITEM_NOT_FOUND })
    return yield* new StaleVersion({ message: STALE_VERSION, current_version: current.version, current })
  })
