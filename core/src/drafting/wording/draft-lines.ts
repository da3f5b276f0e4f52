// The lines of a drafting task's answer, each with the kind the wording gate reads it as, and the gate
// applied to an answer: malformed list lines dropped, prose kept to its well-worded sentences.
import type { DraftingTaskName, TaskResponse } from "../tasks"
import { withoutTasks } from "../wbs-links"
import { unlicensedTerms } from "./licences"
import { keepWellWordedSentences, wellWorded, wordingProblems, type LineKind, type WordingProblem } from "./line-problems"

export interface DraftedLine {
  /** Where the line sits in the answer: "wbs: Build and Test", "risk", "goal KPI". */
  readonly where: string
  readonly text: string
  readonly kind: LineKind
}

const sentences = (where: string, text: string): Array<DraftedLine> =>
  text
    .replace(/^#+\s.*$/gm, "")
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])|\n+/)
    .map((s) => s.replace(/^[-*]\s+|\*\*/g, "").trim())
    .filter((s) => s.length > 0)
    .map((s) => ({ where, text: s, kind: "sentence" as const }))

const isMilestone = (t: { readonly task: string; readonly duration_days: number }) => t.duration_days === 0

type LineReader<K extends DraftingTaskName> = (res: TaskResponse<K>) => Array<DraftedLine>

const items = (where: string, list: ReadonlyArray<{ readonly title: string }>): Array<DraftedLine> => list.map((i) => ({ where, text: i.title, kind: "item" as const }))

const readers: { readonly [K in DraftingTaskName]?: LineReader<K> } = {
  draftScope: (r) => [
    ...r.goals.flatMap((g) => [{ where: "goal", text: g.title, kind: "item" as const }, ...g.kpis.map((k) => ({ where: "goal KPI", text: k.metric, kind: "kpi" as const }))]),
    ...items("deliverable", r.deliverables),
    ...items("assumption", r.assumptions),
    ...items("constraint", r.constraints),
    ...items("dependency", r.dependencies),
    ...r.risks.map((i) => ({ where: "scope risk", text: i.title, kind: "risk" as const })),
    ...sentences("in scope", r.in_scope),
    ...[...r.goals, ...r.deliverables, ...r.constraints, ...r.dependencies, ...r.assumptions].flatMap((i) => sentences("rationale", i.rationale))
  ],
  draftBackground: (r) => sentences("background", r.background),
  improveNarrative: (r) => sentences("in scope", r.in_scope),
  draftWbs: (r) => r.phases.flatMap((p) => p.tasks.map((t) => ({ where: `wbs: ${p.phase}`, text: t.task, kind: isMilestone(t) ? ("milestone" as const) : ("task" as const) }))),
  draftRiskRegister: (r) => r.risks.flatMap((k) => [{ where: "risk", text: k.title, kind: "risk" as const }, ...sentences("risk description", k.description), ...sentences("mitigation", k.mitigation)]),
  moreRisks: (r) => r.risks.flatMap((k) => [{ where: "risk", text: k.title, kind: "risk" as const }, ...sentences("risk description", k.description)]),
  budgetExtras: (r) => r.items.flatMap((i) => [{ where: "budget line", text: i.item, kind: "item" as const }, ...sentences("budget justification", i.justification)]),
  draftEpics: (r) => r.epics.map((e) => ({ where: "epic", text: e.name, kind: "item" as const })),
  draftStories: (r) => r.stories.map((s) => ({ where: "story", text: `As a ${s.as_a}, I want ${s.i_want}, so that ${s.so_that}`, kind: "story" as const })),
  executionSummary: (r) => sentences("execution summary", r.content_md)
}

/** Every line of an answer the wording gate reads (tasks it has no reader for give none). */
export const draftedLines = <K extends DraftingTaskName>(task: K, response: TaskResponse<K>): Array<DraftedLine> => {
  const reader = readers[task] as LineReader<K> | undefined
  return reader ? reader(response) : []
}

