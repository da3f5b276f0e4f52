import { useCallback, useMemo, useState } from "react"
import { useSearchParams } from "react-router"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { storyPoints } from "@initpack/core/rules/planning/release/story-points"
import type { CellOption } from "../../../components/editable/editable-column"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { Tabs } from "../../../components/ui/tabs"
import { SaveStatusText } from "../../../lib/autosave/save-status-text"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { useFocusParam, useScrollToFocus } from "../../../lib/focus-param"
import { epicUidOf, storyUidOf } from "../lib/backlog-rows"
import { BACKLOG_GUIDANCE } from "../data/backlog-texts"
import { BACKLOG_KEY, useBacklog } from "../lib/use-backlog"
import { EpicsPanel } from "./epics-panel"
import { QuickAddStory } from "./quick-add-story"
import { StoriesTable } from "./stories-panel"
import { ModuleHeader } from "../../../components/module-header"
import { workspacePath } from "../../../lib/workspace-path"
import "../backlog.css"

const ALL = "all"
const NONE = "none"

/** The row a Health check link points at (issue 34): ?focus=<story id> or ?focus=epic-<epic id>, as its uid. */
const focusUidOf = (focus: string | undefined): string | undefined => {
  const epic = /^epic-(\d+)$/.exec(focus ?? "")
  return epic ? epicUidOf(Number(epic[1])) : focus !== undefined && /^\d+$/.test(focus) ? storyUidOf(Number(focus)) : undefined
}

/** /app/agile/backlog?project=&projectId= : epics and stories (agile.md §2). */
export const BacklogPage = () => {
  const [params] = useSearchParams()
  const projectName = (params.get("project") ?? "").trim()
  const rawId = (params.get("projectId") ?? params.get("project_id") ?? "").trim()
  const projectId = /^\d+$/.test(rawId) ? rawId : undefined
  useDocumentTitle(projectName ? `Backlog · ${projectName}` : "Backlog")
  if (!projectName)
    return (
      <div className="stack">
        <h1>Backlog</h1>
        <ErrorBanner message={MISSING_PROJECT_QUERY} />
      </div>
    )
  return <Backlog projectName={projectName} projectId={projectId} />
}

