import { apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ReleasePayload } from "../lib/release-data"
import { projectFields, type ReleaseProjectRef } from "../lib/project-ref"

/** POST /agile/release/save {project_name, lanes, wip_limits, version}: a stale version answers 409 (docs/api.md). */
export const saveRelease = (ref: ReleaseProjectRef, payload: ReleasePayload, options: { readonly keepalive?: boolean } = {}): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/release/save", { body: { ...projectFields(ref), ...payload }, ...(options.keepalive ? { keepalive: true } : {}) })
