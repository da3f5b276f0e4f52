// Wording: the drafter's own wording gate and licence rules (core/src/drafting/wording), applied to the
// pack's lines as saved: fragments, lines about or quoting the brief, tasks not verb-first, a deadline or an
// aim written as a risk, and terms of another kind of project than the brief's.
import { unlicensedTerms } from "../../drafting/wording/licences"
import { wordingProblems, type LineKind, type WordingRule } from "../../drafting/wording/line-problems"
import type { HealthModule } from "./finding"
import { aimedAt, finding, type Draft } from "./finding"
import { epicTarget, list, rowTarget, str, titles, type PackContext } from "./pack-context"

interface PackLine {
  readonly text: string
  readonly kind: LineKind
  readonly module: HealthModule
  /** a stage or phase title: a label, read for the licence rules only */
  readonly label?: boolean
  /** the id of the row the line is edited in (a task, a risk, a budget line, a story), for the finding's link */
  readonly id?: unknown
}

const FIX: Readonly<Record<WordingRule, string>> = {
  "mentions-brief": "Say what the project does or needs instead of where the line came from.",
  "quotes-brief": "Rewrite the line in the plan's own words: what the project does, not the source pasted back.",
  fragment: "Finish the line so it reads as a whole phrase or sentence.",
  "not-verb-first": "Start the task with its verb and object (\"Migrate the permit records\").",
  "deadline-as-risk": "Delete the risk (the deadline is a constraint) or say what could make the project miss it.",
  "aim-as-risk": "Delete the risk (the aim belongs in the goals) or say what could stop the project reaching it.",
  placeholder: "Replace the placeholder with the real words.",
  "no-object": "Say what the work is done to (\"Agree working hours near the two primary schools\"), or make the line a constraint.",
  "not-a-title": "Name the risk's cause or event in a few words (\"Framework contractor insolvency\") and keep the rest in its description."
}

const sentencesOf = (text: string): ReadonlyArray<string> =>
  text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])|\n+/)
    .map((s) => s.trim())
    .filter((s) => s.length > 0)

const rationales = (items: ReadonlyArray<unknown> | null | undefined): ReadonlyArray<string> =>
  list(items).flatMap((i) => (i !== null && typeof i === "object" ? sentencesOf(str((i as { rationale?: unknown }).rationale)) : []))

const linesOf = new WeakMap<PackContext, ReadonlyArray<PackLine>>()

/** The pack's lines the gate reads, each with its kind and the screen it is edited on (read once per review). */
export const packLines = (ctx: PackContext): ReadonlyArray<PackLine> => {
  const known = linesOf.get(ctx)
  if (known !== undefined) return known
  const lines = readLines(ctx)
  linesOf.set(ctx, lines)
  return lines
}

const readLines = (ctx: PackContext): ReadonlyArray<PackLine> => {
  const a = ctx.artefacts
  const out: Array<PackLine> = []
  const add = (texts: ReadonlyArray<string>, kind: LineKind, module: HealthModule, id?: unknown) => {
    for (const text of texts) if (text !== "") out.push(id === undefined ? { text, kind, module } : { text, kind, module, id })
  }
  const s = a.scope
  add(titles(s?.goals), "item", "scope")
  add(list(s?.goals).flatMap((g) => (g !== null && typeof g === "object" ? list(g.kpis).map((k) => str(k?.metric)) : [])), "kpi", "scope")
  for (const section of [s?.deliverables, s?.assumptions, s?.constraints, s?.dependencies, s?.out_of_scope]) {
    add(titles(section), "item", "scope")
    add(rationales(section), "sentence", "scope")
  }
  add(rationales(s?.goals), "sentence", "scope")
  const bg = s?.background
  add(sentencesOf(typeof bg === "string" ? bg : bg !== null && typeof bg === "object" ? str(bg.text) : ""), "sentence", "scope")
  const ag = a.agileScope
  add(titles(ag?.problems_outcomes?.outcomes), "item", "agile_scope")
  add(titles(ag?.problems_outcomes?.problems), "item", "agile_scope")
  const risks = list(a.risks)
  for (const r of risks) add([str(r?.title)], "risk", "risks", r?.id)
  for (const r of risks) add(sentencesOf(str(r?.mitigation)), "sentence", "risks", r?.id)
  for (const r of ctx.rows) {
    const id = rowTarget(r)
    if (r.hasChildren || r.kind === "phase" || r.kind === "sprint") out.push({ text: r.title, kind: "item", module: ctx.planModule, label: true, id })
    else out.push({ text: r.title, kind: r.kind === "gate" || r.kind === "milestone" ? "milestone" : "task", module: ctx.planModule, id })
  }
  for (const i of list(a.budget?.items)) add([str(i?.item)], "item", "budget", i?.id)
  for (const e of list(a.epics)) add([str(e?.name)], "item", "backlog", epicTarget(e?.id))
  for (const st of list(a.stories)) if (st !== null && typeof st === "object") add([`As a ${str(st.as_a)}, I want ${str(st.i_want)}, so that ${str(st.so_that)}`], "story", "backlog", st.id)
  return out
}

export const malformedLines = (ctx: PackContext): ReadonlyArray<Draft> =>
  packLines(ctx).flatMap((line) => {
    if (line.label === true) return []
    const problems = wordingProblems(line.text, line.kind)
    if (problems.length === 0) return []
    return [aimedAt(finding("warning", `wording.${problems[0]!.rule}`, line.module, [line.text], problems.map((p) => p.detail).join(" "), FIX[problems[0]!.rule]), line.id)]
  })

export const unlicensedLines = (ctx: PackContext): ReadonlyArray<Draft> => {
  if (ctx.briefText === "") return []
  return packLines(ctx).flatMap((line) => {
    const terms = unlicensedTerms(line.text, ctx.briefText)
    return terms.length === 0
      ? []
      : [aimedAt(finding("warning", "wording.licence", line.module, [line.text], `The line uses terms of another kind of project (${terms.join(", ")}): nothing in the brief calls for them.`, "Rewrite the line for this project, or delete it."), line.id)]
  })
}

export const wordingRules = [malformedLines, unlicensedLines]
