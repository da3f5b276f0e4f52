import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BudgetProjectRef } from "./project-ref"

/** GET /wbs?project_id&project_name -> { items }: known-cost suggestions and the labour lines' sources. */
export const getWbs = (ref: BudgetProjectRef): Promise<ApiResult<unknown>> => apiRequest(`/wbs${query({ ...projectFields(ref) })}`)
