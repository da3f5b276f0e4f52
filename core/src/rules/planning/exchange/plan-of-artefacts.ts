import * as Either from "effect/Either"
import type { ProjectArtefacts } from "../../../document/artefacts"
import { parsePredecessors } from "../network/predecessor-notation"
import type { TaskLink } from "../network/task-link"
import { toDisplayOrder } from "../tree/to-display-order"
import { treeNumbering } from "../tree/tree-numbering"
import type { Plan } from "./plan-model"
import { planOfRows, type PlanRow } from "./plan-of-rows"

const idText = (v: string | number | null | undefined, fallback: string): string => (v == null || v === "" ? fallback : String(v))

/** Links named in each row's `predecessors` (outline numbers); an unreadable cell or unknown number is left out. */
const linksOf = (rows: ReadonlyArray<PlanRow & { readonly predecessors: string | null }>): Array<TaskLink> => {
  const byNumber = new Map([...treeNumbering(rows)].map(([id, number]) => [number, id]))
  return rows.flatMap((r) => {
    const parsed = parsePredecessors(r.predecessors ?? "")
    if (Either.isLeft(parsed)) return []
    return parsed.right.flatMap((e) => {
      const from = byNumber.get(e.ref)
      return from === undefined || from === r.id ? [] : [{ predecessor: from, successor: r.id, type: e.type, lag: e.lag }]
    })
  })
}

/**
 * The drafted or saved plan of a pack (artefacts.json): the WBS of a waterfall project, the schedule
 * of an agile one (either, when only one is there). undefined without rows.
 */
export const planOfArtefacts = (a: ProjectArtefacts, today: string): Plan | undefined => {
  const title = a.project.name
  const tasks = a.schedule?.tasks
  const useSchedule = tasks != null && tasks.length > 0 && (a.project.method === "agile" || a.wbs == null || a.wbs.length === 0)
  if (useSchedule) {
    const rows = toDisplayOrder(
      tasks.map((t, i) => ({
        id: idText(t.id, `row-${i}`),
        parent_id: t.parent_id == null || t.parent_id === "" ? null : String(t.parent_id),
        order_index: t.order_index ?? i,
        name: t.title ?? t.task ?? "",
        type: t.type ?? null,
        duration_days: t.duration_days ?? null,
        start_date: t.start_date ?? null,
        end_date: t.end_date ?? null,
        resource: t.resource_json ?? null,
        start_no_earlier_than: t.start_no_earlier_than ?? null,
        predecessors: t.predecessors ?? null
      }))
    )
    return planOfRows(title, rows, linksOf(rows), a.schedule?.plan?.base_start ?? null, today)
  }
  if (a.wbs == null || a.wbs.length === 0) return undefined
  const rows = toDisplayOrder(
    a.wbs.map((r, i) => ({
      id: idText(r.id, `row-${i}`),
      parent_id: r.parent_id == null || r.parent_id === "" ? null : String(r.parent_id),
      order_index: i,
      name: r.task ?? "",
      duration_days: r.duration_days ?? null,
      start_date: r.start_date ?? null,
      end_date: r.end_date ?? null,
      resource: r.resource ?? null,
      start_no_earlier_than: r.start_no_earlier_than ?? null,
      predecessors: r.predecessors ?? null
    }))
  )
  return planOfRows(title, rows, linksOf(rows), null, today)
}
