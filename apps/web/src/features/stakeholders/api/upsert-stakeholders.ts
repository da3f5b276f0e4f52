import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type StakeholderProjectRef } from "../lib/project-ref"
import type { StakeholderPayload } from "../lib/stakeholder-row"

/**
 * POST /stakeholder/upsert {project_name, stakeholders}: rows with an id are updated (each with the version
 * it was read at: a stale one answers 409), rows without one are added (waterfall.md §7, docs/api.md).
 */
export const upsertStakeholders = (
  ref: StakeholderProjectRef,
  stakeholders: ReadonlyArray<StakeholderPayload>,
  options: { readonly keepalive?: boolean } = {}
): Promise<ApiResult<unknown>> =>
  apiRequest("/stakeholder/upsert", { body: { ...projectFields(ref), stakeholders }, ...(options.keepalive ? { keepalive: true } : {}) })
