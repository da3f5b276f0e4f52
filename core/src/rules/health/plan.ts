// Plan: every task has a duration or dates; the finish against the brief's deadline and the goals' dates
// (issue 19's messages); a milestone at each stage gate; a critical path that can be worked out; no work
// inside a blackout window the brief names.
import * as Either from "effect/Either"
import { statedLinks } from "../../document/plan-network"
import type { PlanRow } from "../../document/plan-rows"
import { scheduleNetwork } from "../planning/network/schedule-network"
import { briefLimitWarnings, datesIn, formatLongDate } from "../planning/brief-limits"
import { blackoutWindows, heldBy, windowSpans } from "../planning/blackout-windows"
import { aimedAt, finding, type Draft } from "./finding"
import { limitMessage, rowLine, rowTarget, titles, type PackContext } from "./pack-context"

const leaves = (ctx: PackContext) => ctx.rows.filter((r) => !r.hasChildren && r.kind !== "phase")

/** The last finish the plan shows (YYYY-MM-DD), if any row is dated. */
export const planFinish = (ctx: PackContext): string | undefined => {
  let last: string | undefined
  for (const r of ctx.rows) if (r.end !== undefined && (last === undefined || r.end > last)) last = r.end
  return last
}

export const taskDurations = (ctx: PackContext): ReadonlyArray<Draft> => {
  const bare = leaves(ctx).filter((r) => r.kind !== "gate" && r.kind !== "milestone" && r.duration === undefined && (r.start === undefined || r.end === undefined))
  if (bare.length === 0) return []
  // the link goes to the first of them
  return [
    aimedAt(
      finding(
        "error",
        "plan.task-duration",
        ctx.planModule,
        bare.map(rowLine),
        bare.length === 1 ? `Task ${bare[0]!.number} has no duration or dates.` : `${bare.length} tasks have no duration or dates.`,
        `Give each task a duration in working days (or start and end dates) on the ${ctx.method === "agile" ? "Schedule" : "WBS"} screen.`
      ),
      rowTarget(bare[0]!)
    )
  ]
}

export const finishAgainstDeadline = (ctx: PackContext): ReadonlyArray<Draft> => {
  const finish = planFinish(ctx)
  if (finish === undefined || ctx.limitsSource === "none") return []
  const fix = "Shorten or overlap the critical tasks, cut scope, or agree a later date with the board and record it as a constraint."
  const deadline = ctx.limits.deadline?.text
  return briefLimitWarnings({ text: ctx.limitsText, finish }).map((message) => finding("error", "plan.deadline", ctx.planModule, deadline ? [deadline] : [], limitMessage(ctx, message), fix))
}

export const goalDates = (ctx: PackContext): ReadonlyArray<Draft> => {
  const finish = planFinish(ctx)
  if (finish === undefined) return []
  const known = ctx.limits.deadline?.date?.getTime()
  return titles(ctx.method === "agile" ? ctx.artefacts.agileScope?.problems_outcomes?.outcomes : ctx.artefacts.scope?.goals).flatMap((goal) => {
    const found = datesIn(goal)
    const date = (found.deadline ?? found.horizon)?.date
    if (date === undefined || date.getTime() === known || finish <= date.toISOString().slice(0, 10)) return []
    return [finding("warning", "plan.goal-date", ctx.planModule, [goal], `The plan finishes on ${formatLongDate(new Date(`${finish}T00:00:00Z`))}, after the date of the goal "${goal}" (${formatLongDate(date)}).`, "Bring the work the goal needs before its date, or agree a new date for the goal.")]
  })
}

export const stageMilestones = (ctx: PackContext): ReadonlyArray<Draft> => {
  const stages = ctx.rows.filter((r) => r.depth === 0 && r.hasChildren)
  if (stages.length === 0) return []
  // rows come in display order: a row belongs to the last top-level row above it
  const gated = new Set<string>()
  let stage: string | undefined
  for (const r of ctx.rows) {
    if (r.depth === 0) stage = r.id
    else if (stage !== undefined && (r.kind === "gate" || r.kind === "milestone")) gated.add(stage)
  }
  const open = stages.filter((s) => !gated.has(s.id))
  if (open.length === 0) return []
  return [
    aimedAt(
      finding(
        "warning",
        "plan.stage-milestones",
        ctx.planModule,
        open.map(rowLine),
        open.length === 1 ? `The stage "${open[0]!.title}" ends without a milestone for its gate.` : `${open.length} stages end without a milestone for their gate.`,
        "Add a zero-day milestone (a stage gate or end stage assessment) as the last row of each stage."
      ),
      rowTarget(open[0]!)
    )
  ]
}

