import type { CommsSaveResponse } from "../../responses/waterfall/comms-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { Transactor } from "../../ports/transactor"
import { CommsRepository } from "../../ports/waterfall/comms-repository"
import type { CommsSaveRequest } from "../../requests/waterfall/comms-requests"
import { COMMS_LISTS, commsLineText } from "../../rules/pack-review/review-lines"
import { CommsPlan } from "../../schemas/comms-plan"
import { dropEditedLines } from "../pack/drop-edited-lines"
import type { Authenticated } from "../platform/authenticate-session"
import { StaleVersion } from "./errors"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { STALE_VERSION } from "./texts"

/**
 * POST /comms/save (issue 37): the plan's rows as edited on the screen become the approach's newest plan, with the
 * context of the plan they were edited from. The plan edited must still be the newest (`base_id`), else 409 with the
 * newest, so a plan generated or saved elsewhere since is never overwritten. Free plan: no comms plan.
 */
export const saveCommsPlan = (auth: Authenticated, body: CommsSaveRequest) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, body)
    yield* requireFeature(open, "comms")
    const repo = yield* CommsRepository
    const latest = yield* repo.latest(open.project.id, body.project_approach)
    if ((latest?.id ?? null) !== body.base_id)
      return yield* new StaleVersion({
        message: STALE_VERSION,
        current_version: latest?.id ?? 0,
        current: latest ? { plan: latest.plan, context_used: latest.contextUsed, id: latest.id } : null
      })
    const stored = latest ? Schema.decodeUnknownEither(CommsPlan)(latest.plan) : null
    const before: Partial<Record<string, ReadonlyArray<unknown>>> = stored && Either.isRight(stored) ? (stored.right as Record<string, ReadonlyArray<unknown>>) : {}
    const after = body.plan as Partial<Record<string, ReadonlyArray<unknown>>>
    const id = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const saved = yield* repo.save({
          projectId: open.project.id,
          approach: body.project_approach,
          method: body.project_method || latest?.method || "",
          contextUsed: latest?.contextUsed ?? "",
          plan: body.plan,
          createdAt: auth.now
        })
        // issue 35: a drafted entry changed here (its owner, say, with its text unchanged) is the user's
        for (const [list] of COMMS_LISTS) yield* dropEditedLines(open.project.id, "comms", before[list] ?? [], after[list] ?? [], (item) => commsLineText(list, item))
        return saved
      })
    )
    return { ok: true, plan: body.plan, id, saved_id: id, project_approach: body.project_approach } satisfies CommsSaveResponse
  })
