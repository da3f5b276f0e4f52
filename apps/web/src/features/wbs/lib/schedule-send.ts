// The Agile Schedule's calls for each write of the shared WBS queue (agile.md §7; agile mode of useWbs).
import type { ApiResult } from "../../../lib/api-client"
import { createScheduleTask } from "../api/create-schedule-task"
import { deleteScheduleTask } from "../api/delete-schedule-task"
import { generateSchedulePlan } from "../api/generate-schedule-plan"
import { generateScheduleResources } from "../api/generate-schedule-resources"
import { moveScheduleTask } from "../api/move-schedule-task"
import type { ProjectRef } from "../api/project-ref"
import { recalcSchedule } from "../api/recalc-schedule"
import { updateScheduleTask, type ScheduleTaskPatch } from "../api/update-schedule-task"
import type { WbsRow } from "./wbs-row"
import type { WbsWrite } from "./use-wbs"
import { NEW_SCHEDULE_TASK } from "./wbs-mode"
import { linksKey, type RowLink } from "./row-links"

/** One write as its schedule call; null when there is nothing to send (the row is gone, nothing changed). */
export const sendScheduleWrite = (
  ref: ProjectRef,
  write: WbsWrite,
  rowOf: (id: number) => WbsRow | undefined,
  fieldsRow: WbsRow | undefined,
  keepalive: boolean
): Promise<ApiResult<unknown>> | null => {
  switch (write.kind) {
    case "fields": {
      const row = fieldsRow
      if (!row) return null
      const patch: { title?: string; duration_days?: number; resource_json?: string; links?: ReadonlyArray<RowLink> } = {}
      if (write.task !== undefined && write.task !== row.task) patch.title = write.task
      // agile.md §5: a gate has no duration
      if (write.duration_days !== undefined && write.duration_days !== row.duration_days && row.type !== "gate") patch.duration_days = write.duration_days
      if (write.resource !== undefined && write.resource.trim() !== row.resource_label) patch.resource_json = write.resource.trim()
      if (write.links !== undefined && linksKey(write.links) !== (row.links ?? "")) patch.links = write.links
      if (Object.keys(patch).length === 0) return null
      const body: ScheduleTaskPatch = { ...patch, version: row.version }
      return updateScheduleTask(row.id, body, keepalive)
    }
    case "create": {
      const after = write.afterId !== undefined ? rowOf(write.afterId) : undefined
      const parent = write.parentId !== null ? rowOf(write.parentId) : undefined
      return createScheduleTask(ref, {
        ...NEW_SCHEDULE_TASK,
        parent_id: write.parentId,
        phase_id: after?.phase_id ?? parent?.phase_id ?? null,
        // a sibling goes right after its row; a child goes last (the server's 999)
        ...(after ? { order_index: after.order_index + 1 } : {})
      })
    }
    case "move": {
      const row = rowOf(write.id)
      if (!row) return null
      return moveScheduleTask(write.id, write.to ?? "indent", row.version)
    }
    case "delete": {
      // the screen removed the row already; the write carries the version it had
      const version = write.version ?? rowOf(write.id)?.version
      if (version === undefined) return null
      return deleteScheduleTask(write.id, version)
    }
    case "generate":
      return generateSchedulePlan(ref, write.baseStart)
    case "recalc":
      return recalcSchedule(ref, write.baseStart)
    case "resources":
      return generateScheduleResources(ref)
    case "paste":
      // pasting many lines is a WBS Builder feature; the schedule adds them one by one after the row
      return null
  }
}
