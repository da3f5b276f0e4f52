import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { WBS_ITEM_NOT_FOUND } from "./texts"

/** The project of a WBS row, when it is one of the user's projects (another user's row is not found). */
export const openWbsItem = (auth: Authenticated, id: number) =>
  Effect.gen(function* () {
    const projectId = yield* (yield* WbsRepository).projectOf(id)
    if (projectId === null) return yield* new ItemNotFound({ message: WBS_ITEM_NOT_FOUND })
    const open = yield* openProject(auth, { project_id: projectId })
    yield* requireFeature(open, "wbs")
    return open
  })
