import type { ProjectArtefacts } from "../../../document/artefacts"
import type { TaskScheduleResult } from "../network/schedule-results"
import { treeNumbering } from "../tree/tree-numbering"
import { planOfArtefacts } from "./plan-of-artefacts"

export interface ScheduledTask extends TaskScheduleResult {
  readonly id: string
  /** the outline number (1, 1.2, ...) in display order */
  readonly outline: string
  readonly name: string
}

/** The scheduling engine's results for a pack's plan (the WBS, or an agile project's schedule), as artefacts.json carries them. */
export interface PackSchedule {
  readonly project_start: string
  readonly project_finish: string
  readonly tasks: ReadonlyArray<ScheduledTask>
}

/** The plan's early and late dates, float and critical flags; null without rows or when its links cannot be scheduled (a cycle). */
export const scheduleOfArtefacts = (a: ProjectArtefacts, today: string): PackSchedule | null => {
  const plan = planOfArtefacts(a, today)
  if (plan === undefined || plan.finish === undefined) return null
  const numbers = treeNumbering(plan.tasks.map((t, i) => ({ id: t.key, parent_id: t.parentKey, order_index: i })))
  const tasks: Array<ScheduledTask> = []
  for (const [i, t] of plan.tasks.entries()) {
    if (t.schedule === undefined) return null
    tasks.push({ id: t.key, outline: numbers.get(t.key) ?? String(i + 1), name: t.name, ...t.schedule })
  }
  return { project_start: plan.start, project_finish: plan.finish, tasks }
}
