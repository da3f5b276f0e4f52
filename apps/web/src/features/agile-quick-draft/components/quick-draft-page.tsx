import { useEffect, useState, type FormEvent } from "react"
import { Link, useNavigate, useSearchParams } from "react-router"
import { MISSING_PROJECT_QUERY } from "@initpack/core/messages/general"
import { generateFailed, loadFailed } from "@initpack/core/messages/scope"
import type { UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { validateQuickDraftSummary } from "@initpack/core/rules/validation/agile"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Spinner } from "../../../components/ui/spinner"
import { Textarea } from "../../../components/ui/textarea"
import { failureText, query } from "../../../lib/api-client"
import { planLimitOf } from "../../../lib/plan-limit"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { generateAgileScope } from "../api/generate-agile-scope"
import { getAgileScope } from "../api/get-agile-scope"
import "../agile-quick-draft.css"

type Phase = "idle" | "generating"

const REPLACES_SCOPE = "This project already has an Agile Scope: generating replaces it with a new draft."
const SUMMARY_HINT = "A few sentences: the product, who it is for, the problem it solves, and any deadline, budget or constraint."

/** /app/agile/quick-draft?project=: one summary, AI Generate, then the Agile Scope (agile.md §2, §4, §5; platform.md §2.4). */
export const QuickDraftPage = () => {
  const [params] = useSearchParams()
  const project = (params.get("project") ?? "").trim()
  const projectId = (params.get("projectId") ?? params.get("project_id") ?? "").trim() || undefined
  useDocumentTitle(project ? `Agile Quick Draft · ${project}` : "Agile Quick Draft")
  if (project === "") {
    return (
      <div className="stack quick-draft-page">
        <h1>Agile Quick Draft</h1>
        <ErrorBanner message={MISSING_PROJECT_QUERY} />
        <Link to="/app/projects">← Existing Projects</Link>
      </div>
    )
  }
  return <QuickDraftForm key={project} projectName={project} projectId={projectId} />
}

const QuickDraftForm = ({ projectName, projectId }: { readonly projectName: string; readonly projectId: string | undefined }) => {
  const navigate = useNavigate()
  const [summary, setSummary] = useState("")
  const [phase, setPhase] = useState<Phase>("idle")
  const [invalid, setInvalid] = useState<string | undefined>(undefined)
  const [error, setError] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const [hasScope, setHasScope] = useState(false)
  const [knownId, setKnownId] = useState(projectId)

  // Agile is paid-plan only: a free plan is told at once, before typing a summary.
  useEffect(() => {
    let live = true
    void getAgileScope(projectName).then((result) => {
      if (!live) return
      if (!result.ok) {
        const limit = planLimitOf(result)
        return limit ? setUpgrade(limit) : setError(failureText(result, loadFailed(result.status)))
      }
      setHasScope((result.data.version ?? 0) > 0)
      if (result.data.project_id !== undefined && result.data.project_id !== null) setKnownId((id) => id ?? String(result.data.project_id))
    })
    return () => {
      live = false
    }
  }, [projectName])

  const generate = async (event: FormEvent) => {
    event.preventDefault()
    if (phase !== "idle") return
    setError(null)
    const checked = validateQuickDraftSummary(summary)
    if (checked._tag === "Left") return setInvalid(checked.left.message)
    setInvalid(undefined)
    setPhase("generating")
    const result = await generateAgileScope(projectName, checked.right)
    if (!result.ok) {
      setPhase("idle")
      const limit = planLimitOf(result)
      return limit ? setUpgrade(limit) : setError(failureText(result, generateFailed(result.status)))
    }
    navigate(`/app/agile/scope${query({ project: projectName })}`)
  }

  const back = () => {
    if (knownId) return navigate(`/app/projects/${encodeURIComponent(knownId)}${query({ project: projectName, projectId: knownId })}`)
    if (window.history.length > 1) return navigate(-1)
    return navigate("/app/projects")
  }

  const generating = phase === "generating"
  return (
    <div className="stack quick-draft-page">
      <header>
        <p className="quick-draft-eyebrow">Agile / Product · First step</p>
        <h1>Agile Quick Draft</h1>
        <p className="muted quick-draft-project">
          Project: <strong>{projectName}</strong>
        </p>
      </header>
      <ErrorBanner message={error} />
      <PlanLimitAlert upgrade={upgrade} />
      {hasScope ? <Alert tone="info">{REPLACES_SCOPE}</Alert> : null}
      <form className="ui-card stack quick-draft-card" onSubmit={(event) => void generate(event)} noValidate aria-busy={generating}>
        <p className="quick-draft-lead">
          Describe the project in a few lines. The AI drafts the vision, problems and outcomes, personas, NFRs, definitions, telemetry,
          assumptions, constraints and dependencies; you refine them next in the Agile Scope Builder.
        </p>
        <Textarea
          id="quick-draft-summary"
          label="Project summary"
          rows={7}
          required
          aria-required="true"
          aria-describedby="quick-draft-summary-hint"
          value={summary}
          disabled={generating}
          error={invalid}
          onChange={(e) => {
            setSummary(e.target.value)
            if (invalid && e.target.value.trim() !== "") setInvalid(undefined)
          }}
          placeholder="e.g. A mobile app for commuters to buy and show ferry tickets, replacing paper tickets before the summer timetable."
        />
        <p className="ui-hint quick-draft-hint" id="quick-draft-summary-hint">
          {SUMMARY_HINT}
        </p>
        <div className="row">
          <Button type="submit" disabled={generating || upgrade !== null}>
            {generating ? "Generating…" : "AI Generate"}
          </Button>
          <Button variant="secondary" onClick={back} disabled={generating}>
            Back
          </Button>
          {generating ? <Spinner label="Drafting the agile scope…" /> : null}
        </div>
      </form>
    </div>
  )
}
