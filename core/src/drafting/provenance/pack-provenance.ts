// The provenance of every line of a drafted pack, decided after drafting from the artefacts and the brief's text
// (no drafter change), keyed like the review lines (core/src/rules/pack-review/review-lines.ts).
import type { Brief } from "../../brief/brief"
import type { ProjectArtefacts, ScopeItemLike } from "../../document/artefacts"
import { bestSentence, briefExtraText, contentWords, sentencesOf, type BriefSentence } from "./brief-sentences"
import type { Provenance, ProvenanceMap } from "./provenance"

const str = (v: unknown): string => (typeof v === "string" ? v : typeof v === "number" ? String(v) : "")
const titleOf = (item: ScopeItemLike): string =>
  typeof item === "string" ? item : str(item.title ?? item.name ?? item.text ?? item.line ?? "")

const SCOPE_SECTIONS = ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope", "phases", "risks", "questions"] as const
const COMMS_LISTS = ["objectives", "audiences", "channels", "key_messages", "governance", "risks_mitigations"] as const
const AGILE_LISTS = ["problems", "outcomes", "okrs", "personas", "security", "performance", "privacy", "compliance", "dor", "dod", "assumptions", "constraints", "dependencies", "top_risks"] as const

const METHOD: Provenance = { kind: "knowledge", reason: "A method line (PRINCE2 or agile skeleton) or a knowledge-pack line" }
// words any project's method lines share with any brief: no sign of what drew a knowledge line in
const GENERIC = new Set(
  "project projects plan work working team stage board deliver delivery approval approve report agree manage management budget cost risk issue change time date deadline scope need needs user users people business service system support test new them day week month year million thousand".split(" ")
)
const MONTH = "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)"
/** A date in a text: a year, or a month with a day or year beside it ("may" alone is no date). */
const DATE = new RegExp(`\\b(?:19|20)\\d{2}\\b|\\b\\d{1,2}(?:st|nd|rd|th)?\\s+${MONTH}\\b|\\b${MONTH}\\s+\\d{1,2}\\b`, "i")
const MONTH_WORD = new RegExp(`^${MONTH}$`)
const numbers = (text: string): Array<string> => [...text.matchAll(/\d[\d,]*(?:\.\d+)?/g)].map((m) => m[0].replace(/,/g, ""))

interface Context {
  readonly sentences: ReadonlyArray<BriefSentence>
  readonly briefWords: ReadonlySet<string>
  readonly datedBrief: boolean
  /** false when the artefacts keep no brief text (an imported plan): nothing can be said to be missing from it. */
  readonly hasBrief: boolean
  /** The project name's words, in many drafted lines and no trigger. */
  readonly nameWords: ReadonlySet<string>
  /** Budget quantities priced by a planning rate, by their number (a task looks up its own numbers: 10,000 lines stay linear). */
  readonly pricedQuantities: ReadonlyMap<string, ReadonlyArray<PricedQuantity>>
}

interface PricedQuantity {
  readonly n: string
  readonly unit: string
  readonly rule: string
  /** Its budget line's place: the first line that fits wins. */
  readonly at: number
}

/** A knowledge line with the brief's words it shares (its triggers), or a method line when it shares none. */
const knowledge = (ctx: Context, text: string): Provenance => {
  const triggers = [...contentWords(text)].filter((w) => ctx.briefWords.has(w) && !ctx.nameWords.has(w) && !GENERIC.has(w) && !/^\d/.test(w) && (w === "may" || !MONTH_WORD.test(w)))
  return triggers.length === 0
    ? METHOD
    : { kind: "knowledge", reason: `From the knowledge packs, drawn in by the brief's words: ${triggers.slice(0, 4).join(", ")}`, triggers: triggers.slice(0, 4) }
}

/** brief when a sentence holds most of the line's words, else the fallback (a knowledge line by default). */
const fromBrief = (ctx: Context, text: string, fallback?: Provenance): Provenance => {
  const s = bestSentence(text, ctx.sentences)
  return s ? { kind: "brief", quote: s.text } : (fallback ?? knowledge(ctx, text))
}

