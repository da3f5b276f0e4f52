import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /agile/schedule/task/{id}/parent {action, version}: the update-parent call of indent and outdent (docs/api.md). */
export const moveScheduleTask = (id: number, action: "indent" | "outdent", version?: number): Promise<ApiResult<unknown>> =>
  apiRequest(`/agile/schedule/task/${id}/parent`, { method: "POST", body: { action, ...(version === undefined ? {} : { version }) } })
