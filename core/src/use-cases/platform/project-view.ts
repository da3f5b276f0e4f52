import type { ProjectView } from "../../responses/platform/project-responses"
import type { ProjectRecord } from "../../ports/project-repository"

/** platform.md §3 Project, with the alternate names the clients read (project_id, project_name, delivery). */
export const projectView = (p: ProjectRecord): ProjectView => ({
  id: p.id,
  project_id: p.id,
  name: p.name,
  project_name: p.name,
  methodology: p.methodology,
  delivery: p.methodology,
  latest_scope_at: p.latestScopeAt?.toISOString() ?? null,
  created_at: p.createdAt.toISOString(),
  archived_at: p.archivedAt?.toISOString() ?? null
})

export type { ProjectView }
