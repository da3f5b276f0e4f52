// Scope: every goal has a measurable KPI; the WBS 100% rule (every deliverable has work, no work the scope
// excludes); exclusions do not contradict deliverables. Agile: every outcome has an epic, every epic stories.
import type { ScopeItemInput } from "../../document/artefacts"
import { itemTitle } from "../../document/read-items"
import { aimedAt, finding, type Draft } from "./finding"
import { epicTarget, list, rowLine, rowTarget, str, titles, type PackContext } from "./pack-context"
import { containsAll, contentWords, covers } from "./words"

// measurable: a figure (25%, 50,000, 3 days) or a date, not only words ("improved", "better")
const MEASURABLE = /\d/

const kpisOf = (goal: unknown): ReadonlyArray<{ readonly metric: string; readonly target: string }> =>
  goal !== null && typeof goal === "object" ? list((goal as ScopeItemInput).kpis).flatMap((k) => (k !== null && typeof k === "object" ? [{ metric: str(k.metric), target: str(k.target) }] : [])) : []

export const goalKpis = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "waterfall") return []
  // a goal's target is its place in the list, "goal-<n>" (scope items keep no id)
  return list(ctx.artefacts.scope?.goals).flatMap((goal, i) => {
    const title = goal !== null && (typeof goal === "string" || typeof goal === "object") ? itemTitle(goal) : ""
    if (title === "") return []
    const kpis = kpisOf(goal).filter((k) => k.metric !== "" || k.target !== "")
    if (kpis.length === 0) return [aimedAt(finding("error", "scope.goal-kpi", "scope", [title], `The goal "${title}" has no KPI.`, "Add a KPI to the goal on the Scope screen with a figure, a unit and a date (for example \"Decision time: 25 business days by March 2027\")."), `goal-${i + 1}`)]
    if (kpis.some((k) => MEASURABLE.test(`${k.metric} ${k.target}`))) return []
    return [aimedAt(finding("warning", "scope.goal-kpi", "scope", [title, ...kpis.map((k) => `${k.metric}: ${k.target}`)], `No KPI of the goal "${title}" is measurable: none gives a figure or a date.`, "Give one KPI a target with a figure, a unit and a date on the Scope screen."), `goal-${i + 1}`)]
  })
}

const wordsOf = new WeakMap<PackContext, ReadonlyArray<ReadonlySet<string>>>()

/** The content words of each plan row, by position (worked out once per review). */
const workLines = (ctx: PackContext): ReadonlyArray<ReadonlySet<string>> => {
  const known = wordsOf.get(ctx)
  if (known !== undefined) return known
  const words = ctx.rows.map((r) => contentWords(r.title))
  wordsOf.set(ctx, words)
  return words
}

export const deliverableCoverage = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "waterfall" || !ctx.hasPlan) return []
  const work = workLines(ctx)
  return titles(ctx.artefacts.scope?.deliverables).flatMap((d) => {
    const words = contentWords(d)
    if (work.some((w) => covers(words, w))) return []
    return [finding("warning", "scope.deliverable-work", "wbs", [d], `The deliverable "${d}" has no work in the WBS (100% rule).`, `Add the tasks that produce "${d}" on the WBS screen, or remove the deliverable from the scope.`)]
  })
}

export const workOutsideScope = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "waterfall" || !ctx.hasPlan) return []
  const excluded = titles(ctx.artefacts.scope?.out_of_scope).map((t) => [t, contentWords(t)] as const)
  if (excluded.length === 0) return []
  const work = workLines(ctx)
  return ctx.rows.flatMap((r, i) => {
    if (r.hasChildren) return []
    const task = work[i]!
    const hit = excluded.find(([, words]) => containsAll(words, task))
    return hit ? [aimedAt(finding("error", "scope.work-outside-scope", "wbs", [rowLine(r), hit[0]], `Task ${r.number} "${r.title}" is work the scope excludes ("${hit[0]}").`, "Remove the task on the WBS screen, or take the exclusion out of the scope if the work is wanted."), rowTarget(r))] : []
  })
}

export const exclusionsConsistent = (ctx: PackContext): ReadonlyArray<Draft> => {
  const s = ctx.artefacts.scope
  const deliverables = titles(s?.deliverables).map((t) => [t, contentWords(t)] as const)
  return titles(s?.out_of_scope).flatMap((x) => {
    const words = contentWords(x)
    const hit = deliverables.find(([, d]) => containsAll(words, d) && containsAll(d, words))
    return hit ? [finding("error", "scope.exclusion-contradicts", "scope", [x, hit[0]], `The exclusion "${x}" contradicts the deliverable "${hit[0]}".`, "Keep the item either in scope or out of scope on the Scope screen, not both.")] : []
  })
}

export const agileCoverage = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "agile") return []
  const epics = list(ctx.artefacts.epics).filter((e) => e !== null && typeof e === "object")
  const stories = list(ctx.artefacts.stories).filter((s) => s !== null && typeof s === "object")
  if (epics.length === 0 && stories.length === 0) return []
  const out: Array<Draft> = []
  const links = epics.map((e) => contentWords(str(e.outcome_link)))
  for (const o of titles(ctx.artefacts.agileScope?.problems_outcomes?.outcomes)) {
    const words = contentWords(o)
    if (!links.some((l) => covers(words, l))) out.push(finding("warning", "scope.outcome-epic", "backlog", [o], `The outcome "${o}" has no epic in the backlog (100% rule).`, "Link an epic to the outcome on the Backlog screen, or drop the outcome from the Agile Scope."))
  }
  const epicIds = new Set(epics.map((e) => str(e.id)))
  for (const e of epics) {
    if (!stories.some((s) => str(s.epic_id) === str(e.id))) out.push(aimedAt(finding("warning", "scope.epic-stories", "backlog", [str(e.name) || str(e.key)], `The epic "${str(e.name) || str(e.key)}" has no stories.`, "Write the epic's stories on the Backlog screen, or remove the epic."), epicTarget(e.id)))
  }
  for (const s of stories) {
    if (str(s.epic_id) !== "" && !epicIds.has(str(s.epic_id))) out.push(aimedAt(finding("warning", "scope.story-outside-scope", "backlog", [`As a ${str(s.as_a)}, I want ${str(s.i_want)}`], `A story belongs to no epic of the backlog (epic ${str(s.epic_id)}).`, "Move the story under one of the epics on the Backlog screen."), s.id))
  }
  return out
}

export const scopeRules = [goalKpis, deliverableCoverage, workOutsideScope, exclusionsConsistent, agileCoverage]
