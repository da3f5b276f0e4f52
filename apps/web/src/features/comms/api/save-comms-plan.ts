import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { commsFields, type CommsRef } from "../lib/project-ref"

/** POST /comms/save {project, approach, plan, base_id} (issue 37): the edited rows as the newest plan; 409 when base_id is no longer the newest. */
export const saveCommsPlan = (ref: CommsRef, plan: unknown, baseId: string | null, keepalive = false): Promise<ApiResult<{ readonly id?: number; readonly saved_id?: number }>> =>
  apiRequest("/comms/save", { body: { ...commsFields(ref), plan, base_id: baseId === null ? null : Number(baseId) }, keepalive })
