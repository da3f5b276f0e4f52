import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { commsFields, type CommsRef } from "../lib/project-ref"

/** POST /comms/shortplan {project_name, context, project_approach, project_method}: a new saved plan (waterfall.md §7). */
export const generateCommsPlan = (ref: CommsRef, context: string): Promise<ApiResult<unknown>> =>
  apiRequest("/comms/shortplan", { body: { ...commsFields(ref), context } })
