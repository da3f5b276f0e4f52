import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** DELETE /agile/schedule/task/{id}?version=: the row and its sub-rows (agile.md §7). */
export const deleteScheduleTask = (id: number, version?: number): Promise<ApiResult<unknown>> =>
  apiRequest(`/agile/schedule/task/${id}${query({ version })}`, { method: "DELETE" })
