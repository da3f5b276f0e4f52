import { API_BASE, apiRequest, type ApiResult } from "../../../lib/api-client"
import type { ProjectRef } from "./project-ref"

/** POST /wbs/summary/save {project_id, project_name, phase, content_md, version} (version 0: none saved yet). */
export const saveExecutionSummary = (
  ref: ProjectRef,
  phase: string,
  contentMd: string,
  version: number,
  keepalive = false
): Promise<ApiResult<unknown>> =>
  keepalive
    ? // leaving the page: a request that outlives it (no answer is read)
      fetch(`${API_BASE}/wbs/summary/save`, {
        method: "POST",
        credentials: "include",
        keepalive: true,
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify({ ...ref, phase, content_md: contentMd, version })
      }).then(
        (r) => ({ ok: true as const, status: r.status, data: {} }),
        (e: unknown) => ({ ok: false as const, status: 0, message: String(e), body: undefined })
      )
    : apiRequest("/wbs/summary/save", { method: "POST", body: { ...ref, phase, content_md: contentMd, version } })
