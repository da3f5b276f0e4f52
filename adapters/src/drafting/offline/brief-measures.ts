// Success measures in a brief's own words, for plans no domain template fits: the figures the brief says
// should move ("Calls answered within two minutes should rise to 85%", "food costs are 34% of sales", "guest
// scores are falling") and the counted outputs of its steps ("Recruit and train 60 volunteer call handlers").
import { inputCache } from "../../input-caches"
import { briefFacts, sentencesOf } from "./brief-facts"
import { tagSentence, type Term } from "./brief-nlp"
import { capitalise } from "./text"

export interface BriefMeasure {
  readonly metric: string
  readonly target: string
  /** A figure the brief wants moved, or a counted output of one of its steps. */
  readonly kind?: "figure" | "output"
}

const is = (t: Term | undefined, tag: string): boolean => t !== undefined && t.tags.has(tag)
const CHANGE = /^(ris(e|es|ing)|rose|risen|fall(s|ing|en)?|fell|drop(s|ped|ping)?|declin(e|es|ed|ing)|double(s|d)?|flatten(s|ed|ing)?|grow(s|n|ing)?|grew|increas(e|es|ed|ing)|reduc(e|es|ed|ing)|improv(e|es|ed|ing)|worsen(s|ed|ing)?|slip(s|ped|ping)?|stall(s|ed|ing)?)$/
const UP = /^(ris|rose|grow|grew|increas|improv|double)/
// what is better lower: costs, times, waits, complaints
const LOWER_BETTER = /\b(cost|costs|spend|time|times|wait|waits|waiting|delay|delays|error|errors|complaint|complaints|incident|incidents|absence|turnover|churn|backlog|price|prices|fee|fees|calls? abandoned|no-shows?|missed|defects?|waste)\b/i
const NOT_METRIC = /^(we|they|it|this|that|these|those|our|the project|project|plan|brief|budget|deadline|year|years|month|months|week|weeks)$/i

const nounRun = (terms: ReadonlyArray<Term>, end: number): number => {
  let s = end
  while (s > 0 && (is(terms[s - 1], "Noun") || is(terms[s - 1], "Adjective")) && !is(terms[s - 1], "Pronoun") && !/[,;:.]/.test(terms[s - 1]!.post)) s--
  return s
}

/** The measures one sentence states: a noun phrase whose figure the sentence says moves or stands at a level. */
const measuresIn = (sentence: string): Array<BriefMeasure> => {
  if (!/%|\d|\b(rise|rising|fall|falling|fell|doubled|flattened|grow|growing|declin|increas|improv|worsen|slipp|stall)/i.test(sentence)) return []
  const terms = tagSentence(sentence)
  const out: Array<BriefMeasure> = []
  for (let i = 0; i < terms.length; i++) {
    const t = terms[i]!
    if (!is(t, "Plural") && !is(t, "Uncountable") && !/(rate|score|time|share|cost|level|yield|use|usage|attendance|satisfaction)$/i.test(t.normal)) continue
    if (!is(t, "Noun") || is(t, "Pronoun") || is(t, "Date")) continue
    // the head noun ends the phrase: "food costs", not "food"
    if (is(terms[i + 1], "Noun") && !is(terms[i + 1], "Date") && !/[,;:.]/.test(t.post)) continue
    const start = nounRun(terms, i)
    let metric = terms.slice(start, i + 1).map((x) => x.text)
    let j = i + 1
    // "Calls answered within two minutes": a participle clause qualifies the metric
    if (is(terms[j], "PastTense") && !CHANGE.test(terms[j]!.normal) && /^(within|in|on|by|per|under|over)$/.test(terms[j + 1]?.normal ?? "")) {
      let k = j + 2
      while (k < terms.length && k < j + 5 && (is(terms[k], "Value") || is(terms[k], "Noun")) && !is(terms[k], "Verb")) k++
      metric = [...metric, ...terms.slice(j, k).map((x) => x.text)]
      j = k
    }
    while (j < terms.length && (is(terms[j], "Auxiliary") || is(terms[j], "Modal") || is(terms[j], "Negative"))) j++
    const verb = terms[j]
    if (!verb) continue
    const rest = terms.slice(j + 1, j + 6)
    const figure = rest.find((x) => is(x, "Percent") || (is(x, "Value") && /\d/.test(x.text)))
    const name = metric.join(" ")
    if (NOT_METRIC.test(name) || name.length < 4) continue
    const lowerBetter = LOWER_BETTER.test(name)
    if (CHANGE.test(verb.normal)) {
      const to = rest.findIndex((x) => x.normal === "to")
      const aimed = to >= 0 && figure ? figure.text : undefined
      const target = aimed ?? (lowerBetter ? "Back below today's level" : UP.test(verb.normal) ? "Higher than today" : "Back above today's level")
      out.push({ metric: capitalise(name), target: aimed ? `${aimed} (target)` : target })
    } else if (is(verb, "Copula") && figure) {
      const level = terms.slice(terms.indexOf(figure), terms.indexOf(figure) + 3).map((x) => x.text).join(" ").replace(/[,;.]$/, "")
      const stated = /\bof\b/.test(level) ? level : figure.text
      out.push({ metric: capitalise(name), target: `${lowerBetter ? "Below" : "Above"} today's ${stated}` })
    }
    i = j
  }
  return out
}

