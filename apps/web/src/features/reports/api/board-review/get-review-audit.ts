import { apiRequest } from "../../../../lib/api-client"
import type { ReviewEvent } from "../../lib/board-review-types"

/** GET /board-review/projects/{id}/audit: the audit trail, oldest first. */
export const getReviewAudit = (projectId: string) =>
  apiRequest<{ events: ReadonlyArray<ReviewEvent> }>(`/board-review/projects/${encodeURIComponent(projectId)}/audit`)
