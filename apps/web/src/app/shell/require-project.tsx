import { Navigate, Outlet, useLocation, useSearchParams } from "react-router"
import { NextModuleLink } from "../../components/next-module-link"

// Screens that say 'Missing ?project in the URL.' themselves (agile.md §2, §5).
const OWN_MISSING_MESSAGE: ReadonlySet<string> = new Set(["/app/agile/quick-draft", "/app/agile/scope", "/app/agile/backlog", "/app/agile/release"])

// Screens whose spec names other query keys for the project (waterfall.md §2 Reports, agile.md §2 Agile Risk, Agile Reports).
const PROJECT_KEYS: Readonly<Record<string, ReadonlyArray<string>>> = {
  "/app/reports": ["project", "projectName", "projectId", "project_id", "id"],
  "/app/reports/agile": ["project", "projectName", "projectId", "project_id", "id"],
  "/app/agile/risk": ["project", "name", "projectId"]
}

/** §2.3: a project-scoped page without the project query goes to the project list. */
export const RequireProject = () => {
  const [params] = useSearchParams()
  const path = useLocation().pathname.replace(/\/+$/, "")
  const keys = PROJECT_KEYS[path] ?? ["project"]
  // issue 37: every module screen ends with the link to the next module of the method
  if (keys.some((key) => (params.get(key) ?? "").trim() !== ""))
    return (
      <>
        <Outlet />
        <NextModuleLink />
      </>
    )
  return OWN_MISSING_MESSAGE.has(path) ? <Outlet /> : <Navigate to="/app/projects" replace />
}
