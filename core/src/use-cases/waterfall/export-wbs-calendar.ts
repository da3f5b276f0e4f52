import * as Effect from "effect/Effect"
import { WbsRepository } from "../../ports/waterfall/wbs-repository"
import type { ProjectRef } from "../../requests/waterfall/project-ref"
import { fileDate } from "../../rules/risk/file-date"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import { writeICalendar } from "../../rules/planning/exchange/ical-write"
import { todayIso } from "../../rules/planning/dates/display-date"
import { planOfRows } from "../../rules/planning/exchange/plan-of-rows"
import type { Authenticated } from "../platform/authenticate-session"
import { openProject } from "./open-project"
import { requireFeature } from "./plan-gate"
import { taskLinks } from "./wbs-links"
import { wbsTree } from "./wbs-tree"

/** GET /wbs/export.ics: the WBS's milestones and phase gates as iCalendar, one stable UID per row (project id + row id). */
export const exportWbsCalendar = (auth: Authenticated, ref: ProjectRef) =>
  Effect.gen(function* () {
    const open = yield* openProject(auth, ref)
    yield* requireFeature(open, "wbs")
    const repo = yield* WbsRepository
    const rows = wbsTree(yield* repo.list(open.project.id))
    const plan = planOfRows(open.project.name, rows.map((r) => ({ ...r, name: r.task })), taskLinks(yield* repo.listLinks(open.project.id)), null, todayIso(auth.now.getTime()))
    const text = writeICalendar(plan, { calendarId: `wbs-${open.project.id}`, now: auth.now })
    return { text, fileName: `wbs_${projectFileSlug(open.project.name)}_${fileDate(auth.now) ?? "export"}.ics` }
  })
