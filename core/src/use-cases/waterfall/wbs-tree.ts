import type { WbsItemView } from "../../responses/waterfall/wbs-responses"
import type { WbsLinkRecord, WbsRecord } from "../../ports/waterfall/wbs-repository"
import { resourceLabel } from "../../rules/planning/tree/resource-label"
import { toDisplayOrder } from "../../rules/planning/tree/to-display-order"
import { displayIndent, treeDepths } from "../../rules/planning/tree/tree-depth"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import { treePhases } from "../../rules/planning/tree/tree-phase"
import { linksView } from "./wbs-links"

/** A stored WBS row as a tree row of core's planning rules (ids as text). */
export interface WbsTreeRow {
  readonly id: string
  readonly parent_id: string | null
  readonly order_index: number
  readonly task: string
  readonly duration_days: number
  readonly start_date: string | null
  readonly end_date: string | null
  readonly resource: string
  readonly version: number
  readonly start_no_earlier_than: string | null
}

export const toTreeRow = (r: WbsRecord): WbsTreeRow => ({
  id: String(r.id),
  parent_id: r.parentId === null ? null : String(r.parentId),
  order_index: r.orderIndex,
  task: r.task,
  duration_days: r.duration_days,
  start_date: r.start_date,
  end_date: r.end_date,
  resource: r.resource,
  version: r.version,
  start_no_earlier_than: r.start_no_earlier_than
})

/** Rows in WBS order: parents before children, siblings by order. */
export const wbsTree = (records: ReadonlyArray<WbsRecord>): Array<WbsTreeRow> => toDisplayOrder(records.map(toTreeRow))

/**
 * The WBS as answered: each item with its number (1.2.3), phase (top ancestor's task), display level
 * (capped at 8), and its task links (`predecessors` in MS Project notation with those numbers, `links` by id).
 */
export const wbsView = (rows: ReadonlyArray<WbsTreeRow>, links: ReadonlyArray<WbsLinkRecord> = []): Array<WbsItemView> => {
  const numbers = treeNumbering(rows)
  const linked = linksView(rows, links, numbers)
  const phases = treePhases(rows, (r) => r.task)
  const depths = treeDepths(rows)
  const parents = new Set(rows.flatMap((r) => (r.parent_id === null ? [] : [r.parent_id])))
  return rows.map((r) => ({
    id: Number(r.id),
    parent_id: r.parent_id === null ? null : Number(r.parent_id),
    wbs: numbers.get(r.id) ?? "",
    phase: phases.get(r.id) ?? r.task,
    task: r.task,
    duration_days: r.duration_days,
    start_date: r.start_date,
    end_date: r.end_date,
    resource: r.resource,
    resource_label: resourceLabel(r.resource),
    level: depths.get(r.id) ?? 0,
    indent: displayIndent(depths.get(r.id) ?? 0),
    has_children: parents.has(r.id),
    order_index: r.order_index,
    version: r.version,
    predecessors: linked.get(r.id)?.predecessors ?? "",
    links: linked.get(r.id)?.links ?? [],
    start_no_earlier_than: r.start_no_earlier_than
  }))
}
