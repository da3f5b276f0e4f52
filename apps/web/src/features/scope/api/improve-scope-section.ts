import type { ScopeItem } from "@initpack/core/rules/scope/scope-items"
import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** waterfall.md §9: scope improve calls are aborted after 60 s. */
export const IMPROVE_TIMEOUT_MS = 60_000

export interface ImproveSectionBody {
  readonly project_name: string
  readonly section: string
  readonly mode: "add" | "expand"
  readonly user_note: string
  readonly target_title: string
  readonly items: ReadonlyArray<ScopeItem>
}

/** POST /scope/improve: add 3-5 items to a section, or expand one (target_title) -> items. */
export const improveScopeSection = async (body: ImproveSectionBody): Promise<ApiResult<{ readonly items?: unknown; readonly error?: string }>> => {
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
