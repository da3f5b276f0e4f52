import { apiRequest } from "../../../../lib/api-client"
import type { InviteRow, Reviewer } from "../../lib/board-review-types"

/** POST /board-review/projects/{id}/versions: freezes the current pack as the next version. */
export const submitPackVersion = (projectId: string, reviewers: ReadonlyArray<InviteRow> = []) =>
  apiRequest<{ version: number; source_hash: string; reviewers: ReadonlyArray<Reviewer> }>(`/board-review/projects/${encodeURIComponent(projectId)}/versions`, {
    method: "POST",
    body: { reviewers }
  })
