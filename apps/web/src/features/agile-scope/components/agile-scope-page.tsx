import { useState } from "react"
import { Link, useSearchParams } from "react-router"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Spinner } from "../../../components/ui/spinner"
import { Tabs } from "../../../components/ui/tabs"
import { SaveStatusText } from "../../../lib/autosave/save-status-text"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { ROWS_GUIDANCE } from "../data/agile-scope-texts"
import { AGILE_SCOPE_TABS, type TabId } from "../lib/scope-sections"
import { useAgileScope } from "../lib/use-agile-scope"
import { ListSection } from "./list-section"
import { PersonaSection } from "./persona-section"
import { VisionCard } from "./vision-card"
import { ModuleHeader } from "../../../components/module-header"
import { useWorkspaceBack } from "../../../lib/workspace-path"
import "../agile-scope.css"

/** /app/agile/scope?project={name}: the Agile Scope Builder (agile.md §2, §3, §4, §5, §7, §8). */
export const AgileScopePage = () => {
  const [params] = useSearchParams()
  const project = (params.get("project") ?? "").trim()
  const queryId = (params.get("projectId") ?? params.get("project_id") ?? "").trim() || undefined
  useDocumentTitle(project ? `Agile Scope · ${project}` : "Agile Scope")
  if (project === "") {
    return (
      <div className="stack agile-scope-page">
        <h1>Agile Scope Builder</h1>
        <ErrorBanner message={MISSING_PROJECT_QUERY} />
        <Link to="/app/projects">← Existing Projects</Link>
      </div>
    )
  }
  return <AgileScopeScreen key={project} projectName={project} queryId={queryId} />
}

const AgileScopeScreen = ({ projectName, queryId }: { readonly projectName: string; readonly queryId: string | undefined }) => {
  const scope = useAgileScope(projectName)
  const [tab, setTab] = useState<TabId>("problems_outcomes")
  const projectId = queryId ?? scope.projectId
  const back = useWorkspaceBack(projectId, projectName)
  const { draft, busy, generation } = scope

  return (
    <div className="stack agile-scope-page">
      <ModuleHeader
        eyebrow="Agile / Product · Module 1"
        title="Agile Scope Builder"
        project={projectName}
        back={back}
        backLabel="Back to Project Workspace"
        side={<SaveStatusText queue={scope.queue} className="ui-save-status agile-save-status" />}
      />

      <div className="agile-messages">
        <ErrorBanner message={scope.error} />
        <PlanLimitAlert upgrade={scope.upgrade} />
        {scope.notice ? <Alert tone="success">{scope.notice}</Alert> : null}
        {busy ? <Spinner label="Asking the AI…" /> : null}
      </div>

      {draft === null ? (
        scope.loading ? <Spinner label="Loading the agile scope…" /> : null
      ) : (
        <>
          <VisionCard text={draft.vision.text} northStar={draft.vision.north_star_metric} busy={busy} onChange={scope.setVision} onExpand={scope.expandVision} />
          <section className="ui-card agile-sections" aria-labelledby="agile-sections-heading">
            <h2 id="agile-sections-heading" className="ui-card-title">
              Scope
            </h2>
            <p className="muted agile-hint">{ROWS_GUIDANCE}</p>
            <Tabs
              label="Agile scope sections"
              selected={tab}
              onSelect={(id) => setTab(id as TabId)}
              items={AGILE_SCOPE_TABS.map((spec) => ({
                id: spec.id,
                label: spec.label,
                content:
                  spec.id === "personas" ? (
                    <PersonaSection
                      rows={draft.personas}
                      generation={generation}
                      busy={busy}
                      onEdit={scope.editPersona}
                      onAdd={scope.addPersona}
                      onDelete={scope.deletePersona}
                      onAugment={scope.augment}
                    />
                  ) : (
                    <div className="agile-lists">
                      {spec.lists.map((list) => (
                        <ListSection
                          key={list.key}
                          list={list}
                          rows={draft.lists[list.key]}
                          generation={generation}
                          busy={busy}
                          onEdit={scope.editItem}
                          onAdd={scope.addRow}
                          onDelete={scope.deleteRow}
                          onAddWithAi={scope.addWithAi}
                          onExpand={scope.expandItem}
                        />
                      ))}
                    </div>
                  )
              }))}
            />
          </section>
        </>
      )}
    </div>
  )
}
