import type { Kpi } from "@initpack/core/rules/scope/kpis"
import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /scope/kpi/generate {project_name, goal_title, goal_rationale, existing_kpis} -> kpis (new metrics only). */
export const generateKpis = (
  projectName: string,
  goalTitle: string,
  goalRationale: string,
  existing: ReadonlyArray<Kpi>
): Promise<ApiResult<{ readonly kpis?: unknown; readonly message?: string }>> =>
  apiRequest("/scope/kpi/generate", {
    body: { project_name: projectName, goal_title: goalTitle, goal_rationale: goalRationale, existing_kpis: existing }
  })
