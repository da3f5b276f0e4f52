import type { ProjectArtefacts } from "../../document/artefacts"
import { budgetBucket } from "../../rules/budget/budget-category"
import { parseAmount } from "../../rules/budget/money"
import { isoToDay } from "../../rules/planning/dates/day-number"
import { toWorkingDay, workingOrdinal } from "../../rules/planning/dates/working-days"
import { leafDuration } from "../../rules/planning/dates/leaf-duration"
import { toDisplayOrder } from "../../rules/planning/tree/to-display-order"
import type { TaskLink } from "../../rules/planning/network/task-link"
import type { ForecastInput, ForecastRow } from "../../rules/forecast/forecast-types"
import { proposeAffectedTasks, riskCostImpact, riskProbability, riskScheduleDays, type RiskEvent } from "../../rules/forecast/risk-events"
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
 * The forecast model of a drafted project (docs/forecast.md): the WBS (waterfall) or the agile
 * schedule as the network, the links given or else the chain; each leaf's estimate proposed from its
 * nature; labour lines of a phase spread over the phase's leaves by duration (so they scale with the
 * sampled durations), labour lines of no phase (project manager, scrum master) as a cost per
 * project day, every other line fixed; each register risk as an event with the documented tables.
 */
export const forecastInputOf = (artefacts: ProjectArtefacts, overrides: ForecastOverrides = {}, fallbackStart = "2026-01-05"): ArtefactsForecastInput => {
  const agile = artefacts.project.method === "agile"
  const source: ReadonlyArray<Record<string, unknown>> = (agile ? artefacts.schedule?.tasks : artefacts.wbs) as ReadonlyArray<Record<string, unknown>> ?? []
  const loaded = source.map((r, k) => ({
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
  const rows = toDisplayOrder(loaded)
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

  // estimates: edited, else proposed from the task's text
  const estimates: Array<{ id: string; label: string; estimate: ThreePoint }> = []
  const withEstimates = rows.map((r) => {
    if (isParent.has(r.id)) return r
    const d = leafDuration(r.duration_days, r.type)
    const estimate = r.type === "gate" ? proposeEstimate("", 0) : overrides.estimates?.[r.id] ?? proposeEstimate(`${r.label} ${r.phase ?? ""}`, d)
    estimates.push({ id: r.id, label: r.label, estimate })
    return { ...r, estimate }
  })

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
  const forecastRows: Array<ForecastRow> = withEstimates.map((r) => {
    if (isParent.has(r.id)) return r
    const phase = top.get(r.id)!
    const cost = phaseCost.has(phase) ? (phaseCost.get(phase)! * (("estimate" in r ? r.estimate?.most_likely : 0) ?? 0)) / phaseDays.get(phase)! : 0
    return { ...r, cost }
  })

  // the project's most likely length in working days: its dated span, else the sum of the chain
  let days = 0
  for (const e of estimates) days += e.estimate.most_likely
  const baseStart = agile ? artefacts.schedule?.plan?.base_start ?? firstStart(rows) ?? fallbackStart : firstStart(rows) ?? fallbackStart
  const baseCost = fixedCost + loeCost + [...phaseCost.values()].reduce((a, b) => a + b, 0)

  const leafTexts = estimates.map((e) => ({ id: e.id, text: `${e.label} ${byId.get(e.id)?.phase ?? ""}`, duration: e.estimate.most_likely }))
  const risks: Array<RiskEvent> = (artefacts.risks ?? [])
    .filter((r) => !/^closed$/i.test((r.status ?? "").trim()))
    .map((r, k) => {
      const id = str(r.id) ?? `R${k + 1}`
      const edit = overrides.risks?.[id] ?? {}
      return {
        id,
        title: r.title ?? id,
        probability: edit.probability ?? riskProbability(r.likelihood),
        schedule_days: edit.schedule_days ?? riskScheduleDays(r.impact, spanDays(rows, days)),
        cost_impact: edit.cost_impact ?? riskCostImpact(r.impact, baseCost),
        tasks: edit.tasks ?? proposeAffectedTasks(r, leafTexts)
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
