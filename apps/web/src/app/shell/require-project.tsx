import { Navigate, Outlet, useLocation, useSearchParams } from "react-router"

// Screens that say 'Missing ?project in the URL.' themselves (agile.md §2, §5).
const OWN_MISSING_MESSAGE: ReadonlySet<string> = new Set(["/app/agile/quick-draft", "/app/agile/scope", "/app/agile/backlog", "/app/agile/release"])

/** §2.3: a project-scoped page without the project query goes to the project list. */
export const RequireProject = () => {
  const [params] = useSearchParams()
  const { pathname } = useLocation()
  const project = params.get("project")
  if (project && project.trim() !== "") return <Outlet />
  return OWN_MISSING_MESSAGE.has(pathname.replace(/\/+$/, "")) ? <Outlet /> : <Navigate to="/app/projects" replace />
}
