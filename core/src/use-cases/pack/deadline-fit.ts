// Issue 19: a drafted WBS is fitted to the deadline (or a goal's horizon) its brief states, within reason, before it is dated.
import * as Either from "effect/Either"
import type { WbsDraft } from "../../drafting/wbs"
import { planFinishLimit, readBriefLimits } from "../../rules/planning/brief-limits"
import { isoToDay } from "../../rules/planning/dates/day-number"
import { toWorkingDay, workingOrdinal } from "../../rules/planning/dates/working-days"
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
}

const finishOf = (draft: WbsDraft, baseStart: string): string | undefined => {
  const rows = wbsRows(draft, baseStart)
  return Either.isRight(rows) ? planSpan(rows.right).end : undefined
}

const scaled = (draft: WbsDraft, factor: number): WbsDraft => ({
  ...draft,
  phases: draft.phases.map((p) => ({
    ...p,
    tasks: p.tasks.map((t) => (t.duration_days <= 1 || STATED_LENGTH.test(t.task) ? t : { ...t, duration_days: Math.max(1, Math.round(t.duration_days * factor)) }))
  }))
})

const workingSpan = (fromIso: string, toIso: string): number => {
  const from = isoToDay(fromIso)
  const to = isoToDay(toIso)
  return from === null || to === null ? 0 : workingOrdinal(toWorkingDay(to)) - workingOrdinal(toWorkingDay(from)) + 1
}

/**
 * The drafted WBS with its durations shortened evenly (never below MIN_DURATION_FACTOR of each, milestones and
 * one-day tasks kept) so that, dated from baseStart, it ends on or before the deadline the text states.
 * When no such shortening fits (or the text states no deadline, or the plan already fits) the draft is kept as
 * drafted, so the deadline warning reports the honest finish.
 */
export const fitWbsToDeadline = (draft: WbsDraft, baseStart: string, text: string): DeadlineFit => {
  const finish = finishOf(draft, baseStart)
  // a goal's horizon earlier than any deadline ("by the end of 2026") bounds the schedule the same way
  const deadline = planFinishLimit(readBriefLimits(text))?.date.toISOString().slice(0, 10)
  const kept = { draft, factor: 1, finish }
  if (!deadline || !finish || finish <= deadline || deadline < baseStart) return kept
  const needed = workingSpan(baseStart, finish)
  const available = workingSpan(baseStart, deadline)
  if (needed <= 0 || available / needed < MIN_DURATION_FACTOR - STEP) return kept
  // start from the even share, then step down: rounding and milestones make the first guess a little long
  for (let f = Math.min(1 - STEP, Math.floor((available / needed) * 100) / 100); f >= MIN_DURATION_FACTOR - 1e-9; f -= STEP) {
    const candidate = scaled(draft, f)
    const end = finishOf(candidate, baseStart)
    if (end !== undefined && end <= deadline) return { draft: candidate, factor: Math.round(f * 100) / 100, finish: end }
  }
  return kept
}
