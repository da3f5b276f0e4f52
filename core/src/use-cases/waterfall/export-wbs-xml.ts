import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import { fileDate } from "../../rules/risk/file-date"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import { writeMspdi } from "../../rules/planning/exchange/mspdi-write"
import { todayIso } from "../../rules/planning/dates/display-date"
import { planOfRows } from "../../rules/planning/exchange/plan-of-rows"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { taskLinks } from "./wbs-links"
import { wbsTree } from "./wbs-tree"

/** GET /wbs/export.xml: the WBS with its links as MS Project XML (MSPDI), named wbs_{project}_{date}.xml. */
export const exportWbsXml = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    const rows = wbsTree(yield* repo.list(open.project.id))
    const links = taskLinks(yield* repo.listLinks(open.project.id))
    const plan = planOfRows(open.project.name, rows.map((r) => ({ ...r, name: r.task })), links, null, todayIso(auth.now.getTime()))
    return { xml: writeMspdi(plan), fileName: `wbs_${projectFileSlug(open.project.name)}_${fileDate(auth.now) ?? "export"}.xml` }
  })
