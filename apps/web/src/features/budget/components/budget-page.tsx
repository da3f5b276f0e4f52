import { useCallback, useMemo } from "react"
import { Link, useLocation, useSearchParams } from "react-router"
import { FREE_BUDGET_ROUGH } from "@initpack/core/messages/platform-plans"
import { UPGRADE_CTA } from "@initpack/core/rules/platform/upgrade-message"
import { PlanLimitAlert } from "../../../components/plan-limit-alert"
import { Alert, ErrorBanner } from "../../../components/ui/alert"
import { Button } from "../../../components/ui/button"
import { useDocumentTitle } from "../../../lib/use-document-title"
import { DRAFTS_NOTE, ROUGH_NOTE } from "../data/budget-texts"
import { currencyOf } from "../lib/budget-result"
import { labourNotes } from "../lib/labour-sources"
import { formatMoney } from "../lib/money-format"
import { BUDGET_MODES, type BudgetMode } from "../lib/budget-mode"
import { COST_TYPES_KEY, useBudget } from "../lib/use-budget"
import { BudgetResultCard } from "./budget-result-card"
import { ConfigurationCard } from "./configuration-card"
import { KnownCostsCard } from "./known-costs-card"
import { ScopeExtrasCard } from "./scope-extras-card"
import { ForecastPanel } from "../../forecast/components/forecast-panel"
import { ModuleHeader } from "../../../components/module-header"
import { useWorkspaceBack } from "../../../lib/workspace-path"
import "../budget.css"

interface NavState {
  readonly projectName?: string
  readonly projectId?: string | number
}

/**
 * /app/budget?project=&projectId= : the waterfall Budget (waterfall.md §2 Budget); with mode "agile" the Agile
 * Budget of /app/agile/budget (agile.md §2): Software and Third-party extras, sprint roll-up, PM and Scrum Master.
 */
export const BudgetPage = ({ mode = "waterfall" }: { readonly mode?: BudgetMode }) => {
  const spec = BUDGET_MODES[mode]
  const [params] = useSearchParams()
  const state = (useLocation().state ?? {}) as NavState
  const projectName = (params.get("project") ?? params.get("projectName") ?? state.projectName ?? "").trim()
  const rawId = (params.get("projectId") ?? params.get("project_id") ?? (state.projectId !== undefined ? String(state.projectId) : "")).trim()
  const projectId = /^\d+$/.test(rawId) ? Number(rawId) : undefined
  useDocumentTitle(projectName ? `${spec.title} · ${projectName}` : spec.title)
  const budget = useBudget({ projectName, projectId }, mode)
  const { result, form, busy, rough } = budget

  const currency = result ? currencyOf(result.config, form.currency) : form.currency
  const money = useCallback((amount: number) => formatMoney(amount, currency), [currency])
  const notes = useMemo(() => (result ? labourNotes(result.lines, budget.wbs, result.config, money) : new Map()), [result, budget.wbs, money])
  const pending = budget.queue.pendingPatch(COST_TYPES_KEY)
  const saving = budget.saveStatus?.state === "saving"
  const idle = busy === null && !budget.locked

  // waterfall.md §2: back to /app/projects/{projectId}, else back in history, else the project list.
  const back = useWorkspaceBack(projectId, projectName, { history: true })

  return (
    <div className="stack budget-page">
      <ModuleHeader eyebrow={spec.eyebrow} title={spec.title} project={projectName} back={back} />

      {budget.error?.cta ? <PlanLimitAlert upgrade={{ message: budget.error.message, cta: budget.error.cta }} /> : <ErrorBanner message={budget.error?.message} />}
      {budget.notice ? <Alert tone="info">{budget.notice}</Alert> : null}
      {rough ? (
        <Alert tone="warning" title={FREE_BUDGET_ROUGH}>
          <span>{ROUGH_NOTE}</span> <Link to={UPGRADE_CTA.path}>{UPGRADE_CTA.label}</Link>
        </Alert>
      ) : null}

      <ScopeExtrasCard form={form} setForm={budget.setForm} rough={rough} keys={spec.extras} />
      <KnownCostsCard
        form={form}
        setForm={budget.setForm}
        setIncludeWbs={budget.setIncludeWbs}
        onNotice={budget.setNotice}
        hint={spec.knownCostsHint}
        suggestionSource={spec.suggestionSource}
      />
      <ConfigurationCard
        form={form}
        setForm={budget.setForm}
        problems={budget.problems}
        loading={busy === "load"}
        collapseLabel={spec.collapseLabel}
        scrumMaster={spec.scrumMaster}
        roleSource={spec.suggestionSource}
      />

      <section className="ui-card budget-card budget-actions" aria-label="Budget actions">
        <div className="row">
          <Button onClick={() => void budget.generate()} disabled={!idle}>
            {busy === "generate" ? "Generating…" : "AI Generate Budget"}
          </Button>
          <Button variant="secondary" onClick={() => void budget.exportCsv()} disabled={!idle || result === null}>
            {busy === "export" ? "Exporting…" : "Export CSV"}
          </Button>
          <Button variant="secondary" onClick={budget.saveCostTypes} disabled={!idle || result === null || saving || rough}>
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
        pendingText={spec.pendingText}
      />
      {/* issue 23: finish and cost confidence; the waterfall budget's contingency method is chosen here */}
      <ForecastPanel
        projectName={projectName}
        projectId={projectId}
        chooseMethod={mode === "waterfall"}
        onMethodChanged={() => void budget.reload()}
        planKey={result ? String(result.version) : undefined}
      />
    </div>
  )
}

/** /app/agile/budget?project=&projectId= (agile.md §2 Agile Budget): the same screen in agile mode. */
export const AgileBudgetPage = () => <BudgetPage mode="agile" />
