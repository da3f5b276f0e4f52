import * as Either from "effect/Either"
import type { InvalidBaseStart } from "../../rules/planning/dates/date-errors"
import { recalculateDates } from "../../rules/planning/dates/recalculate-dates"
import type { Lanes } from "../../rules/planning/release/release-types"
import { storyPoints } from "../../rules/planning/release/story-points"
import { TREE_ORDER_STEP } from "../../rules/planning/tree/tree-types"
import { AGILE_PLAN_PHASES, DEFAULT_SPRINT_COUNT, MAX_SPRINTS } from "./agile-plan-template"
import { sprintTitle } from "./agile-horizon"

export interface ScheduleRow {
  readonly id: string
  readonly parent_id: string | null
  readonly phase_id: string
  readonly order_index: number
  readonly title: string
  readonly phase: string
  /** Title of the parent row (the phase), read by the sprint rollup of the budget. */
  readonly parent: string
  readonly type: "phase" | "task" | "gate" | "sprint"
  readonly duration_days: number
  readonly resource_json: string | null
  readonly start_date: string | null
  readonly end_date: string | null
  readonly badge_epics?: number
  readonly badge_stories?: number
  readonly badge_points?: number
}

interface PlannedStory {
  readonly id: string
  readonly epic_id: string
  readonly points: number | null
}

export interface Sprint {
  readonly stories: ReadonlyArray<PlannedStory>
}

/**
 * Sprints from the release plan: Now then Next stories in lane order, each sprint filled up to the
 * velocity in points (a story larger than the velocity gets a sprint of its own). Later stays unplanned.
 */
export const planSprints = (
  lanes: Lanes,
  stories: ReadonlyArray<PlannedStory>,
  velocity: number
): ReadonlyArray<Sprint> => {
  const byId = new Map(stories.map((s) => [s.id, s]))
  const ordered = [...lanes.now, ...lanes.next].flatMap((e) => byId.get(e.story_id) ?? [])
  const sprints: Array<Array<PlannedStory>> = []
  let current: Array<PlannedStory> = []
  let load = 0
  for (const story of ordered) {
    const pts = storyPoints(story.points)
    if (current.length > 0 && load + pts > velocity) {
      sprints.push(current)
      current = []
      load = 0
    }
    current.push(story)
    load += pts
  }
  if (current.length > 0) sprints.push(current)
  if (sprints.length === 0) return Array.from({ length: DEFAULT_SPRINT_COUNT }, () => ({ stories: [] }))
  return sprints.slice(0, MAX_SPRINTS).map((s) => ({ stories: s }))
}

/** The 5-phase plan with the sprints under Execution, dated from the base start (agile.md §2 Schedule, §9). */
export const agileScheduleRows = (
  sprints: ReadonlyArray<Sprint>,
  sprintDays: number,
  baseStart: string
): Either.Either<Array<ScheduleRow>, InvalidBaseStart> => {
  const rows: Array<ScheduleRow> = []
  AGILE_PLAN_PHASES.forEach((phase, p) => {
    const phaseId = `P${p + 1}`
    const children: Array<Omit<ScheduleRow, "id" | "order_index">> = []
    const base = { parent_id: phaseId, phase_id: phaseId, phase: phase.title, parent: phase.title, resource_json: null, start_date: null, end_date: null }
    if (phase.sprints) {
      sprints.forEach((sprint, s) =>
        children.push({
          ...base,
          title: sprintTitle(s, sprints.length),
          type: "sprint",
          duration_days: sprintDays,
          badge_epics: new Set(sprint.stories.map((x) => x.epic_id)).size,
          badge_stories: sprint.stories.length,
          badge_points: sprint.stories.reduce((sum, x) => sum + storyPoints(x.points), 0)
        })
      )
    }
    for (const t of phase.tasks) children.push({ ...base, title: t.title, type: t.type, duration_days: t.duration_days })
    rows.push({
      id: phaseId,
      parent_id: null,
      phase_id: phaseId,
      order_index: (p + 1) * TREE_ORDER_STEP,
      title: phase.title,
      phase: phase.title,
      parent: "",
      type: "phase",
      duration_days: children.reduce((sum, c) => sum + c.duration_days, 0),
      resource_json: null,
      start_date: null,
      end_date: null
    })
    children.forEach((c, i) => rows.push({ ...c, id: `${phaseId}.${i + 1}`, order_index: (i + 1) * TREE_ORDER_STEP }))
  })
  return recalculateDates(rows, baseStart)
}
