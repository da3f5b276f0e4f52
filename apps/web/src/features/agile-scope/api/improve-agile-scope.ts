import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** agile.md §9: the scope improve call is aborted after 60 s. */
export const IMPROVE_TIMEOUT_MS = 60_000

export interface ImproveAgileScopeBody {
  readonly project_name: string
  /** e.g. "problems_outcomes.problems", "nfrs.security", "telemetry.events", "assumptions". */
  readonly section: string
  readonly mode: "add" | "expand"
  readonly user_note: string
  readonly target_title: string
  readonly count: number
  readonly current_rationale: string
}

/** POST /scope/improve, agile variant: new items for a section (add) or one item rewritten (expand) -> items [{title, rationale}]. */
export const improveAgileScope = async (body: ImproveAgileScopeBody): Promise<ApiResult<{ readonly items?: unknown }>> => {
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), IMPROVE_TIMEOUT_MS)
  try {
    return await apiRequest("/scope/improve", { body, signal: controller.signal })
  } catch {
    return { ok: false, status: 408, message: "", body: undefined }
  } finally {
    clearTimeout(timer)
  }
}
