import { apiRequest } from "../../../../lib/api-client"
import type { InviteRow, Reviewer } from "../../lib/board-review-types"

/** POST .../versions/{version}/reviewers: each reviewer is mailed a personal link. */
export const inviteReviewers = (projectId: string, version: number, reviewers: ReadonlyArray<InviteRow>) =>
  apiRequest<{ version: number; reviewers: ReadonlyArray<Reviewer> }>(`/board-review/projects/${encodeURIComponent(projectId)}/versions/${version}/reviewers`, {
    method: "POST",
    body: { reviewers }
  })
