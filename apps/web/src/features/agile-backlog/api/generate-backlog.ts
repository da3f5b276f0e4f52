import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BacklogProjectRef } from "../lib/project-ref"

/** POST /agile/backlog/generate {project_name, per_epic}: stories for every epic (agile.md §7). */
export const generateBacklog = (ref: BacklogProjectRef, perEpic: number): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/backlog/generate", { body: { ...projectFields(ref), per_epic: perEpic } })
