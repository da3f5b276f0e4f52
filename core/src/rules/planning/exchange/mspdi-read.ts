import * as Data from "effect/Data"
import * as Either from "effect/Either"
import {
  MSPDI_EMPTY,
  MSPDI_MAX_BYTES,
  MSPDI_MAX_TASKS,
  MSPDI_NO_TASKS,
  MSPDI_NOT_PROJECT,
  MSPDI_TOO_LARGE,
  MSPDI_TOO_MANY_TASKS,
  mspdiLinkToMissingTask,
  mspdiOutlineGap,
  mspdiTaskFieldInvalid,
  mspdiTaskFieldMissing,
  mspdiTaskLabel
} from "../../../messages/plan-exchange"
import { dayToIso, isoToDay } from "../dates/day-number"
import { nextWorkingDay } from "../dates/working-days"
import { lagDays } from "../network/task-link"
import { CONSTRAINT_SNET, HOURS_PER_DAY, LAG_UNITS_PER_DAY, linkTypeOfMspdi } from "./mspdi-write"
import type { Plan, PlanLink, PlanTask } from "./plan-model"
import { spanDays } from "./plan-of-rows"
import { child, childText, readXml, type XmlElement } from "./xml-read"

export class PlanImportRefused extends Data.TaggedError("PlanImportRefused")<{ readonly message: string }> {}

const refuse = (message: string) => Either.left(new PlanImportRefused({ message }))

/** UTF-8 length without encoding the whole text (a code unit takes at most 3 bytes). */
const utf8Length = (s: string): number => {
  if (s.length * 3 <= MSPDI_MAX_BYTES) return s.length
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    n += c < 0x80 ? 1 : c < 0x800 ? 2 : c >= 0xd800 && c < 0xdc00 ? (i++, 4) : 3
  }
  return n
}

// PT40H0M0S as MS Project writes it; P2D (days) and fractions are read too
const DURATION = /^P(?:(\d+(?:\.\d+)?)D)?(?:T(?:(\d+(?:\.\d+)?)H)?(?:(\d+(?:\.\d+)?)M)?(?:(\d+(?:\.\d+)?)S)?)?$/

/** A duration as whole working days of 8 hours (a part day counts as a day); null when unreadable. */
export const durationDays = (text: string): number | null => {
  const m = DURATION.exec(text)
  if (m === null || text === "P" || text.endsWith("T")) return null
  const hours = Number(m[1] ?? 0) * HOURS_PER_DAY + Number(m[2] ?? 0) + Number(m[3] ?? 0) / 60 + Number(m[4] ?? 0) / 3600
  if (!Number.isFinite(hours) || hours > 1e7) return null
  return Math.max(0, Math.ceil(hours / HOURS_PER_DAY - 1e-9))
}

const dateOf = (text: string | undefined): string | null => {
  const d = text?.slice(0, 10)
  return d !== undefined && isoToDay(d) !== null ? d : null
}

/** A task's first working day: a start at or after 17:00 (the end of the day, as TaskJuggler writes one) is the next working day's. */
const startDateOf = (text: string | undefined): string | null => {
  const d = dateOf(text)
  if (d === null || text === undefined || !/T(1[7-9]|2[0-3]):/.test(text)) return d
  return dayToIso(nextWorkingDay(isoToDay(d)!))
}

const OUTLINE_NUMBER = /^\d{1,6}(\.\d{1,6}){0,63}$/

const INTEGER = /^-?\d{1,12}$/

/** LagFormat 19 (percent) and 20 (elapsed percent). */
const PERCENT_FORMATS = ["19", "20"]

/** A percent lag (LinkLag in tenths of a percent) as whole working days of the predecessor's duration, half away from zero. */
export const percentLagDays = (tenths: number, predecessorDays: number): number => {
  const days = Math.round((Math.abs(tenths) * predecessorDays) / 1000)
  return days === 0 ? 0 : Math.sign(tenths) * days
}

