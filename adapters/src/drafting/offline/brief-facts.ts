// Reads a brief: work steps (verb + object), named parties, quantities, deadlines, horizons and budget caps.
// Sentences and words follow Unicode's segmentation rules (core/src/brief/segmenters.ts: plain ASCII in
// JavaScript, other text through ICU's Intl.Segmenter; offline, no model to load); a small
// lexicon of project verbs and their inflections tags the steps. Results are cached per text.
import { DATE_WORDS, datesIn, formatLongDate, MONTH_RE, MONTHS, parseDate, readBriefLimits, type DateFact } from "@initpack/core/rules/planning/brief-limits"
import { sentencesIn, wordsIn } from "@initpack/core/brief/segmenters"
import { inputCache } from "../../input-caches"
import { taggedSteps } from "./brief-nlp"
import { capitalise } from "./text"

export type StepStage = "Design" | "Build and Test" | "Transition and Go-Live" | "Closing a Project"

export interface BriefStep {
  /** Imperative verb + object in the user's words: "Recommission the imaging equipment". */
  readonly task: string
  readonly stage: StepStage
}

export interface Quantity {
  readonly value: number
  /** The user's words: "42,000 units", "£1.2m", "15%". */
  readonly text: string
  readonly unit: string
  readonly money: boolean
}

export type { DateFact }

export interface BriefFacts {
  readonly steps: ReadonlyArray<BriefStep>
  /** Capitalised names (organisations, systems, places) and named teams ("the estates team"). */
  readonly names: ReadonlyArray<string>
  readonly parties: ReadonlyArray<string>
  readonly quantities: ReadonlyArray<Quantity>
  readonly deadline?: DateFact
  readonly start?: DateFact
  readonly horizon?: DateFact
  readonly budgetCap?: Quantity
  /** Content nouns and noun pairs the brief repeats or names, most telling first. */
  readonly terms: ReadonlyArray<string>
}

export const sentencesOf = (text: string): Array<string> =>
  // a field label after a full stop starts a sentence too ("... 2028. departments: Record Office archivists ...")
  sentencesIn(text).flatMap((s) => s.split(/\n+|;\s+|\s+-\s+|\u2022|(?<=\.)\s+(?=[a-z][a-z ]{0,20}:\s)/)).map((s) => s.trim()).filter((s) => s.length > 0)

export const wordsOf = wordsIn

// Project work verbs by the PRINCE2 stage they usually fall in. Outcome verbs (reduce, improve) are aims, not steps.
const STAGE_VERBS: Record<StepStage, ReadonlyArray<string>> = {
  "Design": ["harmonise", "harmonize", "standardise", "standardize", "randomise", "randomize", "witness", "arrange", "survey", "assess", "audit", "design", "plan", "map", "consult", "engage", "interview", "research", "analyse", "analyze", "define", "scope", "select", "specify", "draft", "curate", "document", "shortlist", "agree", "confirm", "identify", "model", "estimate", "prototype", "choose", "review", "visit", "brief", "recruit"],
  "Build and Test": ["shoot", "edit", "procure", "buy", "order", "tender", "hire", "appoint", "book", "secure", "obtain", "apply", "build", "develop", "configure", "integrate", "install", "test", "pilot", "fit", "equip", "produce", "print", "stage", "label", "pack", "insure", "license", "negotiate", "contract", "source", "prepare", "translate", "digitise", "digitize", "catalogue", "convert", "clean", "cleanse", "validate", "reconcile", "rehearse", "commission", "recommission", "certify", "inspect", "loan", "borrow", "fabricate", "construct", "write", "set", "upgrade", "refurbish", "paint", "wire", "cable", "sign", "approve", "fund", "raise", "submit", "register", "schedule", "collect", "trial", "load", "photograph", "conserve", "restore", "calibrate", "verify", "lay", "dig", "excavate", "pour", "erect", "demolish", "remove", "strip", "flush", "sample", "furnish", "box", "scan", "copy", "link", "connect", "put", "check", "lease", "rent", "receive", "merchandise", "stock", "screen", "enrol", "enroll", "mark", "clean", "reconfigure", "recertify", "retest", "reinstate", "resurface", "fence", "plant", "landscape", "vaccinate", "complete", "deploy", "interview", "assemble", "cater", "decorate", "brand", "seal", "sort", "index", "establish"],
  "Transition and Go-Live": ["monitor", "track", "move", "relocate", "migrate", "launch", "open", "reopen", "run", "hold", "deliver", "train", "notify", "inform", "update", "publish", "promote", "market", "sell", "roll", "deploy", "switch", "transfer", "unpack", "onboard", "communicate", "announce", "transport", "ship", "host", "stream", "go", "cut", "replace", "introduce", "distribute", "issue", "redirect", "reroute", "pay", "welcome", "invite", "recruit", "retrain", "send", "tell", "offer", "merge", "consolidate", "empty", "vacate", "sell", "reopen"],
  "Closing a Project": ["claim", "hand", "retire", "decommission", "dispose", "close", "evaluate", "measure", "report", "archive", "return", "dismantle", "demobilise", "demobilize", "clear", "disband", "thank", "reconcile", "publish", "decant", "destroy", "shred", "handover", "recycle", "settle"]
}

/** Every verb a brief's step may start with (base forms). */
export const STEP_VERBS: ReadonlyArray<string> = [...new Set(Object.values(STAGE_VERBS).flat())]

