import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /agile/scope/generate {project_name, delivery_approach: agile, seed_context}: the Quick Draft (agile.md §7); replaces the stored scope. */
export const generateAgileScope = (projectName: string, summary: string): Promise<ApiResult<{ readonly version?: number }>> =>
  apiRequest("/agile/scope/generate", { body: { project_name: projectName, delivery_approach: "agile", seed_context: summary } })
