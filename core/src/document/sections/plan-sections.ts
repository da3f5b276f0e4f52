import { formatDay } from "../format"
import { chart, col, missing, table, type Block, type GanttChart } from "../model"
import type { PlanRow } from "../plan-rows"

// Gantt shows phases and their direct children plus every milestone and gate; deeper rows would crowd it.
const GANTT_MAX_DEPTH = 1

export const ganttChart = (rows: ReadonlyArray<PlanRow>, caption: string): ReadonlyArray<Block> => {
  const dated = rows.filter(
    (r) => r.start !== undefined && (r.depth <= GANTT_MAX_DEPTH || r.kind === "milestone" || r.kind === "gate")
  )
  if (dated.length === 0) return [missing("Dates have not been calculated yet, so there is no Gantt chart.")]
  const gantt: GanttChart = {
    _tag: "Gantt",
    rows: dated.map((r) => {
      const point = r.kind === "milestone" || r.kind === "gate"
      const start = r.start as string
      return { label: `${r.number} ${r.title}`, start, end: point ? start : (r.end ?? start), kind: r.kind, depth: Math.min(r.depth, 2) }
    })
  }
  return [chart(gantt, caption)]
}

export const milestonesTable = (rows: ReadonlyArray<PlanRow>, missingLine: string): ReadonlyArray<Block> => {
  const points = rows.filter((r) => r.kind === "milestone" || r.kind === "gate")
  if (points.length === 0) return [missing(missingLine)]
  return [
    table(
      [col("#", 1), col("Milestone", 4), col("Type", 1), col("Date", 1)],
      points.map((r) => [r.number, r.title, r.kind === "gate" ? "Gate" : "Milestone", formatDay(r.start ?? r.end)])
    )
  ]
}

export const phasesTable = (rows: ReadonlyArray<PlanRow>): Block =>
  table(
    [col("#", 1), col("Phase", 4), col("Start", 1), col("Finish", 1)],
    rows.filter((r) => r.depth === 0).map((r) => [r.number, r.title, formatDay(r.start), formatDay(r.end)])
  )

/** The plan as a table, indented titles, display depth capped at `maxDepth`. */
export const planTable = (rows: ReadonlyArray<PlanRow>, maxDepth: number): Block =>
  table(
    [col("WBS", 1), col("Task", 5), col("Resource", 2), col("Dur", 1, "right"), col("Start", 1), col("Finish", 1)],
    rows
      .filter((r) => r.depth <= maxDepth)
      .map((r) => [
        r.number,
        `${"  ".repeat(r.depth)}${r.title}${r.badge === "" ? "" : ` [${r.badge}]`}`,
        r.resource,
        r.duration === undefined ? "" : String(r.duration),
        formatDay(r.start),
        formatDay(r.end)
      ])
  )
