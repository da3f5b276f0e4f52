import { useCallback, useMemo } from "react"
import { Link, useLocation, useNavigate, useSearchParams } from "react-router"
import { FREE_BUDGET_ROUGH } from "@initpack/core/messages/platform-plans"
import { UPGRADE_CTA } from "@initpack/core/rules/platform/upgrade-message"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { query } from "../../../lib/api-client"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { DRAFTS_NOTE, ROUGH_NOTE } from "../data/budget-texts"
import { currencyOf } from "../lib/budget-result"
import { labourNotes } from "../lib/labour-sources"
import { formatMoney } from "../lib/money-format"
import { COST_TYPES_KEY, useBudget } from "../lib/use-budget"
import { BudgetResultCard } from "./budget-result-card"
import { ConfigurationCard } from "./configuration-card"
import { KnownCostsCard } from "./known-costs-card"
import { ScopeExtrasCard } from "./scope-extras-card"
import "../budget.css"

interface NavState {
  readonly projectName?: string
  readonly projectId?: string | number
}

/** /app/budget?project=&projectId= : the waterfall Budget (waterfall.md §2 Budget). */
export const BudgetPage = () => {
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as NavState
  const navigate = useNavigate()
  const projectName = (params.get("project") ?? params.get("projectName") ?? state.projectName ?? "").trim()
  const rawId = (params.get("projectId") ?? params.get("project_id") ?? (state.projectId !== undefined ? String(state.projectId) : "")).trim()
  const projectId = /^\d+$/.test(rawId) ? Number(rawId) : undefined
  useDocumentTitle(projectName ? `Budget · ${projectName}` : "Budget")
  const budget = useBudget({ projectName, projectId })
  const { result, form, busy, rough } = budget

  const currency = result ? currencyOf(result.config, form.currency) : form.currency
  const money = useCallback((amount: number) => formatMoney(amount, currency), [currency])
  const notes = useMemo(() => (result ? labourNotes(result.lines, budget.wbs, result.config, money) : new Map()), [result, budget.wbs, money])
  const pending = budget.queue.pendingPatch(COST_TYPES_KEY)
  const saving = budget.saveStatus?.state === "saving"

  // waterfall.md §2: back to /app/projects/{projectId}, else back in history, else the project list.
  const back = () => {
    if (projectId !== undefined) return navigate(`/app/projects/${projectId}${query({ project: projectName, projectId })}`)
    if (window.history.length > 1) return navigate(-1)
    return navigate("/app/projects")
  }

  return (
    <div className="stack budget-page">
      <header className="budget-header">
        <div>
          <p className="budget-eyebrow">Waterfall · Budget</p>
          <h1>Budget</h1>
          <p className="muted budget-project">
            Project: <strong>{projectName}</strong>
          </p>
        </div>
        <Button variant="secondary" onClick={back}>
          ← Back to Project Workspace
        </Button>
      </header>

      {budget.error?.cta ? <PlanLimitAlert upgrade={{ message: budget.error.message, cta: budget.error.cta }} /> : <ErrorBanner message={budget.error?.message} />}
      {budget.notice ? <Alert tone="info">{budget.notice}</Alert> : null}
      {rough ? (
        <Alert tone="warning" title={FREE_BUDGET_ROUGH}>
          <span>{ROUGH_NOTE}</span> <Link to={UPGRADE_CTA.path}>{UPGRADE_CTA.label}</Link>
        </Alert>
      ) : null}

      <ScopeExtrasCard form={form} setForm={budget.setForm} rough={rough} />
      <KnownCostsCard form={form} setForm={budget.setForm} setIncludeWbs={budget.setIncludeWbs} onNotice={budget.setNotice} />
      <ConfigurationCard form={form} setForm={budget.setForm} problems={budget.problems} loading={busy === "load"} />

      <section className="ui-card budget-card budget-actions" aria-label="Budget actions">
        <div className="row">
          <Button onClick={() => void budget.generate()} disabled={busy !== null}>
            {busy === "generate" ? "Generating…" : "AI Generate Budget"}
          </Button>
          <Button variant="secondary" onClick={() => void budget.exportCsv()} disabled={busy !== null || result === null}>
            {busy === "export" ? "Exporting…" : "Export CSV"}
          </Button>
          <Button variant="secondary" onClick={budget.saveCostTypes} disabled={busy !== null || result === null || saving || rough}>
            {saving ? "Saving…" : "Save & Recalculate CapEx/OpEx"}
          </Button>
        </div>
        {budget.warning ? <Alert tone="warning">{budget.warning}</Alert> : null}
        <p className="muted budget-lead">{DRAFTS_NOTE}</p>
      </section>

      <BudgetResultCard
        result={result}
        notes={notes}
        pending={pending}
        preview={budget.preview}
        saveStatus={budget.saveStatus}
        money={money}
        canEdit={!rough}
        onCostType={budget.editCostType}
      />
    </div>
  )
}
