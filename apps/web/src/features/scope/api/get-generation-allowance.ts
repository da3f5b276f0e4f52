import { apiRequest, query, type ApiResult } from "../../../lib/api-client"

export interface GenerationAllowanceAnswer {
  readonly generations_left?: number
  readonly generations_cap?: number
}

/** GET /scope/allowance?project_name -> the project's AI scope generations left and the cap (issue 37). */
export const getGenerationAllowance = (projectName: string, projectId?: string): Promise<ApiResult<GenerationAllowanceAnswer>> =>
  apiRequest(`/scope/allowance${query({ project_name: projectName, project_id: projectId, _: Date.now() })}`)
