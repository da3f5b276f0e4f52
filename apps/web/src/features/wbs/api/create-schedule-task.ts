import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

export interface NewScheduleTaskBody {
  readonly phase_id: number | null
  readonly parent_id: number | null
  /** Omitted for a child row (the server puts it last, order 999). */
  readonly order_index?: number
  readonly title: string
  readonly duration_days: number
  readonly type: string
}

/** POST /agile/schedule/task: { task, ...schedule } (agile.md §7, §9). */
export const createScheduleTask = (ref: ProjectRef, task: NewScheduleTaskBody): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/schedule/task", { method: "POST", body: { ...ref, ...task } })
