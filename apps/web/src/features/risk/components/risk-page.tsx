import { useMemo, useState } from "react"
import { useLocation, useSearchParams } from "react-router"
import { DELETE_RISK_CONFIRM } from "@initpack/core/messages/risk"
import { Alert } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { Dialog } from "../../../components/ui/dialog"
import { Spinner } from "../../../components/ui/spinner"
import { Textarea } from "../../../components/ui/textarea"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { REGENERATE_HINT } from "../data/risk-texts"
import { RISK_MODE_TEXTS, type RiskMode } from "../lib/risk-mode"
import type { RiskRow } from "../lib/risk-row"
import { AddRiskForm } from "./add-risk-form"
import { RiskError } from "./risk-error"
import { RiskTable } from "./risk-table"
import { useFocusRow } from "./use-focus-row"
import { useRiskRegister } from "./use-risk-register"
import { ModuleHeader } from "../../../components/module-header"
import { useWorkspaceBack } from "../../../lib/workspace-path"
import "../risk.css"

interface NavState {
  readonly projectName?: string
  readonly name?: string
  readonly projectId?: string | number
}

/** /app/risk?project=&projectId= : the waterfall Risk Register (waterfall.md §2 Risk Register); agile mode at /app/agile/risk (agile.md §2). */
export const RiskPage = ({ mode = "waterfall" }: { readonly mode?: RiskMode } = {}) => {
  const texts = RISK_MODE_TEXTS[mode]
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as NavState
  const projectName = (params.get("project") ?? params.get("name") ?? state.projectName ?? state.name ?? "").trim()
  const rawId = params.get("projectId") ?? params.get("project_id") ?? (state.projectId !== undefined ? String(state.projectId) : "")
  const projectId = rawId.trim() || undefined
  useDocumentTitle(mode === "agile" ? "Agile Risk Register" : "Risk Register")
  const register = useRiskRegister({ projectName, projectId }, mode)
  const [pendingDelete, setPendingDelete] = useState<RiskRow | null>(null)
  const { busy, risks } = register
  const screenBusy = busy !== null && typeof busy === "string"
  const workingId = busy !== null && typeof busy === "object" ? busy.rowId : null
  const locked = busy !== null || register.planBlocked
  const focusId = useFocusRow(useMemo(() => risks.map((r) => r.id), [risks]))

  // waterfall.md §2: back to /app/projects/{projectId}, else back in history, else the project list.
  const back = useWorkspaceBack(projectId, projectName, { history: true })

  return (
    <div className="stack risk-page">
      <ModuleHeader eyebrow={texts.eyebrow} title="Risk Register" project={projectName} back={back} />

      <RiskError error={register.error} />
      {register.notice ? <Alert tone="info">{register.notice}</Alert> : null}

      <section className="ui-card risk-card">
        <h2 id="risk-context-heading" className="ui-card-title">
          Project Context
        </h2>
        <p className="muted risk-lead">{texts.contextLead}</p>
        <Textarea
          id="risk-context"
          label="Context"
          rows={6}
          value={register.context}
          onChange={(e) => register.editContext(e.target.value)}
          placeholder="Objectives, deliverables, constraints, suppliers, deadlines…"
        />
        <div className="row risk-toolbar">
          <Button variant="secondary" onClick={() => void register.refreshFromScope()} disabled={locked}>
            {busy === "prefill" ? "Loading scope…" : texts.refreshLabel}
          </Button>
          <Button onClick={() => void register.generate()} disabled={locked}>
            {busy === "generate" ? "Generating…" : "AI Generate Risk Register"}
          </Button>
        </div>
        <p className="risk-hint" id="risk-regenerate-hint">
          <span aria-hidden="true">⚠</span> {REGENERATE_HINT}
        </p>
      </section>

      <section className="ui-card risk-card">
        <div className="risk-register-head">
          <div>
            <h2 id="risk-register-heading" className="ui-card-title">
              Risks
            </h2>
            <p className="muted risk-count" data-testid="risk-count">
              {risks.length === 1 ? "1 risk" : `${risks.length} risks`} · RAG score = likelihood × impact
            </p>
          </div>
          <div className="row">
            <Button variant="secondary" onClick={() => void register.generateMore()} disabled={locked || risks.length === 0}>
              {busy === "more" ? "Generating…" : "AI Generate Additional Risks"}
            </Button>
            <Button variant="secondary" onClick={() => void register.exportCsv()} disabled={locked || risks.length === 0}>
              {busy === "export" ? "Exporting…" : "Export CSV"}
            </Button>
          </div>
        </div>
        {!register.loaded && busy === "load" ? (
          <Spinner label="Loading risks…" />
        ) : (
          <RiskTable
            risks={risks}
            editingId={register.editingId}
            workingId={workingId}
            locked={screenBusy || workingId !== null || register.planBlocked}
            onEdit={(risk) => register.setEditingId(risk.id)}
            onCancel={() => register.setEditingId(null)}
            onSave={(risk, fields) => void register.save(risk, fields)}
            onMitigate={(risk) => void register.mitigate(risk)}
            onDelete={(risk) => setPendingDelete(risk)}
            focusId={focusId}
          />
        )}
      </section>

      <section className="ui-card risk-card">
        <h2 id="risk-add-heading" className="ui-card-title">
          Add Risk
        </h2>
        <AddRiskForm busy={locked} onAdd={register.add} />
      </section>

      <Dialog
        open={pendingDelete !== null}
        title={DELETE_RISK_CONFIRM}
        confirmLabel="Delete"
        danger
        onClose={() => setPendingDelete(null)}
        onConfirm={() => {
          const risk = pendingDelete
          setPendingDelete(null)
          if (risk) void register.remove(risk)
        }}
      >
        <p>{pendingDelete?.title}</p>
      </Dialog>
    </div>
  )
}

/** /app/agile/risk?project= : the Agile Risk Register, the same screen in agile mode (agile.md §2). */
export const AgileRiskPage = () => <RiskPage mode="agile" />
