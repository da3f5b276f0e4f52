import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { apiRequest, type ApiResult } from "../../../lib/api-client"

/** POST /projects/from-draft: the reviewed draft less the unticked lines, saved in one transaction (issue 35). */
export const saveProjectDraft = (draft: ProjectArtefacts, signature: string, removed: ReadonlyArray<string>): Promise<ApiResult<{ readonly id: number; readonly name: string }>> =>
  apiRequest("/projects/from-draft", { method: "POST", body: { draft, signature, removed } })
