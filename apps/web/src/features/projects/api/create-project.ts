import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /projects {name, methodology}: id, name, methodology; 402 carries message and cta (platform.md §7). */
export const createProject = (name: string, methodology: string): Promise<ApiResult<unknown>> =>
  apiRequest("/projects", { method: "POST", body: { name, methodology } })
