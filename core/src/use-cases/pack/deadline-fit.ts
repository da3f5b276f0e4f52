// Issue 19: a drafted WBS is fitted to the deadline (or a goal's horizon) its brief states, within reason, before it is dated.
import * as Either from "effect/Either"
import type { WbsDraft } from "../../drafting/wbs"
import { blackoutWindows, type BlackoutWindow } from "../../rules/planning/blackout-windows"
import { planFinishLimit, readBriefLimits } from "../../rules/planning/brief-limits"
import { isoToDay } from "../../rules/planning/dates/day-number"
import { toWorkingDay, workingOrdinal } from "../../rules/planning/dates/working-days"
import { NO_WINDOW_HOLDS, splitForWindows, windowHolds, type WindowHolds } from "./blackout-fit"
import { withStatedDurations } from "./stated-durations-fit"
import { planSpan, wbsRows } from "./wbs-rows"

/** No task is shortened to less than this share of its drafted duration: tighter than that is not a plan. */
export const MIN_DURATION_FACTOR = 0.6
const STEP = 0.05
/** A task whose name states its length ("over the quoted 22 months", "lead time of 14 months") keeps it: a supplier's time does not shrink. */
const STATED_LENGTH = /\b(?:over|lead time of)\s+(?:the\s+)?(?:quoted\s+|about\s+)?\d+\s+(?:weeks?|months?)\b/i

export interface DeadlineFit {
  readonly draft: WbsDraft
  /** The share every task of more than one day was scaled to (1 when unchanged). */
  readonly factor: number
  /** The dated plan's finish (YYYY-MM-DD) after fitting, else the drafted one. */
  readonly finish: string | undefined
  /** issue 33: the tasks the brief's blackout windows hold, and until when (date the draft with wbsRows(draft, start, windows.holds)) */
  readonly windows: WindowHolds
}

/** The draft with its held tasks split to fit the open periods between windows, their holds, and its finish. */
const held = (drafted: WbsDraft, baseStart: string, windows: ReadonlyArray<BlackoutWindow>) => {
  const draft = windows.length === 0 ? drafted : splitForWindows(drafted, baseStart, windows)
  const holds = windows.length === 0 ? NO_WINDOW_HOLDS : windowHolds(draft, baseStart, windows)
  const rows = wbsRows(draft, baseStart, holds.holds)
  return { draft, holds, finish: Either.isRight(rows) ? planSpan(rows.right).end : undefined }
}

/** Every task shortened by the factor, but for one-day tasks, milestones and the lengths the brief or a supplier states. */
const scaled = (draft: WbsDraft, factor: number, kept: ReadonlySet<string>): WbsDraft => ({
  ...draft,
  phases: draft.phases.map((p) => ({
    ...p,
    tasks: p.tasks.map((t) => (t.duration_days <= 1 || STATED_LENGTH.test(t.task) || kept.has(t.task) ? t : { ...t, duration_days: Math.max(1, Math.round(t.duration_days * factor)) }))
  }))
})

const workingSpan = (fromIso: string, toIso: string): number => {
  const from = isoToDay(fromIso)
  const to = isoToDay(toIso)
  return from === null || to === null ? 0 : workingOrdinal(toWorkingDay(to)) - workingOrdinal(toWorkingDay(from)) + 1
}

/**
 * The drafted WBS, with the durations the text states for its work on the tasks that do it (stated-durations-fit.ts),
 * and its other durations shortened evenly (never below MIN_DURATION_FACTOR of each, milestones and one-day tasks kept) so that, dated from baseStart with the tasks its blackout windows hold moved out of them
 * (blackout-fit.ts), it ends on or before the deadline the text states.
 * When no such shortening fits (or the text states no deadline, or the plan already fits) the draft is kept as
 * drafted (its held tasks split as splitForWindows does), so the deadline warning reports the honest finish.
 */
export const fitWbsToDeadline = (drafted: WbsDraft, baseStart: string, text: string): DeadlineFit => {
  // issue 33: the lengths the brief states for its work ("a six-week run") first; the fit keeps them
  const { draft, kept: stated } = withStatedDurations(drafted, text)
  const windows = blackoutWindows(text)
  const first = held(draft, baseStart, windows)
  const { holds, finish } = first
  // a goal's horizon earlier than any deadline ("by the end of 2026") bounds the schedule the same way
  const deadline = planFinishLimit(readBriefLimits(text))?.date.toISOString().slice(0, 10)
  const kept = { draft: first.draft, factor: 1, finish, windows: holds }
  if (!deadline || !finish || finish <= deadline || deadline < baseStart) return kept
  const needed = workingSpan(baseStart, finish)
  const available = workingSpan(baseStart, deadline)
  if (needed <= 0 || available / needed < MIN_DURATION_FACTOR - STEP) return kept
  // start from the even share, then step down: rounding and milestones make the first guess a little long
  for (let f = Math.min(1 - STEP, Math.floor((available / needed) * 100) / 100); f >= MIN_DURATION_FACTOR - 1e-9; f -= STEP) {
    const candidate = scaled(draft, f, stated)
    const fitted = held(candidate, baseStart, windows)
    if (fitted.finish !== undefined && fitted.finish <= deadline) return { draft: fitted.draft, factor: Math.round(f * 100) / 100, finish: fitted.finish, windows: fitted.holds }
  }
  return kept
}
