import { apiRequest } from "../../../../lib/api-client"
import type { ReviewComment } from "../../lib/board-review-types"

/** POST .../comments/{comment_id}/resolve, or /reopen. */
export const setCommentResolved = (projectId: string, version: number, commentId: number, resolved: boolean) =>
  apiRequest<ReviewComment>(
    `/board-review/projects/${encodeURIComponent(projectId)}/versions/${version}/comments/${commentId}/${resolved ? "resolve" : "reopen"}`,
    { method: "POST" }
  )
