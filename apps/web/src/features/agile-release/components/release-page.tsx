import { useEffect, useMemo, useRef, useState } from "react"
import { useSearchParams } from "react-router"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { laneLoads } from "@initpack/core/rules/planning/release/lane-load"
import { LANES } from "@initpack/core/rules/planning/release/release-types"
import { unplacedStories, unplacedSummary } from "@initpack/core/rules/planning/release/unplaced"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { SaveStatusText } from "../../../lib/autosave/save-status-text"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { BACKLOG_EMPTY, LANE_EMPTY, NO_STORIES, overWip } from "../data/release-texts"
import type { CardStory } from "../lib/release-data"
import { RELEASE_KEY, useReleasePlan } from "../lib/use-release-plan"
import { LaneColumn } from "./lane-column"
import { LANE_TITLES, type CardActions } from "./story-card"
import { ModuleHeader } from "../../../components/module-header"
import { workspacePath } from "../../../lib/workspace-path"
import "../release.css"

const storiesText = (count: number): string => `${count} ${count === 1 ? "story" : "stories"}`

/** /app/agile/release?project= : Now / Next / Later and the Backlog of unplaced stories (agile.md §2). */
export const ReleasePage = () => {
  const [params] = useSearchParams()
  const projectName = (params.get("project") ?? "").trim()
  const rawId = (params.get("projectId") ?? params.get("project_id") ?? "").trim()
  const projectId = /^\d+$/.test(rawId) ? rawId : undefined
  useDocumentTitle(projectName ? `Release Plan · ${projectName}` : "Release Plan")
  if (!projectName)
    return (
      <div className="stack">
        <h1>Release Plan</h1>
        <ErrorBanner message={MISSING_PROJECT_QUERY} />
      </div>
    )
  return <ReleasePlan projectName={projectName} projectId={projectId} />
}

const ReleasePlan = ({ projectName, projectId }: { readonly projectName: string; readonly projectId: string | undefined }) => {
  const rp = useReleasePlan({ projectName, projectId })
  const { stories, lanes, wip, place, move } = rp
  const [wipDraft, setWipDraft] = useState<string | null>(null)

  // a card that changed lanes is a new element: the control used (or the card) gets the focus back
  const focusAfter = useRef<{ id: string; action: string } | null>(null)
  useEffect(() => {
    const target = focusAfter.current
    if (!target) return
    focusAfter.current = null
    const card = document.querySelector<HTMLElement>(`[data-story-id="${CSS.escape(target.id)}"]`)
    const control = card?.querySelector<HTMLElement>(`[data-action="${target.action}"]`)
    ;(control ?? card)?.focus()
  }, [lanes])

  const actions = useMemo<CardActions>(
    () => ({ place, move, focusLater: (id, action) => (focusAfter.current = { id, action }) }),
    [place, move]
  )
  const byId = useMemo(() => new Map(stories.map((s) => [s.id, s])), [stories])
  const laneCards = useMemo(
    () => Object.fromEntries(LANES.map((lane) => [lane, lanes[lane].map((e) => byId.get(e.story_id)).filter((s): s is CardStory => s !== undefined)])),
    [lanes, byId]
  )
  const rest = useMemo(() => unplacedStories(stories, lanes), [stories, lanes])
  const unplaced = useMemo(() => unplacedSummary(stories, lanes), [stories, lanes])
  const loads = useMemo(() => laneLoads(stories, lanes, wip), [stories, lanes, wip])
  const working = rp.busy !== null
  const back = workspacePath(projectId)

  return (
    <div className="stack rl-page">
      <ModuleHeader eyebrow="Agile · Now / Next / Later" title="Release Plan" project={projectName} back={back} />

      {rp.upgrade ? (
        <PlanLimitAlert upgrade={rp.upgrade} />
      ) : (
        <>
          {rp.error?.cta ? <PlanLimitAlert upgrade={{ message: rp.error.message, cta: rp.error.cta }} /> : <ErrorBanner message={rp.error?.message} />}
          {rp.notice ? <Alert tone="info">{rp.notice}</Alert> : null}
          {loads.now.overLimit ? <Alert tone="warning">{overWip(loads.now.points, loads.now.limit)}</Alert> : null}

          <section className="ui-card rl-toolbar" aria-label="Release plan tools">
            {/* counted only once the backlog and the plan are both in: never a passing "0 stories" */}
            {rp.loaded ? (
              <p className="rl-unplaced" data-testid="unplaced">
                Unplaced: <strong>{storiesText(unplaced.count)}</strong> · <strong>{unplaced.points} pts</strong>
              </p>
            ) : (
              <p className="rl-unplaced muted">Unplaced: …</p>
            )}
            <div className="rl-tools">
              <SaveStatusText queue={rp.queue} statusKey={RELEASE_KEY} className="ui-save-status rl-save" />
              <Button onClick={() => void rp.autoPlan()} disabled={working || !rp.loaded}>
                {rp.busy === "plan" ? "Planning…" : "Auto-Plan"}
              </Button>
              <Button variant="secondary" onClick={() => void rp.exportCsv()} disabled={working || !rp.loaded}>
                {rp.busy === "export" ? "Exporting…" : "Export CSV"}
              </Button>
            </div>
          </section>

          {!rp.loaded && rp.busy === "load" ? (
            <Spinner label="Loading the release plan…" />
          ) : rp.loaded && stories.length === 0 ? (
            <p className="muted">{NO_STORIES}</p>
          ) : (
            <div className="rl-board">
              {LANES.map((lane) => (
                <LaneColumn
                  key={lane}
                  id={lane}
                  title={LANE_TITLES[lane]}
                  cards={laneCards[lane] ?? []}
                  empty={LANE_EMPTY}
                  over={lane === "now" && loads.now.overLimit}
                  actions={actions}
                  summary={
                    <>
                      {storiesText(loads[lane].count)} · {loads[lane].points} pts{lane === "now" ? ` of ${wip.now}` : ""}
                    </>
                  }
                >
                  {lane === "now" ? (
                    <div className="rl-wip">
                      <label className="ui-label" htmlFor="rl-wip-now">
                        WIP limit (points)
                      </label>
                      <input
                        id="rl-wip-now"
                        className="ui-input"
                        type="number"
                        min={1}
                        step={1}
                        inputMode="numeric"
                        value={wipDraft ?? String(wip.now)}
                        onChange={(event) => {
                          setWipDraft(event.target.value)
                          rp.setNowLimit(event.target.value)
                        }}
                        onBlur={() => setWipDraft(null)}
                      />
                    </div>
                  ) : null}
                </LaneColumn>
              ))}
              <LaneColumn
                id="unplaced"
                title="Backlog (not placed)"
                cards={rest}
                empty={BACKLOG_EMPTY}
                actions={actions}
                summary={`${storiesText(unplaced.count)} · ${unplaced.points} pts`}
              />
            </div>
          )}
        </>
      )}
    </div>
  )
}
