// Issue 33, point 4: blackout windows the brief names hold no work. The tasks a window holds (by the work it
// forbids: works on site, changes to live systems, planting, any delivery work) start after it, through the
// engine's 'start no earlier than' (no task is split: the engine does not split tasks).
import * as Either from "effect/Either"
import type { WbsDraft } from "../../drafting/wbs"
import { heldBy, windowNotes, windowSpans, type BlackoutWindow, type HeldSpan } from "../../rules/planning/blackout-windows"
import { dayToIso, isoToDay } from "../../rules/planning/dates/day-number"
import { nextWorkingDay, toWorkingDay, workingOrdinal } from "../../rules/planning/dates/working-days"
import { hasDraftLinks } from "../../drafting/wbs-links"
import { formatPredecessors, parsePredecessors } from "../../rules/planning/network/predecessor-notation"
import { wbsRows, type WbsRow } from "./wbs-rows"

/** Years ahead of the base start a yearly window is laid out for (a plan longer than this is not held). */
const YEARS_AHEAD = 25
const MAX_ROUNDS = 200
/** A part shorter than this is no plan: a task that would need one is left whole (and reported). */
const MIN_PART_DAYS = 5

export interface WindowHolds {
  /** 'start no earlier than' by task id (outline number) */
  readonly holds: ReadonlyMap<string, string>
  /** the windows that hold at least one task of the plan */
  readonly windows: ReadonlyArray<BlackoutWindow>
  /** tasks longer than any open period between the windows: they start after a window and run into the next */
  readonly unplaced: ReadonlyArray<string>
}

export const NO_WINDOW_HOLDS: WindowHolds = { holds: new Map(), windows: [], unplaced: [] }

const working = (fromIso: string, toIso: string): number => {
  const from = toWorkingDay(isoToDay(fromIso)!)
  const to = isoToDay(toIso)!
  return to < from ? 0 : workingOrdinal(toWorkingDay(to + 1)) - workingOrdinal(from)
}

/** Spans sorted and merged where they meet or leave no working day between them. */
const merged = (spans: ReadonlyArray<HeldSpan>): Array<HeldSpan> => {
  const out: Array<HeldSpan> = []
  for (const s of [...spans].sort((a, b) => (a.start < b.start ? -1 : 1))) {
    const last = out[out.length - 1]
    if (last && working(dayToIso(isoToDay(last.end)! + 1), dayToIso(isoToDay(s.start)! - 1)) === 0) out[out.length - 1] = { start: last.start, end: s.end > last.end ? s.end : last.end }
    else out.push(s)
  }
  return out
}

interface TaskSpans {
  readonly spans: ReadonlyArray<HeldSpan>
  /** true when a yearly window lays the spans out: after the last one laid out comes another, not open time */
  readonly yearly: boolean
  /** true when one yearly window holds the task: its open periods are seasons */
  readonly seasonal: boolean
}

/**
 * The first working day after a span from which a task of `days` fits before the next span; else the day
 * after the first span (the task cannot be kept out of the windows whole).
 */
const placeAfter = (t: TaskSpans, k: number, days: number): { at: string; fits: boolean } => {
  for (let j = k; j < t.spans.length; j++) {
    const at = dayToIso(nextWorkingDay(isoToDay(t.spans[j]!.end)!))
    const next = t.spans[j + 1]
    if (next ? working(at, dayToIso(isoToDay(next.start)! - 1)) >= days : !t.yearly) return { at, fits: true }
  }
  return { at: dayToIso(nextWorkingDay(isoToDay(t.spans[k]!.end)!)), fits: false }
}

/** The shortest open period (working days) between a task's held spans from the base start on; Infinity when none ends. */
const shortestGap = (t: TaskSpans, baseStart: string): number => {
  let least = Infinity
  for (let j = 0; j + 1 < t.spans.length; j++) {
    if (t.spans[j + 1]!.start < baseStart) continue
    const from = t.spans[j]!.end < baseStart ? dayToIso(isoToDay(baseStart)! - 1) : t.spans[j]!.end
    // the first open period may be cut short by the base start: only whole periods bound a part's length
    if (t.spans[j]!.end >= baseStart || j > 0) least = Math.min(least, working(dayToIso(isoToDay(from)! + 1), dayToIso(isoToDay(t.spans[j + 1]!.start)! - 1)))
  }
  return least
}

