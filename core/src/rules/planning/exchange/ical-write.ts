import { dayToIso, isoToDay } from "../dates/day-number"
import type { Plan } from "./plan-model"

/** What an event marks: a milestone (0-day task), a phase gate (a phase's finish, or a gate row), a sprint. */
export type PlanEventKind = "milestone" | "gate" | "sprint"

export interface PlanEvent {
  readonly uid: string
  readonly kind: PlanEventKind
  readonly summary: string
  /** first day and the day after the last (DTEND of an all-day event is exclusive) */
  readonly start: string
  readonly end: string
}

const CATEGORY: Record<PlanEventKind, string> = { milestone: "Milestone", gate: "Phase gate", sprint: "Sprint" }

const nextDay = (iso: string): string => dayToIso(isoToDay(iso)! + 1)

/**
 * The dated events of a plan: 0-day tasks as milestones, gate rows and each phase's (top-level summary's)
 * finish as phase gates, sprint rows as sprints. UIDs come from `calendarId` (the project) and the row's
 * key, never from dates or order, so a calendar imported again updates its events.
 */
export const planEvents = (plan: Plan, calendarId: string): Array<PlanEvent> => {
  const parents = new Set(plan.tasks.map((t) => t.parentKey))
  const events: Array<PlanEvent> = []
  const uid = (kind: string, key: string) => `${kind}-${key}.${calendarId}@initpack`
  for (const t of plan.tasks) {
    const summary = parents.has(t.key)
    const day = t.finish ?? t.start
    if (t.kind === "sprint" && t.start !== null && isoToDay(t.start) !== null) {
      const last = t.finish !== null && isoToDay(t.finish) !== null && t.finish >= t.start ? t.finish : t.start
      events.push({ uid: uid("sprint", t.key), kind: "sprint", summary: t.name, start: t.start, end: nextDay(last) })
    } else if (summary && t.parentKey === null && t.kind !== "sprint" && day !== null && isoToDay(day) !== null) {
      events.push({ uid: uid("phase", t.key), kind: "gate", summary: `${t.name}: phase gate`, start: day, end: nextDay(day) })
    } else if (!summary && (t.durationDays === 0 || t.kind === "gate") && day !== null && isoToDay(day) !== null) {
      const kind = t.kind === "gate" ? "gate" : "milestone"
      events.push({ uid: uid(kind, t.key), kind, summary: t.name, start: day, end: nextDay(day) })
    }
  }
  return events
}

/** RFC 5545 §3.3.11 TEXT: backslash, semicolon, comma and line breaks escaped. */
export const icalText = (s: string): string =>
  s
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, "")

const utf8Bytes = (cp: number): number => (cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4)

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF and one space), never inside a UTF-8 character. */
export const foldLine = (line: string): string => {
  const parts: Array<string> = []
  let current = ""
  let bytes = 0
  let limit = 75
  for (const ch of line) {
    const size = utf8Bytes(ch.codePointAt(0)!)
    if (bytes + size > limit) {
      parts.push(current)
      current = ""
      bytes = 0
      limit = 74 // the leading space of a continuation line is one of its 75 octets
    }
    current += ch
    bytes += size
  }
  parts.push(current)
  return parts.join("\r\n ")
}

const basicDate = (iso: string) => iso.replace(/-/g, "")

/** UTC instant as iCalendar DATE-TIME (20261125T040000Z). */
export const icalStamp = (at: Date): string => at.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "")

/** The plan's events as an iCalendar (RFC 5545) file: all-day VEVENTs, CRLF line ends, folded lines. */
export const writeICalendar = (plan: Plan, options: { readonly calendarId: string; readonly now: Date }): string => {
  const lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Initpack//Plan calendar//EN", "CALSCALE:GREGORIAN", "METHOD:PUBLISH", `X-WR-CALNAME:${icalText(plan.title)}`]
  const stamp = icalStamp(options.now)
  for (const e of planEvents(plan, options.calendarId)) {
    lines.push(
      "BEGIN:VEVENT",
      `UID:${e.uid}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${basicDate(e.start)}`,
      `DTEND;VALUE=DATE:${basicDate(e.end)}`,
      `SUMMARY:${icalText(e.summary)}`,
      `DESCRIPTION:${icalText(`${CATEGORY[e.kind]} of ${plan.title}`)}`,
      `CATEGORIES:${icalText(CATEGORY[e.kind])}`,
      "TRANSP:TRANSPARENT",
      "END:VEVENT"
    )
  }
  lines.push("END:VCALENDAR")
  return lines.map(foldLine).join("\r\n") + "\r\n"
}