export interface LineFinding extends DraftedLine {
  readonly problems: ReadonlyArray<WordingProblem>
}

/** The lines of an answer that fail the wording gate, with why. */
export const malformedLines = <K extends DraftingTaskName>(task: K, response: TaskResponse<K>): Array<LineFinding> =>
  draftedLines(task, response)
    .map((l) => ({ ...l, problems: wordingProblems(l.text, l.kind) }))
    .filter((l) => l.problems.length > 0)

type Gate<K extends DraftingTaskName> = (res: TaskResponse<K>, dropped: Array<string>, brief: string | undefined) => TaskResponse<K>

/** A line passes when it is well worded and, when the brief is known, names nothing of another kind of project. */
const passes = (line: string, kind: LineKind, brief: string | undefined): boolean => wellWorded(line, kind) && (brief === undefined || unlicensedTerms(line, brief).length === 0)

const keep = <T>(list: ReadonlyArray<T>, text: (t: T) => string, kind: LineKind, dropped: Array<string>, brief?: string): Array<T> =>
  list.filter((x) => {
    const ok = passes(text(x), kind, brief)
    if (!ok) dropped.push(text(x))
    return ok
  })

const prose = (text: string, dropped: Array<string>): string => {
  const kept = keepWellWordedSentences(text)
  if (kept.length < text.length) for (const l of sentences("", text)) if (!wellWorded(l.text, "sentence")) dropped.push(l.text)
  return kept
}

const gates: { readonly [K in DraftingTaskName]?: Gate<K> } = {
  draftWbs: (r, d, brief) => {
    const refused = new Set(r.phases.flatMap((p) => p.tasks.filter((t) => !passes(t.task, isMilestone(t) ? "milestone" : "task", brief))))
    for (const t of refused) d.push(t.task)
    return withoutTasks(r, (t) => !refused.has(t))
  },
  draftRiskRegister: (r, d, brief) => ({ ...r, risks: keep(r.risks, (k) => k.title, "risk", d, brief) }),
  moreRisks: (r, d, brief) => ({ ...r, risks: keep(r.risks, (k) => k.title, "risk", d, brief) }),
  draftEpics: (r, d) => ({ ...r, epics: keep(r.epics, (e) => e.name, "item", d) }),
  budgetExtras: (r, d, brief) => ({ ...r, items: keep(r.items, (i) => i.item, "item", d, brief) }),
  draftBackground: (r, d) => ({ background: prose(r.background, d) }),
  improveNarrative: (r, d) => ({ in_scope: prose(r.in_scope, d) }),
  draftScope: (r, d) => ({
    ...r,
    in_scope: prose(r.in_scope, d),
    goals: keep(r.goals, (g) => g.title, "item", d).map((g) => ({ ...g, kpis: keep(g.kpis, (k) => k.metric, "kpi", d) })),
    deliverables: keep(r.deliverables, (i) => i.title, "item", d),
    constraints: keep(r.constraints, (i) => i.title, "item", d),
    dependencies: keep(r.dependencies, (i) => i.title, "item", d),
    assumptions: keep(r.assumptions, (i) => i.title, "item", d),
    risks: keep(r.risks, (i) => i.title, "risk", d)
  })
}

/**
 * The answer with its malformed lines dropped (list lines) or cut (prose sentences), and what was dropped. With the
 * brief's text, tasks, risks and budget lines that name another kind of project's things are dropped too.
 */
export const gateDraft = <K extends DraftingTaskName>(task: K, response: TaskResponse<K>, brief?: string): { readonly response: TaskResponse<K>; readonly dropped: ReadonlyArray<string> } => {
  const gate = gates[task] as Gate<K> | undefined
  if (!gate) return { response, dropped: [] }
  const dropped: Array<string> = []
  const out = gate(response, dropped, brief)
  return { response: dropped.length === 0 ? response : out, dropped }
}
