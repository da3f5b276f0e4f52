import type { CapacityAnswer } from "@initpack/core/rules/platform/project-create"
import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** GET /projects/capacity: allowed, can_create, message, reason (platform.md §7). */
export const getProjectCapacity = (): Promise<ApiResult<CapacityAnswer>> => apiRequest("/projects/capacity")