interface HeldTask {
  readonly id: string
  readonly task: string
  readonly stage: string
  readonly days: number
}

const SPECIFIC: Record<string, number> = { planting: 0, move: 1, release: 2, site: 3, any: 4 }
const mostSpecific = (held: ReadonlyArray<number>, windows: ReadonlyArray<BlackoutWindow>): number =>
  [...held].sort((a, b) => (SPECIFIC[windows[a]!.work] ?? 5) - (SPECIFIC[windows[b]!.work] ?? 5) || Number(windows[b]!.only) - Number(windows[a]!.only))[0]!

/** Whether merged spans leave an open period of a few working days within two years of the start. */
const hasOpening = (spans: ReadonlyArray<HeldSpan>, baseStart: string): boolean => {
  const until = `${Number(baseStart.slice(0, 4)) + 2}-12-31`
  let from = baseStart
  for (const s of spans) {
    if (s.start > until) break
    if (s.start > from && working(from, dayToIso(isoToDay(s.start)! - 1)) >= MIN_PART_DAYS) return true
    if (s.end >= from) from = dayToIso(isoToDay(s.end)! + 1)
  }
  return from <= until && working(from, until) >= MIN_PART_DAYS
}

/** The merged held spans of each task some window holds (by id), and the windows that hold any. */
const taskSpans = (tasks: ReadonlyArray<HeldTask>, baseStart: string, windows: ReadonlyArray<BlackoutWindow>) => {
  const horizon = `${Number(baseStart.slice(0, 4)) + YEARS_AHEAD}-12-31`
  const spansOf = windows.map((w) => windowSpans(w, baseStart, horizon))
  const heldSpans = new Map<string, TaskSpans>()
  const used = new Set<BlackoutWindow>()
  for (const t of tasks) {
    if (t.days <= 0) continue
    const all = windows.flatMap((w, i) => (heldBy(w, t.task, t.stage) ? [i] : []))
    // windows that together leave no open period hold the task by the most specific of them only (planting only
    // from November to March beside no site works from October to April: the planting season)
    const by = all.length > 1 && !hasOpening(merged(all.flatMap((i) => spansOf[i]!)), baseStart) ? [mostSpecific(all, windows)] : all
    if (by.length === 0) continue
    by.forEach((i) => used.add(windows[i]!))
    heldSpans.set(t.id, { spans: merged(by.flatMap((i) => spansOf[i]!)), yearly: by.some((i) => windows[i]!.from !== undefined), seasonal: by.length === 1 && windows[by[0]!]!.from !== undefined })
  }
  return { heldSpans, used }
}


/**
 * A held task longer than the shortest open period between its windows ("plant 5,000 trees", 400 days, in
 * November-to-March seasons) becomes consecutive parts that each fit one period: "(season 1 of 4)" for one
 * yearly window, else "(part 1 of 2)". The first part keeps the task's links; each later part follows the
 * one before it; a task that waited for the whole task waits for its last part.
 */
