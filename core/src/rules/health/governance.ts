// Governance (PRINCE2 2017, Organization and Business Case themes; Progress theme for tolerances and stages):
// a complete project board, a named project manager, time and cost tolerances, stage boundaries and a
// business justification (background and goals).
import { finding, type Draft } from "./finding"
import { list, str, titles, type PackContext } from "./pack-context"

const BOARD: ReadonlyArray<{ readonly role: string; readonly match: RegExp }> = [
  { role: "Executive", match: /\b(executive|project sponsor|sponsor|senior responsible owner|sro)\b/i },
  { role: "Senior User", match: /\bsenior user\b/i },
  { role: "Senior Supplier", match: /\bsenior supplier\b/i }
]
// an agile team may be run by a scrum master or delivery manager instead
const PM = /\bproject manager\b/i
const AGILE_PM = /\b(project manager|scrum master|delivery manager|delivery lead)\b/i

export const boardComplete = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "waterfall") return []
  const people = list(ctx.artefacts.stakeholders)
  const missing = BOARD.filter((b) => !people.some((s) => b.match.test(str(s?.board_role))))
  if (missing.length === 0) return []
  const roles = missing.map((b) => b.role)
  return [
    finding(
      "error",
      "governance.board-complete",
      "stakeholders",
      roles,
      `The project board has no ${roles.join(", no ")}.`,
      `Name the ${roles.join(", the ")} on the Stakeholders screen (Board role) so the board can direct the project.`
    )
  ]
}

export const projectManagerNamed = (ctx: PackContext): ReadonlyArray<Draft> => {
  const people = list(ctx.artefacts.stakeholders)
  const pm = ctx.method === "agile" ? AGILE_PM : PM
  if (people.some((s) => pm.test(str(s?.board_role)) || pm.test(str(s?.role)))) return []
  const who = ctx.method === "agile" ? "project manager or scrum master" : "project manager"
  return [finding("warning", "governance.project-manager", "stakeholders", [], `No ${who} is named.`, `Add the ${who} on the Stakeholders screen.`)]
}

const scopeLines = (ctx: PackContext): ReadonlyArray<string> => {
  const s = ctx.artefacts.scope
  return [...titles(s?.constraints), ...titles(s?.assumptions), ...list(s?.constraints).map((i) => (typeof i === "object" && i !== null ? str(i.rationale) : "")), str(s?.InScope)]
}

export const tolerancesStated = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method !== "waterfall") return []
  const lines = scopeLines(ctx).filter((l) => /\btoleran/i.test(l))
  const time = lines.some((l) => /\b(time|schedule|days?|weeks?|months?|dates?)\b/i.test(l))
  const cost = lines.some((l) => /\b(cost|budget|spend|money)\b|%|[$£€]/i.test(l))
  const missing = [...(time ? [] : ["time"]), ...(cost ? [] : ["cost"])]
  if (missing.length === 0) return []
  return [
    finding(
      "warning",
      "governance.tolerances",
      "scope",
      [],
      `No ${missing.join(" or ")} tolerance is stated.`,
      `Add a constraint on the Scope screen giving the board's ${missing.join(" and ")} tolerance (for example "Time tolerance: +/- 2 weeks; cost tolerance: +/- 10%").`
    )
  ]
}

export const stageBoundaries = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (!ctx.hasPlan) return []
  const stages = ctx.rows.filter((r) => r.depth === 0 && r.hasChildren)
  if (stages.length >= 2) return []
  return [
    finding(
      "warning",
      "governance.stage-boundaries",
      ctx.planModule,
      stages.map((r) => r.title),
      "The plan has no stage boundaries: its work is not divided into at least two stages.",
      "Group the tasks under stages (an initiation stage and one or more delivery stages) so the board can approve each boundary."
    )
  ]
}

const backgroundText = (ctx: PackContext): string => {
  const bg = ctx.artefacts.scope?.background
  return typeof bg === "string" ? bg.trim() : bg !== null && typeof bg === "object" ? str(bg.text) : ""
}

export const businessJustification = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.method === "agile") {
    const a = ctx.artefacts.agileScope
    const vision = str(a?.vision?.text)
    const outcomes = titles(a?.problems_outcomes?.outcomes)
    if (vision !== "" && outcomes.length > 0) return []
    const missing = [...(vision === "" ? ["vision"] : []), ...(outcomes.length === 0 ? ["outcomes"] : [])]
    return [finding("error", "governance.business-justification", "agile_scope", [], `The business justification is missing: the pack has no ${missing.join(" and no ")}.`, "Write the product vision and the outcomes it serves on the Agile Scope screen.")]
  }
  const goals = titles(ctx.artefacts.scope?.goals)
  const out: Array<Draft> = []
  if (goals.length === 0) out.push(finding("error", "governance.business-justification", "scope", [], "The business justification is missing: the pack has no goals.", "Add the goals the project serves on the Scope screen."))
  if (backgroundText(ctx) === "") out.push(finding("warning", "governance.business-justification", "scope", [], "The business justification has no background: why the project is needed now is not said.", "Write the background and drivers on the Scope screen."))
  return out
}

export const governanceRules = [boardComplete, projectManagerNamed, tolerancesStated, stageBoundaries, businessJustification]
