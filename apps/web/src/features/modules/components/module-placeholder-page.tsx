import { Link, useLocation, useSearchParams } from "react-router"
import { Alert } from "../../../components/ui/alert"
import { query } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { MODULE_ROUTES } from "../data/module-routes"

/** A module screen that later issues build: it names the module and links back to the workspace. */
export const ModulePlaceholderPage = () => {
  const { pathname } = useLocation()
  const [params] = useSearchParams()
  const path = pathname.replace(/^\/app\//, "").replace(/\/+$/, "")
  const title = MODULE_ROUTES.find((route) => route.path === path)?.title ?? "Module"
  useDocumentTitle(title)
  const project = params.get("project") ?? ""
  const projectId = params.get("projectId") ?? params.get("project_id")
  const back = projectId
    ? `/app/projects/${encodeURIComponent(projectId)}${query({ project, projectId })}`
    : `/app/projects/landing${query({ project })}`
  return (
    <div className="stack">
      <h1>{title}</h1>
      <p className="muted" data-testid="module-project">
        Project: <strong>{project}</strong>
        {params.get("delivery") ? ` · ${params.get("delivery")}` : ""}
        {params.get("mode") ? ` · mode ${params.get("mode")}` : ""}
      </p>
      <Alert tone="info" title={`${title} is on its way`}>
        This module&apos;s screen is being built. Your project is saved; come back to it from the workspace.
      </Alert>
      <p>
        <Link to={back}>← Back to the project workspace</Link>
      </p>
    </div>
  )
}
