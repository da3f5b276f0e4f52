import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface GenerateBackgroundBody {
  readonly project_name: string
  readonly setup: Readonly<Record<string, unknown>>
  readonly in_scope: string
  readonly scope_titles: ReadonlyArray<string>
  readonly scope_detail: Readonly<Record<string, string>>
  readonly clarification_answers: Readonly<Record<string, string>>
  readonly user_note: string
}

/** POST /scope/background/generate -> background (not saved; waterfall.md §7). */
export const generateScopeBackground = (body: GenerateBackgroundBody): Promise<ApiResult<{ readonly background?: string }>> =>
  apiRequest("/scope/background/generate", { body })
