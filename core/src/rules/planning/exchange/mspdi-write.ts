import { LINK_TYPES, type LinkType } from "../network/task-link"
import { treeNumbering } from "../tree/tree-numbering"
import type { Plan, PlanTask } from "./plan-model"
import { xmlText } from "./xml-text"

export const MSPDI_NAMESPACE = "http://schemas.microsoft.com/project"

/** MSPDI link types (Task.PredecessorLink.Type): 0 FF, 1 FS, 2 SF, 3 SS. */
export const MSPDI_LINK_TYPE: Record<LinkType, number> = { FF: 0, FS: 1, SF: 2, SS: 3 }
export const linkTypeOfMspdi = (n: number): LinkType | undefined => LINK_TYPES.find((t) => MSPDI_LINK_TYPE[t] === n)

/** Hours in a working day of the exported calendar (08:00-12:00, 13:00-17:00). */
export const HOURS_PER_DAY = 8
/** LinkLag, FreeSlack and TotalSlack count tenths of a minute: one working day is 8 h x 60 min x 10. */
export const LAG_UNITS_PER_DAY = HOURS_PER_DAY * 60 * 10
/** LagFormat / DurationFormat 7: days. */
const FORMAT_DAYS = 7
/** ConstraintType 4: start no earlier than; 0: as soon as possible. */
export const CONSTRAINT_SNET = 4

const duration = (days: number): string => `PT${Math.max(0, days) * HOURS_PER_DAY}H0M0S`
const morning = (date: string) => `${date}T08:00:00`
const evening = (date: string) => `${date}T17:00:00`

const el = (name: string, value: string | number): string => `<${name}>${typeof value === "number" ? String(value) : xmlText(value)}</${name}>`

/** Critical after Summary; early and late dates, then FreeSlack and TotalSlack (MSPDI's element order). */
const scheduleElements = (t: PlanTask, milestone: boolean) => {
  const r = t.schedule
  if (!r) return { critical: "", dates: "" }
  return {
    critical: el("Critical", r.critical ? 1 : 0),
    dates:
      `${el("EarlyStart", milestone ? evening(r.early_start) : morning(r.early_start))}${el("EarlyFinish", evening(r.early_finish))}` +
      `${el("LateStart", milestone ? evening(r.late_start) : morning(r.late_start))}${el("LateFinish", evening(r.late_finish))}` +
      `${el("FreeSlack", r.free_float * LAG_UNITS_PER_DAY)}${el("TotalSlack", r.total_float * LAG_UNITS_PER_DAY)}`
  }
}

const workingDay = (dayType: number) =>
  `<WeekDay><DayType>${dayType}</DayType><DayWorking>1</DayWorking><WorkingTimes>` +
  `<WorkingTime><FromTime>08:00:00</FromTime><ToTime>12:00:00</ToTime></WorkingTime>` +
  `<WorkingTime><FromTime>13:00:00</FromTime><ToTime>17:00:00</ToTime></WorkingTime></WorkingTimes></WeekDay>`
const restDay = (dayType: number) => `<WeekDay><DayType>${dayType}</DayType><DayWorking>0</DayWorking></WeekDay>`

/** The Monday-Friday calendar of docs/scheduling.md (DayType 1 is Sunday). */
const CALENDAR =
  `<Calendars><Calendar><UID>1</UID><Name>Standard</Name><IsBaseCalendar>1</IsBaseCalendar><BaseCalendarUID>-1</BaseCalendarUID><WeekDays>` +
  [restDay(1), workingDay(2), workingDay(3), workingDay(4), workingDay(5), workingDay(6), restDay(7)].join("") +
  `</WeekDays></Calendar></Calendars>`

/**
 * A plan as MS Project XML (MSPDI): a Monday-Friday calendar, one task per row in display order (UID
 * and ID 1, 2, 3 ...; outline number and level from the tree), links with type and lag, one resource
 * per name in the rows' resources and one assignment per leaf and resource. Times are 08:00-17:00.
 */
