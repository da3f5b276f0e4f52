import { saveStatusText } from "../../../lib/autosave/save-status-text"
import { useEffect, useState } from "react"
import { useLocation, useNavigate, useSearchParams } from "react-router"
import { Alert } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Select } from "../../../components/ui/select"
import { Spinner } from "../../../components/ui/spinner"
import { Textarea } from "../../../components/ui/textarea"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { CONTEXT_LEAD, EMPTY_PLAN } from "../data/comms-texts"
import { approachStorageKey, resolveCommsApproach, searchWithApproach, type ResolvedApproach } from "../lib/comms-approach"
import { COMMS_PHASES, DEFAULT_COMMS_PHASE, PHASE_LABELS, phaseOf, type CommsPhase } from "../lib/comms-phase"
import { ApproachPicker } from "./approach-picker"
import { CommsError } from "./comms-error"
import { CommsPlanSections } from "./comms-plan-sections"
import { useCommsPlan } from "./use-comms-plan"
import { ModuleHeader } from "../../../components/module-header"
import { useWorkspaceBack } from "../../../lib/workspace-path"
import "../comms.css"
import { formatDateTime } from "../../../lib/date-format"

const readStored = (key: string): string | null => {
  try {
    return window.sessionStorage.getItem(key)
  } catch {
    return null
  }
}

const store = (key: string, value: string) => {
  try {
    window.sessionStorage.setItem(key, value)
  } catch {
    // storage may be off (private mode): the query still carries the approach
  }
}

/** document.referrer speaks for this page only when it is the first entry of this document's history. */
const pageReferrer = (): string => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx
  return typeof idx === "number" && idx > 0 ? "" : document.referrer
}

const savedAt = (iso: string | null): string => formatDateTime(iso)

/** /app/comms/short?project=&projectId=&approach=&method= : the Short Communications Plan (waterfall.md §2; agile.md shares it). */
export const CommsPage = () => {
  const [params] = useSearchParams()
  const projectName = (params.get("project") ?? "").trim()
  const projectId = (params.get("projectId") ?? params.get("project_id") ?? "").trim() || undefined
  return <CommsScreen key={`${projectId ?? ""}|${projectName}`} projectName={projectName} projectId={projectId} />
}

const CommsScreen = ({ projectName, projectId }: { readonly projectName: string; readonly projectId?: string | undefined }) => {
  const [params] = useSearchParams()
  const location = useLocation()
  const navigate = useNavigate()
  const storageKey = approachStorageKey(projectId ?? projectName)
  const [initial] = useState<ResolvedApproach>(() =>
    resolveCommsApproach({
      query: { approach: params.get("approach") ?? params.get("project_approach"), method: params.get("method") ?? params.get("project_method") },
      referrer: pageReferrer(),
      origin: window.location.origin,
      stored: readStored(storageKey)
    })
  )
  const [initialPhase] = useState<CommsPhase>(() => phaseOf(params.get("phase")))
  const comms = useCommsPlan({ projectName, projectId, initial, initialPhase })
  const { approach, method, phase, busy, saved } = comms
  useDocumentTitle("Short Communications Plan")

  // The URL carries approach and method (and a chosen phase), rewritten in place: no new history entry.
  useEffect(() => {
    store(storageKey, approach)
    const next = new URLSearchParams(searchWithApproach(location.search, approach, method))
    if (phase !== DEFAULT_COMMS_PHASE || next.has("phase")) next.set("phase", phase)
    const search = `?${next.toString()}`
    if (search !== location.search) navigate({ pathname: location.pathname, search, hash: location.hash }, { replace: true, state: location.state })
  }, [approach, method, phase, storageKey, location, navigate])

  // waterfall.md §2: back to /app/projects/{projectId}, else back in history, else the project list.
  const back = useWorkspaceBack(projectId, projectName, { history: true })

  const locked = busy !== null
  // issue 37: Edit rows turns every cell of the shown plan into a field, saved as the newest plan
  const [editing, setEditing] = useState(false)

  return (
    <div className="stack comms-page">
      <ModuleHeader eyebrow={`${approach} · Short Comms Plan`} title="Short Communications Plan" project={projectName} back={back} />

      <CommsError error={comms.error} />
      {comms.conflict ? (
        <Alert tone="warning" title="Approach and method disagree">
          <span data-testid="comms-conflict">{comms.conflict}</span>
        </Alert>
      ) : null}
      {comms.notice ? <Alert tone="success">{comms.notice}</Alert> : null}

      <section className="ui-card comms-card" aria-labelledby="comms-context-heading">
        <h2 id="comms-context-heading" className="ui-card-title">
          Plan setup
        </h2>
        <div className="comms-setup">
          <ApproachPicker value={approach} disabled={busy === "generate"} onChange={comms.chooseApproach} />
          <Select
            id="comms-phase"
            label="Phase"
            value={phase}
            disabled={busy === "generate"}
            options={COMMS_PHASES.map((p) => ({ value: p, label: PHASE_LABELS[p] }))}
            onChange={(e) => comms.setPhase(phaseOf(e.target.value))}
          />
        </div>
        <p className="muted comms-lead">{CONTEXT_LEAD}</p>
        <Textarea
          id="comms-context"
          label="Context"
          rows={8}
          value={comms.context}
          onChange={(e) => comms.editContext(e.target.value)}
          placeholder={busy === "load" ? "Loading the suggested context…" : "Who is affected, what changes and when, sensitivities, existing forums…"}
        />
        <div className="row comms-toolbar">
          <Button onClick={() => void comms.generate()} disabled={locked}>
            {busy === "generate" ? "Generating…" : "Generate plan"}
          </Button>
          <span className="muted comms-method">
            Method sent: <strong>{method}</strong>
          </span>
        </div>
      </section>

      <section className="ui-card comms-card" aria-labelledby="comms-plan-heading" aria-busy={locked}>
        <div className="comms-plan-head">
          <h2 id="comms-plan-heading" className="ui-card-title">
            {approach} communications plan
          </h2>
          {saved ? (
            <p className="muted comms-saved" data-testid="comms-saved">
              Saved plan <span data-testid="comms-saved-id">#{saved.id ?? "—"}</span>
              {savedAt(saved.createdAt) ? ` · ${savedAt(saved.createdAt)}` : ""}
              <span className="comms-save-status" role="status" data-testid="comms-save-status">
                {comms.saveStatus ? ` · ${saveStatusText(comms.saveStatus)}` : ""}
              </span>
            </p>
          ) : null}
        </div>
        {busy === "load" && !saved ? (
          <Spinner label="Loading the latest plan…" />
        ) : saved ? (
          <>
            <div className="row comms-edit-toggle">
              <Button variant="secondary" size="sm" aria-pressed={editing} onClick={() => setEditing(!editing)} disabled={locked}>
                {editing ? "Done editing" : "Edit rows"}
              </Button>
              {editing ? <span className="muted">Each change saves itself as the newest plan.</span> : null}
            </div>
            <CommsPlanSections plan={saved.plan} onChange={editing && !locked ? comms.editPlan : undefined} />
            {saved.contextUsed ? (
              <details className="comms-context-used">
                <summary>Context used for this plan</summary>
                <p>{saved.contextUsed}</p>
              </details>
            ) : null}
          </>
        ) : (
          <p className="muted comms-empty">{EMPTY_PLAN}</p>
        )}
      </section>
    </div>
  )
}
