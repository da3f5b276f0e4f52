import type { ScheduleTaskResponse } from "../../responses/agile/schedule-responses"
import * as Effect from "effect/Effect"
import * as Either from "effect/Either"
import { ScheduleTaskRepository } from "../../ports/agile/schedule-task-repository"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import type { ScheduleTaskUpdateRequest } from "../../requests/agile/schedule-requests"
import type { Authenticated } from "../platform/authenticate-session"
import { agileTaskProject } from "./agile-task-project"
import { loadScheduleRows, saveArranged } from "./schedule-view"
import { editTask } from "./versioned-task"
import { InvalidInput } from "../platform/errors"
import { checkScheduleLinks, requestedScheduleLinks, scheduleLinkLabel } from "./schedule-links"

/**
 * PUT /agile/schedule/task/{id}: the changed fields (title, duration, type, resource, order); gates have
 * no duration; dates follow. `predecessors` or `links` replace the task's links (issue 22): a cycle, a
 * link to a missing task or to itself answers 400 naming the tasks and saves nothing. With a version, a
 * stale edit answers 409 with the stored task.
 */
export const updateScheduleTask = (auth: Authenticated, taskId: number, patch: ScheduleTaskUpdateRequest) =>
  Effect.gen(function* () {
    const projectId = yield* agileTaskProject(auth, taskId)
    const view = yield* editTask(
      projectId,
      taskId,
      patch.version,
      Effect.gen(function* () {
        const { plan, rows, links } = yield* loadScheduleRows(projectId)
        const id = String(taskId)
        const self = rows.find((r) => r.id === id)
        const own = self ? requestedScheduleLinks(rows, scheduleLinkLabel(rows)(self), patch) : Either.right(null)
        if (Either.isLeft(own)) return yield* new InvalidInput({ message: own.left.message })
        const wanted = own.right
        const nextLinks = wanted === null ? links : [...links.filter((l) => l.successorId !== taskId), ...wanted.map((l) => ({ ...l, successorId: taskId }))]
        // named as stored (a rename in the same edit does not change the message), as the WBS does
        const broken = wanted === null ? null : checkScheduleLinks(rows, nextLinks)
        if (broken) return yield* new InvalidInput({ message: broken.message })
        const changed = rows.map((r) => {
          if (r.id !== id) return r
          const type = patch.type ?? r.type
          return {
            ...r,
            ...(patch.title !== undefined ? { title: patch.title.trim() || "TBA" } : {}),
            ...(patch.resource_json !== undefined ? { resource_json: patch.resource_json } : {}),
            ...(patch.order_index !== undefined ? { order_index: patch.order_index } : {}),
            ...(patch.start_no_earlier_than !== undefined ? { start_no_earlier_than: patch.start_no_earlier_than } : {}),
            type,
            duration_days: type === "gate" ? 0 : (patch.duration_days ?? r.duration_days)
          }
        })
        // checked (and dated) with the new links before anything of them is written
        const view = yield* saveArranged(projectId, plan, rows, changed, nextLinks)
        if (wanted !== null) yield* (yield* ScheduleTaskRepository).setLinks(projectId, taskId, wanted)
        // issue 35: an edited drafted task is the user's; its saved provenance goes
        yield* (yield* LineProvenanceRepository).dropRecord(projectId, "schedule", taskId)
        return view
      })
    )
    return { ok: true, task: view.tasks.find((t) => t.id === taskId), ...view } satisfies ScheduleTaskResponse
  })