const goalProvenance = (ctx: Context, item: ScopeItemLike): Provenance => {
  const base = fromBrief(ctx, titleOf(item))
  const kpis = typeof item === "string" ? [] : (item.kpis ?? [])
  const figured = kpis.filter((k) => numbers(str(k.target)).length > 0)
  const own = figured.filter((k) => numbers(str(k.target)).some((n) => ctx.briefWords.has(n)))
  if (!ctx.hasBrief || figured.length === 0 || own.length > 0) return base
  const stock = figured[0]!
  return { ...base, kind: "assumed", reason: `stock KPI "${str(stock.metric)}: ${str(stock.target)}" has no figure from the brief; set the target` }
}

const stakeholderProvenance = (ctx: Context, s: NonNullable<ProjectArtefacts["stakeholders"]>[number]): Provenance => {
  const name = str(s.name)
  const nameWords = [...contentWords(name)]
  const holder = ctx.sentences.find((x) => nameWords.length > 0 && nameWords.every((w) => x.words.has(w)))
  if (holder) return { kind: "brief", quote: holder.text }
  if (/\bfor\b/i.test(name) || /^(senior user|senior supplier|executive|project sponsor|product owner|scrum master|project manager|project assurance)\b/i.test(name) || name === str(s.role))
    return { kind: "assumed", reason: `a proposed ${str(s.board_role) || str(s.role) || "role"}; name the person who holds it` }
  return { kind: "knowledge", reason: "A party the knowledge packs propose for this kind of project" }
}

/** A task naming a quantity the budget prices by a planning rate is a sized work package. */
const taskProvenance = (ctx: Context, task: string, days: number | null | undefined, isStage: boolean): Provenance => {
  if (isStage) return { kind: "knowledge", reason: "A stage of the method" }
  const taskWords = contentWords(task)
  let priced: PricedQuantity | undefined
  for (const w of taskWords)
    for (const q of ctx.pricedQuantities.get(w) ?? []) if ((priced === undefined || q.at < priced.at) && [...contentWords(q.unit)].every((u) => taskWords.has(u))) priced = q
  if (priced && days != null && days > 0) {
    const perDay = Number(priced.n) / days
    const rate = perDay >= 10 ? Math.round(perDay).toLocaleString("en") : perDay.toFixed(1)
    return { kind: "computed", rule: `${Number(priced.n).toLocaleString("en")} ${priced.unit} in ${days} working days (about ${rate} a working day); cost ${priced.rule}` }
  }
  const p = fromBrief(ctx, task)
  if (p.kind === "brief") return p
  if (days === 0 && ctx.hasBrief && !ctx.datedBrief) return { kind: "assumed", reason: "dated from the default start and the method's durations; the brief names no date" }
  return p
}

const budgetProvenance = (ctx: Context, b: NonNullable<NonNullable<ProjectArtefacts["budget"]>["items"]>[number], contingencyPct: number): Provenance => {
  const item = str(b.item)
  const why = str(b.justification)
  const first = why.split(/(?<=\.)\s+/)[0]?.replace(/[;,]? a planning rate.*$/, "").replace(/\.$/, "") ?? why
  if (/contingency/i.test(item)) return { kind: "computed", rule: `${Math.round(contingencyPct * 100)}% of the base cost` }
  if (/\bassumed\b/i.test(why)) return { ...fromBrief(ctx, item, { kind: "assumed" }), kind: "assumed", reason: why }
  if (/\d%?\s*(x|×)\s*\d|\bat about\b|\beach\b|task lines?, \d/.test(why)) return { kind: "computed", rule: first }
  if (/known one-off cost|^named in the/i.test(why)) return fromBrief(ctx, item, { kind: "brief", reason: why })
  return fromBrief(ctx, item)
}

