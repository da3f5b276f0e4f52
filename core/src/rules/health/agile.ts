// Agile (agile.md §3, §5, §9): a product owner, a definition of done, stories with acceptance criteria, a
// Now lane within the team's capacity (its WIP limit in points) and sprints inside the schedule.
import { storyPoints } from "../planning/release/story-points"
import { aimedAt, finding, type Draft } from "./finding"
import { list, rowLine, rowTarget, str, titles, type PackContext } from "./pack-context"

const PO = /\bproduct owner\b/i

export const productOwner = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "agile") return []
  if (list(ctx.artefacts.stakeholders).some((s) => PO.test(str(s?.board_role)) || PO.test(str(s?.role)))) return []
  return [finding("error", "agile.product-owner", "stakeholders", [], "No product owner is named.", "Add the product owner on the Stakeholders screen (board role Product Owner).")]
}

export const definitionOfDone = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "agile" || titles(ctx.artefacts.agileScope?.definitions?.dod).length > 0) return []
  return [finding("warning", "agile.definition-of-done", "agile_scope", [], "The pack has no definition of done.", "Write the definition of done on the Agile Scope screen (reviewed, tested, accepted, deployed).")]
}

const storyLine = (s: { readonly as_a?: unknown; readonly i_want?: unknown }): string => `As a ${str(s.as_a)}, I want ${str(s.i_want)}`

export const storyAcceptance = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "agile") return []
  const bare = list(ctx.artefacts.stories).filter((s) => s !== null && typeof s === "object" && list(s.acceptance).filter((a) => str(a) !== "").length === 0)
  if (bare.length === 0) return []
  return [aimedAt(finding("warning", "agile.acceptance", "backlog", bare.map(storyLine), bare.length === 1 ? "A story has no acceptance criteria." : `${bare.length} stories have no acceptance criteria.`, "Write testable acceptance criteria for each story on the Backlog screen."), bare[0]!.id)]
}

export const nowLaneCapacity = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "agile") return []
  const release = ctx.artefacts.release
  const capacity = release?.wip_limits?.now
  const now = list(release?.lanes?.now)
  if (typeof capacity !== "number" || !Number.isFinite(capacity) || now.length === 0) return []
  const points = new Map(list(ctx.artefacts.stories).filter((s) => s !== null && typeof s === "object").map((s) => [str(s.id), storyPoints(s.points)] as const))
  const load = now.reduce((n, e) => n + (points.get(str(e?.story_id)) ?? 0), 0)
  if (load <= capacity) return []
  return [finding("warning", "agile.now-capacity", "release", [`Now: ${load} points`, `Capacity: ${capacity} points`], `The Now lane holds ${load} points, more than the team's capacity of ${capacity}.`, "Move stories from Now to Next on the Release screen until the lane fits the capacity.")]
}

export const sprintsInSchedule = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "agile") return []
  const byId = new Map(ctx.rows.map((r) => [r.id, r] as const))
  const base = str(ctx.artefacts.schedule?.plan?.base_start).slice(0, 10)
  const outside = ctx.rows.filter((r) => {
    if (r.kind !== "sprint") return false
    if (r.start === undefined || r.end === undefined) return true
    const parent = r.parentId === null ? undefined : byId.get(r.parentId)
    if (base !== "" && r.start < base) return true
    return parent !== undefined && parent.start !== undefined && parent.end !== undefined && (r.start < parent.start || r.end > parent.end)
  })
  if (outside.length === 0) return []
  return [aimedAt(finding("warning", "agile.sprints", "schedule", outside.map(rowLine), outside.length === 1 ? `The sprint "${outside[0]!.title}" falls outside its phase of the schedule.` : `${outside.length} sprints fall outside their phase of the schedule.`, "Recalculate the schedule's dates on the Schedule screen, or move the sprint under the right phase."), rowTarget(outside[0]!))]
}

export const releasePlanned = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "agile" || list(ctx.artefacts.stories).length === 0) return []
  const lanes = ctx.artefacts.release?.lanes
  if (list(lanes?.now).length + list(lanes?.next).length + list(lanes?.later).length > 0) return []
  return [finding("warning", "agile.release-plan", "release", [], "No story is placed in the release plan.", "Auto-plan the release or drag stories into Now, Next and Later on the Release screen.")]
}

export const agileRules = [productOwner, definitionOfDone, storyAcceptance, nowLaneCapacity, sprintsInSchedule, releasePlanned]
