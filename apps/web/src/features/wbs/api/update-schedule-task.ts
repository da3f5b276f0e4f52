import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { RowLink } from "../lib/row-links"

export interface ScheduleTaskPatch {
  readonly title?: string
  readonly duration_days?: number
  readonly resource_json?: string
  /** The task's links by predecessor id (replaces them; [] removes). */
  readonly links?: ReadonlyArray<RowLink>
  /** The version the row was read at: another write since answers 409. */
  readonly version?: number
}

/** PUT /agile/schedule/task/{id}: the changed fields -> { task, ...schedule } (agile.md §7). */
export const updateScheduleTask = (id: number, patch: ScheduleTaskPatch, keepalive = false): Promise<ApiResult<unknown>> =>
  apiRequest(`/agile/schedule/task/${id}`, { method: "PUT", body: patch, keepalive })
