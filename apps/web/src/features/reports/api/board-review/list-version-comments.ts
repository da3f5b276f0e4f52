import { apiRequest } from "../../../../lib/api-client"
import type { VersionComments } from "../../lib/board-review-types"

/** GET .../versions/{version}/comments: threads grouped by the module whose screen fixes them. */
export const listVersionComments = (projectId: string, version: number) =>
  apiRequest<VersionComments>(`/board-review/projects/${encodeURIComponent(projectId)}/versions/${version}/comments`)
