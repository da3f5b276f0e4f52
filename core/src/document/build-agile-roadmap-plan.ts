import type { ProjectArtefacts, StoryInput } from "./artefacts"
import { epicLabel, LANE_TITLES, laneStories, orderedEpics, orderedStories, points, storyText } from "./backlog"
import { col, heading, keyValue, missing, paragraph, table, type Block } from "./model"
import { scheduleRows } from "./plan-rows"
import { text } from "./read-items"
import { ganttChart, milestonesTable, planTable } from "./sections/plan-sections"
import { LANES } from "../rules/planning/release/release-types"
import { DEFAULT_WIP_LIMITS, normaliseWipLimits } from "../rules/planning/release/wip-limits"

// Roadmap & Plan shows the schedule down to sprints (depth 2); deeper rows stay in the Schedule screen.
export const ROADMAP_PLAN_DEPTH = 2
export const INITIATION_ONLY =
  "This schedule is high level and for initiation only; follow it with planning sessions with subject-matter experts."

const priority = (p: StoryInput["priority"]): string => (typeof p === "number" ? `P${p}` : "")

// The spec's default 9999 for Next and Later stands for "no limit" (agile.md §9); print it that way.
const wipText = (limit: number): string => (limit >= DEFAULT_WIP_LIMITS.next ? "no WIP limit" : `WIP limit ${limit}`)

export const buildAgileRoadmapPlan = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const epics = orderedEpics(a.epics)
  const stories = orderedStories(a.stories)
  const wip = normaliseWipLimits(a.release?.wip_limits ?? undefined)
  const placed = new Set<string>()
  const lanes: Array<Block> = []
  for (const lane of LANES) {
    const inLane = laneStories(a.release, lane, stories)
    inLane.forEach((s) => placed.add(String(s.id)))
    lanes.push(heading(2, `${LANE_TITLES[lane]} (${points(inLane)} pts, ${wipText(wip[lane])})`))
    lanes.push(
      inLane.length === 0
        ? missing(`No stories in ${LANE_TITLES[lane]}.`)
        : table(
            [col("Epic", 1), col("Story", 6), col("Pts", 1, "right"), col("Priority", 1), col("Status", 1)],
            inLane.map((s) => [epicLabel(epics, s.epic_id), storyText(s), s.points == null ? "" : String(s.points), priority(s.priority), text(s.status)])
          )
    )
  }
  const unplaced = stories.filter((s) => !placed.has(String(s.id)))
  const rows = scheduleRows(a.schedule?.tasks ?? [])
  const planTitle = text(a.schedule?.plan?.title)
  return [
    heading(1, "Roadmap"),
    ...(stories.length === 0
      ? [missing("No backlog has been drafted yet.")]
      : a.release?.lanes == null
        ? [missing("No release plan has been drafted yet.")]
        : [...lanes, keyValue([["Unplaced", `${unplaced.length} stories, ${points(unplaced)} pts`]])]),
    heading(1, "Epics"),
    ...(epics.length === 0
      ? [missing("No epics have been drafted yet.")]
      : [
          table(
            [col("Key", 1), col("Epic", 3), col("Outcome", 3), col("Stories", 1, "right"), col("Pts", 1, "right")],
            epics.map((e) => {
              const own = stories.filter((s) => e.id != null && String(s.epic_id) === String(e.id))
              return [text(e.key), text(e.name), text(e.outcome_link), String(own.length), String(points(own))]
            })
          )
        ]),
    heading(1, planTitle === "" ? "Schedule" : `Schedule: ${planTitle}`),
    ...(rows.length === 0
      ? [missing("No schedule has been drafted yet.")]
      : [
          paragraph({ text: INITIATION_ONLY, italic: true }),
          ...ganttChart(rows, "Gantt: phases, sprints and gates"),
          heading(2, "Gates and milestones"),
          ...milestonesTable(rows, "No gates have been set yet."),
          heading(2, "Plan"),
          planTable(rows, ROADMAP_PLAN_DEPTH)
        ])
  ]
}