/** The brief's text: what the drafter kept (brief_text) and, when the brief is at hand, the fields it leaves out. */
const contextOf = (a: ProjectArtefacts, brief?: Brief): Context => {
  const text = [str(a.brief_text), brief ? briefExtraText(brief) : ""].join("\n")
  const sentences = sentencesOf(text)
  const briefWords = contentWords(text)
  const pricedQuantities = new Map<string, Array<PricedQuantity>>()
  for (const [at, b] of (a.budget?.items ?? []).entries()) {
    const m = /^(\d[\d,]*(?:\.\d+)?)\s+([a-z][a-z-]+)\s+at about\s+([^(]+)/i.exec(str(b.justification))
    if (!m) continue
    const q = { n: m[1]!.replace(/,/g, ""), unit: m[2]!, rule: `${m[1]} ${m[2]} at about ${m[3]!.trim()}`, at }
    const same = pricedQuantities.get(q.n)
    if (same) same.push(q)
    else pricedQuantities.set(q.n, [q])
  }
  return { sentences, briefWords, nameWords: contentWords(str(a.project.name)), hasBrief: sentences.length > 0, datedBrief: DATE.test(text) || brief?.project.start !== undefined, pricedQuantities }
}

/** Provenance of each review line of a drafted pack. */
export const packProvenance = (a: ProjectArtefacts, brief?: Brief): ProvenanceMap => {
  const ctx = contextOf(a, brief)
  const out: Record<string, Provenance> = {}
  for (const section of SCOPE_SECTIONS)
    (a.scope?.[section] ?? []).forEach((item, i) => {
      out[`scope.${section}.${i}`] = section === "goals" ? goalProvenance(ctx, item) : fromBrief(ctx, titleOf(item))
    })
  if (a.agileScope) {
    const s = a.agileScope
    if (s.vision?.text) out["agile_scope.vision"] = fromBrief(ctx, s.vision.text)
    const lists: Record<(typeof AGILE_LISTS)[number], ReadonlyArray<unknown> | null | undefined> = {
      problems: s.problems_outcomes?.problems,
      outcomes: s.problems_outcomes?.outcomes,
      okrs: s.problems_outcomes?.okrs,
      personas: s.personas,
      security: s.nfrs?.security,
      performance: s.nfrs?.performance,
      privacy: s.nfrs?.privacy,
      compliance: s.nfrs?.compliance,
      dor: s.definitions?.dor,
      dod: s.definitions?.dod,
      assumptions: s.assumptions,
      constraints: s.constraints,
      dependencies: s.dependencies,
      top_risks: s.top_risks
    }
    for (const list of AGILE_LISTS) (lists[list] ?? []).forEach((item, i) => (out[`agile_scope.${list}.${i}`] = fromBrief(ctx, titleOf(item as ScopeItemLike))))
  }
  for (const e of a.epics ?? []) out[`epics.${str(e.id)}`] = fromBrief(ctx, str(e.name))
  for (const s of a.stories ?? []) out[`stories.${str(s.id)}`] = fromBrief(ctx, str(s.i_want))
  for (const t of a.schedule?.tasks ?? []) out[`schedule.${str(t.id)}`] = taskProvenance(ctx, str(t.title ?? t.task), t.duration_days, t.parent_id == null)
  for (const [i, s] of (a.stakeholders ?? []).entries()) out[`stakeholders.${i}`] = stakeholderProvenance(ctx, s)
  for (const [i, r] of (a.risks ?? []).entries()) out[`risks.${i}`] = fromBrief(ctx, str(r.title))
  for (const r of a.wbs ?? []) out[`wbs.${str(r.id)}`] = taskProvenance(ctx, str(r.task), r.duration_days, r.parent_id == null)
  if (a.executionSummary?.content_md) out["execution_summary"] = { kind: "knowledge", reason: "Written from the drafted plan" }
  const pct = a.budget?.config?.contingency_pct ?? 0
  for (const [i, b] of (a.budget?.items ?? []).entries()) out[`budget.${i}`] = budgetProvenance(ctx, b, pct)
  for (const list of COMMS_LISTS)
    ((a.comms?.[list] ?? []) as ReadonlyArray<unknown>).forEach((item, i) => {
      const o = (item ?? {}) as Record<string, unknown>
      out[`comms.${list}.${i}`] = fromBrief(ctx, typeof item === "string" ? item : str(o["message"] ?? o["objective"] ?? o["text"] ?? o["title"] ?? ""))
    })
  return out
}
