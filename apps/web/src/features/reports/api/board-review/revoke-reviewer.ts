import { apiRequest } from "../../../../lib/api-client"
import type { Reviewer } from "../../lib/board-review-types"

/** POST .../reviewers/{reviewer_id}/revoke: the reviewer's link stops working. */
export const revokeReviewer = (projectId: string, version: number, reviewerId: number) =>
  apiRequest<Reviewer>(`/board-review/projects/${encodeURIComponent(projectId)}/versions/${version}/reviewers/${reviewerId}/revoke`, { method: "POST" })
