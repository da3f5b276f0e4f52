import { apiRequest, type ApiResult } from "../../../lib/api-client"

export const FEEDBACK_TYPES = ["Feedback", "Support Request", "Feature Request"] as const
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]

/** POST /feedback/submit {type, message, name?, email?}: status, error (platform.md §7). */
export const submitFeedback = (input: {
  type: FeedbackType
  message: string
  name?: string
  email?: string
}): Promise<ApiResult<{ readonly status?: string; readonly error?: string }>> => apiRequest("/feedback/submit", { method: "POST", body: input })
