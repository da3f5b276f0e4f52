import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound } from "./errors"
import { openWbsItem } from "./open-wbs-item"
import { WBS_ITEM_NOT_FOUND } from "./texts"

/** DELETE /wbs/item/{id}: removes the row and its subtree. */
export const deleteWbsItem = (auth: Authenticated, id: number) =>
  Effect.gen(function* () {
    const open = yield* openWbsItem(auth, id)
    const removed = yield* (yield* WbsRepository).remove(open.project.id, id)
    if (!removed) return yield* new ItemNotFound({ message: WBS_ITEM_NOT_FOUND })
    return { ok: true }
  })
