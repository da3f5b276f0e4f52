import type { TaskScheduleResult } from "../network/schedule-results"
import type { LinkType } from "../network/task-link"

/** One task of a plan handed to or read from another tool (MS Project XML, iCalendar). */
export interface PlanTask {
  /** the row's own identity (its id), stable across edits and reordering */
  readonly key: string
  readonly parentKey: string | null
  readonly name: string
  /** working days; a leaf of 0 days is a milestone; a summary's is its span */
  readonly durationDays: number
  /** YYYY-MM-DD, or null when the row has no dates yet */
  readonly start: string | null
  readonly finish: string | null
  readonly resources: ReadonlyArray<string>
  readonly startNoEarlierThan: string | null
  /** an agile schedule row's type (phase, sprint, task, gate ...), when it has one */
  readonly kind?: string | null
  /** the scheduling engine's early and late dates, float and critical flag (absent when the network has an error) */
  readonly schedule?: TaskScheduleResult
}

export interface PlanLink {
  readonly predecessor: string
  readonly successor: string
  readonly type: LinkType
  /** working days; negative: a lead */
  readonly lag: number
}

/** A plan in display order: every task after its parent, a task's descendants right after it. */
export interface Plan {
  readonly title: string
  /** the project start (YYYY-MM-DD) */
  readonly start: string
  readonly tasks: ReadonlyArray<PlanTask>
  readonly links: ReadonlyArray<PlanLink>
  /** the scheduling engine's project finish (YYYY-MM-DD), when it scheduled the plan */
  readonly finish?: string
}
