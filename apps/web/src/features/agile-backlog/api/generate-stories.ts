import { apiRequest, type ApiResult } from "../../../lib/api-client"
import { projectFields, type BacklogProjectRef } from "../lib/project-ref"

/** POST /agile/stories/generate, same body as /agile/backlog/generate: the §4 fallback call. */
export const generateStories = (ref: BacklogProjectRef, perEpic: number): Promise<ApiResult<unknown>> =>
  apiRequest("/agile/stories/generate", { body: { ...projectFields(ref), per_epic: perEpic } })
