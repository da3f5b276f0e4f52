import { useCallback, useEffect, useRef, useState } from "react"
import { useBlocker, useNavigate } from "react-router"
import type { BriefForm } from "@initpack/core/brief/brief-form"
import { PROJECT_NAME_REQUIRED } from "@initpack/core/messages/platform-projects"
import { UPGRADE_CTA, type UpgradeMessage } from "@initpack/core/rules/platform/upgrade-message"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { ErrorBanner } from "../../../components/ui/alert"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { workspacePath } from "../../../lib/workspace-path"
import type { ProjectDraft } from "../api/draft-project"
import { streamProjectDraft } from "../api/stream-project-draft"
import { readBrief } from "../api/read-brief"
import { saveProjectDraft } from "../api/save-project-draft"
import { fileBase64 } from "../lib/file-base64"
import { toggled } from "../lib/review-rows"
import { NO_PROGRESS, withLine, type DraftProgress } from "../lib/module-progress"
import { BriefFormEditor } from "./brief-form-editor"
import { BriefInput, type BriefSource } from "./brief-input"
import { DraftReview } from "./draft-review"
import { DraftProgressPanel } from "./draft-progress-panel"
import type { FailedLine } from "@initpack/core/use-cases/pack/draft-events"
import type { PackStep } from "@initpack/core/use-cases/pack/pack-progress"
import "../project-from-brief.css"

export const LEAVE_UNSAVED = "Leave without saving? The drafted project has not been saved."

type Step =
  | { readonly at: "input" }
  | { readonly at: "form"; readonly form: BriefForm }
  // issue 35: each module's state while drafting; after a model failure, which module and the modules kept
  | { readonly at: "drafting"; readonly form: BriefForm; readonly progress: DraftProgress; readonly failure: FailedLine | null; readonly offline: ReadonlyArray<PackStep> }
  | { readonly at: "review"; readonly form: BriefForm; readonly drafted: ProjectDraft }

const upgradeOf = (body: unknown, fallback: string): UpgradeMessage => {
  const b = (typeof body === "object" && body !== null ? body : {}) as { message?: unknown; error?: unknown; cta?: { label?: unknown; path?: unknown } }
  const message = typeof b.message === "string" ? b.message : typeof b.error === "string" ? b.error : fallback
  const cta = typeof b.cta?.label === "string" && typeof b.cta.path === "string" && b.cta.path.startsWith("/") ? { label: b.cta.label, path: b.cta.path } : UPGRADE_CTA
  return { message, cta }
}

