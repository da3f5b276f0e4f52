import type { ReleasePlanResponse } from "../../responses/agile/release-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import * as Schema from "effect/Schema"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import { BacklogRepository, type StoryRecord } from "../../ports/agile/backlog-repository"
import { normaliseLanes } from "../../rules/planning/release/normalise-lanes"
import { LANES, type Lanes } from "../../rules/planning/release/release-types"
import { unplacedSummary } from "../../rules/planning/release/unplaced"
import { ReleasePlan, type ReleaseLanes, type WipLimits } from "../../schemas/release"

const decodePlan = Schema.decodeUnknownEither(ReleasePlan)

/** Lanes with numeric story ids (the API) to the rules' string ids, and back. */
export const toRuleLanes = (lanes: ReleaseLanes): Lanes => {
  const out = {} as { [L in (typeof LANES)[number]]: Lanes[L] }
  for (const lane of LANES) out[lane] = lanes[lane].map((e) => ({ story_id: String(e.story_id), order_index: e.order_index }))
  return out
}

export const toApiLanes = (lanes: Lanes): ReleaseLanes => {
  const out = {} as { -readonly [L in (typeof LANES)[number]]: ReleaseLanes[L] }
  for (const lane of LANES) out[lane] = lanes[lane].map((e) => ({ story_id: Number(e.story_id), order_index: e.order_index }))
  return out
}

export const planStories = (stories: ReadonlyArray<StoryRecord>) =>
  stories.map((s) => ({ id: String(s.id), points: s.points, priority: s.priority, status: s.status, order_index: s.order_index }))

/**
 * The release plan as stored, with stories deleted from the backlog taken out of the lanes and each
 * story in one lane at most (agile.md §4); lanes, wip_limits, the Unplaced count with points, version.
 */
export const loadRelease = (projectId: number) =>
  Effect.gen(function* () {
    const documents = yield* AgileDocumentRepository
    const backlog = yield* BacklogRepository
    const { stories, epics } = yield* backlog.list(projectId)
    const doc = yield* documents.read(projectId, "release")
    const decoded = decodePlan(doc?.data ?? {})
    const plan = Either.isRight(decoded) ? decoded.right : Schema.decodeUnknownSync(ReleasePlan)({})
    const lanes = normaliseLanes(toRuleLanes(plan.lanes), stories.map((s) => String(s.id)))
    const wip_limits: WipLimits = plan.wip_limits
    return {
      project_id: projectId,
      lanes: toApiLanes(lanes),
      wip_limits,
      unplaced: unplacedSummary(planStories(stories), lanes),
      version: doc?.version ?? 0,
      stories,
      epics
    }
  })

export type LoadedRelease = Effect.Effect.Success<ReturnType<typeof loadRelease>>

/** The answer without the backlog rows. */
export const releaseView = ({ stories: _s, epics: _e, ...view }: LoadedRelease): ReleasePlanResponse => view