/**
 * Whether the plan's links schedule from its earliest start, as the documents' plan network reads the rows
 * (core/src/document/plan-network.ts): when they do, the critical path can be stated.
 */
export const linksSchedule = (rows: ReadonlyArray<PlanRow>): boolean => {
  let first: string | undefined
  for (const r of rows) if (r.start !== undefined && (first === undefined || r.start < first)) first = r.start
  if (first === undefined) return true
  const tree = rows.map((r, i) => ({
    id: r.id,
    parent_id: r.parentId,
    order_index: i,
    duration_days: r.duration ?? 0,
    type: r.kind === "gate" ? "gate" : r.kind === "sprint" ? "sprint" : null,
    start_date: r.start ?? null,
    end_date: r.end ?? null,
    start_no_earlier_than: r.startNoEarlierThan ?? null
  }))
  return Either.isRight(scheduleNetwork(tree, statedLinks(rows), first))
}

export const criticalPath = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (!ctx.rows.some((r) => r.start !== undefined && r.end !== undefined) || linksSchedule(ctx.rows)) return []
  return [
    finding(
      "warning",
      "plan.critical-path",
      ctx.planModule,
      [],
      "The critical path cannot be worked out: the task links do not schedule (a loop, or a link to a missing task).",
      "Check the Predecessors column for a loop or a link to a row that no longer exists."
    )
  ]
}

/** Tasks the brief's blackout windows hold (by the work each forbids, as the drafter moves them) that run inside one. */
export const blackouts = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.limitsSource === "none") return []
  const dated = leaves(ctx).filter((r) => (r.duration ?? 1) > 0 && r.start !== undefined && r.end !== undefined)
  if (dated.length === 0) return []
  const first = dated.reduce((a, r) => (r.start! < a ? r.start! : a), dated[0]!.start!)
  const last = planFinish(ctx)!
  // each task's stage: its top-level row (the drafter holds a delivery stage's tasks the same way)
  const byId = new Map(ctx.rows.map((r) => [r.id, r] as const))
  const stageOf = (r: PlanRow): string => {
    let top = r
    for (let n = 0; top.parentId !== null && byId.has(top.parentId) && n < 64; n++) top = byId.get(top.parentId)!
    return top === r ? "" : top.title
  }
  // an agile schedule's sprints build a product: only a window on changes to live systems or moves holds them
  // ("no go-live between 20 November and 10 January"), not one on the service's own delivery ("no tutoring in
  // the mock exam weeks"), site works or planting
  const windows = blackoutWindows(ctx.limitsText).filter((w) => ctx.method === "waterfall" || w.work === "release" || w.work === "move")
  return windows.flatMap((w) => {
    const spans = windowSpans(w, first, last)
    const inside = dated.filter((r) => heldBy(w, r.title, stageOf(r)) && spans.some((s) => r.start! <= s.end && r.end! >= s.start))
    if (inside.length === 0) return []
    const at = spans.find((s) => inside.some((r) => r.start! <= s.end && r.end! >= s.start))!
    const when = w.start !== undefined && w.end !== undefined ? `${formatLongDate(new Date(`${w.start}T00:00:00Z`))} to ${formatLongDate(new Date(`${w.end}T00:00:00Z`))}` : `${w.label}${w.from !== undefined ? " (every year)" : ""}`
    return [aimedAt(finding("error", "plan.blackout", ctx.planModule, [w.text, ...inside.map(rowLine)], `${inside.length === 1 ? "1 task runs" : `${inside.length} tasks run`} inside the blackout window ${when}.`, "Move the tasks out of the window (a 'start no earlier than' date after it), or split them around it."), rowTarget(inside.find((r) => r.start! <= at.end && r.end! >= at.start)!))]
  })
}

export const planRules = [taskDurations, finishAgainstDeadline, goalDates, stageMilestones, criticalPath, blackouts]
