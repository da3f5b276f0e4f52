// The wording gate (issue 33, point 2): what makes a drafted line one a PM would not keep as written.
// Shared by the offline drafter, the model's answers (finalise) and the pack health check, so each
// rule is written once. Pure string rules: no parsing beyond words and punctuation.

export type LineKind = "task" | "milestone" | "risk" | "kpi" | "item" | "story" | "sentence"

export type WordingRule =
  | "mentions-brief"
  | "quotes-brief"
  | "fragment"
  | "not-verb-first"
  | "deadline-as-risk"
  | "aim-as-risk"
  | "placeholder"
  | "no-object"
  | "not-a-title"

export interface WordingProblem {
  readonly rule: WordingRule
  readonly detail: string
}

// "the brief", "the brief's", "the brief names": the line talks about its source, not the project.
// "Brief the suppliers" (a verb) and "the design brief" (a construction document) are not.
const BRIEF_NOUN = /(?:(?<!\b(?:prepare|write|draft|agree|approve|sign off|issue|update|confirm|finalise|finalize|review|test)\s)\b(?:the|this|that|your|our|project|sponsor['’]s)\s+brief\b(?!\s+(?:the|all|every|each|staff|suppliers|teams?|volunteers|crews?|stewards|new|them|him|her|people))|\bbrief['’]s\b|\bbriefs?\s+(?:names?|says?|sets?|states?|gives?|caps?|alone|asks?|wants?)\b|\bin the brief\b)/i
const QUOTED_BACK = /\bin the team['’]s own words\b|\bnamed in the brief\b|\bstated in the (?:project )?brief\b|\braised in the brief\b|\bthe brief names\b|\bin the setup answers\b|\bthe user['’]s (?:words|sentence)\b/i
// a quoted sentence of seven or more words is the source pasted back
const LONG_QUOTE = /["“][^"”]{0,400}(?:\s+\S+){6,}[^"”]*["”]/
const PLACEHOLDER = /\{[^}]*\}|\bTBD\b|\bundefined\b|\bnull\b|\bNaN\b|\[object Object\]|\blorem ipsum\b/i
// a line that ends on a word that needs something after it ("Tour the museum's", "Accept every piece of work the")
const DANGLING_END = /(?<![-\w])(?:the|a|an|of|to|and|or|with|for|in|on|at|by|from|as|into|than|that|which|every|each|its|their|our|your|is|are|was|were|be|will|must)\s*[.!?]?$|['’]s\s*[.!?]?$|[,;:(\-–]\s*$/i
// a sentence may end on a preposition ("what the project is for"), never on an article, a conjunction or a possessive
const DANGLING_SENTENCE_END = /(?<![-\w])(?:the|a|an|of|and|or|its|their|our|your|than)\s*[.!?]?$|['’]s\s*[.!?]?$|[,;:(\-–]\s*$/i
// words a task cannot start with: states, aims, determiners and numbers are no work ("Have 250,000 pages", "The portal")
const NOT_WORK_START = /^(?:have|has|had|be|is|are|was|were|get|gets|keep|want|wants|need|needs|ensure that|make sure|the|a|an|all|our|their|its|this|these|those|every|each|some|any|no|not|we|they|it|there|\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten)\b/i
// "accept every piece of work": work that names nothing
const EMPTY_OBJECT = /^\S+\s+(?:every|each|all)\s+(?:piece|pieces|item|items|part|parts|thing|things|step|steps)\s+of\s+(?:work|it)\b/i
const DEADLINE_RISK = /^(?:everything is done|finish(?:ed)? by|complete(?:d)? by|deadline\b|the deadline\b|done by|delivered by)\b/i
// "For business users, X will make ...": a vision statement, not a risk
const AIM_RISK = /^(?:we want|we will|our vision|the vision|our aim|the aim|as an? [a-z ]+,? i want|to (?:become|be|deliver|provide|create|build|make))\b|^for [a-z][a-z ]{2,40},\s+.+\bwill\b/i

// "Work near the two primary schools": a verb with a place or a time after it and no object
const NO_OBJECT = /^[A-Za-z-]+\s+(?:near|beside|alongside|next to|outside|inside|throughout|along|behind|beyond|among|around|during|within|between|until)\b/i
// "Total funding is $1.2 million": a noun phrase and its own verb is a statement, not work
const STATEMENT = /^[A-Za-z-]+\s+(?!(?:the|a|an|that|all|every|each|it|this|these|those|whether|how|what|why|who|when|where)\b)[a-z-]+\s+(?:is|are|was|were)\b/i
// a register title is the event in a few words, not the sponsor speaking: "Honestly, the big worry is ...",
// "A player falls ill we can't always find a deputy" (two clauses run together), "... contractor went" (cut mid-clause)
const SPOKEN_OPENER = /^(?:honestly|frankly|to be honest|realistically|obviously|of course)\b|^(?:the|my|our)\s+(?:big(?:gest)?|main|real|other)\s+(?:worry|concern|fear|headache)\b|^(?:i|we)(?:'m|’m| am|'re|’re| are)\s+(?:worried|concerned|nervous|not sure|least sure)\b/i
const RUN_ON = /(?<!\b(?:if|when|that|and|but|or|so|because|as|which|unless|until|before|after|once|while|than|what|whether|where|how|who|since|though|although))\s+(?:we|i|they)\s+(?:can't|can’t|cannot|won't|won’t|don't|don’t|will|would|'d|may|might|could|must|lose|need)\b/i
const VERB_END = /(?<![-\w])(?:went|goes|go|gone|is|are|was|were|has|have|had|could|would|may|might|will|can|shall|should|must|need|needs|get|gets|got|make|makes|made|take|takes|took|do|does|did|become|becomes|became)\s*[.!?]?$/i
const MAX_TITLE_WORDS = 16

const problem = (rule: WordingRule, detail: string): WordingProblem => ({ rule, detail })

const balanced = (text: string): boolean => {
  const quotes = (text.match(/["“”]/g) ?? []).length
  const open = (text.match(/\(/g) ?? []).length
  const close = (text.match(/\)/g) ?? []).length
  return quotes % 2 === 0 && open === close
}

/** The problems of one drafted line of the given kind; an empty list means the line passes the gate. */
export const wordingProblems = (line: string, kind: LineKind): ReadonlyArray<WordingProblem> => {
  const text = line.trim()
  const out: Array<WordingProblem> = []
  if (text.length === 0) return [problem("fragment", "The line is empty.")]
  if (QUOTED_BACK.test(text) || LONG_QUOTE.test(text)) out.push(problem("quotes-brief", "The line quotes the source back instead of saying what the project does."))
  else if (BRIEF_NOUN.test(text)) out.push(problem("mentions-brief", "The line talks about the brief rather than the project."))
  if (PLACEHOLDER.test(text)) out.push(problem("placeholder", "The line holds a placeholder."))
  const words = text.split(/\s+/)
  // a risk is a sentence and may end on a verb's particle ("Tablets will get dropped and rained on")
  if (kind !== "sentence" && kind !== "story" && kind !== "risk" && DANGLING_END.test(text)) out.push(problem("fragment", "The line stops in the middle of a phrase."))
  else if ((kind === "sentence" || kind === "risk") && DANGLING_SENTENCE_END.test(text.replace(/[.!?]+$/, ""))) out.push(problem("fragment", "The sentence stops in the middle of a phrase."))
  if (!balanced(text)) out.push(problem("fragment", "The line has an unclosed quotation mark or bracket."))
  // "Replace it with ...": a pronoun with nothing to refer to; "... where residents apply, pay": a list cut short
  if ((kind === "item" || kind === "task") && /^\S+\s+(?:it|them|this|that|these|those|her|him)\b/i.test(text)) out.push(problem("fragment", "The line refers to something it does not name."))
  if (kind === "item" && /,\s*\w+$/.test(text) && text.split(/\s+/).length > 6) out.push(problem("fragment", "The line stops in the middle of a list."))
  if (kind === "task" && words.length >= 2 && NO_OBJECT.test(text)) out.push(problem("no-object", "A task needs an object: say what the work is done to, not only where or when."))
  else if (kind === "task" && STATEMENT.test(text)) out.push(problem("not-verb-first", "A task is work to do, not a statement of fact."))
  // "Replace the city's 1998 finance, payroll": a list cut before its last item
  if (kind === "task" && /,\s*[A-Za-z-]+$/.test(text) && words.length > 4) out.push(problem("fragment", "The task stops in the middle of a list."))
  if (kind === "task") {
    // one hyphenated activity ("Go-live", "Cut-over") is a task in its own right
    if (words.length < 2 && !/^[A-Za-z]+-[a-z]+$/.test(text)) out.push(problem("fragment", "A task needs a verb and an object."))
    else if (NOT_WORK_START.test(text) || EMPTY_OBJECT.test(text)) out.push(problem("not-verb-first", "A task starts with the work it does (a verb and its object)."))
    // "Research access to the herbarium must continue throughout": a statement with its own verb, not work
    else if (/\s(?:must|should|shall|will|would|can|could|might)\s+(?:not\s+|be\s+|also\s+)?[a-z]+/i.test(text) && !/^[^,;]*\b(?:so that|which|who|that)\b/i.test(text)) out.push(problem("not-verb-first", "A task is an instruction, not a statement of what must happen."))
  }
  if (kind === "risk") {
    if (DEADLINE_RISK.test(text)) out.push(problem("deadline-as-risk", "A deadline is a constraint, not a risk: say what could make the project miss it."))
    if (AIM_RISK.test(text)) out.push(problem("aim-as-risk", "An aim or vision is not a risk."))
    if (SPOKEN_OPENER.test(text)) out.push(problem("not-a-title", "A risk's title names the event, not how the sponsor said it."))
    if (RUN_ON.test(text)) out.push(problem("not-a-title", "Two clauses run together: the title names one event."))
    if (VERB_END.test(text)) out.push(problem("fragment", "The title stops at a verb: the event it names is cut off."))
    if (words.length > MAX_TITLE_WORDS) out.push(problem("not-a-title", `A risk's title is the cause or event in at most ${MAX_TITLE_WORDS} words; the description holds the rest.`))
  }
  return out
}

export const wellWorded = (line: string, kind: LineKind): boolean => wordingProblems(line, kind).length === 0

/** The sentences of a paragraph that pass the gate, joined again (prose keeps its good sentences). */
export const keepWellWordedSentences = (paragraph: string): string =>
  paragraph
    .split(/(?<=[.!?])\s+(?=[A-Z0-9"“])/)
    .filter((s) => wellWorded(s, "sentence"))
    .join(" ")