export const splitForWindows = (draft: WbsDraft, baseStart: string, windows: ReadonlyArray<BlackoutWindow>): WbsDraft => {
  if (windows.length === 0 || isoToDay(baseStart) === null) return draft
  const tasks = draft.phases.flatMap((p, i) => p.tasks.map((t, k) => ({ id: `${i + 1}.${k + 1}`, task: t.task, stage: p.phase, days: t.duration_days })))
  const { heldSpans } = taskSpans(tasks, baseStart, windows)
  const parts = new Map<string, number>()
  for (const t of tasks) {
    const spans = heldSpans.get(t.id)
    const gap = spans ? shortestGap(spans, baseStart) : Infinity
    if (t.days > gap && gap >= MIN_PART_DAYS) parts.set(t.id, Math.ceil(t.days / gap))
  }
  if (parts.size === 0) return draft
  // old outline number -> the new ones of its first and last part
  const renamed = new Map<string, { first: string; last: string }>()
  draft.phases.forEach((p, i) => {
    let at = 0
    p.tasks.forEach((_, k) => {
      const n = parts.get(`${i + 1}.${k + 1}`) ?? 1
      renamed.set(`${i + 1}.${k + 1}`, { first: `${i + 1}.${at + 1}`, last: `${i + 1}.${at + n}` })
      at += n
    })
  })
  const relink = (predecessors: string | undefined): string | undefined => {
    if (predecessors === undefined || predecessors.trim() === "") return predecessors
    const parsed = parsePredecessors(predecessors)
    return Either.isRight(parsed) ? formatPredecessors(parsed.right.map((e) => ({ ...e, ref: renamed.get(e.ref)?.last ?? e.ref }))) : predecessors
  }
  const linked = hasDraftLinks(draft)
  return {
    ...draft,
    phases: draft.phases.map((p, i) => ({
      ...p,
      tasks: p.tasks.flatMap((t, k) => {
        const id = `${i + 1}.${k + 1}`
        const n = parts.get(id)
        const predecessors = relink(t.predecessors)
        if (n === undefined) return [predecessors === t.predecessors ? t : { ...t, predecessors: predecessors ?? "" }]
        const word = heldSpans.get(id)!.seasonal ? "season" : "part"
        const first = Number(renamed.get(id)!.first.split(".")[1])
        return Array.from({ length: n }, (_, j) => ({
          ...t,
          task: `${t.task} (${word} ${j + 1} of ${n})`,
          duration_days: Math.floor(t.duration_days / n) + (j < t.duration_days % n ? 1 : 0),
          ...(j === 0 ? (predecessors !== undefined ? { predecessors } : {}) : linked ? { predecessors: `${i + 1}.${first + j - 1}` } : {})
        }))
      })
    }))
  }
}

/**
 * The 'start no earlier than' dates that keep every task a window holds out of it. Each round dates the plan
 * and moves each held task that meets a window to the first working day after it (after a later window when
 * the gap before that one is too short for the task); moving only ever makes tasks later, so every hold is
 * one any valid plan needs and the rounds end at the earliest such plan.
 */
export const windowHolds = (draft: WbsDraft, baseStart: string, windows: ReadonlyArray<BlackoutWindow>): WindowHolds => {
  if (windows.length === 0 || isoToDay(baseStart) === null) return NO_WINDOW_HOLDS
  const tasks = draft.phases.flatMap((p, i) => p.tasks.map((t, k) => ({ id: `${i + 1}.${k + 1}`, task: t.task, stage: p.phase, days: t.duration_days })))
  const { heldSpans, used } = taskSpans(tasks, baseStart, windows)
  if (heldSpans.size === 0) return NO_WINDOW_HOLDS
  const holds = new Map<string, string>()
  const unplaced = new Set<string>()
  for (let round = 0; round < MAX_ROUNDS; round++) {
    const dated = wbsRows(draft, baseStart, holds)
    if (Either.isLeft(dated)) break
    let moved = false
    for (const row of dated.right as ReadonlyArray<WbsRow>) {
      const spans = heldSpans.get(row.id)
      if (!spans || row.start_date === null || row.end_date === null || unplaced.has(row.id)) continue
      const k = spans.spans.findIndex((s) => s.start <= row.end_date! && s.end >= row.start_date!)
      if (k < 0) continue
      const { at, fits } = placeAfter(spans, k, row.duration_days)
      if (!fits) unplaced.add(row.id)
      if (at > (holds.get(row.id) ?? "")) {
        holds.set(row.id, at)
        moved = true
      }
    }
    if (!moved) break
  }
  return { holds, windows: windows.filter((w) => used.has(w)), unplaced: tasks.filter((t) => unplaced.has(t.id)).map((t) => t.task) }
}

/** What the plan says of its windows: one line per window, and the tasks that could not be kept out of them. */
export const windowLines = (fit: WindowHolds): Array<string> => [
  ...windowNotes(fit.windows),
  ...fit.unplaced.map((t) => `"${t}" is longer than the open period between the windows: split it across them.`)
]
