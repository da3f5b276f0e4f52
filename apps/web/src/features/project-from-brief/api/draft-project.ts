import type { BriefForm } from "@initpack/core/brief/brief-form"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { apiRequest, type ApiResult } from "../../../lib/api-client"

export interface ProjectDraft {
  readonly draft: ProjectArtefacts
  readonly signature: string
  readonly method: "waterfall" | "agile"
  readonly steps: ReadonlyArray<{ readonly step: string; readonly label: string; readonly summary: string }>
}

/** POST /projects/draft: every module drafted from the brief form; nothing is saved (issue 35). */
export const draftProject = (brief: BriefForm): Promise<ApiResult<ProjectDraft>> => apiRequest("/projects/draft", { method: "POST", body: { brief } })
