import * as Effect from "effect/Effect"
import type { ScheduleTaskUpdateRequest } from "../../requests/agile/schedule-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { agileTaskProject } from "./agile-task-project"
import { loadScheduleRows, saveArranged } from "./schedule-view"
import { editTask } from "./versioned-task"

/**
 * PUT /agile/schedule/task/{id}: the changed fields (title, duration, type, resource, order); gates have
 * no duration; dates follow. With a version, a stale edit answers 409 with the stored task.
 */
export const updateScheduleTask = (auth: Authenticated, taskId: number, patch: ScheduleTaskUpdateRequest) =>
  Effect.gen(function* () {
    const projectId = yield* agileTaskProject(auth, taskId)
    const view = yield* editTask(
      projectId,
      taskId,
      patch.version,
      Effect.gen(function* () {
        const { plan, rows } = yield* loadScheduleRows(projectId)
        const id = String(taskId)
        const changed = rows.map((r) => {
          if (r.id !== id) return r
          const type = patch.type ?? r.type
          return {
            ...r,
            ...(patch.title !== undefined ? { title: patch.title.trim() || "TBA" } : {}),
            ...(patch.resource_json !== undefined ? { resource_json: patch.resource_json } : {}),
            ...(patch.order_index !== undefined ? { order_index: patch.order_index } : {}),
            type,
            duration_days: type === "gate" ? 0 : (patch.duration_days ?? r.duration_days)
          }
        })
        return yield* saveArranged(projectId, plan, rows, changed)
      })
    )
    return { ok: true, task: view.tasks.find((t) => t.id === taskId), ...view }
  })
