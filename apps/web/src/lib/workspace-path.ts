import { useNavigate } from "react-router"
import { query as toQuery } from "./api-client"

type ProjectId = string | number | undefined

const hasProject = (projectId: ProjectId): projectId is string | number => projectId !== undefined && projectId !== ""

/**
 * Where "Back to Project Workspace" goes (waterfall.md §2, agile.md §2): the project's workspace, else the
 * project list. With `query`, the workspace URL also carries ?project=<name>&projectId=<id>.
 */
export const workspacePath = (projectId: ProjectId, query?: { readonly project: string | undefined }): string =>
  hasProject(projectId)
    ? `/app/projects/${encodeURIComponent(String(projectId))}${query ? toQuery({ project: query.project, projectId }) : ""}`
    : "/app/projects"

/**
 * The back action of the module pages whose control is a button: the project's workspace (with its query);
 * without a project, with `history`, the previous page when there is one; else the project list.
 */
export const useWorkspaceBack = (projectId: ProjectId, projectName: string | undefined, options: { readonly history?: boolean } = {}) => {
  const navigate = useNavigate()
  return (): void => {
    if (!hasProject(projectId) && options.history && window.history.length > 1) void navigate(-1)
    else void navigate(workspacePath(projectId, { project: projectName }))
  }
}