export const writeMspdi = (plan: Plan): string => {
  const numbers = treeNumbering(plan.tasks.map((t, i) => ({ id: t.key, parent_id: t.parentKey, order_index: i })))
  const uid = new Map(plan.tasks.map((t, i) => [t.key, i + 1]))
  const parents = new Set(plan.tasks.flatMap((t) => (t.parentKey === null ? [] : [t.parentKey])))
  const into = new Map<string, Array<string>>()
  for (const l of plan.links) {
    const from = uid.get(l.predecessor)
    if (from === undefined || !uid.has(l.successor)) continue
    const link =
      `<PredecessorLink>${el("PredecessorUID", from)}${el("Type", MSPDI_LINK_TYPE[l.type])}${el("CrossProject", 0)}` +
      `${el("LinkLag", l.lag * LAG_UNITS_PER_DAY)}${el("LagFormat", FORMAT_DAYS)}</PredecessorLink>`
    const list = into.get(l.successor)
    if (list) list.push(link)
    else into.set(l.successor, [link])
  }
  const finish = plan.tasks.reduce((max, t) => (t.finish !== null && t.finish > max ? t.finish : max), plan.start)
  const resourceUid = new Map<string, number>()
  for (const t of plan.tasks) for (const r of t.resources) if (!resourceUid.has(r)) resourceUid.set(r, resourceUid.size + 1)

  const out: Array<string> = []
  out.push(`<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Project xmlns="${MSPDI_NAMESPACE}">`)
  out.push(el("SaveVersion", 14), el("Name", `${plan.title}.xml`), el("Title", plan.title), el("ScheduleFromStart", 1))
  out.push(el("StartDate", morning(plan.start)), el("FinishDate", evening(finish)), el("CalendarUID", 1))
  out.push(el("DefaultStartTime", "08:00:00"), el("DefaultFinishTime", "17:00:00"), el("MinutesPerDay", 480), el("MinutesPerWeek", 2400), el("DaysPerMonth", 20))
  out.push(el("DurationFormat", FORMAT_DAYS), el("WeekStartDay", 1))
  out.push(CALENDAR, "\n<Tasks>")
  out.push(
    `<Task><UID>0</UID><ID>0</ID>${el("Name", plan.title)}<Type>1</Type><IsNull>0</IsNull><WBS>0</WBS><OutlineNumber>0</OutlineNumber><OutlineLevel>0</OutlineLevel>` +
      `${el("Start", morning(plan.start))}${el("Finish", evening(finish))}<Milestone>0</Milestone><Summary>1</Summary></Task>`
  )
  plan.tasks.forEach((t, i) => {
    const number = numbers.get(t.key) ?? String(i + 1)
    const summary = parents.has(t.key)
    const milestone = !summary && t.durationDays === 0
    const start = t.start ?? plan.start
    const end = t.finish ?? start
    const snet = t.startNoEarlierThan
    const computed = scheduleElements(t, milestone)
    out.push(
      `\n<Task>${el("UID", i + 1)}${el("ID", i + 1)}${el("Name", t.name)}<Type>1</Type><IsNull>0</IsNull>` +
        `${el("WBS", number)}${el("OutlineNumber", number)}${el("OutlineLevel", number.split(".").length)}<Priority>500</Priority>` +
        `${el("Start", milestone ? evening(end) : morning(start))}${el("Finish", evening(end))}` +
        `${el("Duration", duration(t.durationDays))}${el("DurationFormat", FORMAT_DAYS)}${el("Work", duration(summary ? 0 : t.durationDays * Math.max(1, t.resources.length)))}` +
        `${el("Milestone", milestone ? 1 : 0)}${el("Summary", summary ? 1 : 0)}${computed.critical}${computed.dates}` +
        (snet ? `${el("ConstraintType", CONSTRAINT_SNET)}<CalendarUID>-1</CalendarUID>${el("ConstraintDate", morning(snet))}` : `<ConstraintType>0</ConstraintType><CalendarUID>-1</CalendarUID>`) +
        (into.get(t.key) ?? []).join("") +
        `</Task>`
    )
  })
  out.push("\n</Tasks>\n<Resources>")
  for (const [name, id] of resourceUid) out.push(`<Resource>${el("UID", id)}${el("ID", id)}${el("Name", name)}<Type>1</Type><IsNull>0</IsNull><MaxUnits>1.00</MaxUnits></Resource>`)
  out.push("</Resources>\n<Assignments>")
  let assignment = 0
  plan.tasks.forEach((t, i) => {
    if (parents.has(t.key)) return
    for (const r of t.resources) {
      const start = t.start ?? plan.start
      out.push(
        // MSPDI's element order: Finish before Start, Units and Work after them
        `<Assignment>${el("UID", ++assignment)}${el("TaskUID", i + 1)}${el("ResourceUID", resourceUid.get(r)!)}` +
          `${el("Finish", evening(t.finish ?? start))}${el("Start", morning(start))}<Units>1</Units>${el("Work", duration(t.durationDays))}</Assignment>`
      )
    }
  })
  out.push("</Assignments>\n</Project>\n")
  return out.join("")
}