const PARTICIPLES: Record<string, string> = { write: "written", buy: "bought", build: "built", run: "run", hold: "held", set: "set", sow: "sown", draw: "drawn", make: "made", shoot: "shot", pay: "paid", lay: "laid", dig: "dug", put: "put", sell: "sold", send: "sent", cut: "cut", go: "gone", take: "taken", give: "given", find: "found", hire: "hired" }
const participle = (verb: string): string => {
  const [v, ...rest] = verb.toLowerCase().split(" ")
  const base = v!
  const done = PARTICIPLES[base] ?? (base.endsWith("e") ? `${base}d` : /(?:fer|mit|pel|cur)$/.test(base) ? `${base}${base.at(-1)}ed` : /[^aeiou]y$/.test(base) ? `${base.slice(0, -1)}ied` : `${base}ed`)
  return [done, ...rest].join(" ")
}
const NUMBER = /^(\d[\d,.]*|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|hundred)$/i

/** "Recruit and train 60 volunteer call handlers" -> "Volunteer call handlers recruited and trained", "60". */
const stepOutput = (task: string): BriefMeasure | undefined => {
  const words = task.split(" ")
  const n = words.findIndex((w) => NUMBER.test(w))
  if (n < 1) return undefined
  const verbs = words.slice(0, n).filter((w) => !/^(the|a|an|all|every|each|our)$/i.test(w))
  if (verbs.some((w, i) => !/^[a-z]+$/i.test(w) || (i > 0 && /^[A-Z]/.test(w)))) return undefined
  const object = words.slice(n + 1).join(" ")
  if (object.length < 3 || verbs.length === 0 || verbs.length > 3) return undefined
  const done = verbs.map((w) => (w.toLowerCase() === "and" ? "and" : participle(w))).join(" ")
  return { metric: capitalise(`${object} ${done}`), target: words[n]! }
}

const CACHE = inputCache<string, ReadonlyArray<BriefMeasure>>()

/** The brief's own success measures, figures first, then counted outputs (each with the deadline when stated). */
export const briefMeasures = (text: string): ReadonlyArray<BriefMeasure> => {
  const hit = CACHE.get(text)
  if (hit) return hit
  const facts = briefFacts(text)
  const by = facts.deadline ? ` by ${facts.deadline.text}` : ""
  const figures = sentencesOf(text).flatMap(measuresIn).map((m) => ({ ...m, kind: "figure" as const }))
  const outputs = facts.steps.flatMap((s) => {
    const m = stepOutput(s.task)
    return m ? [{ metric: m.metric, target: `${m.target}${by}`, kind: "output" as const }] : []
  })
  const all = [...figures, ...outputs].filter((m, i, xs) => xs.findIndex((o) => o.metric.toLowerCase() === m.metric.toLowerCase()) === i)
  if (CACHE.size >= 64) CACHE.delete(CACHE.keys().next().value as string)
  CACHE.set(text, all)
  return all
}
