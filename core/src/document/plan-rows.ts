import type { ScheduleTaskInput, WbsItemInput } from "./artefacts"
import { isoDay } from "./format"
import type { GanttRowKind } from "./model"
import { text } from "./read-items"
import { resourceLabel } from "../rules/planning/tree/resource-label"
import { toDisplayOrder } from "../rules/planning/tree/to-display-order"
import { treeDepths } from "../rules/planning/tree/tree-depth"
import { treeNumbering } from "../rules/planning/tree/tree-numbering"

/** A WBS item or schedule task as the reports show it. */
export interface PlanRow {
  readonly number: string
  readonly depth: number
  readonly title: string
  readonly kind: GanttRowKind
  readonly duration: number | undefined
  readonly start: string | undefined
  readonly end: string | undefined
  readonly resource: string
  readonly hasChildren: boolean
  readonly badge: string
  /** issue 22: the row's id and parent, and its links in MS Project notation with outline numbers ("" none) */
  readonly id: string
  readonly parentId: string | null
  readonly predecessors: string
  /** 'start no earlier than' (YYYY-MM-DD), when set */
  readonly startNoEarlierThan: string | undefined
}

interface Raw {
  readonly id: string
  readonly parent_id: string | null
  readonly order_index: number
  readonly title: string
  readonly type: string
  readonly duration: number | undefined
  readonly start: string | undefined
  readonly end: string | undefined
  readonly resource: string
  readonly badge: string
  readonly predecessors: string
  readonly snet: string | undefined
}

/** Task links as the rows may carry them (artefacts.json, the stored WBS or schedule): MS Project notation. */
type Linked = { readonly predecessors?: string | null | undefined; readonly start_no_earlier_than?: string | null | undefined }

const idOf = (v: string | number | null | undefined, fallback: string): string => (v == null ? fallback : String(v))

const toRows = (raws: ReadonlyArray<Raw>): ReadonlyArray<PlanRow> => {
  const ordered = toDisplayOrder(raws)
  const numbers = treeNumbering(ordered)
  const depths = treeDepths(ordered)
  const parents = new Set(ordered.map((r) => r.parent_id).filter((p): p is string => p !== null))
  return ordered.map((r) => {
    const depth = depths.get(r.id) ?? 0
    const isParent = parents.has(r.id)
    const kind: GanttRowKind =
      r.type === "gate" ? "gate"
      : r.type === "sprint" ? "sprint"
      : r.type === "phase" || (depth === 0 && isParent) ? "phase"
      : r.duration === 0 ? "milestone"
      : "task"
    return {
      number: numbers.get(r.id) ?? "",
      depth,
      title: r.title,
      kind,
      duration: r.duration,
      start: r.start,
      end: r.end,
      resource: r.resource,
      hasChildren: isParent,
      badge: r.badge,
      id: r.id,
      parentId: r.parent_id,
      predecessors: r.predecessors,
      startNoEarlierThan: r.snet
    }
  })
}

const num = (v: number | null | undefined): number | undefined => (typeof v === "number" && Number.isFinite(v) ? v : undefined)

export const wbsRows = (items: ReadonlyArray<WbsItemInput>): ReadonlyArray<PlanRow> =>
  toRows(
    items.map((w, i) => ({
      id: idOf(w.id, `row-${i}`),
      parent_id: w.parent_id == null ? null : String(w.parent_id),
      order_index: i,
      title: text(w.task) || "Untitled task",
      // A zero-length WBS task whose name says gate is drawn as a gate.
      type: num(w.duration_days) === 0 && /\bgate\b/i.test(text(w.task)) ? "gate" : "",
      duration: num(w.duration_days),
      start: isoDay(w.start_date),
      end: isoDay(w.end_date),
      resource: resourceLabel(w.resource),
      badge: "",
      predecessors: text((w as Linked).predecessors),
      snet: isoDay((w as Linked).start_no_earlier_than)
    }))
  )

export const scheduleRows = (tasks: ReadonlyArray<ScheduleTaskInput>): ReadonlyArray<PlanRow> =>
  toRows(
    tasks.map((t, i) => {
      const badge =
        t.type === "sprint" && (t.badge_epics != null || t.badge_stories != null || t.badge_points != null)
          ? `${t.badge_epics ?? 0} epics, ${t.badge_stories ?? 0} stories, ${t.badge_points ?? 0} pts`
          : ""
      return {
        id: idOf(t.id, `row-${i}`),
        parent_id: t.parent_id == null ? null : String(t.parent_id),
        order_index: num(t.order_index) ?? i,
        title: text(t.title) || text(t.task) || "TBA",
        type: text(t.type).toLowerCase(),
        duration: t.type === "gate" ? 0 : num(t.duration_days),
        start: isoDay(t.start_date),
        end: isoDay(t.end_date),
        resource: resourceLabel(t.resource_json),
        badge,
        predecessors: text((t as Linked).predecessors),
        snet: isoDay((t as Linked).start_no_earlier_than)
      }
    })
  )
