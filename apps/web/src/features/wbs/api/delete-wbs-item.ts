import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** DELETE /wbs/item/{id}?version=: the row and its sub-rows (waterfall.md §7). */
export const deleteWbsItem = (id: number, version?: number): Promise<ApiResult<unknown>> =>
  apiRequest(`/wbs/item/${id}${query({ version })}`, { method: "DELETE" })
