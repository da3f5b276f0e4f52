import { apiRequest } from "../../../../lib/api-client"

/** POST .../versions/{version}/remind: every undecided reviewer is mailed a new link. */
export const remindReviewers = (projectId: string, version: number) =>
  apiRequest<{ version: number; reminded: ReadonlyArray<{ reviewer_id: number; name: string }> }>(
    `/board-review/projects/${encodeURIComponent(projectId)}/versions/${version}/remind`,
    { method: "POST" }
  )
