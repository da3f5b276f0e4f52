import type { CsvTable } from "../csv-table"
import { resourceLabel } from "./resource-label"
import { treeNumbering } from "./tree-numbering"
import { treePhases } from "./tree-phase"
import type { TreeRow } from "./tree-types"

export type { CsvTable }

const text = (v: string | number | null | undefined): string => (v === null || v === undefined ? "" : String(v))

/** WBS CSV columns; dates are ISO YYYY-MM-DD so spreadsheets read them unambiguously. */
export const WBS_CSV_HEADER = ["wbs", "phase", "task", "duration_days", "start_date", "end_date", "resource"] as const

export interface WbsCsvRow extends TreeRow {
  readonly task: string
  readonly duration_days: number | null
  readonly start_date: string | null
  readonly end_date: string | null
  readonly resource: string | null
}

/** WBS CSV table in display order; phase is the top ancestor's task (waterfall.md §4). */
export const wbsCsvTable = (rows: ReadonlyArray<WbsCsvRow>): CsvTable => {
  const numbers = treeNumbering(rows)
  const phases = treePhases(rows, (r) => r.task)
  return {
    header: WBS_CSV_HEADER,
    numeric: ["duration_days"],
    rows: rows.map((r) => [
      numbers.get(r.id) ?? "",
      phases.get(r.id) ?? "",
      r.task,
      text(r.duration_days),
      text(r.start_date),
      text(r.end_date),
      resourceLabel(r.resource)
    ])
  }
}

/** Agile schedule tasks CSV columns. */
export const SCHEDULE_CSV_HEADER = ["wbs", "phase", "task", "type", "duration_days", "start_date", "end_date", "resource"] as const

export interface ScheduleCsvRow extends TreeRow {
  readonly title?: string | null
  readonly task?: string | null
  readonly type?: string | null
  readonly duration_days: number | null
  readonly start_date: string | null
  readonly end_date: string | null
  readonly resource_json?: string | null
}

/** agile.md §3: a schedule task's title is `title`, also `task`. */
export const scheduleTitle = (r: { readonly title?: string | null; readonly task?: string | null }): string =>
  r.title ?? r.task ?? ""

/** Agile schedule tasks CSV table in display order; type defaults to task (agile.md §3). */
export const scheduleCsvTable = (rows: ReadonlyArray<ScheduleCsvRow>): CsvTable => {
  const numbers = treeNumbering(rows)
  const phases = treePhases(rows, scheduleTitle)
  return {
    header: SCHEDULE_CSV_HEADER,
    numeric: ["duration_days"],
    rows: rows.map((r) => [
      numbers.get(r.id) ?? "",
      phases.get(r.id) ?? "",
      scheduleTitle(r),
      r.type ?? "task",
      text(r.duration_days),
      text(r.start_date),
      text(r.end_date),
      resourceLabel(r.resource_json)
    ])
  }
}

