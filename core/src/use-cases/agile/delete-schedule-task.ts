import type { ScheduleDeletedResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import { SCHEDULE_DELETED } from "../../messages/agile"
import { ScheduleTaskRepository } from "../../ports/agile/schedule-task-repository"
import { deleteSubtree, subtreeIds } from "../../rules/planning/tree/delete-subtree"
import type { Authenticated } from "../platform/authenticate-session"
import { agileTaskProject } from "./agile-task-project"
import { loadScheduleRows, saveArranged } from "./schedule-view"
import { editTask } from "./versioned-task"

/**
 * DELETE /agile/schedule/task/{id}: the row with its sub-tasks; the remaining dates are recalculated.
 * With a version, deleting a task changed elsewhere answers 409 with the stored task and deletes nothing.
 */
export const deleteScheduleTask = (auth: Authenticated, taskId: number, expectedVersion: number | null = null) =>
  Effect.gen(function* () {
    const projectId = yield* agileTaskProject(auth, taskId)
    return yield* editTask(
      projectId,
      taskId,
      expectedVersion,
      Effect.gen(function* () {
        const { plan, rows } = yield* loadScheduleRows(projectId)
        const ids = subtreeIds(rows, String(taskId))
        yield* (yield* ScheduleTaskRepository).delete(projectId, ids.map(Number))
        const rest = deleteSubtree(rows, String(taskId))
        const view = yield* saveArranged(projectId, plan, rest, rest)
        return { ok: true, message: SCHEDULE_DELETED, deleted: ids.map(Number), ...view } satisfies ScheduleDeletedResponse
      })
    )
  })
