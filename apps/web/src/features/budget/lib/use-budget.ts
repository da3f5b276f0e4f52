// State and calls of the Budget screen (waterfall.md §2 Budget, §4, §5, §7, §8, §9), and of the Agile Budget
// (agile.md §2, §4, §5, §7-§9) with mode "agile": its own API, form and suggestions; no rough (free) budget.
import { useCallback, useEffect, useMemo, useRef, useState } from "react"
import { backendStatus } from "@initpack/core/messages/general"
import { budgetCsvFileName } from "@initpack/core/rules/budget/budget-csv-file-name"
import type { CostType } from "@initpack/core/rules/budget/cost-type"
import { updateCostTypes as recalculate } from "@initpack/core/rules/budget/update-cost-types"
import { validateBudgetProjectName } from "@initpack/core/rules/validation/budget"
import { FREE_PLAN } from "@initpack/core/rules/platform/plans"
import type { ApiResult } from "../../../lib/api-client"
import { saveBlob } from "../../../lib/download"
import { useAutosave, useSaveStatus } from "../../../lib/autosave/use-autosave"
import { exportBudgetCsv } from "../api/export-budget-csv"
import { getAgileBudgetSummary } from "../api/get-agile-budget-summary"
import { generateBudget } from "../api/generate-budget"
import { getBudgetDefaults } from "../api/get-budget-defaults"
import { getBudgetSnapshot } from "../api/get-budget-snapshot"
import { getLatestScope } from "../api/get-latest-scope"
import { getPlanCode } from "../api/get-plan-code"
import { getWbs } from "../api/get-wbs"
import type { BudgetProjectRef } from "../api/project-ref"
import { updateCostTypes } from "../api/update-cost-types"
import { AGILE_FALLBACK_FORM, agileGenerateBody, withAgileDefaults, withAgileSaved } from "./agile-budget-form"
import type { BudgetMode } from "./budget-mode"
import { STALE_RELOADED, generatedNotice, savedTotalsNotice } from "../data/budget-texts"
import { FALLBACK_FORM, formProblems, generateBody, withDefaults, withSavedConfig, type BudgetForm, type FieldProblem } from "./budget-form"
import { formatMoney } from "./money-format"
import { contingencyPctOf, currencyOf, parseBudgetAnswer, type BudgetLine, type BudgetResult } from "./budget-result"
import { mergeSuggestions, type SuggestionSources } from "./known-costs"
import { toWbsTasks, type WbsTask } from "./labour-sources"
import { screenError, type ScreenError } from "./screen-error"
import { planLimitOf } from "../../../lib/plan-limit"
import { deliverableTitles, wbsTaskNames } from "./suggestion-sources"

export type Busy = null | "load" | "generate" | "export"
export type CostTypePatch = Readonly<Record<string, CostType>>

/** The one autosave key of the held cost-type edits: Save & Recalculate sends them in one write. */
export const COST_TYPES_KEY = "cost-types"

const warn = (what: string, detail: unknown) => console.warn(`[budget] ${what} failed (silent, waterfall.md §8, agile.md §8)`, detail)

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** GET /budget/agile/summary items' task names: the schedule's tasks stand in for the WBS suggestions. */
const summaryTaskNames = (answer: unknown): ReadonlyArray<string> => {
  const items = record(answer).items
  return Array.isArray(items) ? items.map((item) => record(item).task).filter((task): task is string => typeof task === "string" && task.trim() !== "") : []
}

type Loaded = ApiResult<unknown>
const skipped: Loaded = { ok: true, status: 204, data: {} }

