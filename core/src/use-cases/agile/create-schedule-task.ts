import type { ScheduleTaskResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import { ScheduleTaskRepository } from "../../ports/agile/schedule-task-repository"
import type { NewScheduleTaskRequest } from "../../requests/agile/schedule-requests"
import { AGILE_CHILD_ORDER, TREE_ORDER_STEP } from "../../rules/planning/tree/tree-types"
import type { Authenticated } from "../platform/authenticate-session"
import { AgileItemNotFound } from "./agile-errors"
import { agileProject } from "./agile-project"
import { TASK_NOT_FOUND } from "./agile-texts"
import { loadScheduleRows, saveArranged, toRuleRow } from "./schedule-view"

/**
 * POST /agile/schedule/task: a new row (agile.md §9: title TBA, 5 days, type task by default; a child
 * row's order is 999 so it goes last; gates have no duration). The parent must be a row of the project.
 */
export const createScheduleTask = (auth: Authenticated, request: NewScheduleTaskRequest) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, request)
    const { plan, rows } = yield* loadScheduleRows(project.id)
    const parentId = request.parent_id === null ? null : String(request.parent_id)
    if (parentId !== null && !rows.some((r) => r.id === parentId)) return yield* new AgileItemNotFound({ message: TASK_NOT_FOUND })
    const topOrder = rows.filter((r) => r.parent_id === null).reduce((max, r) => Math.max(max, r.order_index), 0)
    const tasks = yield* ScheduleTaskRepository
    const inserted = yield* tasks.insert(project.id, {
      parent_id: request.parent_id,
      phase_id: request.phase_id,
      title: request.title.trim() || "TBA",
      duration_days: request.type === "gate" ? 0 : request.duration_days,
      start_date: null,
      end_date: null,
      type: request.type,
      resource_json: request.resource_json,
      order_index: request.order_index ?? (parentId !== null ? AGILE_CHILD_ORDER : topOrder + TREE_ORDER_STEP),
      badge_epics: 0,
      badge_stories: 0,
      badge_points: 0
    })
    const added = toRuleRow(inserted)
    const view = yield* saveArranged(project.id, plan, [...rows, added], [...rows, added])
    return { ok: true, task: view.tasks.find((t) => t.id === inserted.id), ...view } satisfies ScheduleTaskResponse
  })
