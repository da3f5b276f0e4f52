import { formatPredecessors } from "../network/predecessor-notation"
import { treeNumbering } from "../tree/tree-numbering"
import type { Plan } from "./plan-model"

/** A WBS row of artefacts.json (waterfall.md §3 fields), with its links in MS Project notation. */
export interface PlanWbsItem {
  readonly id: string
  readonly parent_id: string | null
  readonly phase: string
  readonly task: string
  readonly duration_days: number
  readonly start_date: string | null
  readonly end_date: string | null
  readonly resource: string
  readonly predecessors: string
  readonly start_no_earlier_than: string | null
}

/** An imported plan as WBS rows in display order: phase is the top ancestor, predecessors use outline numbers. */
export const planToWbsItems = (plan: Plan): Array<PlanWbsItem> => {
  const numbers = treeNumbering(plan.tasks.map((t, i) => ({ id: t.key, parent_id: t.parentKey, order_index: i })))
  const byKey = new Map(plan.tasks.map((t) => [t.key, t]))
  const phase = (key: string): string => {
    let t = byKey.get(key)!
    while (t.parentKey !== null && byKey.has(t.parentKey)) t = byKey.get(t.parentKey)!
    return t.name
  }
  return plan.tasks.map((t) => ({
    id: t.key,
    parent_id: t.parentKey,
    phase: phase(t.key),
    task: t.name,
    duration_days: t.durationDays,
    start_date: t.start,
    end_date: t.finish,
    resource: t.resources.join(", "),
    predecessors: formatPredecessors(
      plan.links.filter((l) => l.successor === t.key).map((l) => ({ ref: numbers.get(l.predecessor) ?? l.predecessor, type: l.type, lag: l.lag }))
    ),
    start_no_earlier_than: t.startNoEarlierThan
  }))
}

/** An imported plan as agile schedule tasks (agile.md §3): summaries are phases, 0-day leaves gates. */
export const planToScheduleTasks = (plan: Plan) => {
  const parents = new Set(plan.tasks.map((t) => t.parentKey))
  return planToWbsItems(plan).map((w, i) => ({
    id: w.id,
    parent_id: w.parent_id,
    order_index: (i + 1) * 10,
    title: w.task,
    type: parents.has(w.id) ? "phase" : w.duration_days === 0 ? "gate" : "task",
    duration_days: w.duration_days,
    start_date: w.start_date,
    end_date: w.end_date,
    resource_json: w.resource === "" ? null : JSON.stringify(w.resource.split(", ")),
    predecessors: w.predecessors,
    start_no_earlier_than: w.start_no_earlier_than
  }))
}
