import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /comms/latest of the method's approach: { found, plan } (waterfall.md §7). */
export const getModuleComms = (projectId: string, approach: "Waterfall" | "Agile"): Promise<ApiResult<unknown>> =>
  apiRequest(`/comms/latest${query({ project_id: projectId, project_approach: approach, project_method: approach })}`)
