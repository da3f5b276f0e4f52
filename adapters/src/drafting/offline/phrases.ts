// Picks the user's own phrases out of their text so drafts can reuse them.
import { shortTitle } from "./text"

/** Text with braces and placeholder words removed; user input never leaks template syntax. */
export const sanitise = (text: string): string =>
  text.replace(/[{}<>]/g, " ").replace(/\b(tbd|tba|lorem|ipsum|null|undefined|n\/a)\b/gi, " ").replace(/\s+/g, " ").trim()

/** Sentences of 3 to 32 words, in order of appearance, without duplicates. */
export const clauses = (texts: ReadonlyArray<string | undefined>): Array<string> => {
  const out: Array<string> = []
  const seen = new Set<string>()
  for (const text of texts) {
    if (!text) continue
    for (const raw of sanitise(text).split(/(?<=[.!?;])\s+|\n+|\s+-\s+|\u2022/)) {
      const clause = raw.replace(/^(?:[\s\-*]|\d+[.)](?!\d))+/, "").replace(/[.!?;:,]+$/, "").trim()
      const words = clause.split(/\s+/).filter((w) => w.length > 0)
      if (words.length < 3 || words.length > 32) continue
      const key = clause.toLowerCase()
      if (seen.has(key)) continue
      seen.add(key)
      out.push(clause)
    }
  }
  return out
}

const GOAL_VERBS = ["reduce", "improve", "replace", "migrate", "increase", "launch", "deliver", "consolidate", "automate", "enable", "modernise", "modernize", "move", "relocate", "grow", "cut", "streamline", "retire", "achieve", "provide", "open", "create", "build", "introduce", "generate", "drive", "lower", "raise", "eliminate", "decommission", "upgrade", "implement", "attract", "acquire", "exit"]

/** Every inflection of an aim verb ("migrates", "migrating", "migrated") -> its base form. */
const VERB_FORMS = new Map(
  GOAL_VERBS.flatMap((v) => [v, `${v}s`, `${v.replace(/e$/, "")}ing`, `${v}d`, `${v}ed`].map((form) => [form, v] as const)).reverse()
)

/** Words that may stand before an aim's verb ("we will migrate", "to replace", "are consolidating"). */
const LEAD_INS = new Set(["to", "will", "must", "should", "and", "we", "i", "are", "is", "then", "also", "shall", "can"])
const BOUNDARIES = new Set(["and", "to", "with", "across", "for", "by", "so", "because", "while", "after"])

/** Cuts a long aim at its last natural boundary between the 5th and 12th word. */
const trimAim = (words: ReadonlyArray<string>): string => {
  if (words.length <= 12) return words.join(" ")
  for (let i = 11; i >= 4; i--) if (BOUNDARIES.has(words[i]!.toLowerCase().replace(/[,;]$/, "")) || /[,;]$/.test(words[i - 1]!)) return words.slice(0, i).join(" ")
  return words.slice(0, 12).join(" ")
}

/** Clauses that state an aim, cut to start at the aim's verb: "Replace the legacy finance system". */
export const goalPhrases = (texts: ReadonlyArray<string | undefined>): Array<string> => {
  const out: Array<string> = []
  for (const clause of clauses(texts)) {
    const words = clause.split(/\s+/)
    let found = -1
    let base = ""
    for (let i = 0; i < words.length && found < 0; i++) {
      const w = words[i]!.toLowerCase().replace(/[^a-z-]/g, "")
      const verb = VERB_FORMS.get(w)
      if (!verb) continue
      const before = i === 0 ? "" : words[i - 1]!.toLowerCase().replace(/[^a-z]/g, "")
      if (i === 0 || LEAD_INS.has(before)) {
        found = i
        base = verb
      }
    }
    if (found < 0) continue
    const rest = words.slice(found + 1)
    if (rest.length < 2) continue
    out.push(shortTitle(trimAim([base, ...rest]), 12))
  }
  return out
}

const CONSTRAINT_WORDS = /\b(must|deadline|by (jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|end|q[1-4])|budget|cannot|can't|limited|only|no more than|freeze|before|fixed|within)\b/i

export const constraintPhrases = (texts: ReadonlyArray<string | undefined>): Array<string> =>
  clauses(texts).filter((c) => CONSTRAINT_WORDS.test(c))

const PROBLEM_WORDS = /\b(slow|manual|hard|difficult|lack|no |poor|cannot|can't|outdated|legacy|error|delay|fragmented|duplicate|complain|frustrat|inconsistent|end-of-life|end of life|expensive|costly|spreadsheet)/i

/** Sentences naming a problem; for "X because Y" the reason Y is the problem. */
export const problemPhrases = (texts: ReadonlyArray<string | undefined>): Array<string> =>
  clauses(texts).flatMap((c) => {
    const reason = /\b(?:because|as|since)\s+(.{12,})$/i.exec(c)?.[1]
    const candidate = reason ?? c
    return PROBLEM_WORDS.test(candidate) && goalPhrases([candidate]).length === 0 ? [candidate] : []
  })

const DEPARTMENTS = ["finance", "procurement", "hr", "human resources", "operations", "sales", "marketing", "legal", "facilities", "warehouse", "customer service", "customer support", "compliance", "risk", "payroll", "security", "product", "engineering", "accounts payable", "logistics", "retail", "digital", "brand", "property", "workplace", "treasury", "audit", "communications", "service desk", "infrastructure"]

const DEPARTMENT_PATTERNS = DEPARTMENTS.map((d) => [d, new RegExp(`[^a-z]${d.replace(/ /g, "\\s+")}[^a-z]`)] as const)

/** Departments the user names, title-cased, in order of appearance. */
export const departments = (texts: ReadonlyArray<string | undefined>): Array<string> => {
  const text = ` ${texts.filter(Boolean).join(" ").toLowerCase()} `
  const found: Array<{ name: string; at: number }> = []
  for (const [d, pattern] of DEPARTMENT_PATTERNS) {
    const m = pattern.exec(text)
    if (m) found.push({ name: d, at: m.index })
  }
  const raw = texts.filter(Boolean).join(" ")
  const it = /\bIT\b/.exec(raw)
  if (it) found.push({ name: "it", at: it.index })
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => (f.name === "it" || f.name === "hr" ? f.name.toUpperCase() : f.name.replace(/\b\w/g, (c) => c.toUpperCase())))
}

/** Lower-case content words (4+ letters) for overlap scoring. */
export const contentWords = (text: string): Set<string> =>
  new Set(text.toLowerCase().match(/[a-z][a-z-]{3,}/g)?.filter((w) => !STOP.has(w)) ?? [])

const STOP = new Set(["that", "this", "with", "from", "have", "will", "into", "their", "they", "them", "than", "then", "there", "which", "what", "when", "where", "would", "could", "should", "about", "over", "under", "more", "most", "some", "such", "each", "only", "also", "been", "were", "being", "project", "need", "needs", "make", "made"])

/** Drops items whose title shares most of its content words with an earlier one ("Media budget is fixed"). */
export const distinctTitles = <A extends { readonly title: string }>(items: ReadonlyArray<A>, threshold = 0.6): Array<A> => {
  const kept: Array<{ item: A; words: Set<string> }> = []
  for (const item of items) {
    const words = contentWords(item.title)
    const clash = kept.some((k) => {
      const shared = [...words].filter((w) => k.words.has(w)).length
      const union = new Set([...words, ...k.words]).size
      return union > 0 && shared / union >= threshold
    })
    if (!clash) kept.push({ item, words })
  }
  return kept.map((k) => k.item)
}
