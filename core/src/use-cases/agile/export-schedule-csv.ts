import * as Effect from "effect/Effect"
import { scheduleCsvTable } from "../../rules/planning/tree/tree-csv"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { loadScheduleRows } from "./schedule-view"

/** Export Tasks CSV (agile.md §2, §7): the schedule rows in display order with WBS numbers and phases. */
export const exportScheduleCsv = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const { rows } = yield* loadScheduleRows(project.id)
    return { table: scheduleCsvTable(rows), fileName: `schedule_tasks_${projectFileSlug(project.name)}_${auth.now.toISOString().slice(0, 10)}.csv` }
  })
