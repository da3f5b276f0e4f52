import { Navigate, Outlet, useSearchParams } from "react-router"

/** §2.3: a project-scoped page without the project query goes to the project list. */
export const RequireProject = () => {
  const [params] = useSearchParams()
  const project = params.get("project")
  return project && project.trim() !== "" ? <Outlet /> : <Navigate to="/app/projects" replace />
}
