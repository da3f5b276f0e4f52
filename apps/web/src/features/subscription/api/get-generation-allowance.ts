import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

/** GET /scope/allowance?project_id: the project's AI scope generations left and the cap (issue 37). */
export const getGenerationAllowance = (projectId: string): Promise<ApiResult<unknown>> =>
  apiRequest(`/scope/allowance${query({ project_id: projectId, _: Date.now() })}`)
