import type { ScheduleMessageResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { SCHEDULE_PLAN_GENERATED } from "../../messages/agile"
import { AgileDocumentRepository } from "../../ports/agile/agile-document-repository"
import { ScheduleTaskRepository } from "../../ports/agile/schedule-task-repository"
import { Transactor } from "../../ports/transactor"
import type { ScheduleBaseStartRequest } from "../../requests/agile/schedule-requests"
import { briefLimitWarnings } from "../../rules/planning/brief-limits"
import { storyPoints } from "../../rules/planning/release/story-points"
import type { AgileScope } from "../../schemas/agile-scope"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { DEFAULT_SPRINT_DAYS } from "../pack/agile-plan-template"
import { agileScheduleRows, planSprints, type Sprint } from "../pack/agile-schedule"
import { planSpan } from "../pack/wbs-rows"
import { loadAgileScope } from "./agile-scope-document"
import { agileProject } from "./agile-project"
import { INVALID_BASE_START } from "./agile-texts"
import { loadRelease } from "./release-view"
import { baseStartOf, loadSchedule, loadScheduleRows } from "./schedule-view"

/**
 * Sprints covering the whole backlog: release order (Now, Next, Later, then unplaced stories), each
 * sprint filled to the Now WIP limit in points; when the drafted sprint count would drop stories the
 * velocity doubles until every story and point is in a sprint.
 */
export const backlogSprints = (
  ordered: ReadonlyArray<{ readonly id: string; readonly epic_id: string; readonly points: number | null }>,
  velocity: number
): ReadonlyArray<Sprint> => {
  const total = ordered.reduce((sum, s) => sum + storyPoints(s.points), 0)
  const lanes = { now: ordered.map((s, i) => ({ story_id: s.id, order_index: i })), next: [], later: [] }
  let v = Math.max(1, velocity)
  for (;;) {
    const sprints = planSprints(lanes, ordered, v)
    const stories = sprints.reduce((n, s) => n + s.stories.length, 0)
    if (stories >= ordered.length || v > total) return sprints
    v *= 2
  }
}

/** The agile scope's words that may state a deadline: vision, outcomes, constraints and assumptions. */
export const agileScopeLimitsText = (scope: AgileScope): string =>
  [scope.vision.text, ...[...scope.problems_outcomes.outcomes, ...scope.constraints, ...scope.assumptions].map((i) => `${i.title}. ${i.rationale ?? ""}`)].join("\n")

/**
 * POST /agile/schedule/generate_plan {base_start}: replaces the schedule with the 5-phase plan (agile.md
 * §9) with sprints under Execution sized from the backlog's points, gates of no duration, sprint badges
 * (epics, stories, points), dated from base_start (else the saved one, else today).
 */
export const generateSchedulePlan = (auth: Authenticated, request: ScheduleBaseStartRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const { plan: saved } = yield* loadScheduleRows(project.id)
    const baseStart = baseStartOf(request.base_start, saved, auth.now)
    const release = yield* loadRelease(project.id)
    const byId = new Map(release.stories.map((s) => [s.id, s]))
    const placed = [...release.lanes.now, ...release.lanes.next, ...release.lanes.later].map((e) => e.story_id)
    const placedSet = new Set(placed)
    const order = [...placed, ...release.stories.filter((s) => !placedSet.has(s.id)).map((s) => s.id)]
    const ordered = order.flatMap((id) => {
      const s = byId.get(id)
      return s ? [{ id: String(s.id), epic_id: s.epic_id === null ? "" : String(s.epic_id), points: s.points }] : []
    })
    const rows = agileScheduleRows(backlogSprints(ordered, release.wip_limits.now), DEFAULT_SPRINT_DAYS, baseStart)
    if (Either.isLeft(rows)) return yield* new InvalidInput({ message: INVALID_BASE_START })

    const tasks = yield* ScheduleTaskRepository
    const documents = yield* AgileDocumentRepository
    yield* (yield* Transactor).run(
      Effect.gen(function* () {
        yield* tasks.deleteAll(project.id)
        const ids = new Map<string, number>()
        for (const r of rows.right) {
          const parent = r.parent_id === null ? null : (ids.get(r.parent_id) ?? null)
          const inserted = yield* tasks.insert(project.id, {
            parent_id: parent,
            phase_id: r.phase_id === r.id ? null : (ids.get(r.phase_id) ?? null),
            title: r.title,
            duration_days: r.type === "gate" ? 0 : r.duration_days,
            start_date: r.start_date,
            end_date: r.end_date,
            type: r.type,
            resource_json: r.resource_json ?? "",
            order_index: r.order_index,
            badge_epics: r.badge_epics ?? 0,
            badge_stories: r.badge_stories ?? 0,
            badge_points: r.badge_points ?? 0
          })
          ids.set(r.id, inserted.id)
          // a phase is its own phase (agile.md §3: phase_id is the top ancestor)
          if (r.parent_id === null) yield* tasks.update(project.id, { ...inserted, phase_id: inserted.id })
        }
        yield* documents.write(project.id, "schedule", { title: `${project.name} delivery plan`, project_name: project.name, base_start: baseStart }, null)
      })
    )
    // issue 19: a plan ending after the deadline the agile scope states (vision, outcomes, constraints) says so
    const { scope } = yield* loadAgileScope(project.id)
    const warnings = briefLimitWarnings({ text: agileScopeLimitsText(scope), finish: planSpan(rows.right).end })
    return { ok: true, message: SCHEDULE_PLAN_GENERATED, ...(yield* loadSchedule(project.id)), ...(warnings.length > 0 ? { warnings } : {}) } satisfies ScheduleMessageResponse
  })
