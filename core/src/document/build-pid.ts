import type { ProjectArtefacts } from "./artefacts"
import { methodLabel } from "./method-label"
import { heading, keyValue, missing, paragraph, type Block } from "./model"
import { wbsRows } from "./plan-rows"
import { text } from "./read-items"
import { budgetSummary } from "./sections/budget-sections"
import { confidenceSection } from "./sections/forecast-sections"
import { chosenContingency } from "./forecast-figures"
import { channelsTable, commsSections, hasComms, NO_COMMS } from "./sections/comms-sections"
import { budgetCapCallouts, deadlineCallouts } from "./sections/limit-sections"
import { criticalPathText, ganttChart, milestonesTable } from "./sections/plan-sections"
import { topRiskTable } from "./sections/risk-sections"
import { backgroundText, goalsTable, itemsTable, listOrMissing, NO_SCOPE, textOrMissing } from "./sections/scope-sections"
import {
  approvalsTable,
  boardMember,
  boardTable,
  gridChart,
  namedStakeholders,
  NO_STAKEHOLDERS,
  raciTable,
  registerTable
} from "./sections/stakeholder-sections"

export const PID_TOP_RISKS = 5
// PRINCE2 project board roles that approve the PID.
export const PID_APPROVERS = ["Project Sponsor", "Senior User", "Senior Supplier", "Project Manager"] as const

/** Project Charter / PID (waterfall.md §2 Reports). */
export const buildPid = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const scope = a.scope
  const people = namedStakeholders(a.stakeholders)
  const plan = wbsRows(a.wbs ?? [])
  const nameOf = (role: string) => text(boardMember(people, role)?.name) || "To be confirmed"
  return [
    keyValue([
      ["Project", a.project.name],
      ["Delivery approach", methodLabel(a.project.method)],
      ["Project Sponsor", nameOf("Project Sponsor")],
      ["Project Manager", nameOf("Project Manager")]
    ]),
    heading(1, "1. Background"),
    ...(scope == null ? [missing(NO_SCOPE)] : textOrMissing(backgroundText(scope), "No background has been drafted yet.")),
    heading(1, "2. Goals and KPIs"),
    ...(scope == null ? [missing(NO_SCOPE)] : goalsTable(scope.goals)),
    heading(1, "3. Scope"),
    heading(2, "In scope"),
    ...(scope == null ? [missing(NO_SCOPE)] : textOrMissing(text(scope.InScope), "No In Scope narrative has been drafted yet.")),
    heading(2, "Deliverables"),
    ...itemsTable(scope?.deliverables, ["Deliverable", "Description"], "No deliverables have been drafted yet."),
    heading(2, "Out of scope"),
    ...listOrMissing(scope?.out_of_scope, "Nothing has been marked out of scope yet."),
    heading(1, "4. Assumptions, constraints and dependencies"),
    heading(2, "Assumptions"),
    ...listOrMissing(scope?.assumptions, "No assumptions have been drafted yet."),
    heading(2, "Constraints"),
    ...listOrMissing(scope?.constraints, "No constraints have been drafted yet."),
    heading(2, "Dependencies"),
    ...listOrMissing(scope?.dependencies, "No dependencies have been drafted yet."),
    heading(1, "5. Project board and stakeholders"),
    ...(people.length === 0
      ? [missing(NO_STAKEHOLDERS)]
      : [...boardTable(people), heading(2, "Stakeholders"), registerTable(people), ...gridChart(people), heading(2, "RACI"), ...raciTable(people)]),
    heading(1, "6. Top risks"),
    ...topRiskTable(a.risks, PID_TOP_RISKS, true),
    heading(1, "7. Milestones and schedule"),
    ...(plan.length === 0
      ? [missing("No WBS has been drafted yet.")]
      : [
          ...deadlineCallouts(a),
          ...milestonesTable(plan, "No milestones have been set yet."),
          ...ganttChart(plan, "Gantt: phases, milestones and gates"),
          ...criticalPathText(plan)
        ]),
    heading(1, "8. Budget summary"),
    ...budgetCapCallouts(a),
    ...budgetSummary(a.budget, false, chosenContingency(a)),
    ...confidenceSection(a, 2, { contingency: true }),
    heading(1, "9. Communications summary"),
    ...(hasComms(a.comms)
      ? [...commsSections({ objectives: a.comms.objectives }, 2), ...channelsTable(a.comms)]
      : [missing(NO_COMMS)]),
    heading(1, "10. Approvals"),
    paragraph("By signing below the project board approves this document as the basis for starting the project."),
    approvalsTable(people, PID_APPROVERS)
  ]
}
