import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /scope/background/save {project_name, background, base_saved_at} -> saved_at; 409 when saved elsewhere since. */
export const saveScopeBackground = (
  projectName: string,
  background: string,
  baseSavedAt: string | null
): Promise<ApiResult<{ readonly ok?: boolean; readonly saved_at?: string }>> =>
  apiRequest("/scope/background/save", { body: { project_name: projectName, background, base_saved_at: baseSavedAt } })
