import { useEffect, useState } from "react"
import { Link, useLocation, useParams, useSearchParams } from "react-router"
import { FAILED_TO_DETECT_PROJECT, deliveryCheckFailed, resolveFailed } from "@initpack/core/messages/platform-projects"
import { ChangedSinceAuthorisation } from "../../../components/changed-since-authorisation"
import { Alert } from "../../../components/ui/alert"
import { Spinner } from "../../../components/ui/spinner"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { getProjectDelivery } from "../api/get-project-delivery"
import { getProjectProvenance } from "../api/get-project-provenance"
import { assumedPerTile } from "../lib/assumed-per-tile"
import { resolveProject } from "../api/resolve-project"
import { deliveryOf, resolvedIdOf, type Delivery } from "../lib/project-record"
import { workspaceTiles } from "../lib/project-urls"
import { useModuleStatuses } from "./use-module-statuses"

interface NavState {
  readonly projectId?: string | number
  readonly projectName?: string
  readonly delivery?: string
}

interface Detected {
  readonly id: string
  readonly name: string
  readonly delivery: Delivery
}

/** /app/projects/{id} and /app/projects/landing?project={name} (platform.md §2.7). */
export const ProjectWorkspacePage = () => {
  const { id: pathId } = useParams()
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as NavState
  const initialId = pathId ?? params.get("projectId") ?? params.get("project_id") ?? (state.projectId !== undefined ? String(state.projectId) : undefined)
  const initialName = params.get("project") ?? state.projectName ?? ""
  const [project, setProject] = useState<Detected | null>(null)
  const [warning, setWarning] = useState<string | null>(null)
  useDocumentTitle(project?.name ?? (initialName || "Project"))
  const statuses = useModuleStatuses(project?.delivery, project?.id)
  const [assumed, setAssumed] = useState<Readonly<Record<string, number>>>({})

  // issue 35: the assumed lines still to review per module, for a project saved from a reviewed draft
  useEffect(() => {
    if (!project) return
    let live = true
    void getProjectProvenance(project.id).then(
      (answer) => live && answer.ok && setAssumed(assumedPerTile(answer.data.assumed ?? {})),
      () => undefined
    )
    return () => {
      live = false
    }
  }, [project])

  useEffect(() => {
    let live = true
    const detect = async () => {
      let id = initialId
      if (!id) {
        if (!initialName) return setWarning(FAILED_TO_DETECT_PROJECT)
        const resolved = await resolveProject(initialName)
        if (!resolved.ok) return setWarning(resolveFailed(resolved.status))
        id = resolvedIdOf(resolved.data)
        if (!id) return setWarning(FAILED_TO_DETECT_PROJECT)
      }
      const known = deliveryOf(state.delivery)
      const answer = await getProjectDelivery(id)
      if (!live) return
      if (!answer.ok && !known) return setWarning(deliveryCheckFailed(answer.status))
      const delivery = (answer.ok ? deliveryOf(answer.data.delivery) : undefined) ?? known
      if (!delivery) return setWarning(FAILED_TO_DETECT_PROJECT)
      setProject({ id, name: (answer.ok ? answer.data.project_name : undefined) ?? initialName, delivery })
    }
    void detect().then(undefined, () => live && setWarning(FAILED_TO_DETECT_PROJECT))
    return () => {
      live = false
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initialId, initialName])

  if (warning) {
    return (
      <div className="stack">
        <h1>{initialName || "Project"}</h1>
        <Alert tone="warning">{warning}</Alert>
        <Link to="/app/projects">← Existing Projects</Link>
      </div>
    )
  }
  if (!project) return <Spinner />
  return (
    <div className="stack">
      <div>
        <h1>{project.name}</h1>
        <p className="muted">{project.delivery === "agile" ? "Agile / Product" : "Waterfall / PRINCE2"} · work through the modules in order.</p>
      </div>
      <ChangedSinceAuthorisation projectId={project.id} />
      <ol className="grid-cards" style={{ listStyle: "none", padding: 0, margin: 0 }} aria-label="Modules">
        {workspaceTiles(project.delivery, project.name, project.id).map((tile, index) => {
          const status = statuses[tile.key]
          return (
            <li key={tile.to} data-testid={`tile-${tile.key}`} data-state={status?.state ?? ""}>
              <Link to={tile.to} className="ui-card" style={{ display: "block", textDecoration: "none", color: "inherit", height: "100%" }}>
                <span className="muted">Step {index + 1}</span>
                <h2 className="ui-card-title" style={{ color: "var(--c-primary)" }}>
                  {tile.title}
                </h2>
                <span className="muted">{tile.description}</span>
                {/* issue 37: what the module holds */}
                {status ? (
                  <span className={`workspace-tile-state workspace-tile-${status.state}`} data-testid={`tile-state-${tile.key}`}>
                    {status.detail}
                  </span>
                ) : null}
                {assumed[tile.key] ? (
                  <span className="workspace-tile-assumed" data-testid={`tile-assumed-${tile.key}`} title="Drafted lines that rest on an assumption, still to review">
                    {assumed[tile.key]} assumed
                  </span>
                ) : null}
              </Link>
            </li>
          )
        })}
      </ol>
    </div>
  )
}
