import type { ProjectArtefacts } from "../../document/artefacts"
import { budgetBucket } from "../../rules/budget/budget-category"
import { parseAmount } from "../../rules/budget/money"
import { isoToDay } from "../../rules/planning/dates/day-number"
import { toWorkingDay, workingOrdinal } from "../../rules/planning/dates/working-days"
import { leafDuration } from "../../rules/planning/dates/leaf-duration"
import { toDisplayOrder } from "../../rules/planning/tree/to-display-order"
import type { TaskLink } from "../../rules/planning/network/task-link"
import type { ForecastInput, ForecastRow } from "../../rules/forecast/forecast-types"
import { affectedTasksMatcher, riskCostImpact, riskProbability, riskScheduleDays, type RiskEvent } from "../../rules/forecast/risk-events"
import { proposeEstimate, type ThreePoint } from "../../rules/forecast/three-point"

/** What the user changed from the drafter's proposal, by task or risk id. */
export interface ForecastOverrides {
  readonly estimates?: Readonly<Record<string, ThreePoint>>
  readonly risks?: Readonly<Record<string, Partial<Pick<RiskEvent, "probability" | "schedule_days" | "cost_impact" | "tasks">>>>
  readonly links?: ReadonlyArray<TaskLink>
}

export interface ArtefactsForecastInput extends ForecastInput {
  /** the proposed (or edited) estimate of each leaf and the risk events, for display and editing */
  readonly estimates: ReadonlyArray<{ readonly id: string; readonly label: string; readonly estimate: ThreePoint }>
  readonly contingencyPct: number
  readonly currency: string
}

const str = (x: unknown): string | null => (x === null || x === undefined || x === "" ? null : String(x))
const num = (x: unknown): number => parseAmount(x as never) ?? 0

/**
 * What the forecast model takes from the artefacts whatever the overrides: the rows in display order, their tree,
 * and caches of the proposals (each leaf's estimate, each risk's tasks), so the proposed and the edited model of
 * one request share that work.
 */
export interface ForecastPlan {
  readonly rows: ReadonlyArray<ReturnType<typeof loadRows>[number]>
  readonly isParent: ReadonlySet<string>
  readonly byId: ReadonlyMap<string, ReturnType<typeof loadRows>[number]>
  readonly top: ReadonlyMap<string, string>
  readonly proposals: Map<string, ThreePoint>
  affected: { readonly durations: ReadonlyArray<number>; readonly match: ReturnType<typeof affectedTasksMatcher>; readonly memo: Map<object, Array<string>> } | null
}

const loadRows = (source: ReadonlyArray<Record<string, unknown>>) =>
  source.map((r, k) => ({
    id: str(r["id"]) ?? `row-${k + 1}`,
    parent_id: str(r["parent_id"]),
    order_index: typeof r["order_index"] === "number" ? (r["order_index"] as number) : (k + 1) * 10,
    duration_days: typeof r["duration_days"] === "number" ? (r["duration_days"] as number) : null,
    type: str(r["type"]),
    start_date: str(r["start_date"]),
    end_date: str(r["end_date"]),
    label: str(r["task"]) ?? str(r["title"]) ?? str(r["id"]) ?? `Task ${k + 1}`,
    phase: str(r["phase"]),
    resource: str(r["resource"]) ?? str(r["resource_json"]),
    start_no_earlier_than: str(r["start_no_earlier_than"])
  }))

export const forecastPlanOf = (artefacts: ProjectArtefacts): ForecastPlan => {
  const agile = artefacts.project.method === "agile"
  const source: ReadonlyArray<Record<string, unknown>> = (agile ? artefacts.schedule?.tasks : artefacts.wbs) as ReadonlyArray<Record<string, unknown>> ?? []
  const rows = toDisplayOrder(loadRows(source))
  const n = rows.length
  const isParent = new Set(rows.map((r) => r.parent_id).filter((p): p is string => p !== null))
  const byId = new Map(rows.map((x) => [x.id, x]))
  // display order puts a parent before its children, so each row's top is its parent's top
  const top = new Map<string, string>()
  for (let i = 0; i < n; i++) {
    const r = rows[i]!
    const parent = r.parent_id !== null ? byId.get(r.parent_id) : undefined
    top.set(r.id, parent === undefined ? r.id : top.get(parent.id) ?? parent.id)
  }
  return { rows, isParent, byId, top, proposals: new Map(), affected: null }
}

/**
 * The forecast model of a drafted project (docs/forecast.md): the WBS (waterfall) or the agile
 * schedule as the network, the links given or else the chain; each leaf's estimate proposed from its
 * nature; labour lines of a phase spread over the phase's leaves by duration (so they scale with the
 * sampled durations), labour lines of no phase (project manager, scrum master) as a cost per
 * project day, every other line fixed; each register risk as an event with the documented tables.
 * `plan` is forecastPlanOf(artefacts), passed to share it between calls on the same artefacts.
 */
