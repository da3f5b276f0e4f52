import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /scope/narrative/improve {project_name, narrative, mode: expand, user_note} -> in_scope or narrative. */
export const improveNarrative = (
  projectName: string,
  narrative: string,
  userNote = ""
): Promise<ApiResult<{ readonly in_scope?: string; readonly narrative?: string }>> =>
  apiRequest("/scope/narrative/improve", { body: { project_name: projectName, narrative, mode: "expand", user_note: userNote } })
