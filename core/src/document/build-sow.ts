import type { ProjectArtefacts, ScopeItemLike } from "./artefacts"
import { confidenceSection } from "./sections/forecast-sections"
import { chosenContingency } from "./forecast-figures"
import { epicLabel, orderedEpics, orderedStories, storyText } from "./backlog"
import { budgetFigures } from "./budget-figures"
import { methodLabel } from "./method-label"
import { bullets, col, heading, keyValue, missing, paragraph, table, type Block } from "./model"
import { scheduleRows, wbsRows } from "./plan-rows"
import { itemLines, itemRationale, itemTitle, namedItems, text } from "./read-items"
import { budgetSummary, hasBudget, lineItemsTable } from "./sections/budget-sections"
import { budgetCapCallouts, deadlineCallouts } from "./sections/limit-sections"
import { criticalPathText, ganttChart, milestonesTable, phasesTable } from "./sections/plan-sections"
import { topRiskTable } from "./sections/risk-sections"
import { backgroundText, listOrMissing, textOrMissing } from "./sections/scope-sections"
import { boardMember } from "./sections/stakeholder-sections"

export const SOW_TOP_RISKS = 5

export const CHANGE_CONTROL = [
  "Either party may raise a change request in writing, describing the change, its reason and its urgency.",
  "The supplier assesses the impact on scope, schedule, price and risk within five working days.",
  "No change takes effect until both parties have approved the change request in writing.",
  "Approved changes are recorded in a change log and reflected in the next version of this Statement of Work."
]

const acceptanceOf = (item: ScopeItemLike, approver: string): string => {
  if (typeof item !== "string" && item.acceptance != null) {
    const lines = typeof item.acceptance === "string" ? [item.acceptance] : item.acceptance
    const joined = lines.map((l) => l.trim()).filter((l) => l !== "").join("; ")
    if (joined !== "") return joined
  }
  return `Delivered as described and accepted in writing by the ${approver}.`
}

/** Statement of Work for either method. */
export const buildSow = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const agile = a.project.method === "agile"
  const approver = boardMember(a.stakeholders, agile ? "Product Owner" : "Senior User") !== undefined
    ? (agile ? "Product Owner" : "Senior User")
    : "Project Sponsor"
  const client = text(a.project.client) || "the Client"
  const supplier = text(a.project.supplier) || "the Supplier"
  const s = a.scope
  const g = a.agileScope
  const epics = orderedEpics(a.epics)
  const stories = orderedStories(a.stories)
  const plan = agile ? scheduleRows(a.schedule?.tasks ?? []) : wbsRows(a.wbs ?? [])
  const background = agile ? text(g?.vision?.text) : backgroundText(s)
  const objectives = agile ? [...(g?.problems_outcomes?.outcomes ?? []), ...(g?.problems_outcomes?.okrs ?? [])] : (s?.goals ?? [])

  const deliverables: ReadonlyArray<Block> = agile
    ? epics.length === 0
      ? [missing("No epics have been drafted yet.")]
      : [
          table(
            [col("Deliverable (epic)", 3), col("Stories and acceptance criteria", 7)],
            epics.map((e) => {
              const own = stories.filter((st) => e.id != null && String(st.epic_id) === String(e.id))
              const detail = own.map((st) => `${storyText(st)}${(st.acceptance ?? []).length === 0 ? "" : ` Accepted when: ${(st.acceptance ?? []).join("; ")}.`}`)
              return [`${epicLabel(epics, e.id)} ${text(e.name)}`.trim(), detail.join("\n") || acceptanceOf("", approver)]
            })
          )
        ]
    : namedItems(s?.deliverables).length === 0
      ? [missing("No deliverables have been drafted yet.")]
      : [
          table(
            [col("Deliverable", 3), col("Description", 4), col("Acceptance criteria", 4)],
            namedItems(s?.deliverables).map((d) => [itemTitle(d), itemRationale(d), acceptanceOf(d, approver)])
          )
        ]

  const pricing: ReadonlyArray<Block> = hasBudget(a.budget)
    ? [
        ...budgetCapCallouts(a),
        ...budgetSummary(a.budget, false, chosenContingency(a)).slice(0, 1),
        lineItemsTable(a.budget),
        paragraph(`Prices are estimates in ${budgetFigures(a.budget).currency} and include the contingency shown; invoicing follows accepted milestones.`)
      ]
    : budgetSummary(a.budget, false, chosenContingency(a))

  return [
    keyValue([
      ["Project", a.project.name],
      ["Client", client],
      ["Supplier", supplier],
      ["Delivery approach", methodLabel(a.project.method)]
    ]),
    heading(1, "1. Background"),
    ...textOrMissing(background, agile ? "No vision has been drafted yet." : "No background has been drafted yet."),
    heading(1, "2. Objectives"),
    ...listOrMissing(objectives, "No objectives have been drafted yet."),
    heading(1, "3. Scope and deliverables"),
    ...(agile ? [] : textOrMissing(text(s?.InScope), "No In Scope narrative has been drafted yet.")),
    ...deliverables,
    heading(1, "4. Out of scope"),
    ...(agile
      ? [paragraph("Anything not described in the epics above, and stories placed in the Later lane unless added by change control.")]
      : listOrMissing(s?.out_of_scope, "Nothing has been marked out of scope yet.")),
    heading(1, "5. Milestones"),
    ...(plan.length === 0
      ? [missing(agile ? "No schedule has been drafted yet." : "No WBS has been drafted yet.")]
      : [
          ...deadlineCallouts(a),
          phasesTable(plan),
          ...milestonesTable(plan, "No milestones have been set yet."),
          // issue 22: the schedule as a Gantt with its task links and critical path
          ...ganttChart(plan, "Gantt: schedule, task links and critical path"),
          ...criticalPathText(plan)
        ]),
    heading(1, "6. Assumptions and dependencies"),
    heading(2, "Assumptions"),
    ...listOrMissing(agile ? g?.assumptions : s?.assumptions, "No assumptions have been drafted yet."),
    heading(2, "Dependencies"),
    ...listOrMissing(agile ? g?.dependencies : s?.dependencies, "No dependencies have been drafted yet."),
    ...(itemLines(agile ? g?.constraints : s?.constraints).length === 0
      ? []
      : [heading(2, "Constraints"), bullets(itemLines(agile ? g?.constraints : s?.constraints))]),
    heading(1, "7. Pricing"),
    ...pricing,
    ...confidenceSection(a, 2, { contingency: true }),
    heading(1, "8. Change control"),
    bullets(CHANGE_CONTROL, true),
    heading(1, "9. Risks"),
    ...topRiskTable(a.risks, SOW_TOP_RISKS, false),
    heading(1, "10. Sign-off"),
    paragraph("Signed for and on behalf of each party:"),
    table(
      [col("Party", 2), col("Name", 2), col("Title", 2), col("Signature", 3), col("Date", 1)],
      [
        [client, "", "", "", ""],
        [supplier, "", "", "", ""]
      ]
    )
  ]
}