/**
 * Reads MS Project XML (MSPDI) into a plan: tasks in file order with their hierarchy (from the
 * outline levels), durations in working days, dates, 'start no earlier than' constraints, links with
 * type and lag, and resource names from the assignments. The project summary task (outline level 0)
 * and null tasks are skipped. Task keys are the file's UIDs. Refuses, with a message naming the task,
 * files that are too large, not well-formed, declare a DOCTYPE, or miss a task's UID, name, outline
 * level or duration (a leaf without Duration takes the working days from its Start to its Finish).
 */
export const readMspdi = (text: string): Either.Either<Plan, PlanImportRefused> => {
  if (utf8Length(text) > MSPDI_MAX_BYTES) return refuse(MSPDI_TOO_LARGE)
  if (text.trim() === "") return refuse(MSPDI_EMPTY)
  const parsed = readXml(text)
  if (Either.isLeft(parsed)) return refuse(parsed.left.message)
  const project = parsed.right
  if (project.name !== "Project") return refuse(MSPDI_NOT_PROJECT)
  const taskEls = (child(project, "Tasks")?.children ?? []).filter((t) => t.name === "Task" && childText(t, "IsNull") !== "1")
  if (taskEls.length > MSPDI_MAX_TASKS + 1) return refuse(MSPDI_TOO_MANY_TASKS)

  const resourceNames = new Map<string, string>()
  for (const r of child(project, "Resources")?.children ?? []) {
    const uid = childText(r, "UID")
    const name = childText(r, "Name")
    if (uid !== undefined && name) resourceNames.set(uid, name)
  }
  const assigned = new Map<string, Array<string>>()
  for (const a of child(project, "Assignments")?.children ?? []) {
    const name = resourceNames.get(childText(a, "ResourceUID") ?? "")
    const task = childText(a, "TaskUID")
    if (name === undefined || task === undefined) continue
    const list = assigned.get(task)
    if (list === undefined) assigned.set(task, [name])
    else if (!list.includes(name)) list.push(name)
  }

  interface Read {
    readonly el: XmlElement
    readonly uid: string
    readonly level: number
    readonly label: string
  }
  const read: Array<Read> = []
  const seen = new Set<string>()
  for (const [i, el] of taskEls.entries()) {
    const uid = childText(el, "UID")
    const label = mspdiTaskLabel(i + 1, uid !== undefined && INTEGER.test(uid) ? uid : undefined, childText(el, "Name"))
    if (uid === undefined || uid === "") return refuse(mspdiTaskFieldMissing(label, "UID"))
    if (!INTEGER.test(uid)) return refuse(mspdiTaskFieldInvalid(label, "UID", uid))
    // the outline number gives the level where there is one (TaskJuggler writes top-level tasks with OutlineLevel 0)
    const number = childText(el, "OutlineNumber")
    const levelText = number !== undefined && OUTLINE_NUMBER.test(number) && number !== "0" ? String(number.split(".").length) : childText(el, "OutlineLevel")
    if (levelText === undefined) return refuse(mspdiTaskFieldMissing(label, "OutlineLevel"))
    if (!/^\d{1,3}$/.test(levelText)) return refuse(mspdiTaskFieldInvalid(label, "OutlineLevel", levelText))
    const level = Number(levelText)
    if (level === 0 || uid === "0") continue // the project summary task
    if (seen.has(uid)) return refuse(mspdiTaskFieldInvalid(label, "UID", uid))
    seen.add(uid)
    read.push({ el, uid, level, label })
  }
  if (read.length === 0) return refuse(MSPDI_NO_TASKS)
  if (read.length > MSPDI_MAX_TASKS) return refuse(MSPDI_TOO_MANY_TASKS)

  const parentOf: Array<string | null> = []
  const path: Array<string> = []
  for (const r of read) {
    if (r.level > path.length + 1) return refuse(mspdiOutlineGap(r.label))
    path.length = r.level - 1
    parentOf.push(path.length === 0 ? null : path[path.length - 1]!)
    path.push(r.uid)
  }
  const parents = new Set(parentOf.filter((p): p is string => p !== null))
  const uids = new Set(read.map((r) => r.uid))

  const tasks: Array<PlanTask> = []
  const links: Array<PlanLink> = []
  const percentLags: Array<{ readonly at: number; readonly tenths: number }> = []
  for (const [i, r] of read.entries()) {
    const name = childText(r.el, "Name")
    if (name === undefined || name === "") return refuse(mspdiTaskFieldMissing(r.label, "Name"))
    const summary = parents.has(r.uid)
    const durationText = childText(r.el, "Duration")
    const milestone = childText(r.el, "Milestone") === "1"
    const finish = dateOf(childText(r.el, "Finish"))
    const shifted = milestone ? null : startDateOf(childText(r.el, "Start"))
    const start = shifted !== null && (finish === null || shifted <= finish) ? shifted : dateOf(childText(r.el, "Start"))
    let days = 0
    if (!summary && !milestone) {
      if (durationText !== undefined && durationText !== "") {
        const d = durationDays(durationText)
        if (d === null) return refuse(mspdiTaskFieldInvalid(r.label, "Duration", durationText))
        days = d
      } else if (start !== null && finish !== null) days = spanDays(start, finish)
      else return refuse(mspdiTaskFieldMissing(r.label, "Duration"))
    }
    // a summary's duration is its span: as written, else from its dates
    if (summary) days = (durationText === undefined ? null : durationDays(durationText)) ?? spanDays(start, finish)
    const snet = childText(r.el, "ConstraintType") === String(CONSTRAINT_SNET) ? dateOf(childText(r.el, "ConstraintDate")) : null
    tasks.push({
      key: r.uid,
      parentKey: parentOf[i]!,
      name: name.slice(0, 500),
      durationDays: days,
      start,
      finish,
      resources: assigned.get(r.uid) ?? [],
      startNoEarlierThan: snet
    })
    for (const l of r.el.children.filter((c) => c.name === "PredecessorLink")) {
      if (childText(l, "CrossProject") === "1") continue
      const from = childText(l, "PredecessorUID")
      if (from === undefined || from === "") return refuse(mspdiTaskFieldMissing(r.label, "PredecessorUID"))
      if (!uids.has(from)) return refuse(mspdiLinkToMissingTask(r.label, from))
      const typeText = childText(l, "Type") ?? "1"
      const type = INTEGER.test(typeText) ? linkTypeOfMspdi(Number(typeText)) : undefined
      if (type === undefined) return refuse(mspdiTaskFieldInvalid(r.label, "PredecessorLink Type", typeText))
      const lagText = childText(l, "LinkLag") ?? "0"
      if (!INTEGER.test(lagText)) return refuse(mspdiTaskFieldInvalid(r.label, "LinkLag", lagText))
      // LagFormat 19/20: LinkLag is tenths of a percent of the predecessor's duration, resolved once all tasks are read
      if (PERCENT_FORMATS.includes(childText(l, "LagFormat") ?? "")) percentLags.push({ at: links.length, tenths: Number(lagText) })
      links.push({ predecessor: from, successor: r.uid, type, lag: lagDays(Number(lagText) / LAG_UNITS_PER_DAY) })
    }
  }
  const daysOf = new Map(tasks.map((t) => [t.key, t.durationDays]))
  for (const { at, tenths } of percentLags) {
    const link = links[at]!
    links[at] = { ...link, lag: percentLagDays(tenths, daysOf.get(link.predecessor) ?? 0) }
  }
  const title = childText(project, "Title") || (childText(project, "Name") ?? "").replace(/\.xml$/i, "") || "Imported plan"
  const start = dateOf(childText(project, "StartDate")) ?? tasks.reduce<string | null>((min, t) => (t.start !== null && (min === null || t.start < min) ? t.start : min), null) ?? "2000-01-03"
  return Either.right({ title: title.slice(0, 200), start, tasks, links })
}
