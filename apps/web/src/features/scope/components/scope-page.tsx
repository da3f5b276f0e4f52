import { useEffect, useState } from "react"
import { useSearchParams } from "react-router"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Dialog } from "../../../components/ui/dialog"
import { Spinner } from "../../../components/ui/spinner"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { useScopeBuilder } from "../lib/use-scope-builder"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { ScopeResult } from "./scope-result"
import { ScopeSetupCard } from "./scope-setup-card"
import { GenerationAllowance } from "./generation-allowance"
import { InlinePlanLimit } from "./inline-plan-limit"
import { ModuleHeader } from "../../../components/module-header"
import { useWorkspaceBack } from "../../../lib/workspace-path"
import "../scope.css"

const BUSY_LABELS: Readonly<Record<string, string>> = {
  generate: "Generating the scope…",
  load: "Loading the latest scope…",
  save: "Saving…",
  narrative: "Improving In Scope…",
  background: "Working on Background & Drivers…"
}

const busyLabel = (busy: string): string =>
  BUSY_LABELS[busy] ?? (busy.startsWith("add:") ? "Adding items with AI…" : busy.startsWith("expand:") ? "Expanding the item with AI…" : "Generating KPIs…")

/** Actions whose plan limit shows beside their own button (issue 37); others show it at the top. */
const INLINE_LIMIT = /^(generate$|add:|kpis:|expand:)/

/** /app/scope: the waterfall Scope Builder (waterfall.md §2 Scope Builder, §4, §5, §7). */
export const ScopePage = () => {
  const [params, setParams] = useSearchParams()
  const project = params.get("project") ?? ""
  const mode = params.get("mode") === "edit" ? "edit" : "create"
  const queryId = params.get("projectId") ?? params.get("project_id") ?? undefined
  const [name, setName] = useState(project)
  const [openedFor, setOpenedFor] = useState(project)
  if (openedFor !== project) {
    setOpenedFor(project)
    setName(project)
  }
  const builder = useScopeBuilder(mode === "create" ? project : name, mode, project)
  const [confirming, setConfirming] = useState(false)
  useDocumentTitle(project ? `Scope Builder · ${project}` : "Scope Builder")

  // Issue 37: once the first draft or save exists the URL says mode=edit, so a reload shows the saved scope.
  const savedVersion = builder.scope?.version
  useEffect(() => {
    if (mode !== "create" || savedVersion === undefined) return
    const next = new URLSearchParams(params)
    next.set("mode", "edit")
    setParams(next, { replace: true })
  }, [mode, savedVersion, params, setParams])

  const projectId = queryId ?? builder.projectId
  const back = useWorkspaceBack(projectId, project)

  const generate = () => (builder.scope ? setConfirming(true) : void builder.generate())

  return (
    <div className="stack scope-page">
      <ModuleHeader
        eyebrow="Waterfall / PRINCE2 · Module 1"
        title="Scope Builder"
        projectLine={
          <>
            {project ? <strong>{project}</strong> : null} · {mode === "create" ? "New scope" : "Editing the saved scope"}
          </>
        }
        projectLineTestId="scope-project"
        back={back}
        backLabel="Back to Project Workspace"
      />

      <div className="scope-messages" aria-live="polite">
        <ErrorBanner message={builder.error} />
        <PlanLimitAlert upgrade={builder.upgradeAt !== null && INLINE_LIMIT.test(builder.upgradeAt) ? null : builder.upgrade} />
        {builder.info ? <Alert tone="info">{builder.info}</Alert> : null}
        {builder.busy ? <Spinner label={busyLabel(builder.busy)} /> : null}
      </div>

      <ScopeSetupCard
        mode={mode}
        projectName={mode === "create" ? project : name}
        onProjectName={setName}
        setup={builder.setup}
        onSetup={builder.setSetup}
        hasScope={builder.scope !== undefined}
        busy={builder.busy !== null}
        onGenerate={generate}
        onLoadLatest={() => void builder.loadLatest()}
        allowance={<GenerationAllowance allowance={builder.allowance} id="scope-allowance-generate" />}
        limit={<InlinePlanLimit upgrade={builder.upgrade} at={builder.upgradeAt} here={(at) => at === "generate"} />}
      />

      {builder.scope ? <ScopeResult builder={builder} scope={builder.scope} /> : null}

      <Dialog
        open={confirming}
        title="Generate the scope again?"
        confirmLabel="Generate"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          void builder.generate()
        }}
      >
        <p>This replaces every section with a new draft and clears Background &amp; Drivers. You can undo per section afterwards.</p>
      </Dialog>
    </div>
  )
}
