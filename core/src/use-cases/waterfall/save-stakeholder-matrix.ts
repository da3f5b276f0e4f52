import type { StakeholderMatrixResponse } from "../../responses/waterfall/stakeholder-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import type { StakeholderMatrixRequest } from "../../requests/waterfall/stakeholder-requests"
import { validateMatrixInput } from "../../rules/validation/stakeholder"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"

/**
 * POST /stakeholder/matrix {project_name, stakeholders}: keeps the influence/interest points (the sent
 * rows, else the saved ones) and answers the image path under the API base (waterfall.md §7).
 */
export const saveStakeholderMatrix = (auth: Authenticated, body: StakeholderMatrixRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "stakeholders")
    const repo = yield* StakeholderRepository
    const rows: ReadonlyArray<{ readonly name: string; readonly role: string; readonly influence: number; readonly interest: number }> =
      body.stakeholders.length > 0 ? body.stakeholders : yield* repo.list(open.project.id)
    const valid = validateMatrixInput(rows)
    if (Either.isLeft(valid)) return yield* new InvalidInput({ message: valid.left.message })
    const points = rows.map((r) => ({ label: r.name.trim() || r.role.trim(), influence: r.influence, interest: r.interest }))
    const id = yield* repo.saveMatrix(open.project.id, points, auth.now)
    const base = `/stakeholder/matrix/${open.project.id}/${id}`
    return { ok: true, matrix_id: id, matrix_image_path: `${base}.svg`, matrix_png_path: `${base}.png`, points } satisfies StakeholderMatrixResponse
  })
