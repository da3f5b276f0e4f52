import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import { fileDate } from "../../rules/risk/file-date"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import { wbsCsvTable } from "../../rules/planning/tree/tree-csv"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { wbsTree } from "./wbs-tree"

/** GET /wbs/export.csv: the WBS in order with numbers and phases, named wbs_{project}_{date}.csv. */
export const exportWbs = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    yield* requireFeature(open, "wbs")
    const table = wbsCsvTable(wbsTree(yield* (yield* WbsRepository).list(open.project.id)))
    return { table, fileName: `wbs_${projectFileSlug(open.project.name)}_${fileDate(auth.now) ?? "export"}.csv` }
  })
