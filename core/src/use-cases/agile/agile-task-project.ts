import * as Effect from "effect/Effect"
import { ScheduleTaskRepository } from "../../ports/agile/schedule-task-repository"
import type { Authenticated } from "../platform/authenticate-session"
import { AgileItemNotFound } from "./agile-errors"
import { requireAgilePlan } from "./agile-project"
import { TASK_NOT_FOUND } from "./agile-texts"

/** The project of a schedule task addressed by id alone (PUT/DELETE /agile/schedule/task/{id}): paid plan first, then ownership (404). */
export const agileTaskProject = (auth: Authenticated, taskId: number) =>
  Effect.gen(function* () {
    yield* requireAgilePlan(auth)
    const projectId = yield* (yield* ScheduleTaskRepository).projectOf(auth.user.id, taskId)
    if (projectId === null) return yield* new AgileItemNotFound({ message: TASK_NOT_FOUND })
    return projectId
  })