const VERB_STAGE = new Map<string, StepStage>()
for (const stage of ["Closing a Project", "Transition and Go-Live", "Build and Test", "Design"] as const) for (const v of STAGE_VERBS[stage]) VERB_STAGE.set(v, stage)

/** Inflected form -> base verb ("moving", "moved", "moves" -> "move"; "carried" -> "carry"). */
const VERB_FORMS = new Map<string, string>()
/** A base verb's regular inflections: "move" -> moves, moving, moved; "log" -> logging, logged; "carry" -> carried. */
export const inflections = (v: string): Array<string> => {
  const stem = v.replace(/e$/, "")
  const doubled = /[^aeiou][aeiou][bdgmnprt]$/.test(v) && v.length <= 4 ? v + v[v.length - 1] : v
  const y = /[^aeiou]y$/.test(v) ? v.slice(0, -1) : undefined
  return [v, `${v}s`, `${v}es`, `${stem}ing`, `${doubled}ing`, `${stem}ed`, `${doubled}ed`, `${v}d`, ...(y ? [`${y}ies`, `${y}ied`] : [])]
}
for (const v of VERB_STAGE.keys()) for (const form of inflections(v)) if (!VERB_FORMS.has(form)) VERB_FORMS.set(form, v)
VERB_FORMS.set("ran", "run").set("held", "hold").set("sold", "sell").set("bought", "buy").set("built", "build").set("set", "set").set("cut", "cut").set("went", "go").set("laid", "lay").set("dug", "dig").set("put", "put").set("sent", "send").set("told", "tell")

/** The base form of a project verb ("recommissioning" -> "recommission"), else undefined. */
export const verbBase = (word: string): string | undefined => VERB_FORMS.get(word)

const NOUN_BEFORE_PLURAL = new Set(["volunteer", "handover", "training", "record", "project", "test", "pilot", "review", "support", "design", "change", "transfer", "move", "launch", "stock", "plan", "order", "report", "return", "service", "survey", "trial"])

// Verbs that are as often nouns: a step only when they start the clause or follow a lead-in.
const NOUN_LIKE = new Set(["secure", "clean", "set", "plan", "design", "map", "model", "order", "stage", "test", "pilot", "fit", "label", "pack", "contract", "source", "issue", "report", "record", "review", "run", "brief", "cut", "go", "sign", "fund", "raise", "schedule", "load", "clear", "hand", "market", "update", "estimate", "audit", "survey", "trial", "return", "transfer", "loan", "switch", "host", "stream", "book", "print", "close", "open", "wire", "cable", "paint", "visit", "welcome", "invite", "draft", "register", "catalogue", "document", "restore", "archive", "sample", "index", "box", "sort", "record", "check", "complete", "stock", "lease", "screen", "mark", "copy", "link", "offer", "pay", "rent", "scan", "fence", "plant", "brand", "seal", "strip", "empty", "interview", "witness", "tell", "cater"])
const PARTICLES: Record<string, string> = { hand: "over", roll: "out", set: "up", sign: "off", cut: "over", go: "live", switch: "over", clear: "out", fit: "out", pay: "out" }
const LEAD_INS = new Set(["to", "will", "must", "should", "shall", "can", "we", "then", "also", "and", "need", "needs", "have", "has", "includes", "including", "plus", "i", "they", "first", "finally", "next", "later", "please", "would", "could", "may"])
const STRONG_LEAD_INS = new Set(["will", "must", "should", "shall", "can", "we", "then", "need", "needs", "also", "first", "finally", "next", "please"])
const DETERMINERS = /^(the|a|an|our|their|its|all|each|every|new|two|three|four|five|both|any|this|these|those|his|her)$/
const BOUNDARY = /^(so|because|while|which|who|whereas|but|until|before|after|once|when|where|without|unless|if|since|as|by|within|during|every|each)$/i
// Place words end a step only once it has an object of some length ("move the stock in phased weekend moves").
const SOFT_BOUNDARY = /^(in|on|at|from|over|through|across|for|against|to)$/i
const STOP_AFTER = /^(and|or|then|plus)$/i
const PLACING = /^(?:put|place|position|mount|fix|hang)$/
const SUBJECT_BLOCK = new Set(["the", "a", "an", "our", "their", "its", "this", "that", "these", "those", "is", "are", "was", "were", "be", "been", "of"])

const MODAL = /^(will|must|should|shall|can|could|may|might|would|has|have|had)$/
const TRANSPARENT = /^(also|then|first|still|now|only|all|both|each|jointly|then|not|never|always|already|be|to|able)$/
// who can do work: people and organisations, not things ("the building", "every lot", "the app")
const DOERS = /^(we|i|they|you|who|team|teams|staff|contractors?|suppliers?|vendors?|partners?|council|company|project|board|volunteers?|crews?|officers?|managers?|trust|agency|department|consultants?|engineers?|clinicians?|nurses?|teachers?|tutors?|coaches?|installers?|builders?|developers?|designers?|curators?|conservators?|registrar|movers?|firm|operator|owner|owners|lead|leads|everyone|everybody|people)$/
const doerBefore = (words: ReadonlyArray<string>, modalAt: number): boolean => {
  let k = modalAt - 1
  while (k >= 0 && (MODAL.test(words[k]!) || TRANSPARENT.test(words[k]!))) k--
  // a modal opening the clause ("Must replace ...", "Will move ...") is the sponsor's own note of work
  return k < 0 || DOERS.test(words[k]!)
}

