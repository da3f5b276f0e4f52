import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface ExpandVisionAnswer {
  readonly vision?: { readonly text?: string; readonly north_star_metric?: string } | string
  readonly text?: string
  readonly in_scope?: string
  readonly north_star_metric?: string
}

/** POST /agile/scope/expand_vision {project_name, current_text, north_star_metric} -> vision, text or in_scope (not saved). */
export const expandAgileVision = (body: { readonly project_name: string; readonly current_text: string; readonly north_star_metric: string }): Promise<ApiResult<ExpandVisionAnswer>> =>
  apiRequest("/agile/scope/expand_vision", { body })
