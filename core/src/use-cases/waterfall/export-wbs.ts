import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import { fileDate } from "../../rules/risk/file-date"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import { WBS_CSV_HEADER, wbsCsvTable } from "../../rules/planning/tree/tree-csv"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { treeNumbering } from "../../rules/planning/tree/tree-numbering"
import { linksView } from "./wbs-links"
import { wbsTree } from "./wbs-tree"

/** The columns of GET /wbs/export.csv: the WBS table's, then each row's predecessors (issue 22), appended last. */
export const WBS_EXPORT_CSV_HEADER = [...WBS_CSV_HEADER, "predecessors"] as const

/** GET /wbs/export.csv: the WBS in order with numbers and phases, named wbs_{project}_{date}.csv; the last column is each row's predecessors (MS Project notation). */
export const exportWbs = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    const rows = wbsTree(yield* repo.list(open.project.id))
    const links = linksView(rows, yield* repo.listLinks(open.project.id), treeNumbering(rows))
    const csv = wbsCsvTable(rows)
    // appended after the documented columns (docs/scheduling.md), so readers of the old columns keep working
    const table = { header: WBS_EXPORT_CSV_HEADER, numeric: csv.numeric, rows: csv.rows.map((cells, i) => [...cells, links.get(rows[i]!.id)?.predecessors ?? ""]) }
    return { table, fileName: `wbs_${projectFileSlug(open.project.name)}_${fileDate(auth.now) ?? "export"}.csv` }
  })