/** "payroll and HR system with ...": the words after a comma end a list of nouns ("and" before the next comma, no verb). */
const nounListAfter = (next: ReadonlyArray<string>): boolean => {
  const upTo = next.findIndex((w) => /[,;:.]$/.test(w))
  const segment = (upTo < 0 ? next : next.slice(0, upTo + 1)).map((w) => w.toLowerCase().replace(/[^a-z'-]/g, ""))
  // ("record the narration and compose the score": a word before a determiner is a verb with its object)
  const verbPhrase = segment.some((w, i) => !/^(?:and|or)$/.test(w) && /^(?:the|a|an|our|their|its)$/.test(segment[i + 1] ?? ""))
  return segment.includes("and") && segment[0] !== "and" && !VERB_FORMS.has(segment[0] ?? "") && !verbPhrase && !segment.some((w) => VERB_FORMS.has(w) && !NOUN_LIKE.has(w))
}

/** Verb + object steps from one clause, in the user's words, cut at a purpose or time boundary. */
const stepsIn = (sentence: string): Array<BriefStep> => {
  const out: Array<BriefStep> = []
  let lastEnd = -2
  const raw = sentence.replace(/[()"“”]/g, " ").split(/\s+/).filter((w) => w.length > 0)
  const words = raw.map((w) => w.toLowerCase().replace(/[^a-z'-]/g, ""))
  for (let i = 0; i < words.length; i++) {
    const base = VERB_FORMS.get(words[i]!)
    if (!base) continue
    // a capitalised word inside a sentence is a name ("the Audit and Property teams", "Closing a Project")
    if (i > 0 && /^[A-Z]/.test(raw[i]!.replace(/^[^A-Za-z]+/, ""))) continue
    // nor is a capitalised opener followed by another capitalised word ("Record Office archivists index ...")
    if (i === 0 && /^[A-Z][a-z]/.test(raw[1] ?? "")) continue
    // a verb-like word before a bare plural is a noun phrase ("volunteer transcribers", "handover materials")
    if (NOUN_BEFORE_PLURAL.has(words[i]!) && /^[a-z]+s$/.test(words[i + 1] ?? "") && !DETERMINERS.test(words[i + 1] ?? "")) continue
    // a verb that ends its clause ("... and returns, connect ...") has no object
    if (/[,;:.]$/.test(raw[i]!)) continue
    // a gerund opening a clause is a noun unless an object follows: "Training and handover materials", "Moving the stock"
    if (i === 0 && /ing$/.test(words[i]!) && !DETERMINERS.test(words[i + 1] ?? "")) continue
    // so is a participle opening it: "Approved capital of NZD 48.5 million", "Renewed mains"
    if (i === 0 && /ed$/.test(words[i]!) && words[i] !== base && !DETERMINERS.test(words[i + 1] ?? "")) continue
    // a purpose after a participle or an adjective is no step: "modified to suit the new ramp", "needed to meet"
    // ("need to", "have to" lead work: a participle has a stem before its -ed)
    if (i > 1 && words[i - 1] === "to" && (/^\w{3,}(?:ed|able|ough)$/.test(words[i - 2]!) || /^(?:enough|needed|used|designed|required|able|so as|in order)$/.test(words[i - 2]!)) && !/^(?:exceed|proceed|succeed)$/.test(words[i - 2]!)) continue
    // so is a listed gerund: "cleaning, security, catering and maintenance"
    if (i > 0 && /ing$/.test(words[i]!) && /[,;:]$/.test(raw[i - 1]!) && !DETERMINERS.test(words[i + 1] ?? "")) continue
    // an adverb is transparent: "and securely destroy the paper"
    const adverb = i > 1 && /ly$/.test(words[i - 1]!) && !VERB_FORMS.has(words[i - 1]!)
    const b = adverb ? i - 1 : i
    const before = b === 0 ? "" : words[b - 1]!
    const punctuated = b > 0 && /[,:;]$/.test(raw[b - 1]!)
    if (i > 0 && !LEAD_INS.has(before) && !punctuated) continue
    // "8 million, funded mostly by a bond": a past participle after a comma describes, it asks for no work
    if (punctuated && /ed$/.test(words[i]!) && words[i] !== base) continue
    // "with hail netting and frost fans": an "and" inside a list of things, with no step before it, leads no step
    if (before === "and" && out.length === 0 && !DETERMINERS.test(words[i + 1] ?? "") && !/^\d/.test(raw[i + 1] ?? "")) {
      const from = raw.slice(0, b - 1).findLastIndex((w) => /[,;:]$/.test(w)) + 1
      if (!words.slice(from, b - 1).some((w) => (VERB_FORMS.has(w) && !/ing$/.test(w)) || MODAL.test(w))) continue
    }
    // "the first pay run": an ordinal after a determiner is an adjective, not a lead-in
    if (/^(?:first|next|then)$/.test(before) && b > 1 && DETERMINERS.test(words[b - 2]!)) continue
    // "Hail netting, frost fans, irrigation", "crew, stage management, wardrobe": a comma list is a list of steps
    // only when it opens with one (or a step came before it), not when it lists things or people
    if (punctuated && /,$/.test(raw[b - 1]!) && out.length === 0 && !DETERMINERS.test(words[i + 1] ?? "") && !/^\d/.test(raw[i + 1] ?? "")) {
      const listStart = raw.slice(0, b).findLastIndex((w) => /[:;]$/.test(w)) + 1
      if (!VERB_FORMS.has(words[listStart] ?? "") && !LEAD_INS.has(words[listStart] ?? "")) continue
    }
    // "Every lot must carry a barcode", "until the building has held ...": what a thing must be or has done is a
    // requirement or a state, not work; "we will plan", "the contractor must remove" are work
    if (MODAL.test(before) && !punctuated && !doerBefore(words, b - 1)) continue
    if (NOUN_LIKE.has(base)) {
      // "plan the moves", "we will plan", "..., and plan traffic" are steps; "label printers", "orders must" are not
      const next = words[i + 1] ?? ""
      // "sort and box the files": two verbs share the object
      const paired = next === "and" && VERB_FORMS.has(words[i + 2] ?? "") && DETERMINERS.test(words[i + 3] ?? "")
      const determined = DETERMINERS.test(next) || PARTICLES[base] === next || /^\d/.test(next) || paired
      // a listed gerund or participle needs a determiner: "call scripts and opening hours" is no step
      const listed = before === "and" && lastEnd === b - 2 && (!/(ing|ed)$/.test(words[i]!) || DETERMINERS.test(next))
      if (SUBJECT_BLOCK.has(before) && !punctuated) continue
      if (!determined && !listed && !punctuated && !(STRONG_LEAD_INS.has(before) && i > 0)) continue
    }
    let j = i + 1
    let end = i
    // a passive ("run by the trust", "funded by a grant") names who does it, not a step
    if (words[j] === "by" || words[j] === "for" && words[j + 1] === "no") continue
    const particle = PARTICLES[base]
    let verbText = base
    if (particle && words[j] === particle) {
      verbText = `${base} ${particle}`
      j++
    } else if (particle && base !== "set" && base !== "fit") {
      if (base === "hand" || base === "roll" || base === "go" || base === "cut" || base === "switch") continue
    }
    const object: Array<string> = []
    for (; j < raw.length && object.length < 9; j++) {
      const w = words[j]!
      if (object.length >= 3 && (w === "with" || w === "that" || w === "into")) {
        // a one-word tail stays: "survey the existing mains with CCTV"
        const tailEnds = j + 1 >= raw.length - 1 || /[,;:.]$/.test(raw[j + 1]!)
        if (w !== "with" || !tailEnds || VERB_FORMS.has(words[j + 1] ?? "")) break
      }
      // "put barcode scanners and workstations on wheels on every ward": where a thing is put is part of the step
      if (object.length >= 3 && SOFT_BOUNDARY.test(w) && !(PLACING.test(base) && /^(?:on|in|into|onto|at)$/.test(w))) break
      // "by" is a time or agent boundary ("by 30 June", "by the landlord"), not in "street by street", "by application number"
      const byKeeps = w === "by" && (words[j + 1] ?? "") !== "" && !BY_TIME.test(words[j + 1]!)
      if (byKeeps) {
        object.push(raw[j]!)
        end = j
        continue
      }
      // ("on every ward": a place, not a time)
      if (object.length > 0 && PLACING.test(base) && /^(?:every|each)$/.test(w) && /^(?:on|in|at|to|for)$/.test(words[j - 1]!)) {
        object.push(raw[j]!)
        end = j
        continue
      }
      if (object.length > 0 && (BOUNDARY.test(w) || STOP_AFTER.test(w))) {
        // "move the lab and the pharmacy": an "and" between nouns stays, an "and <verb>" ends the step
        const nextVerb = VERB_FORMS.get(words[j + 1] ?? "")
        const verbNext = nextVerb !== undefined && (!NOUN_LIKE.has(nextVerb) || DETERMINERS.test(words[j + 2] ?? ""))
        if (STOP_AFTER.test(w) && !verbNext && (object.length < 5 || object.some((o) => /,$/.test(o))) && !/[,;:]$/.test(raw[j - 1]!)) {
          object.push(raw[j]!)
          end = j
          continue
        }
        break
      }
      object.push(raw[j]!)
      end = j
      // "the city's 1998 finance, payroll and HR system": a comma inside a list of nouns, not before the next step
      if (/,$/.test(raw[j]!) && object.length < 6 && nounListAfter(raw.slice(j + 1, j + 6))) continue
      if (/[,;:.]$/.test(raw[j]!)) break
    }
    while (object.length > 0 && /^(the|a|an|and|or|of|to|with|our|their|its|for|all|any|on|in|at|from|over|across)$/i.test(object[object.length - 1]!.replace(/[,;:.]$/, ""))) object.pop()
    const objectText = object.join(" ").replace(/[,;:.]+$/, "")
    const first = (object[0] ?? "").toLowerCase()
    // "every weekday" is a time, "every page" an object
    const eachThing = /^(every|each)$/.test(first) && !/^(day|weekday|week|month|year|morning|evening|night|time|quarter)s?$/i.test(object[1] ?? "day")
    // "Work near the two primary schools": a verb with a place or a time after it has no object
    if ((BOUNDARY.test(first) && !eachThing) || SOFT_BOUNDARY.test(first) || /^(around|about|between|under|within|after|before|during|near|beside|alongside|next|outside|inside|throughout|along|behind|beyond|past|among)$/.test(first)) continue
    // "Total funding is ...", "Quench pipe routing must be agreed": a noun phrase that has its own verb after it is a subject
    const ownVerb = (w: string | undefined) => /^(?:is|are|was|were|will|must|should|shall|can|could|may|might|has|have|had|needs?)$/.test(w ?? "")
    if (b === 0 && !DETERMINERS.test(first) && !/^\d/.test(first) && (ownVerb(words[end + 1]) || object.slice(1, 4).some((o) => ownVerb(o.toLowerCase())))) continue
    if (object.length === 0 || !/[a-z]{3}/i.test(objectText)) continue
    if (/^(to|be|is|are|it|that|this|them|us|we|must|should|will|can|may|might|would|could|has|have|had|was|were|needs?)\b/i.test(objectText)) continue
    out.push({ task: capitalise(`${verbText} ${objectText}`), stage: VERB_STAGE.get(base)! })
    i = end
    lastEnd = end
  }
  return out
}

// Verbs the lexicon does not know ("cast the contributors", "compose the score") by their part of speech
// (compromise); they go into Build and Test, in the clause's order.
const withTaggedSteps = (clause: string, found: Array<BriefStep>): Array<BriefStep> => {
  if (!/[a-z]{3}\s+(?:the|a|an|our|\w+s)\b/i.test(clause)) return found
  const extra = taggedSteps(clause, (w) => VERB_FORMS.has(w) || NOT_STEP_VERBS.has(w))
  if (extra.length === 0) return found
  const lower = clause.toLowerCase()
  const at = (task: string) => {
    const i = lower.indexOf(task.toLowerCase().split(" ").slice(1, 3).join(" "))
    return i < 0 ? lower.length : i
  }
  // the same test as the lexicon's steps: a thing's "must <verb>" is a requirement ("Every lot must carry a barcode")
  const words = lower.split(/\s+/).map((w) => w.replace(/[^a-z'-]/g, ""))
  const requirement = (object: string) => {
    const head = lower.indexOf(` ${object.toLowerCase()}`)
    if (head < 0) return false
    const k = lower.slice(0, head).split(/\s+/).filter((w) => w.length > 0).length - 1
    return k >= 1 && MODAL.test(words[k - 1] ?? "") && !doerBefore(words, k - 1)
  }
  // a capitalised word inside the clause is a name, whatever the tagger says ("Harbour Master's office")
  const named = (verb: string) => new RegExp(`(?:^|[^.!?]\\s)[A-Z]${verb.slice(1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\w*`).test(clause.slice(1))
  const tagged = extra
    .filter((e) => !requirement(e.object) && !named(e.verb) && !new RegExp(`\\b(?:\\w{3,}ed|\\w+able|enough|needed|used|designed|required|able)\\s+to\\s+${e.verb}\\b`, "i").test(clause))
    .map((e) => ({ step: { task: capitalise(`${e.verb} ${e.object}`), stage: "Build and Test" as StepStage }, pos: at(`${e.verb} ${e.object}`) }))
  return [...found.map((step) => ({ step, pos: at(step.task) })), ...tagged].sort((a, b) => a.pos - b.pos).map((x) => x.step)
}
// Aims, states and reporting verbs: no work step ("reduce waiting times", "see gaps", "need a plan").
const NOT_STEP_VERBS = new Set(["have", "has", "had", "be", "pass", "level", "campaign", "reduce", "increase", "improve", "grow", "cut", "achieve", "reach", "double", "halve", "see", "need", "want", "keep", "get", "make", "take", "give", "use", "know", "think", "expect", "hope", "like", "let", "help", "allow", "ensure", "avoid", "stop", "lose", "miss", "fail", "rise", "fall", "drop", "stay", "remain", "become", "seem", "look", "feel", "find", "say", "ask", "tell", "show", "cover", "include", "support", "meet", "own", "lead", "manage", "block", "cancel", "book"])

const TARGET_CLAUSE = /\b(?:down|up) by \d|\bby \d[\d.,]*\s*(?:%|per ?cent)|\bto \d[\d.,]*\s*(?:%|per ?cent)|\b(?:under|below|above|within) \d|\bno more than \d|\bat least \d/i
const BY_TIME = new RegExp(`^(?:\\d.*|the|a|an|then|end|early|mid|late|monday|tuesday|wednesday|thursday|friday|saturday|sunday|${MONTH_RE})$`)
// "starts on 4 January 2027", and a field label: "Start: 2027-02-01", "Start date - 4 January 2027"
// "from" starts the work only after a word for it ("works run from March 2027"; "our system dates from 2004" does not)
const START_RE = new RegExp(`\\b(?:start(?:s|ing)?|begin(?:s|ning)?|kick(?:s|ing)?\\s+off|(?:work|works|delivery|project|programme|program|contract)\\s+(?:will\\s+)?(?:runs?\\s+|running\\s+)?from|commenc(?:e|es|ing))\\s+(?:on\\s+|in\\s+)?(${DATE_WORDS})`, "i")
const WINDOW_WORDS = /\b(?:blockades?|closures?|possessions?|windows?|freezes?|season|terms?|holidays?|market|festival|shutdowns?|blackouts?|outages?|peak)\b/i
const START_LABEL = new RegExp(`^\\s*(?:project\\s+)?start(?:\\s+date)?\\s*[:=-]\\s*(${DATE_WORDS})`, "im")

const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50, hundred: 100 }
const CURRENCY = /^(?:[$£€¥]|a\$|us\$|nz\$|aud|usd|eur|gbp|nzd|cad|chf|jpy|inr|sgd)$/i
// "£1.2m", "$450,000", "42,000 units", "20-25 sites", "15%", "three depots".
const QUANTITY_RE = /(?:([$£€¥]|A\$|US\$|NZ\$|\b(?:AUD|USD|EUR|GBP|NZD|CAD|CHF|JPY|INR|SGD))\s?)?\b(\d{1,3}(?:,\d{3})+|\d+(?:\.\d+)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)(?:\s*(?:-|–|to)\s*(\d[\d,]*))?(?:\s*(k|m|bn|million|billion|thousand)\b|\s*(%|per ?cent\b))?(?:\s+((?:[a-z][a-z-]*\s+){0,2}[a-z][a-z-]*))?/gi
const UNIT_STOP = /^(the|a|an|and|or|to|of|in|on|by|for|from|with|at|is|are|was|were|will|be|we|our|that|this|per|each|which|who|so|but|than|more|less|over|under|about|around|before|after|until|during|across|into|onto|through|between|with|without)$/i

const quantityUnit = (raw: string | undefined): string => {
  const out: Array<string> = []
  for (const w of (raw ?? "").split(/\s+/)) {
    if (w.length === 0 || UNIT_STOP.test(w) || (out.length > 0 && VERB_FORMS.has(w.toLowerCase())) || /^(19|20)\d\d$/.test(w) || MONTHS.includes(w.toLowerCase())) break
    out.push(w)
  }
  return out.join(" ")
}

const quantitiesIn = (sentence: string): Array<Quantity> => {
  const out: Array<Quantity> = []
  for (const m of sentence.matchAll(QUANTITY_RE)) {
    const [whole, cur, num, , scaleWord, pct, rest] = m
    const scale = scaleWord ?? pct
    const before = sentence.slice(Math.max(0, m.index - 12), m.index)
    // a year, a day of a month or a clock time is a date, not a quantity
    if (!cur && /^(19|20)\d\d$/.test(num!) && !scale) continue
    if (!cur && new RegExp(`^\\s*${MONTH_RE}\\b`, "i").test(rest ?? "")) continue
    if (new RegExp(`${MONTH_RE}\\s*$`, "i").test(before) || /\bq$/i.test(before) || /\/$/.test(before)) continue
    let value = NUMBER_WORDS[num!.toLowerCase()] ?? Number(num!.replace(/,/g, ""))
    const s = (scale ?? "").toLowerCase()
    if (s === "k" || s === "thousand") value *= 1000
    else if (s === "m" || s === "million") value *= 1_000_000
    else if (s === "bn" || s === "billion") value *= 1_000_000_000
    const money = Boolean(cur) || (CURRENCY.test((rest ?? "").split(/\s+/)[0] ?? "") && !cur)
    const unit = s === "%" || s.startsWith("per") ? "%" : money ? (cur ?? "").toUpperCase() : quantityUnit(rest)
    if (!Number.isFinite(value) || value <= 0) continue
    if (!money && unit.length === 0 && s !== "%" && s !== "per cent") continue
    // "$2.3 million" keeps its scale word; "300 AUD" its currency
    const scaled = scaleWord && scaleWord.length > 2 ? whole!.slice(0, whole!.toLowerCase().indexOf(scaleWord.toLowerCase(), (cur ?? "").length) + scaleWord.length) : undefined
    const text = money && scaled ? scaled.trim() : money || unit === "%" ? whole!.replace(/\s+[a-z][a-z\s-]*$/i, "").trim() : `${whole!.slice(0, whole!.length - (rest ?? "").length).trim()} ${unit}`.trim()
    out.push({ value, text, unit, money })
  }
  return out
}

// Capitalised runs that are not names: sentence openers, months, days, pronouns.
const NOT_NAMES = new Set(["The", "A", "An", "We", "Our", "It", "Its", "This", "That", "These", "Those", "They", "Their", "There", "In", "On", "At", "By", "For", "From", "To", "With", "All", "Each", "Every", "No", "Yes", "If", "When", "After", "Before", "During", "Phase", "Stage", "Q1", "Q2", "Q3", "Q4", "I", "Must", "Should", "Also", "Then", "And", "Or", "But", "So", "As", "Any", "One", "Two", "Three", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday", "Known", "Risks", "Risk", "Constraints", "Background", "Goal", "Goals", "Budget", "Deadline", "Scope", "Key", "New", "Some", "Most", "Many", "Please", "Both"])
const TEAM_RE = /\b(?:the\s+)?((?:[a-z][a-z&-]+\s+){1,3}(?:team|department|dept|office|board|council|committee|trust|authority|partner|supplier|vendor|agency|contractor|contractors|consultancy|firm|union|regulator|panel|funder|foundation|ministry|services|group|directorate|division|unit))\b/gi
const TEAM_LEAD_STOP = /^(the|a|an|our|their|its|with|and|or|of|to|for|by|from|in|on|at|we|new|each|every|this|that|any|all|per|existing|current|same|other|project|will|must|who|which|is|are)$/i

const namesIn = (sentence: string): Array<string> => {
  const out: Array<string> = []
  const words = sentence.split(/\s+/)
  let run: Array<string> = []
  const flush = (atStart: boolean) => {
    const cleaned = run.map((w) => w.replace(/[^A-Za-z0-9&'’.-]/g, "").replace(/[.'’]+$/, "")).filter((w) => w.length > 0)
    if (atStart && cleaned.length > 0 && VERB_FORMS.has(cleaned[0]!.toLowerCase())) cleaned.shift()
    while (cleaned.length > 0 && (NOT_NAMES.has(cleaned[0]!) || /^(of|and|the|for|&)$/i.test(cleaned[0]!))) cleaned.shift()
    if (cleaned.length > 0) cleaned[cleaned.length - 1] = cleaned[cleaned.length - 1]!.replace(/['’]s$/, "")
    while (cleaned.length > 0 && /^(of|and|the|for|&)$/i.test(cleaned[cleaned.length - 1]!)) cleaned.pop()
    const name = cleaned.join(" ")
    const single = cleaned.length === 1
    // a lone capitalised word opening a sentence is just a sentence opener
    if (name.length >= 2 && !(single && atStart) && !MONTHS.includes(name.toLowerCase()) && !/^\d/.test(name)) out.push(name)
    run = []
  }
  let runStart = 0
  for (let i = 0; i < words.length; i++) {
    const w = words[i]!
    const bare = w.replace(/^[("“]+/, "")
    const cap = /^[A-Z][A-Za-z0-9&'’.-]*|^[A-Z]{2,}/.test(bare)
    const joiner = run.length > 0 && /^(of|and|for|the|&)$/.test(bare) && (/^[A-Z]/.test(words[i + 1] ?? "") || (/^(of|and|for|the|&)$/.test(words[i + 1] ?? "") && /^[A-Z]/.test(words[i + 2] ?? "")))
    if (cap || joiner) {
      if (run.length === 0) runStart = i
      run.push(bare)
      if (/[,;:.)!?”"]$/.test(w)) flush(runStart === 0)
    } else if (run.length > 0) flush(runStart === 0)
  }
  if (run.length > 0) flush(runStart === 0)
  return out
}

/** "medical physics recommissions the imaging": the subject of a clause that does a step is a party. */
const doersIn = (sentence: string): Array<string> =>
  sentence.split(/[;,]\s*/).flatMap((part) => {
    const m = /^(?:the\s+)?((?:[A-Za-z][a-z-]+\s+){1,2}[a-z][a-z-]+|[A-Z]{2,})\s+([a-z]+s)\b/.exec(part.trim())
    if (!m || !VERB_FORMS.has(m[2]!) || m[2]!.endsWith("ss")) return []
    const words = m[1]!.split(/\s+/)
    return words.some((w) => TEAM_LEAD_STOP.test(w) || VERB_FORMS.has(w.toLowerCase())) ? [] : [m[1]!]
  })

const teamsIn = (sentence: string): Array<string> =>
  [...doersIn(sentence), ...sentence.matchAll(TEAM_RE)].flatMap((m) => {
    if (typeof m === "string") return [m]
    let words = m[1]!.split(/\s+/)
    // the words after the last "and" / "with" ("staff and the union" -> "union" is too short to be a team)
    const cut = words.findLastIndex((w) => /^(and|with|or|to|of|for|by|from)$/i.test(w))
    if (cut >= 0) words = words.slice(cut + 1)
    // a capitalised sentence opener is dropped ("Clinical services runs"), a proper name kept ("the Rural Payments Agency")
    const properName = words.every((w) => /^[A-Z]/.test(w))
    while (words.length > 1 && (TEAM_LEAD_STOP.test(words[0]!) || (m.index === 0 && !properName && /^[A-Z]/.test(words[0]!) && words.length > 2))) words.shift()
    return words.length >= 2 && !TEAM_LEAD_STOP.test(words[0]!) && !(/^[A-Z]/.test(words[0]!) && VERB_FORMS.has(words[0]!.toLowerCase())) ? [words.join(" ")] : []
  })

const TERM_STOP = new Set(["project", "projects", "team", "teams", "people", "work", "need", "needs", "plan", "plans", "time", "year", "years", "month", "months", "week", "weeks", "days", "part", "parts", "thing", "things", "way", "ways", "place", "sure", "lot", "end", "start", "date", "what", "that", "this", "with", "from", "have", "will", "into", "their", "they", "them", "than", "then", "there", "which", "when", "where", "would", "could", "should", "about", "over", "under", "more", "most", "some", "such", "each", "only", "also", "been", "were", "being", "make", "made", "must", "every", "after", "before", "while", "until", "without", "within", "because", "other", "these", "those", "both", "also", "very", "well", "just", "first", "second", "third", "next", "last", "ready", "able", "still", "already", "current", "existing", "whole", "many", "much", "any", "all", "and", "the", "for", "our", "are", "but", "not", "can", "has", "had", "was", "its", "via", "per", "new", "own", "one", "two", "three", "four", "five", "six", "may", "june", "july", "april", "march", "august", "october", "november", "december", "january", "february", "september", "want", "wants", "like", "keep", "take", "give", "get", "use", "used", "using", "into", "onto", "upon", "less", "least", "across", "around", "during", "again", "always", "never", "often", "also", "even", "same", "different", "main", "key", "known", "risk", "risks", "goal", "goals", "background", "constraint", "constraints", "budget", "deadline", "scope"])

/** Content words of 4+ letters that the brief repeats, plus every word of a named thing. */
const termsOf = (sentences: ReadonlyArray<string>, names: ReadonlyArray<string>): Array<string> => {
  const counts = new Map<string, number>()
  for (const s of sentences)
    for (const w of wordsOf(s)) {
      const lw = w.toLowerCase()
      if (lw.length < 4 || TERM_STOP.has(lw) || /\d/.test(lw) || VERB_FORMS.has(lw)) continue
      counts.set(lw, (counts.get(lw) ?? 0) + 1)
    }
  return [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([w]) => w)
    .concat(names.map((n) => n.toLowerCase()))
    .filter((w, i, all) => all.indexOf(w) === i)
}

const CACHE = inputCache<string, BriefFacts>()
const CACHE_SIZE = 64

/**
 * Everything the brief states that a plan must carry; deterministic, cached per text. `tagged` adds the steps whose
 * verb only the part-of-speech tagger knows (for plans drafted from the brief alone; a domain template has its own).
 */
export const briefFacts = (text: string, tagged = true): BriefFacts => {
  const key = tagged ? text : `\u0000${text}`
  const hit = CACHE.get(key)
  if (hit) return hit
  const sentences = sentencesOf(text)
  const steps: Array<BriefStep> = []
  const names: Array<string> = []
  const parties: Array<string> = []
  const quantities: Array<Quantity> = []
  let deadline: DateFact | undefined
  let start: DateFact | undefined
  let horizon: DateFact | undefined
  for (const s of sentences) {
    // a list of deliverables or goals, or an aim ("The project also aims to ..."), names outcomes, not steps
    const outcomes = /^(?:(?:deliverables|goals|kpis?|success measures)\s*:|(?:in|out of) scope are\b|success will be measured\b|a key constraint\b)/i.test(s) || /\baims? to\b|\bwork needed to\b/i.test(s)
    if (!outcomes)
      for (const clause of s.split(/,\s+(?:then|and then)\s+|\s+then\s+/i))
        // a target is a goal, not a step: "bring bursts down by 70%", "keep outages under 5 hours"
        if (!TARGET_CLAUSE.test(clause)) steps.push(...(tagged ? withTaggedSteps(clause, stepsIn(clause)) : stepsIn(clause)))
    names.push(...namesIn(s))
    parties.push(...teamsIn(s))
    quantities.push(...quantitiesIn(s))
    // deadline and horizon by the same reading the plan is checked against (core's brief limits)
    const found = datesIn(s)
    if (found.horizon && !horizon) horizon = found.horizon
    const d = found.deadline
    if (d && !(found.guessed && deadline) && (!deadline || (d.date && deadline.date && d.date < deadline.date) || (!deadline.date && d.date))) deadline = d
    // "two summer blockades ... starting 22 July 2028": when a window or an event starts is not when the work does
    const when = (START_LABEL.exec(s) ?? (WINDOW_WORDS.test(s) ? null : START_RE.exec(s)))?.[1]
    if (when && !start && parseDate(when)) start = { text: when.trim(), date: parseDate(when)! }
  }
  const stepWords = steps.map((st) => new Set(st.task.toLowerCase().match(/[a-z0-9][a-z0-9,'-]*/g) ?? []))
  // "Move the clinic" adds nothing to "Move the Westside outpatient clinic"
  const covered = (i: number) => stepWords.some((o, k) => k !== i && (o.size > stepWords[i]!.size || (o.size === stepWords[i]!.size && k < i)) && [...stepWords[i]!].every((w) => o.has(w) || /^(the|a|an)$/.test(w)))
  // "Approve renewing 12.4 km of mains": what was approved is the work ("Renew 12.4 km of mains")
  const uniqueSteps = steps.filter((_, i) => !covered(i)).map((st) => {
    const m = /^(?:approve|agree|decide on|commit to|sign off|authorise|authorize)\s+([a-z]+ing)\s+(.+)$/i.exec(st.task)
    const ing = m?.[1]!.toLowerCase()
    const stem = ing?.slice(0, -3)
    const base = ing === undefined || stem === undefined ? undefined : (verbBase(ing) ?? verbBase(`${stem}e`) ?? (/([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : stem))
    return m && base ? { ...st, task: capitalise(`${base} ${m[2]!}`) } : st
  })
  const uniqueNames = names.filter((n, i) => names.indexOf(n) === i)
  const uniqueParties = parties.map((p) => p.replace(/\s+/g, " ")).filter((p, i, all) => all.findIndex((o) => o.toLowerCase() === p.toLowerCase()) === i)
  // deadline, horizon and cap as core reads them, so every drafter's plan is checked against the same reading
  const limits = readBriefLimits(text)
  const capQ = limits.budgetCap
  if (limits.deadline) deadline = limits.deadline
  if (limits.horizon) horizon = limits.horizon
  const facts: BriefFacts = {
    steps: uniqueSteps,
    names: uniqueNames,
    parties: uniqueParties,
    quantities: quantities.filter((q, i, all) => all.findIndex((o) => o.text === q.text) === i),
    ...(deadline ? { deadline } : {}),
    ...(start ? { start } : {}),
    ...(horizon ? { horizon } : {}),
    ...(capQ ? { budgetCap: { value: capQ.value, text: capQ.text, unit: capQ.unit, money: true } } : {}),
    terms: termsOf(sentences, uniqueNames)
  }
  if (CACHE.size >= CACHE_SIZE) CACHE.delete(CACHE.keys().next().value as string)
  CACHE.set(key, facts)
  return facts
}

/** The zero-day milestone that closes the work before the deadline: an outcome, not a restated date. */
export const deadlineMilestone = (date: string): string => `All outputs accepted before the ${date} deadline`

/** "30 June 2026". */
export const formatDate = formatLongDate

/** Adds working days (Mon-Fri) to a date. */
export const addWorkingDays = (from: Date, days: number): Date => {
  const d = new Date(from.getTime())
  let left = days
  while (left > 0) {
    d.setUTCDate(d.getUTCDate() + 1)
    const dow = d.getUTCDay()
    if (dow !== 0 && dow !== 6) left--
  }
  return d
}

/** Working days between two dates. */
export const workingDaysBetween = (from: Date, to: Date): number => {
  let n = 0
  const d = new Date(from.getTime())
  while (d < to && n < 5000) {
    d.setUTCDate(d.getUTCDate() + 1)
    const dow = d.getUTCDay()
    if (dow !== 0 && dow !== 6) n++
  }
  return n
}
