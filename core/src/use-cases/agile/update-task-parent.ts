import type { ScheduleMovedResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { SCHEDULE_INDENTED, SCHEDULE_OUTDENTED } from "../../messages/agile"
import type { ScheduleTaskParentRequest } from "../../requests/agile/schedule-requests"
import { changeParent } from "../../rules/planning/tree/change-parent"
import { indentRow } from "../../rules/planning/tree/indent-row"
import { outdentRow } from "../../rules/planning/tree/outdent-row"
import type { Authenticated } from "../platform/authenticate-session"
import { InvalidInput } from "../platform/errors"
import { agileTaskProject } from "./agile-task-project"
import { loadScheduleRows, saveArranged, type ScheduleRuleRow } from "./schedule-view"
import { editTask } from "./versioned-task"

/**
 * The update-parent call (agile.md §4, §7): indent makes the row a child of the row above it at its
 * level; outdent moves it to its grandparent or the top level; set moves it under parent_id (null: top
 * level), validated by core (no unknown parent, no cycle: 400). Phase ids and dates follow. With a
 * version, a stale move answers 409 with the stored task and moves nothing.
 */
export const updateTaskParent = (auth: Authenticated, taskId: number, request: ScheduleTaskParentRequest) =>
  Effect.gen(function* () {
    const projectId = yield* agileTaskProject(auth, taskId)
    const action = request.action ?? "set"
    const { view, changed } = yield* editTask(
      projectId,
      taskId,
      request.version,
      Effect.gen(function* () {
        const { plan, rows } = yield* loadScheduleRows(projectId)
        const id = String(taskId)
        let moved: ReadonlyArray<ScheduleRuleRow> = rows
        if (action === "indent") moved = indentRow(rows, id)
        else if (action === "outdent") moved = outdentRow(rows, id)
        else {
          const result = changeParent(rows, id, request.parent_id === null ? null : String(request.parent_id))
          if (Either.isLeft(result)) return yield* new InvalidInput({ message: result.left.message })
          moved = result.right
        }
        return { view: yield* saveArranged(projectId, plan, rows, moved), changed: moved !== rows }
      })
    )
    const message = action === "indent" ? SCHEDULE_INDENTED : action === "outdent" ? SCHEDULE_OUTDENTED : "Moved"
    return { ok: true, message, changed, ...view } satisfies ScheduleMovedResponse
  })
