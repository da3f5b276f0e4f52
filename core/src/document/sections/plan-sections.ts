import { formatDay } from "../format"
import { chart, col, missing, paragraph, table, type Block, type GanttChart } from "../model"
import { criticalPathSentence, planNetwork } from "../plan-network"
import type { PlanRow } from "../plan-rows"

// Gantt shows phases and their direct children plus every milestone and gate; deeper rows would crowd it.
const GANTT_MAX_DEPTH = 1

export const ganttChart = (rows: ReadonlyArray<PlanRow>, caption: string): ReadonlyArray<Block> => {
  const shown = rows.flatMap((r, i) =>
    r.start !== undefined && (r.depth <= GANTT_MAX_DEPTH || r.kind === "milestone" || r.kind === "gate") ? [i] : []
  )
  if (shown.length === 0) return [missing("Dates have not been calculated yet, so there is no Gantt chart.")]
  // issue 22: link arrows between the rows drawn and the critical path marked
  const network = planNetwork(rows)
  const position = new Map(shown.map((i, k) => [i, k] as const))
  const links = (network?.links ?? []).flatMap((l) => {
    const from = position.get(l.from)
    const to = position.get(l.to)
    return from === undefined || to === undefined ? [] : [{ from, to, type: l.type, critical: l.critical }]
  })
  const gantt: GanttChart = {
    _tag: "Gantt",
    rows: shown.map((i) => {
      const r = rows[i]!
      const point = r.kind === "milestone" || r.kind === "gate"
      const start = r.start as string
      const critical = network !== null && r.kind !== "phase" && network.critical[i] === true
      return { label: `${r.number} ${r.title}`, start, end: point ? start : (r.end ?? start), kind: r.kind, depth: Math.min(r.depth, 2), ...(critical ? { critical } : {}) }
    }),
    ...(links.length > 0 ? { links } : {})
  }
  return [chart(gantt, caption)]
}

/** The PID's words for the plan: its critical path and finish (issue 22). */
export const criticalPathText = (rows: ReadonlyArray<PlanRow>): ReadonlyArray<Block> => {
  const network = planNetwork(rows)
  return network === null ? [] : [paragraph(criticalPathSentence(rows, network))]
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
