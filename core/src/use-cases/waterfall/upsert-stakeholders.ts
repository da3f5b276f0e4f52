import * as Effect from "effect/Effect"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import { Transactor } from "../../ports/transactor"
import type { StakeholderUpsertRequest } from "../../requests/waterfall/stakeholder-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { ItemNotFound } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { stakeholderFields, stakeholderView } from "./stakeholder-view"
import { STAKEHOLDER_NOT_FOUND } from "./texts"

/**
 * POST /stakeholder/upsert {project_name, stakeholders}: rows with an id are updated, others added;
 * rows with neither name nor role were dropped by the request Schema (waterfall.md §5).
 */
export const upsertStakeholders = (auth: Authenticated, body: StakeholderUpsertRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "stakeholders")
    const repo = yield* StakeholderRepository
    yield* (yield* Transactor).run(
      Effect.forEach(body.stakeholders, (row) =>
        row.id === null
          ? repo.insert(open.project.id, stakeholderFields(row), auth.now)
          : Effect.flatMap(repo.update(open.project.id, row.id, stakeholderFields(row)), (saved) =>
              saved ? Effect.succeed(saved) : Effect.fail(new ItemNotFound({ message: STAKEHOLDER_NOT_FOUND }))
            )
      )
    )
    const rows = (yield* repo.list(open.project.id)).map(stakeholderView)
    return { ok: true, saved: body.stakeholders.length, stakeholders: rows }
  })
