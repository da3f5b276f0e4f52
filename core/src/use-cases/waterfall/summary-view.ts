import type { ExecutionSummaryView } from "../../responses/waterfall/wbs-responses"
import type { ExecutionSummaryRecord } from "../../ports/waterfall/execution-summary-repository"
import type { OpenProject } from "./open-project"

export const summaryView = (open: OpenProject, phase: string, s: ExecutionSummaryRecord | null): ExecutionSummaryView => ({
  found: s !== null,
  project_id: open.project.id,
  project_name: open.project.name,
  phase,
  content_md: s?.contentMd ?? "",
  version: s?.version ?? 0,
  created_at: s?.createdAt.toISOString() ?? null,
  updated_at: s?.updatedAt.toISOString() ?? null
})