const Backlog = ({ projectName, projectId }: { readonly projectName: string; readonly projectId: string | undefined }) => {
  const bl = useBacklog({ projectName, projectId })
  // ?focus= (issue 34): that story's or epic's row, on its tab, scrolled into view and highlighted
  const focusUid = focusUidOf(useFocusParam())
  useScrollToFocus(focusUid, (uid) => `tr[data-row-key="${CSS.escape(uid)}"]`)
  const [tab, setTab] = useState(() => (focusUid?.startsWith("s") ? "stories" : "epics"))
  const [filter, setFilter] = useState(ALL)
  const { epics, stories } = bl

  const epicOptions = useMemo<ReadonlyArray<CellOption>>(
    () => [{ value: "", label: "No epic" }, ...epics.map((e) => ({ value: e.uid, label: e.key.trim() ? `${e.key.trim()} · ${e.name}` : e.name }))],
    [epics]
  )
  const activeFilter = filter === ALL || filter === NONE || epics.some((e) => e.uid === filter) ? filter : ALL
  const shown = useMemo(
    () => (activeFilter === ALL ? stories : stories.filter((s) => (activeFilter === NONE ? s.epicUid === null : s.epicUid === activeFilter))),
    [stories, activeFilter]
  )
  const points = useMemo(() => shown.reduce((sum, s) => sum + storyPoints(s.points), 0), [shown])
  const quickAdd = bl.quickAdd
  const onQuickAdd = useCallback((input: Parameters<typeof quickAdd>[0]) => quickAdd(input), [quickAdd])

  const id = projectId ?? (bl.serverProjectId !== null ? String(bl.serverProjectId) : undefined)
  // agile.md §2: Back to Project Workspace goes to /app/projects/{projectId}
  const back = workspacePath(id)
  const working = bl.busy !== null

  const epicsPanel = (
    <EpicsPanel epics={epics} generation={bl.generation} onAdd={bl.addEpic} onChange={bl.editEpic} onMove={bl.moveEpic} onDelete={bl.deleteEpic} focusUid={focusUid} />
  )
  const storiesPanel = (
    <div className="bl-panel">
      <QuickAddStory epicOptions={epicOptions} defaultEpic={activeFilter !== ALL && activeFilter !== NONE ? activeFilter : (epics[0]?.uid ?? "")} onAdd={onQuickAdd} />
      <div className="bl-filter-row">
        <div className="ui-field bl-filter">
          <label className="ui-label" htmlFor="bl-filter">
            Filter by epic
          </label>
          <select id="bl-filter" className="ui-select" value={activeFilter} onChange={(e) => setFilter(e.target.value)}>
            <option value={ALL}>All epics</option>
            <option value={NONE}>No epic</option>
            {epics.map((e) => (
              <option key={e.uid} value={e.uid}>
                {e.key.trim() ? `${e.key.trim()} · ${e.name}` : e.name}
              </option>
            ))}
          </select>
        </div>
        <p className="muted bl-count" data-testid="story-count">
          {shown.length === stories.length ? `${stories.length} ${stories.length === 1 ? "story" : "stories"}` : `${shown.length} of ${stories.length} stories`} · {points} pts
        </p>
      </div>
      <StoriesTable stories={shown} filtered={activeFilter !== ALL} epicOptions={epicOptions} generation={bl.generation} onEdit={bl.editStory} onDelete={bl.deleteStory} focusUid={focusUid} />
    </div>
  )

  return (
    <div className="stack bl-page">
      <ModuleHeader eyebrow="Agile · Epics and stories" title="Backlog" project={projectName} back={back} />

      {bl.upgrade ? (
        <PlanLimitAlert upgrade={bl.upgrade} />
      ) : (
        <>
          {bl.error?.cta ? <PlanLimitAlert upgrade={{ message: bl.error.message, cta: bl.error.cta }} /> : <ErrorBanner message={bl.error?.message} />}
          {bl.notice ? <Alert tone="info">{bl.notice}</Alert> : null}
          <section className="ui-card bl-card" aria-labelledby="bl-heading">
            <div className="bl-toolbar">
              <div>
                <h2 id="bl-heading" className="ui-card-title">
                  {epics.length} {epics.length === 1 ? "epic" : "epics"} · {stories.length} {stories.length === 1 ? "story" : "stories"}
                </h2>
                <p className="muted bl-guidance">{BACKLOG_GUIDANCE}</p>
              </div>
              <div className="bl-toolbar-actions">
                <SaveStatusText queue={bl.queue} statusKey={BACKLOG_KEY} className="ui-save-status bl-save" />
                <Button onClick={() => void bl.draftEpics()} disabled={working}>
                  {bl.busy === "epics" ? "Generating epics…" : "AI Generate Epics"}
                </Button>
                <Button variant="secondary" onClick={() => void bl.draftStories()} disabled={working}>
                  {bl.busy === "stories" ? "Generating stories…" : "AI Generate Stories"}
                </Button>
                <Button variant="secondary" onClick={() => void bl.exportJira()} disabled={working || !bl.loaded}>
                  {bl.busy === "export" ? "Exporting…" : "Export Jira CSV"}
                </Button>
              </div>
            </div>
            {!bl.loaded && bl.busy === "load" ? (
              <Spinner label="Loading the backlog…" />
            ) : (
              <div className="bl-pills">
                <Tabs
                  label="Backlog"
                  selected={tab}
                  onSelect={setTab}
                  items={[
                    { id: "epics", label: `Epics (${epics.length})`, content: epicsPanel },
                    { id: "stories", label: `Stories (${stories.length})`, content: storiesPanel }
                  ]}
                />
              </div>
            )}
          </section>
        </>
      )}
    </div>
  )
}
