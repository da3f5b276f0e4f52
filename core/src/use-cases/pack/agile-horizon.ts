// Agile drafts at the brief's scale (issue 33, point 7): the sprints run until the date the brief names, less the
// fixed phases and a schedule reserve, in increments; the drafted backlog fills the first sprints and the rest are
// capacity for the increments the Later lane and further refinement will fill.
import { isoToDay } from "../../rules/planning/dates/day-number"
import { toWorkingDay, workingOrdinal } from "../../rules/planning/dates/working-days"
import type { Sprint } from "./agile-schedule"
import { AGILE_PLAN_PHASES } from "./agile-plan-template"

/** Share of the time to the deadline kept free as schedule reserve. */
export const AGILE_SCHEDULE_RESERVE = 0.1
/** Sprints of one increment (about a quarter at two-week sprints): each ends with a release. */
export const SPRINTS_PER_INCREMENT = 6
/** A plan never drafts more sprints than this (five years of two-week sprints). */
export const MAX_HORIZON_SPRINTS = 130

const fixedPhaseDays = (): number => AGILE_PLAN_PHASES.filter((p) => !p.sprints).reduce((sum, p) => sum + p.tasks.reduce((s, t) => s + t.duration_days, 0), 0)

/** Working days from the base start to the deadline (both YYYY-MM-DD), or null when either is unreadable. */
export const workingDaysTo = (baseStart: string, deadline: string): number | null => {
  const a = isoToDay(baseStart)
  const b = isoToDay(deadline)
  if (a === null || b === null || b <= a) return null
  return workingOrdinal(toWorkingDay(b)) - workingOrdinal(toWorkingDay(a))
}

/**
 * The planned sprints, followed by empty sprints until the deadline allows no more (after the fixed phases and
 * a reserve of AGILE_SCHEDULE_RESERVE). Without a deadline, or when the backlog already needs the time, as planned.
 */
export const sprintsToDeadline = (planned: ReadonlyArray<Sprint>, sprintDays: number, baseStart: string, deadline: string | undefined): ReadonlyArray<Sprint> => {
  const days = deadline === undefined ? null : workingDaysTo(baseStart, deadline)
  if (days === null || sprintDays <= 0) return planned
  const forSprints = Math.floor((days - fixedPhaseDays()) * (1 - AGILE_SCHEDULE_RESERVE))
  const n = Math.min(MAX_HORIZON_SPRINTS, Math.floor(forSprints / sprintDays))
  return n <= planned.length ? planned : [...planned, ...Array.from({ length: n - planned.length }, () => ({ stories: [] }))]
}

/** "Sprint 7 (increment 2)": which increment a sprint belongs to, when there is more than one. */
export const sprintTitle = (index: number, total: number): string =>
  total > SPRINTS_PER_INCREMENT ? `Sprint ${index + 1} (increment ${Math.floor(index / SPRINTS_PER_INCREMENT) + 1})` : `Sprint ${index + 1}`

/**
 * How many sprints the money named pays for (issue 33): the budget grows about linearly with the sprints, so the
 * cost of one sprint is read from the plan with the fewest (the backlog's) and the plan to the deadline; never fewer
 * than the backlog needs (the budget then states its gap).
 */
export const sprintsForMoney = (input: {
  readonly cap: number
  readonly least: { readonly sprints: number; readonly total: number }
  readonly most: { readonly sprints: number; readonly total: number }
}): number => {
  const { cap, least, most } = input
  if (most.total <= cap) return most.sprints
  if (least.total >= cap || most.sprints <= least.sprints) return least.sprints
  const perSprint = (most.total - least.total) / (most.sprints - least.sprints)
  return perSprint <= 0 ? most.sprints : Math.min(most.sprints, least.sprints + Math.floor((cap * 0.99 - least.total) / perSprint))
}
