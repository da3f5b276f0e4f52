// Warnings a drafted plan gets against the brief's own limits (issue 19): its finish after the brief's deadline,
// its budget total above the brief's cap. Read from the brief's words when the pack has them, and from the constraints.
import { briefLimitWarnings } from "../../rules/planning/brief-limits"
import type { ProjectArtefacts } from "../artefacts"
import { budgetFigures } from "../budget-figures"
import { callout, type Block } from "../model"
import { scheduleRows, wbsRows } from "../plan-rows"
import { itemLines, text } from "../read-items"
import { hasBudget } from "./budget-sections"

const limitsText = (a: ProjectArtefacts): string =>
  [text(a.brief_text), ...itemLines(a.project.method === "agile" ? a.agileScope?.constraints : a.scope?.constraints)].join("\n")

/** The plan's last end date (YYYY-MM-DD), if it has dates. */
const planFinish = (a: ProjectArtefacts): string | undefined => {
  const rows = a.project.method === "agile" ? scheduleRows(a.schedule?.tasks ?? []) : wbsRows(a.wbs ?? [])
  return rows.reduce<string | undefined>((last, r) => (r.end !== undefined && (last === undefined || r.end > last) ? r.end : last), undefined)
}

/** 'The drafted plan finishes on ..., after the deadline of ... in the brief.' as a warning, when it does. */
export const deadlineCallouts = (a: ProjectArtefacts): ReadonlyArray<Block> =>
  briefLimitWarnings({ text: limitsText(a), finish: planFinish(a) }).map((w) => callout("warning", w))

/** The same for a budget total above the brief's cap. */
export const budgetCapCallouts = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  if (!hasBudget(a.budget)) return []
  const f = budgetFigures(a.budget)
  return briefLimitWarnings({ text: limitsText(a), total: f.total, currency: f.currency }).map((w) => callout("warning", w))
}
