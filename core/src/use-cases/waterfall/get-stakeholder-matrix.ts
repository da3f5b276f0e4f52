import * as Effect from "effect/Effect"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound } from "./errors"
import { openProject } from "./open-project"
import { MATRIX_NOT_FOUND } from "./texts"

/** GET /stakeholder/matrix/{projectId}/{id}.svg|.png: the saved points of the user's own matrix. */
export const getStakeholderMatrix = (auth: Authenticated, projectId: number, id: number) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, { project_id: projectId })
    const points = yield* (yield* StakeholderRepository).findMatrix(open.project.id, id)
    if (!points) return yield* new ItemNotFound({ message: MATRIX_NOT_FOUND })
    return points
  })
