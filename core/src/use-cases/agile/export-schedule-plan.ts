import * as Effect from "effect/Effect"
import { writeICalendar } from "../../rules/planning/exchange/ical-write"
import { writeMspdi } from "../../rules/planning/exchange/mspdi-write"
import { todayIso } from "../../rules/planning/dates/display-date"
import { planOfRows } from "../../rules/planning/exchange/plan-of-rows"
import { projectFileSlug } from "../../rules/risk/project-file-slug"
import type { Authenticated } from "../platform/authenticate-session"
import { agileProject, type AgileProjectRef } from "./agile-project"
import { scheduleTaskLinks } from "./schedule-links"
import { loadScheduleRows } from "./schedule-view"

const schedulePlan = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.gen(function* () {
    const project = yield* agileProject(auth, ref)
    const { plan, rows, links } = yield* loadScheduleRows(project.id)
    const named = rows.map((r) => ({ ...r, name: r.title, resource: r.resource_json, start_no_earlier_than: r.start_no_earlier_than ?? null }))
    const stem = `schedule_${projectFileSlug(project.name)}_${auth.now.toISOString().slice(0, 10)}`
    return { project, stem, plan: planOfRows(project.name, named, scheduleTaskLinks(links), plan?.base_start ?? null, todayIso(auth.now.getTime())) }
  })

/** GET /agile/schedule/export.xml: the agile schedule with its links as MS Project XML (MSPDI). */
export const exportScheduleXml = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.map(schedulePlan(auth, ref), ({ stem, plan }) => ({ text: writeMspdi(plan), fileName: `${stem}.xml` }))

/** GET /agile/schedule/export.ics: sprints, gates, milestones and phase ends as iCalendar, one stable UID per row (project id + row id). */
export const exportScheduleCalendar = (auth: Authenticated, ref: AgileProjectRef) =>
  Effect.map(schedulePlan(auth, ref), ({ project, stem, plan }) => ({ text: writeICalendar(plan, { calendarId: `schedule-${project.id}`, now: auth.now }), fileName: `${stem}.ics` }))