export const forecastInputOf = (
  artefacts: ProjectArtefacts,
  overrides: ForecastOverrides = {},
  fallbackStart = "2026-01-05",
  plan: ForecastPlan = forecastPlanOf(artefacts)
): ArtefactsForecastInput => {
  const agile = artefacts.project.method === "agile"
  const { rows, isParent, top } = plan

  // estimates: edited, else proposed from the task's text
  const estimates: Array<{ id: string; label: string; estimate: ThreePoint }> = []
  for (const r of rows) {
    if (isParent.has(r.id)) continue
    let estimate = r.type === "gate" ? proposeEstimate("", 0) : overrides.estimates?.[r.id] ?? undefined
    if (estimate === undefined) {
      estimate = plan.proposals.get(r.id)
      if (estimate === undefined) plan.proposals.set(r.id, (estimate = proposeEstimate(`${r.label} ${r.phase ?? ""}`, leafDuration(r.duration_days, r.type))))
    }
    estimates.push({ id: r.id, label: r.label, estimate })
  }

  // budget lines
  const names = new Map<string, string>()
  for (const r of rows) if (r.parent_id === null) {
    names.set(r.label.trim().toLowerCase(), r.id)
    if (r.phase) names.set(r.phase.trim().toLowerCase(), r.id)
  }
  const phaseCost = new Map<string, number>()
  let fixedCost = 0
  let loeCost = 0
  for (const item of artefacts.budget?.items ?? []) {
    const bucket = budgetBucket(item.category)
    if (bucket === "contingency") continue
    const amount = num(item.estimated_cost)
    const phaseId = item.phase ? names.get(item.phase.trim().toLowerCase()) : undefined
    if (bucket !== "labour") fixedCost += amount
    else if (phaseId !== undefined) phaseCost.set(phaseId, (phaseCost.get(phaseId) ?? 0) + amount)
    else loeCost += amount
  }
  const phaseDays = new Map<string, number>()
  for (const e of estimates) phaseDays.set(top.get(e.id)!, (phaseDays.get(top.get(e.id)!) ?? 0) + e.estimate.most_likely)
  for (const [phase, cost] of phaseCost) if (!(phaseDays.get(phase)! > 0)) {
    fixedCost += cost
    phaseCost.delete(phase)
  }
  let leaf = 0
  const forecastRows: Array<ForecastRow> = rows.map((r) => {
    if (isParent.has(r.id)) return r
    const estimate = estimates[leaf++]!.estimate
    const phase = top.get(r.id)!
    const cost = phaseCost.has(phase) ? (phaseCost.get(phase)! * (estimate.most_likely ?? 0)) / phaseDays.get(phase)! : 0
    // the fields listed rather than spread: much cheaper on plans of thousands of rows, same keys and order
    const { id, parent_id, order_index, duration_days, type, start_date, end_date, label, phase: rowPhase, resource, start_no_earlier_than } = r
    return { id, parent_id, order_index, duration_days, type, start_date, end_date, label, phase: rowPhase, resource, start_no_earlier_than, estimate, cost }
  })

  // the project's most likely length in working days: its dated span, else the sum of the chain
  let days = 0
  for (const e of estimates) days += e.estimate.most_likely
  const baseStart = agile ? artefacts.schedule?.plan?.base_start ?? firstStart(rows) ?? fallbackStart : firstStart(rows) ?? fallbackStart
  const baseCost = fixedCost + loeCost + [...phaseCost.values()].reduce((a, b) => a + b, 0)

  const affectedTasks = affectedTasksOf(plan, estimates)
  const projectDays = spanDays(rows, days)
  const risks: Array<RiskEvent> = (artefacts.risks ?? [])
    .filter((r) => !/^closed$/i.test((r.status ?? "").trim()))
    .map((r, k) => {
      const id = str(r.id) ?? `R${k + 1}`
      const edit = overrides.risks?.[id] ?? {}
      return {
        id,
        title: r.title ?? id,
        probability: edit.probability ?? riskProbability(r.likelihood),
        schedule_days: edit.schedule_days ?? riskScheduleDays(r.impact, projectDays),
        cost_impact: edit.cost_impact ?? riskCostImpact(r.impact, baseCost),
        tasks: edit.tasks ?? affectedTasks(r)
      }
    })

  const config = artefacts.budget?.config
  return {
    rows: forecastRows,
    links: overrides.links ?? [],
    baseStart,
    risks,
    fixedCost,
    timeCost: loeCost,
    estimates,
    contingencyPct: typeof config?.contingency_pct === "number" ? config.contingency_pct : 0.1,
    currency: config?.currency ?? "AUD"
  }
}

/** The proposed tasks of each risk, worked out once per plan while the leaves' most likely durations stay the same. */
const affectedTasksOf = (plan: ForecastPlan, estimates: ReadonlyArray<{ readonly id: string; readonly label: string; readonly estimate: ThreePoint }>) => {
  const durations = estimates.map((e) => e.estimate.most_likely)
  const cached = plan.affected
  if (cached === null || cached.durations.length !== durations.length || cached.durations.some((d, k) => !Object.is(d, durations[k])))
    plan.affected = { durations, match: affectedTasksMatcher(estimates.map((e) => ({ id: e.id, text: `${e.label} ${plan.byId.get(e.id)?.phase ?? ""}`, duration: e.estimate.most_likely }))), memo: new Map() }
  const { match, memo } = plan.affected!
  return (risk: Parameters<typeof match>[0] & object): Array<string> => {
    let tasks = memo.get(risk)
    if (tasks === undefined) memo.set(risk, (tasks = match(risk)))
    return [...tasks]
  }
}

const firstStart = (rows: ReadonlyArray<{ readonly start_date: string | null }>): string | null => {
  let best: string | null = null
  for (const r of rows) if (r.start_date && /^\d{4}-\d{2}-\d{2}/.test(r.start_date) && (best === null || r.start_date < best)) best = r.start_date.slice(0, 10)
  return best
}

/** Working days from the first start to the last end of the dated rows, else `fallback`. */
const spanDays = (rows: ReadonlyArray<{ readonly start_date: string | null; readonly end_date: string | null }>, fallback: number): number => {
  const start = isoToDay(firstStart(rows))
  let end: string | null = null
  for (const r of rows) if (r.end_date && /^\d{4}-\d{2}-\d{2}/.test(r.end_date) && (end === null || r.end_date > end)) end = r.end_date.slice(0, 10)
  const last = isoToDay(end)
  if (start === null || last === null || last < start) return fallback
  return workingOrdinal(toWorkingDay(last)) - workingOrdinal(toWorkingDay(start)) + 1
}
