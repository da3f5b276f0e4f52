import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface ProjectPlanAnswer {
  readonly plan_type?: string
  readonly plan?: string
  readonly allowed_methodologies?: ReadonlyArray<string>
}

/** GET /projects/plan: plan_type or plan, allowed_methodologies (platform.md §7). */
export const getProjectPlan = (): Promise<ApiResult<ProjectPlanAnswer>> => apiRequest("/projects/plan")
