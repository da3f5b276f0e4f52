import { treePhases } from "../../rules/planning/tree/tree-phase"
import type { ScheduleRuleRow } from "./schedule-view"

/**
 * Schedule rows as budget labour tasks: phase is the top ancestor's title; parent is the sprint for a
 * sprint row (agile.md §2 "Collapse labour to sprint/phase"), else the parent row's title.
 */
export const budgetTasks = (rows: ReadonlyArray<ScheduleRuleRow>) => {
  const phases = treePhases(rows, (r) => r.title)
  const titles = new Map(rows.map((r) => [r.id, r.title]))
  return rows.map((r) => ({
    id: r.id,
    parent_id: r.parent_id,
    title: r.title,
    type: r.type,
    duration_days: r.duration_days,
    resource_json: r.resource_json,
    start_date: r.start_date,
    end_date: r.end_date,
    phase: phases.get(r.id) ?? "",
    parent: r.type === "sprint" ? r.title : r.parent_id === null ? "" : (titles.get(r.parent_id) ?? "")
  }))
}
