import { apiRequest } from "../../../../lib/api-client"
import type { ReviewComment } from "../../lib/board-review-types"

/** POST .../comments/{comment_id}/replies: the owner's reply. */
export const replyToComment = (projectId: string, version: number, commentId: number, body: string) =>
  apiRequest<ReviewComment>(`/board-review/projects/${encodeURIComponent(projectId)}/versions/${version}/comments/${commentId}/replies`, {
    method: "POST",
    body: { body }
  })
