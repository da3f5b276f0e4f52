import type { Finding } from "@initpack/core/rules/health/finding"
import { apiRequest, query, type ApiResult } from "../../../lib/api-client"
import { projectQueryFields, type ReportProject } from "../lib/report-query"

export interface PackHealthAnswer {
  readonly project_name: string
  readonly method: "waterfall" | "agile"
  readonly counts: { readonly error: number; readonly warning: number; readonly note: number }
  readonly findings: ReadonlyArray<Finding>
}

/** GET /reports/health?project_id|project_name: the pack health check (issue 34, docs/health-check.md). */
export const getPackHealth = (project: ReportProject): Promise<ApiResult<PackHealthAnswer>> =>
  apiRequest<PackHealthAnswer>(`/reports/health${query(projectQueryFields(project))}`)
