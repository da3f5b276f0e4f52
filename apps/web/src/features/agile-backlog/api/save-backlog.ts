import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { BacklogPayload } from "../lib/backlog-rows"
import { projectFields, type BacklogProjectRef } from "../lib/project-ref"

/**
 * POST /agile/backlog/save {project_name, epics, stories, delete_epic_ids, delete_story_ids, version}:
 * the whole backlog as one document; a stale version answers 409 with the stored backlog (docs/api.md).
 */
export const saveBacklog = (ref: BacklogProjectRef, payload: BacklogPayload, options: { readonly keepalive?: boolean } = {}): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/backlog/save", { body: { ...projectFields(ref), ...payload }, ...(options.keepalive ? { keepalive: true } : {}) })
