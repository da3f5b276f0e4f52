// What any drafter's answer must carry from the brief, checked the same way for the offline drafter and a model:
// the facts a prompt passes on, and the holds applied to an answer (the deadline and cap in the scope's
// constraints, a deadline milestone in the WBS, a budget above the cap said so). The offline drafter meets them
// by construction; the OpenAI-compatible adapter applies them to the model's answer.
import { sameTextKey } from "@initpack/core/drafting/guards"
import { readBriefLimits, type MoneyFact } from "@initpack/core/rules/planning/brief-limits"
import type { BudgetExtraItem, BudgetExtrasDraft } from "@initpack/core/drafting/budget"
import type { DraftingTaskName, TaskRequest, TaskResponse } from "@initpack/core/drafting/tasks"
import type { ScopeDraft } from "@initpack/core/drafting/scope"
import type { WbsDraft } from "@initpack/core/drafting/wbs"
import { hasDraftLinks } from "@initpack/core/drafting/wbs-links"
import { briefFacts, deadlineMilestone, formatDate, type BriefFacts } from "./brief-facts"
import { userText } from "./context"
import { sanitise } from "./phrases"

/** Every string the user gave in a request, as one text. */
const requestText = (request: unknown): string => sanitise(userText(request).join(". "))

/** The brief's facts for a request, read once (cached). */
export const requestFacts = (request: unknown): BriefFacts => briefFacts(requestText(request))

/** The request's budget cap alone: briefFacts(...).budgetCap without the part-of-speech tagger (the budget's request is not the scope's). */
const requestBudgetCap = (request: unknown): MoneyFact | undefined => readBriefLimits(requestText(request)).budgetCap

const deadlineText = (f: BriefFacts): string | undefined => (f.deadline ? (f.deadline.date ? formatDate(f.deadline.date) : f.deadline.text) : undefined)

/** The facts as prompt lines, or "" when the request states none. */
export const factsForPrompt = (request: unknown): string => {
  const f = requestFacts(request)
  const deadline = deadlineText(f)
  // the project's own name is in the request already
  const project = sameTextKey((request as { project_name?: unknown } | null)?.project_name?.toString() ?? "")
  const named = [...f.parties, ...f.names].filter((n) => project === "" || !project.includes(sameTextKey(n)))
  const lines = [
    ...(f.steps.length > 0 ? [`- Work steps the brief names (each becomes a task, deliverable, epic or story in these words): ${f.steps.slice(0, 12).map((s) => `${s.task} [${s.stage}]`).join("; ")}`] : []),
    ...(named.length > 0 ? [`- Parties and named things: ${named.slice(0, 12).join("; ")}`] : []),
    ...(f.quantities.length > 0 ? [`- Quantities: ${f.quantities.slice(0, 10).map((q) => q.text).join("; ")}`] : []),
    ...(deadline ? [`- Deadline: ${deadline}. The plan must finish on or before it; if it cannot, say so.`] : []),
    ...(f.budgetCap ? [`- Budget cap: ${f.budgetCap.text}. The total must stay within it; if it cannot, say so.`] : []),
    ...(f.horizon ? [`- Horizon of a goal: ${f.horizon.text}.`] : [])
  ]
  return lines.length === 0 ? "" : ["", "What the brief states (read from the user's words; keep every fact, use no other domain's vocabulary):", ...lines].join("\n")
}

const mentions = (items: ReadonlyArray<{ readonly title: string; readonly rationale?: string }>, what: string): boolean =>
  items.some((i) => sameTextKey(`${i.title} ${i.rationale ?? ""}`).includes(sameTextKey(what)))

/** The deadline and cap lead the constraints when the answer left them out. */
const holdScope = (request: unknown, draft: ScopeDraft): ScopeDraft => {
  const f = requestFacts(request)
  const deadline = deadlineText(f)
  const add = [
    ...(deadline && f.deadline && !mentions(draft.constraints, deadline) && !mentions(draft.constraints, f.deadline.text)
      ? [{ title: `Finish by ${deadline}`, rationale: `The sponsor has set the deadline (${f.deadline.text}); the plan ends on or before it, or the board is told at once.` }]
      : []),
    ...(f.budgetCap && !mentions(draft.constraints, f.budgetCap.text)
      ? [{ title: `Budget capped at ${f.budgetCap.text}`, rationale: `The money available is ${f.budgetCap.text}; a total above it needs board approval.` }]
      : [])
  ]
  return add.length === 0 ? draft : { ...draft, constraints: [...add, ...draft.constraints] }
}

/** A zero-day milestone for the brief's deadline ends the last stage that is not closure, when the answer has none. */
const holdWbs = (request: unknown, draft: WbsDraft): WbsDraft => {
  const deadline = deadlineText(requestFacts(request))
  if (!deadline || draft.phases.length === 0) return draft
  if (draft.phases.some((p) => p.tasks.some((t) => sameTextKey(t.task).includes(sameTextKey(deadline))))) return draft
  const closing = draft.phases.findLastIndex((p) => /clos/i.test(p.phase))
  const at = closing > 0 ? closing - 1 : draft.phases.length - 1
  return {
    phases: draft.phases.map((p, i) => {
      if (i !== at) return p
      // in a plan with links, the milestone waits for its whole stage, as a gate does
      const predecessors = hasDraftLinks(draft) ? p.tasks.map((_, k) => `${i + 1}.${k + 1}`).join(", ") : undefined
      const milestone = { task: deadlineMilestone(deadline), duration_days: 0, resource: "Project Board", ...(predecessors ? { predecessors } : {}) }
      return { ...p, tasks: [...p.tasks, milestone] }
    })
  }
}

/** When the lines alone exceed the brief's cap, the largest line says so. */
export const holdBudget = (request: unknown, draft: BudgetExtrasDraft): BudgetExtrasDraft => {
  const cap = requestBudgetCap(request)
  const items = draft.items
  const total = items.reduce((s, i) => s + i.estimated_cost, 0)
  const currency = draft.currency.toUpperCase()
  const sameCurrency = cap !== undefined && (cap.unit === "" || cap.unit === currency || !/^[A-Z]{3}$/.test(cap.unit))
  if (!cap || !sameCurrency || total <= cap.value || items.length === 0 || items.some((i) => /above the cap/i.test(i.justification))) return draft
  const largest = items.reduce((best, i) => (i.estimated_cost > best.estimated_cost ? i : best), items[0]!)
  const flagged = (i: BudgetExtraItem): BudgetExtraItem =>
    i === largest ? { ...i, justification: `${i.justification} These lines total ${currency} ${total.toLocaleString("en")}, above the cap of ${cap.text}: review the quantities or the cap.` } : i
  return { ...draft, items: items.map(flagged) }
}

/** Applies the brief's holds to an answer of the given task (other tasks pass unchanged). */
export const holdToBrief = <K extends DraftingTaskName>(task: K, request: TaskRequest<K>, response: TaskResponse<K>): TaskResponse<K> => {
  switch (task) {
    case "draftScope":
      return holdScope(request, response as ScopeDraft) as TaskResponse<K>
    case "draftWbs":
      return holdWbs(request, response as WbsDraft) as TaskResponse<K>
    case "budgetExtras":
      return holdBudget(request, response as BudgetExtrasDraft) as TaskResponse<K>
    default:
      return response
  }
}
