import { useCallback, useEffect, useRef, useState } from "react"
import { useLocation, useSearchParams } from "react-router"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Checkbox } from "../../../components/ui/checkbox"
import { Spinner } from "../../../components/ui/spinner"
import { SaveStatusText } from "../../../lib/autosave/save-status-text"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { GRID_HINT, SAVE_RULE_HINT } from "../data/stakeholder-texts"
import { useStakeholders } from "../lib/use-stakeholders"
import { AddStakeholderForm } from "./add-stakeholder-form"
import { BoardGuidancePanel } from "./board-guidance-panel"
import { InfluenceGrid } from "./influence-grid"
import { MatrixImage } from "./matrix-image"
import { ProposedMembers } from "./proposed-members"
import { ScopeCandidates } from "./scope-candidates"
import { StakeholderTable } from "./stakeholder-table"
import { SuggestionsBar } from "./suggestions-bar"
import { ModuleHeader } from "../../../components/module-header"
import { workspacePath } from "../../../lib/workspace-path"
import "../stakeholders.css"

interface NavState {
  readonly projectName?: string
  readonly projectId?: string | number
}

/** Focuses the Name cell of a row (a point of the grid was picked). */
const focusRow = (key: string) => {
  const input = document.querySelector<HTMLInputElement>(`[data-row-key="${CSS.escape(key)}"] [data-field="name"] input`)
  input?.focus()
  input?.scrollIntoView({ block: "center", behavior: "smooth" })
}

/** /app/stakeholders?project=&projectId= : the stakeholder register with RACI and the influence/interest grid (waterfall.md §2). */
export const StakeholdersPage = () => {
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as NavState
  const projectName = (params.get("project") ?? params.get("name") ?? state.projectName ?? "").trim()
  const rawId = params.get("projectId") ?? params.get("project_id") ?? (state.projectId !== undefined ? String(state.projectId) : "")
  const projectId = /^\d+$/.test(rawId.trim()) ? rawId.trim() : undefined
  useDocumentTitle(projectName ? `Stakeholders · ${projectName}` : "Stakeholders")
  const sh = useStakeholders({ projectName, projectId })
  const [showRaci, setShowRaci] = useState(true)
  const { busy, rows } = sh
  const working = busy !== null
  const remove = sh.remove
  const onDelete = useCallback((row: Parameters<typeof remove>[0]) => void remove(row), [remove])
  // ?focus=<stakeholder id> (a Health check finding's link, issue 34): that row's Name, once it is drawn
  const focus = params.get("focus")?.trim() || undefined
  const focused = useRef<string | undefined>(undefined)
  useEffect(() => {
    if (focus === undefined || focused.current === focus || !rows.some((r) => r.key === focus)) return
    if (!document.querySelector(`[data-row-key="${CSS.escape(focus)}"]`)) return
    focused.current = focus
    requestAnimationFrame(() => focusRow(focus))
  })

  // waterfall.md §2: back to the workspace of the project, else the project list.
  const back = workspacePath(projectId, { project: projectName })

  return (
    <div className="stack sh-page">
      <ModuleHeader eyebrow="Stakeholders · RACI" title="Stakeholders" project={projectName || (projectId ? `#${projectId}` : "")} back={back} />

      {sh.upgrade ? (
        <PlanLimitAlert upgrade={sh.upgrade} />
      ) : (
        <>
          {sh.error?.cta ? <PlanLimitAlert upgrade={{ message: sh.error.message, cta: sh.error.cta }} /> : <ErrorBanner message={sh.error?.message} />}
          {sh.notice ? <Alert tone="info">{sh.notice}</Alert> : null}

          <section className="ui-card sh-card" aria-labelledby="sh-add-heading">
            <h2 id="sh-add-heading" className="ui-card-title">
              Add stakeholder
            </h2>
            <AddStakeholderForm busy={working} onAdd={sh.add} />
            <ScopeCandidates project={{ projectName, projectId }} rows={rows} busy={working} onAdd={(draft) => void sh.add(draft)} />
          </section>

          <section className="ui-card sh-card" aria-labelledby="sh-register-heading">
            <div className="sh-register-head">
              <div>
                <h2 id="sh-register-heading" className="ui-card-title">
                  Stakeholder register
                </h2>
                <p className="muted sh-count" data-testid="stakeholder-count">
                  {rows.length === 1 ? "1 stakeholder" : `${rows.length} stakeholders`} · {SAVE_RULE_HINT}
                </p>
              </div>
              <SaveStatusText queue={sh.queue} className="ui-save-status sh-save-all" />
            </div>
            <div className="sh-toolbar">
              <Checkbox id="sh-show-raci" label="Show RACI columns" checked={showRaci} onChange={(e) => setShowRaci(e.target.checked)} />
              <div className="row sh-actions">
                <Button onClick={() => void sh.recommend()} disabled={working}>
                  {busy === "ai" ? "Recommending…" : "AI Recommend Strategy + RACI"}
                </Button>
                <Button variant="secondary" onClick={() => void sh.drawMatrix()} disabled={working}>
                  {busy === "matrix" ? "Generating…" : "Generate Stakeholder Matrix"}
                </Button>
              </div>
            </div>
            <BoardGuidancePanel rows={rows} />
            <ProposedMembers proposals={sh.proposals} busy={working} onAdd={(p) => void sh.addProposal(p)} onDismiss={sh.dismissProposals} />
            <SuggestionsBar count={sh.suggestions.size} busy={working} onAcceptAll={sh.acceptAll} onDismissAll={sh.dismissAll} />
            {!sh.loaded && busy === "load" ? (
              <Spinner label="Loading stakeholders…" />
            ) : (
              <StakeholderTable
                rows={rows}
                showRaci={showRaci}
                suggestions={sh.suggestions}
                onAcceptSuggestion={sh.acceptSuggestion}
                onDismissSuggestion={sh.dismissSuggestion}
                generation={sh.generation}
                queue={sh.queue}
                onChange={sh.edit}
                onCommit={sh.commit}
                onDelete={onDelete}
              />
            )}
          </section>

          <section className="ui-card sh-card" aria-labelledby="sh-grid-heading">
            <h2 id="sh-grid-heading" className="ui-card-title">
              Influence and interest
            </h2>
            <div className="sh-grids">
              <figure className="sh-figure">
                <InfluenceGrid rows={rows} onPick={focusRow} />
                <figcaption className="muted">{GRID_HINT}</figcaption>
              </figure>
              <MatrixImage matrix={sh.matrix} onError={sh.matrixFailedToLoad} />
            </div>
          </section>
        </>
      )}
    </div>
  )
}
