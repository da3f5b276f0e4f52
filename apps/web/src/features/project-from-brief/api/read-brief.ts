import type { BriefForm } from "@initpack/core/brief/brief-form"
import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /briefs/read: pasted text, or a file as base64 with its name -> the brief form (issue 35). */
export const readBrief = (input: { readonly text: string } | { readonly file_name: string; readonly content_base64: string }): Promise<ApiResult<{ readonly form: BriefForm }>> =>
  apiRequest("/briefs/read", { method: "POST", body: input })
