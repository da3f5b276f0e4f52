import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /auth/projects/{id}/provenance (issue 35): the assumed lines still to review, per review module. */
export const getProjectProvenance = (id: string): Promise<ApiResult<{ readonly assumed?: Readonly<Record<string, number>> }>> =>
  apiRequest(`/auth/projects/${encodeURIComponent(id)}/provenance`)
