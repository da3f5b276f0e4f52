import * as Effect from "effect/Effect"
import { ScheduleTaskRepository } from "../../ports/agile/schedule-task-repository"
import { Transactor } from "../../ports/transactor"
import { AgileItemNotFound, StaleWrite } from "./agile-errors"
import { STALE_WRITE, TASK_NOT_FOUND } from "./agile-texts"
import { loadSchedule } from "./schedule-view"

/** The 409 of a stale task edit: the task as stored now (or 404 when it is gone). */
const staleTask = (projectId: number, taskId: number) =>
  Effect.gen(function* () {
    const task = (yield* loadSchedule(projectId)).tasks.find((t) => t.id === taskId)
    if (!task) return yield* new AgileItemNotFound({ message: TASK_NOT_FOUND })
    return yield* new StaleWrite({ message: STALE_WRITE, currentVersion: task.version, current: task })
  })

/**
 * Runs an edit of one schedule task in a transaction that first bumps the task's version: with an
 * `expectedVersion` other than the stored one nothing is written and the answer is 409 with the stored
 * task; without one (older clients) the edit is not checked. `edit` should load the rows itself.
 */
export const editTask = <A, E, R>(projectId: number, taskId: number, expectedVersion: number | null, edit: Effect.Effect<A, E, R>) =>
  Effect.gen(function* () {
    const tasks = yield* ScheduleTaskRepository
    const stale = Symbol("stale")
    const result = yield* (yield* Transactor).run(
      Effect.gen(function* () {
        const version = yield* tasks.bump(projectId, taskId, expectedVersion)
        // fail (not return) so the transaction rolls back
        if (version === null) return yield* Effect.fail(stale)
        return yield* edit
      })
    ).pipe(Effect.catchIf((e): e is typeof stale => e === stale, () => staleTask(projectId, taskId)))
    return result
  })
