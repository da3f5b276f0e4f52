import { apiRequest } from "../../../../lib/api-client"
import type { PackVersions } from "../../lib/board-review-types"

/** GET /board-review/projects/{id}/versions: the versions, their reviewers and who has decided. */
export const listPackVersions = (projectId: string) => apiRequest<PackVersions>(`/board-review/projects/${encodeURIComponent(projectId)}/versions`)