const localDay = (now: Date): string =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, "0")}-${String(now.getDate()).padStart(2, "0")}`

export const useBudget = (ref: BudgetProjectRef, mode: BudgetMode = "waterfall") => {
  const agile = mode === "agile"
  const [form, setFormState] = useState<BudgetForm>(agile ? AGILE_FALLBACK_FORM : FALLBACK_FORM)
  const [result, setResult] = useState<BudgetResult | null>(null)
  const [wbs, setWbs] = useState<ReadonlyArray<WbsTask>>([])
  const [sources, setSources] = useState<SuggestionSources>({ deliverableTitles: [], wbsTaskNames: [] })
  const [busy, setBusy] = useState<Busy>("load")
  const [error, setError] = useState<ScreenError | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const [warning, setWarning] = useState<string | null>(null)
  const [problems, setProblems] = useState<ReadonlyArray<FieldProblem>>([])
  const [planCode, setPlanCode] = useState<string | undefined>(undefined)
  const [roughAnswer, setRoughAnswer] = useState<boolean | undefined>(undefined)
  const [generation, setGeneration] = useState(0)
  /** Agile on a plan without it (402): the plan-limit alert stays and nothing can be generated. */
  const [locked, setLocked] = useState(false)
  const touched = useRef(false)
  const version = useRef(0)
  /** The budget as it was when Save & Recalculate was pressed, and the form's contingency that save carries. */
  const beforeSave = useRef<BudgetResult | null>(null)
  const contingencyToSave = useRef<number | undefined>(undefined)
  const { projectName, projectId } = ref

  const show = useCallback((next: BudgetResult | null) => {
    version.current = next?.version ?? 0
    setResult(next)
  }, [])

  /** GET /budget/snapshot; a failure clears the result (waterfall.md §4) and stays silent (§8). */
  const loadSnapshot = useCallback(async (): Promise<BudgetResult | null> => {
    const answer = await getBudgetSnapshot({ projectName, projectId }, mode)
    if (!answer.ok) {
      warn("snapshot", answer.message)
      if (planLimitOf(answer)) {
        setLocked(true)
        setError(screenError(answer, backendStatus(answer.status)))
      }
      show(null)
      return null
    }
    const parsed = parseBudgetAnswer(answer.data) ?? null
    show(parsed)
    return parsed
  }, [projectName, projectId, show, mode])

  useEffect(() => {
    let live = true
    setBusy("load")
    void (async () => {
      const ref = { projectName, projectId }
      // agile: the schedule's tasks (summary) instead of the waterfall scope and WBS; no rough budget to look up
      const [defaults, snapshot, scope, wbsAnswer, summary, plan] = await Promise.all([
        getBudgetDefaults(mode),
        loadSnapshot(),
        agile ? Promise.resolve(skipped) : getLatestScope(ref),
        agile ? Promise.resolve(skipped) : getWbs(ref),
        agile ? getAgileBudgetSummary(ref) : Promise.resolve(skipped),
        agile ? Promise.resolve(undefined) : getPlanCode()
      ])
      if (!live) return
      if (!defaults.ok) warn("defaults", defaults.message)
      if (!scope.ok) warn("scope prefill", scope.message)
      if (!summary.ok) warn("summary", summary.message)
      const tasks = wbsAnswer.ok ? toWbsTasks(wbsAnswer.data) : []
      const scopeData = scope.ok ? record(scope.data) : {}
      const found: SuggestionSources = {
        deliverableTitles: scope.ok && scopeData.found !== false ? deliverableTitles(scopeData.scope) : [],
        wbsTaskNames: agile ? (summary.ok ? summaryTaskNames(summary.data) : []) : wbsTaskNames(tasks)
      }
      setWbs(tasks)
      setSources(found)
      setPlanCode(plan)
      setFormState((current) => {
        const applyDefaults = agile ? withAgileDefaults : withDefaults
        let next = touched.current ? current : defaults.ok ? applyDefaults(current, defaults.data) : current
        if (!touched.current && snapshot) next = agile ? withAgileSaved(next, snapshot.config, snapshot.lines) : withSavedConfig(next, snapshot.config)
        return { ...next, costs: mergeSuggestions(next.costs, found, next.includeWbs) }
      })
      setBusy(null)
    })()
    return () => {
      live = false
    }
  }, [projectName, projectId, loadSnapshot, agile, mode])

  const setForm = useCallback((update: (form: BudgetForm) => BudgetForm) => {
    touched.current = true
    setFormState(update)
  }, [])

  const setIncludeWbs = useCallback(
    (include: boolean) => setForm((f) => ({ ...f, includeWbs: include, costs: mergeSuggestions(f.costs, sources, include) })),
    [setForm, sources]
  )

  const queue = useAutosave<CostTypePatch, ApiResult<unknown>>({
    debounceMs: 0,
    send: (_key, patch, { keepalive }) =>
      updateCostTypes(
        { projectName, projectId },
        Object.entries(patch).map(([id, cost_type]) => ({ id, cost_type })),
        version.current,
        keepalive,
        mode,
        contingencyToSave.current
      ),
    onSaved: (_key, _patch, answer) => {
      if (!answer.ok) return
      contingencyToSave.current = undefined
      const parsed = parseBudgetAnswer(answer.data)
      const before = beforeSave.current
      if (parsed) show(parsed)
      setError(null)
      if (parsed && before) {
        const money = (amount: number) => formatMoney(amount, currencyOf(parsed.config, "AUD"))
        setNotice(
          savedTotalsNotice(
            { total: money(before.totals.total), contingency: contingencyPctOf(before.config) },
            { total: money(parsed.totals.total), contingency: contingencyPctOf(parsed.config) }
          )
        )
      } else setNotice(null)
    },
    onConflict: async (_key, answer) => {
      if (answer.ok) return
      await loadSnapshot()
      setGeneration((g) => g + 1)
      setError(screenError(answer, backendStatus(answer.status)))
      setNotice(STALE_RELOADED)
    },
    onError: (key, answer) => {
      if (answer.ok) return
      setError(screenError(answer, backendStatus(answer.status)))
      setNotice(null)
      if (answer.status === 402) {
        // the plan refuses cost-type changes: nothing to keep waiting
        queue.discard(key)
        setGeneration((g) => g + 1)
      }
    }
  })

  // re-render on every state change of the held edits (pending, saving, saved, error)
  const saveStatus = useSaveStatus(queue, COST_TYPES_KEY)

  const editCostType = useCallback((line: BudgetLine, type: CostType) => {
    setNotice(null)
    void queue.edit(COST_TYPES_KEY, { [line.id]: type }, "hold")
  }, [queue])

  /**
   * Save & Recalculate CapEx/OpEx: the held edits in one write (an empty one still recalculates). Issue 37: a
   * waterfall contingency changed in the form is saved with them, so the totals follow it.
   */
  const saveCostTypes = useCallback(() => {
    setError(null)
    setNotice(null)
    const typed = Number(form.contingency)
    const valid = form.contingency.trim() !== "" && !formProblems(form).some((p) => p.field === "contingency")
    contingencyToSave.current = !agile && result && valid && typed !== contingencyPctOf(result.config) ? typed : undefined
    beforeSave.current = result
    void queue.edit(COST_TYPES_KEY, {}, "now")
  }, [queue, form, result, agile])

  const generate = async () => {
    const name = validateBudgetProjectName(projectName)
    if (name._tag === "Left") return setError({ message: name.left.message })
    const found = formProblems(form)
    setProblems(found)
    if (found.length > 0) return setError({ message: found[0]!.message })
    if (locked) return
    setBusy("generate")
    setError(null)
    setNotice(null)
    queue.discard(COST_TYPES_KEY)
    try {
      const answer = await generateBudget(agile ? agileGenerateBody(form, projectName, projectId) : generateBody(form, projectName, projectId), mode)
      if (!answer.ok) return setError(screenError(answer, backendStatus(answer.status)))
      const parsed = parseBudgetAnswer(answer.data) ?? null
      const data = answer.data as { rough?: unknown; warning?: unknown }
      show(parsed)
      setGeneration((g) => g + 1)
      setRoughAnswer(data.rough === true)
      setWarning(typeof data.warning === "string" ? data.warning : null)
      setNotice(generatedNotice(parsed?.lines.length ?? 0))
      // the labour sources follow the WBS as it is now (agile lines name their sprints in the justification)
      if (!agile) {
        const latest = await getWbs({ projectName, projectId })
        if (latest.ok) setWbs(toWbsTasks(latest.data))
      }
    } finally {
      setBusy(null)
    }
  }

  const exportCsv = async () => {
    const name = validateBudgetProjectName(projectName, "export")
    if (name._tag === "Left") return setError({ message: name.left.message })
    setBusy("export")
    setError(null)
    try {
      const answer = await exportBudgetCsv({ projectName, projectId }, mode)
      if (!answer.ok) return setError(screenError(answer, backendStatus(answer.status)))
      saveBlob(answer.blob, answer.fileName ?? budgetCsvFileName(projectName, localDay(new Date())) ?? "budget.csv")
      setNotice("Exported CSV")
    } finally {
      setBusy(null)
    }
  }

  // agile.md §1: the free plan has no Agile at all (402), so no rough agile budget
  const rough = agile ? false : (roughAnswer ?? planCode === FREE_PLAN.code)

  const contingencyPct = result ? contingencyPctOf(result.config) : 0
  const pending = queue.pendingPatch(COST_TYPES_KEY)
  /** CapEx/OpEx as they will be once the held edits are saved (core's rule), or undefined with none. */
  const preview = useMemo(() => {
    if (!result || !pending || Object.keys(pending).length === 0) return undefined
    const updates = Object.entries(pending).map(([id, cost_type]) => ({ id, cost_type }))
    return recalculate(result.lines, updates, contingencyPct).totals
  }, [result, pending, contingencyPct])

  return {
    form,
    setForm,
    setIncludeWbs,
    result,
    wbs,
    busy,
    error,
    notice,
    warning,
    problems,
    rough,
    generation,
    locked,
    queue,
    saveStatus,
    preview,
    editCostType,
    saveCostTypes,
    generate,
    exportCsv,
    setNotice,
    /** reads the saved budget again (the Forecast panel changed its contingency method) */
    reload: loadSnapshot
  }
}
