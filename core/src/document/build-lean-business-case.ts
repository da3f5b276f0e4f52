import type { ProjectArtefacts } from "./artefacts"
import { orderedEpics } from "./backlog"
import { budgetFigures } from "./budget-figures"
import { formatDay, formatMoney } from "./format"
import { bullets, heading, keyValue, missing, paragraph, type Block } from "./model"
import { scheduleRows } from "./plan-rows"
import { itemLines, text } from "./read-items"
import { hasBudget, NO_BUDGET } from "./sections/budget-sections"
import { topRiskTable } from "./sections/risk-sections"
import { listOrMissing, textOrMissing } from "./sections/scope-sections"
import { NO_AGILE_SCOPE } from "./build-agile-overview"

export const LEAN_BC_TOP_RISKS = 3

/** Lean business case of the agile pack: problem, solution, outcomes, customers, metrics, cost, risks, timeline. */
export const buildLeanBusinessCase = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const s = a.agileScope
  const phases = scheduleRows(a.schedule?.tasks ?? []).filter((r) => r.depth === 0)
  const epics = orderedEpics(a.epics)
  const personas = (s?.personas ?? []).filter((p) => text(p.name) !== "")
  const metrics = [
    ...(text(s?.vision?.north_star_metric) === "" ? [] : [`North star: ${text(s?.vision?.north_star_metric)}`]),
    ...(s?.telemetry?.dash_metrics ?? [])
  ]
  const budget = a.budget
  const cost: ReadonlyArray<Block> = hasBudget(budget)
    ? (() => {
        const f = budgetFigures(budget)
        return [keyValue([["Total investment", formatMoney(f.total, f.currency)], ["CAPEX", formatMoney(f.capex, f.currency)], ["OPEX", formatMoney(f.opex, f.currency)]])]
      })()
    : [missing(NO_BUDGET)]
  return [
    heading(1, "Problem"),
    ...(s == null ? [missing(NO_AGILE_SCOPE)] : listOrMissing(s.problems_outcomes?.problems, "No problems have been drafted yet.")),
    heading(1, "Proposed solution"),
    ...textOrMissing(text(s?.vision?.text), "No vision has been drafted yet."),
    ...(epics.length === 0 ? [] : [paragraph("Delivered through these epics:"), bullets(epics.map((e) => text(e.name)))]),
    heading(1, "Expected outcomes"),
    ...listOrMissing([...(s?.problems_outcomes?.outcomes ?? []), ...(s?.problems_outcomes?.okrs ?? [])], "No outcomes have been drafted yet."),
    heading(1, "Customers"),
    ...(personas.length === 0 ? [missing("No personas have been drafted yet.")] : [bullets(personas.map((p) => `${text(p.name)}: ${text(p.jtbd)}`))]),
    heading(1, "Key metrics"),
    ...(metrics.length === 0 ? [missing("No metrics have been defined yet.")] : [bullets(metrics)]),
    heading(1, "Cost"),
    ...cost,
    heading(1, "Key risks"),
    ...topRiskTable(a.risks, LEAN_BC_TOP_RISKS, false),
    heading(1, "Timeline"),
    ...(phases.length === 0
      ? [missing("No schedule has been drafted yet.")]
      : [bullets(phases.map((p) => (p.start === undefined ? p.title : `${p.title}: ${formatDay(p.start)} to ${formatDay(p.end)}`)))]),
    heading(1, "Assumptions"),
    ...(itemLines(s?.assumptions).length === 0 ? [missing("No assumptions have been drafted yet.")] : listOrMissing(s?.assumptions, "")),
    heading(1, "Decision requested"),
    paragraph(`Approve ${a.project.name} to proceed to delivery of the Now lane, with funding reviewed at each gate.`)
  ]
}