/** /app/projects/from-brief (issue 35): paste or upload -> what we understood -> draft -> review -> save. */
export const ProjectFromBriefPage = () => {
  useDocumentTitle("New project from a brief")
  const navigate = useNavigate()
  const [step, setStep] = useState<Step>({ at: "input" })
  const [removed, setRemoved] = useState<ReadonlySet<string>>(new Set())
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [upgrade, setUpgrade] = useState<UpgradeMessage | null>(null)
  const saved = useRef(false)
  const drafting = useRef<AbortController | null>(null)
  useEffect(() => () => drafting.current?.abort(), [])

  // nothing is saved before Save: leaving the form or the review asks first (the tab's close asks the browser's question)
  const unsaved = step.at !== "input"
  const blocker = useBlocker(({ currentLocation, nextLocation }) => unsaved && !saved.current && currentLocation.pathname !== nextLocation.pathname)
  useEffect(() => {
    if (blocker.state !== "blocked") return
    if (window.confirm(LEAVE_UNSAVED)) blocker.proceed()
    else blocker.reset()
  }, [blocker])
  useEffect(() => {
    if (!unsaved) return
    const ask = (event: BeforeUnloadEvent) => event.preventDefault()
    window.addEventListener("beforeunload", ask)
    return () => window.removeEventListener("beforeunload", ask)
  }, [unsaved])

  const begin = () => {
    setBusy(true)
    setError(null)
    setUpgrade(null)
  }
  const failed = (result: { readonly status: number; readonly message: string; readonly body: unknown }) => {
    setBusy(false)
    if (result.status === 402) setUpgrade(upgradeOf(result.body, result.message))
    else setError(result.message)
  }

  const onRead = async (source: BriefSource) => {
    begin()
    const result = "file" in source ? await readBrief({ file_name: source.file.name, content_base64: await fileBase64(source.file) }) : await readBrief({ text: source.text })
    if (!result.ok) return failed(result)
    setBusy(false)
    setStep({ at: "form", form: result.data.form })
  }

  /** Drafts every module, each one's state shown as it happens; after a failure, `failure` resumes from its module. */
  const onDraft = async (form: BriefForm, failure?: FailedLine, offline: ReadonlyArray<PackStep> = []) => {
    if (form.name.trim() === "") return setError(PROJECT_NAME_REQUIRED)
    begin()
    drafting.current?.abort()
    const controller = new AbortController()
    drafting.current = controller
    setStep((now) => ({ at: "drafting", form, progress: now.at === "drafting" && failure ? now.progress : NO_PROGRESS, failure: null, offline }))
    const body = { brief: form, offline_modules: offline, ...(failure ? { resume: failure.resume } : {}) }
    const result = await streamProjectDraft(body, (line) => setStep((now) => (now.at === "drafting" ? { ...now, progress: withLine(now.progress, line) } : now)), controller.signal).catch(() => null)
    if (result === null || controller.signal.aborted) return
    if (!result.ok) {
      setStep({ at: "form", form })
      return failed(result)
    }
    setBusy(false)
    const last = result.data
    if (last.type === "failed") return setStep((now) => (now.at === "drafting" ? { ...now, failure: last } : now))
    setRemoved(new Set())
    setStep({ at: "review", form, drafted: last })
    window.scrollTo(0, 0)
  }

  const onSave = async (drafted: ProjectDraft) => {
    begin()
    const result = await saveProjectDraft(drafted.draft, drafted.signature, [...removed])
    if (!result.ok) return failed(result)
    saved.current = true
    void navigate(workspacePath(result.data.id, { project: result.data.name }))
  }

  // one function for the page's life, so the review's unchanged lines are not rendered again on a tick
  const toggle = useCallback((key: string, ticked: boolean) => setRemoved((now) => toggled(now, key, ticked)), [])

  return (
    <div className="stack" style={{ maxWidth: "56rem" }}>
      <h1 style={{ margin: 0 }}>New project from a brief</h1>
      <p className="muted" style={{ margin: 0 }}>
        {step.at === "input"
          ? "Paste the brief or upload it; you check what was understood, then review every drafted line before anything is saved."
          : step.at === "form"
            ? "Step 2 of 3: check what was understood."
            : step.at === "drafting"
              ? "Step 3 of 3: each module is drafted in turn; you review them all before anything is saved."
            : "Step 3 of 3: untick any line you do not want, then save."}
      </p>
      <ErrorBanner message={error} />
      <PlanLimitAlert upgrade={upgrade} />
      {step.at === "input" ? <BriefInput busy={busy} onRead={(s) => void onRead(s)} /> : null}
      {step.at === "form" ? (
        <BriefFormEditor form={step.form} busy={busy} onChange={(form) => setStep({ at: "form", form })} onDraft={() => void onDraft(step.form)} onBack={() => setStep({ at: "input" })} />
      ) : null}
      {step.at === "drafting" ? (
        <DraftProgressPanel
          progress={step.progress}
          failure={step.failure}
          busy={busy}
          onRetry={() => step.failure && void onDraft(step.form, step.failure, step.offline)}
          onOffline={() => step.failure && void onDraft(step.form, step.failure, [...step.offline, step.failure.module])}
          onBack={() => setStep({ at: "form", form: step.form })}
        />
      ) : null}
      {step.at === "review" ? (
        <DraftReview drafted={step.drafted} form={step.form} removed={removed} busy={busy} onToggle={toggle} onSave={() => void onSave(step.drafted)} onBack={() => setStep({ at: "form", form: step.form })} />
      ) : null}
    </div>
  )
}
