import * as Effect from "effect/Effect"
import { SCHEDULE_CSV_HEADER, scheduleCsvTable } from "../../rules/planning/tree/tree-csv"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { scheduleLinksView } from "./schedule-links"
import { loadScheduleRows } from "./schedule-view"

/** The Export Tasks CSV columns: the schedule table's, then each row's predecessors (issue 22), appended last. */
export const SCHEDULE_EXPORT_CSV_HEADER = [...SCHEDULE_CSV_HEADER, "predecessors"] as const

/** Export Tasks CSV (agile.md §2, §7): the schedule rows in display order with WBS numbers and phases; last, the predecessors (MS Project notation). */
export const exportScheduleCsv = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const { rows, links } = yield* loadScheduleRows(project.id)
    const linked = scheduleLinksView(rows, links, treeNumbering(rows))
    const csv = scheduleCsvTable(rows)
    // after the documented columns, so readers of the old ones keep working
    const table = { header: SCHEDULE_EXPORT_CSV_HEADER, numeric: csv.numeric, rows: csv.rows.map((cells, i) => [...cells, linked.get(rows[i]!.id)?.predecessors ?? ""]) }
    return { table, fileName: `schedule_tasks_${projectFileSlug(project.name)}_${auth.now.toISOString().slice(0, 10)}.csv` }
  })
