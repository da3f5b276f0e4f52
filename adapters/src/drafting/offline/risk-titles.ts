// A risk's title as a PM writes it in a register (issue 33, points 2 and 6): the cause or event in a few words, in
// the present tense, without the sponsor's hedges ("could", "may", "honestly, the big worry is"), without the effect
// the sentence goes on to ("..., which would add cost", "... and we'd lose the story") and never cut mid-clause.
// The sponsor's whole sentence stays in the risk's description.
import { verbBase } from "./brief-facts"
import { capitalise, lowerFirst } from "./text"

// discourse openers and worry labels: "Honestly, the big worry is the script: ..."
const LEAD = /^(?:(?:honestly|frankly|to be honest|realistically|of course|obviously|in practice)\s*,?\s+|(?:the|my|our)\s+(?:big(?:gest)?|main|real|other|last|first|one)\s+(?:worry|concern|risk|fear|headache|unknown)\s+(?:is|would be)\s+(?:that\s+)?|(?:i|we)(?:'m|’m| am|'re|’re| are)\s+(?:least sure|not sure|unsure)\s+about\s+|(?:i|we)(?:'m|’m| am|'re|’re| are)\s+(?:worried|concerned|nervous)\s+(?:about\s+|that\s+)?)/i
// what follows the event: its effect or an aside ("..., which would add cost", "..., so people may not ...")
const EFFECT_TAIL = /(?:,\s*|\s+)(?:which (?:would|could|will|may|might|means?)|that(?:'s|’s| is| would be) (?:a |an )?\w+|meaning|so (?:that |if )?(?:we|people|they|it|the|our|users|visitors|staff)|and (?:we|i|they)(?:'d|’d|'ll|’ll| would| will| could| might| may| lose| have| can't| can’t| cannot| won't| don't| need)|and (?:could|would|might|may|will) (?!be\b))\b.*$|,\s*so\s+.*$|\s+is the (?:part|bit|thing|area) (?:i|we)(?:'m|’m| am|'re|’re| are) (?:least|less|not) sure (?:about|of)$/i
// "Club volunteers are already stretched and may not take on new teams": the state qualifies the thing, the modal clause is the event
const STATE_THEN_EVENT = /^(.+?)\s+(?:is|are)\s+(?:(?:very|too|quite|really|already|often|so|a bit)\s+)?([a-z-]+)\s+and\s+((?:could|may|might|will|would|can't|can’t|cannot|won't|won’t)\b.+)$/i
// "Manufacturer delivery slots are tight and a delay would put ...": a state, then an effect with its own subject
const STATE_THEN_EFFECT = /^(.+?)\s+(?:is|are)\s+(?:(?:very|too|quite|really|already|often|so)\s+)?([a-z-]+)\s+and\s+(?:a|an|the|this|that|it|we|they)\b.*\b(?:would|could|will|might|may)\b.*$/i
// "A player falls ill we can't always find a deputy": a second clause run on without a comma
const RUN_ON = /\s+(?:we|they|i)\s+(?:can't|can’t|cannot|won't|won’t|don't|don’t|will|would|'d|may|might|could|lose|have|need|must|are)\b.*$/i
const JOINERS = /^(?:that|which|if|when|and|but|so|because|as|than|unless|until|before|after|what|whether|once|while|where|how|who)$/i
const MODALS = /\b(could|may|might|can|will|would|cannot|can't|can’t|won't|won’t)\b(\s+not)?\s+(?:(?:also|still|even|just|easily|simply|suddenly|well)\s+)?(?:(not)\s+)?([a-z'’-]+)/i
const REQUIREMENT = /^(.+?)\s+(?:must|has to|have to|needs? to|is to|are to|should)\s+(be\s+)?(.+)$/i
const STATE_ADJ = "short|slow|weak|poor|patchy|limited|old|complex|unreliable|unclear|tight|scarce|clunky|costly|expensive|fragile|late|unproven|untested|inexperienced|overstretched|stretched|short-staffed|understaffed|full"
const COPULA_ADJ = new RegExp(`^(.+?)\\s+(?:is|are)\\s+(?:(?:very|too|quite|really|often|usually|so|notoriously)\\s+)?((?:${STATE_ADJ})(?:\\s+and\\s+(?:${STATE_ADJ}))?)$`, "i")
const PARTICIPLE = /^(?:[a-z-]+(?:ed|en|wn)|cut|hit|held|lost|built|set|shut|sold|left|kept|sent|spent|put|run|found|made|paid|told|caught|bought|brought|taught|stuck|struck|hung|dug|won|done|gone|seen|known|shown|given|taken|broken|stolen|frozen|chosen|split|spread|let|quit)$/i
// verbs of what goes wrong that the step lexicon may lack
const EVENT_VERBS = new Set(["fail", "miss", "lose", "leave", "cancel", "drop", "close", "stop", "slip", "delay", "break", "refuse", "withdraw", "cause", "hit", "push", "cut", "damage", "block", "reject", "ignore", "overrun", "exceed", "disrupt", "force", "kill", "spoil", "flood", "collapse", "crack", "erode"])
const IRREGULAR_3SG: Record<string, string> = { be: "is", have: "has", do: "does", go: "goes" }
// a past event that is the reason for the worry, named by what it was: "our previous contractor went into administration"
const HISTORY_EVENTS: ReadonlyArray<[RegExp, string]> = [
  [/\b(?:went|gone|going) (?:into|in) (?:administration|receivership|liquidation|examinership)\b|\bwent (?:bust|under)\b|\bcollapsed\b|\bfolded\b|\bbecame insolvent\b/i, "insolvency"],
  [/\bwalked (?:off|away)\b|\babandoned\b|\bstopped (?:answering|responding|replying)\b|\bwent (?:silent|quiet)\b/i, "walking away mid-contract"],
  [/\bcancell?ed\b|\bpulled out\b|\bwithdrew\b/i, "withdrawal"],
  [/\bwent on strike\b|\bstruck\b|\bstrikes? (?:hit|closed|stopped)\b/i, "strike action"],
  [/\bran (?:late|over)\b|\boverran\b|\bslipped\b|\bwas late\b|\bwere late\b|\bdelivered late\b/i, "late delivery"],
  [/\bwent over budget\b|\boverspent\b|\bcost (?:far |much )?more than\b/i, "cost overrun"]
]
const HISTORY = /\b(?:previous|former|last|went|was|were|had|did|collapsed|folded|walked|abandoned|overran|overspent)\b/i
const DETERMINER = /^(?:a|an|the|our|their|its|your|this|that|these|those)\s+/i
const SUBJECT_TRIM = /^(?:(?:a|an|the|our|their|its|your|this|that|previous|former|last|old|current|existing|usual|main)\s+)+/i

const words = (s: string): Array<string> => s.split(/\s+/).filter((w) => w.length > 0)

const PREPOSITIONS = /\s+(?:of|in|at|on|for|from|with|near|between|along|across|to|under|over|around|about)\s+/i

const plural = (subject: string): boolean => {
  // "Reconciling numbers ..." is one activity; "a couple of key engineers" is the engineers
  if (/^[A-Z]?[a-z]+ing\b/.test(subject) && !/^(?:the|a|an)\b/i.test(subject)) return false
  const quantity = /^(?:a\s+)?(?:couple|number|lot|few|handful|some|many|most|all|several|one|two|three|four|five)\s+of\s+(.+)$/i.exec(subject)
  if (quantity) return !/^(?:a|an)\s+(?:number|lot)$/i.test(subject.split(/\s+of\s+/i)[0]!) || plural(quantity[1]!)
  const head = words(subject.split(PREPOSITIONS)[0] ?? subject).at(-1)?.toLowerCase() ?? ""
  return /\band\b/i.test(subject.split(PREPOSITIONS)[0] ?? "") || /^(?:staff|people|police|we|they|you|cattle|media|data|crews?hip)$/.test(head) || (/[^s'’]s$/.test(head) && !/(?:ss|us|is|ics)$/.test(head))
}

const thirdPerson = (verb: string): string => {
  const v = verb.toLowerCase()
  if (IRREGULAR_3SG[v]) return IRREGULAR_3SG[v]!
  if (/(?:s|sh|ch|x|z|o)$/.test(v)) return `${verb}es`
  if (/[^aeiou]y$/.test(v)) return `${verb.slice(0, -1)}ies`
  return `${verb}s`
}

/** "could cancel or fail to pay" -> "cancels or fails to pay"; "can be cancelled" -> "cancelled"; "may not have" -> "does not have". */
const presentTense = (clause: string): string => {
  const m = MODALS.exec(clause)
  if (!m) return clause
  const subject = clause.slice(0, m.index).trim()
  if (words(subject).length === 0) return clause
  const many = plural(subject)
  const negative = m[2] !== undefined || m[3] !== undefined || /n[’']t$|cannot/i.test(m[1]!)
  const verb = m[4]!
  const rest = clause.slice(m.index + m[0].length)
  let phrase: string
  if (/^be$/i.test(verb)) {
    const next = words(rest)[0] ?? ""
    // "can be cancelled" -> "cancelled"; "could be late" -> "is late"
    phrase = PARTICIPLE.test(next) ? (negative ? `${/^can/i.test(m[1]!) ? "cannot be" : "not"}${rest}` : rest.trimStart()) : `${many ? "are" : "is"}${negative ? " not" : ""}${rest}`
  } else if (negative) phrase = /^can/i.test(m[1]!) ? `cannot ${verb}${rest}` : `${many ? "do" : "does"} not ${verb}${rest}`
  else {
    // "cancel or fail to pay": each verb of the pair takes the subject
    const pair = /^(\s+(?:and|or)\s+)([a-z]+)\b/i.exec(rest)
    const second = pair && !/^(?:the|a|an|our|their|its|not)$/i.test(pair[2]!) ? `${pair[1]}${many ? pair[2] : thirdPerson(pair[2]!)}${rest.slice(pair[0].length)}` : rest
    phrase = `${many ? verb : thirdPerson(verb)}${second}`
  }
  // "shorten the season or close the road": a later verb of the same subject, known by the object after it
  const later = phrase.replace(/(\s(?:and|or)\s)([a-z]+)(?=\s+(?:the|a|an|our|their|its|his|her|up|out|off|down|back|away|\d))/g, (all, join: string, w: string) =>
    many || /s$/.test(w) || (verbBase(w) !== w && !EVENT_VERBS.has(w)) ? all : `${join}${thirdPerson(w)}`
  )
  return `${subject} ${later}`.replace(/\s+/g, " ").trim()
}

/** A requirement the sponsor states as a worry fails: "Crews must be trained before ..." -> "Crews not trained before ...". */
const asFailure = (clause: string): string => {
  const m = REQUIREMENT.exec(clause)
  if (!m || words(m[1]!).length > 8 || /\b(?:we|i|they|you)$/i.test(m[1]!)) return clause
  return m[2] ? `${m[1]} not ${m[3]}` : `${m[1]} ${plural(m[1]!) ? "fail" : "fails"} to ${m[3]}`
}

/** "Mobile signal at the car parks is weak" -> "Weak mobile signal at the car parks". */
const adjectiveFirst = (clause: string): string => {
  const m = COPULA_ADJ.exec(clause)
  if (!m || words(m[1]!).length > 9) return clause
  return `${m[2]} ${properOrLower(m[1]!.replace(DETERMINER, "").replace(/^some(?: of (?:the|our))?\s+/i, ""))}`
}

/** A name keeps its capital ("Harbour Trust", "CITES checks"); a common noun starts lower case inside a title. */
const properOrLower = (s: string): string =>
  /^[A-Z][a-z]+\s+[A-Z]|^[A-Z]{2,}|^[A-Z][a-z]+[A-Z]/.test(s) && !COMMON_FIRST.test(s) ? s : lowerFirst(s)
const COMMON_FIRST = /^(?:old|older|new|key|local|some|loyal|young|senior|junior|existing|current|main|big|small|large|other|several|many|most|all|both|each|every)\s/i

/** "Our previous framework contractor went into administration ..." -> "Framework contractor insolvency". */
const historyTitle = (clause: string): string | undefined => {
  if (!HISTORY.test(clause)) return undefined
  for (const [re, noun] of HISTORY_EVENTS) {
    const m = re.exec(clause)
    if (!m) continue
    const subject = clause.slice(0, m.index).replace(/\s+(?:has|have|had|was|were|just|also|once)\s*$/i, "").replace(SUBJECT_TRIM, "").trim()
    const n = words(subject).length
    if (n === 0 || n > 5 || /\b(?:we|i|they|he|she|it)$/i.test(subject)) return undefined
    return `${subject} ${noun}`
  }
  return undefined
}

/** "we may find the timber decay is worse ..." -> "the timber decay is worse ...": what is found is the risk. */
const withoutFinder = (clause: string): string =>
  clause
    // "We may not find enough nurse immunisers for the pop-ups" -> "Not enough nurse immunisers for the pop-ups"
    .replace(/^(?:we|they|i)\s+(?:(?:may|might|could|will)\s+not|(?:can't|can’t|cannot|won't|won’t|don't|don’t))\s+(?:be able to\s+)?(?:[a-z]+\s+and\s+)?(?:find|recruit|get|hire|attract|train|sign up|raise|keep|retain)\s+enough\s+/i, "Not enough ")
    .replace(/^(?:we|they|i)\s+(?:(?:may|might|could|will|would)\s+)?(?:find|hit|discover|uncover|encounter|come across)\s+(?:that\s+)?/i, "")

const CLAUSE_START = /^(?:that|which|who|when|while|because|until|once|unless|before|after|if|whereas|although)$/i
const PREPOSITION = /^(?:in|on|at|during|for|from|with|across|through|near|by|under|over|around|without|within|into)$/i
// a preposition right after these is the verb's particle ("get in and out", "goes on leave"), not a cut point
const PARTICLE_VERB = /^(?:get|gets|go|goes|come|comes|move|moves|set|sets|put|puts|take|takes|bring|brings|carry|carries|turn|turns|and|or)$/i
const DANGLING_WORD = /^(?:and|or|of|the|a|an|to|with|in|for|on|at|our|their|its|is|are|be|not|but|so|than|as|if|when|that|which|by|from)$/i

/** At most fourteen words, cut where a clause or a phrase starts, never ending on a word that needs one after it. */
const fitLength = (clause: string, max = 14): string => {
  const w = words(clause)
  if (w.length <= max) return clause
  const at = (ok: (i: number) => boolean): number => {
    for (let i = Math.min(max, w.length - 1); i >= 4; i--) if (ok(i)) return i
    return -1
  }
  let cut = at((i) => /,$/.test(w[i - 1]!) || CLAUSE_START.test(w[i]!))
  if (cut < 0) cut = at((i) => PREPOSITION.test(w[i]!) && !PARTICLE_VERB.test(w[i - 1]!))
  if (cut < 0) cut = at((i) => /^(?:and|or)$/i.test(w[i]!))
  const taken = w.slice(0, cut > 0 ? cut : max)
  while (taken.length > 3 && DANGLING_WORD.test(taken.at(-1)!.replace(/[,;:]$/, ""))) taken.pop()
  return taken.join(" ").replace(/[,;:]$/, "")
}

/** The register title of one risk sentence of a brief (its cause or event, present tense, at most twelve words). */
export const riskEventTitle = (sentence: string): string => {
  let s = sentence.trim().replace(/[.!?;]+$/, "")
  for (let i = 0; i < 3 && LEAD.test(s); i++) s = s.replace(LEAD, "")
  // "X: Y": a heading names the risk when it has no verb ("Chassis supply and manufacturer backlogs: ..."); a short
  // one only labels it ("the script: the second act is still in draft")
  const colon = /^([^:]{3,70}):\s+(.{8,})$/.exec(s)
  if (colon) s = COPULA_ADJ.test(colon[1]!) ? colon[1]! : words(colon[1]!).length >= 3 && !MODALS.test(colon[1]!) && !/\b(?:is|are|was|were|has|have)\b/i.test(colon[1]!) ? colon[1]! : colon[2]!
  // "When we open up the roof we may find the timber decay is worse": the main clause names what is found; "If a
  // shopfitter goes bust, half the programme stalls": the condition is the event
  const sub = /^(?:when|once|if|while|as soon as|after|before|should)\s+(.+?)(?:,\s*|\s+(?=(?:we|they|it|there|i)\s+(?:may|might|could|can|will|would|won't|cannot|can't|'ll|'d)\b))(.+)$/i.exec(s)
  if (sub) s = withoutFinder(sub[2]!) !== sub[2]! || /^(?:we|they|i)\b/i.test(sub[1]!) ? sub[2]! : sub[1]!
  const history = historyTitle(s)
  if (history) return capitalise(fitLength(history))
  const effect = STATE_THEN_EFFECT.exec(s)
  const state = STATE_THEN_EVENT.exec(s)
  if (effect && words(effect[1]!).length <= 8) s = `${effect[2]} ${properOrLower(effect[1]!.replace(DETERMINER, ""))}`
  else if (state && words(state[1]!).length <= 8) s = `${state[2]} ${properOrLower(state[1]!.replace(DETERMINER, "").replace(/^some(?: of (?:the|our))?\s+/i, ""))} ${state[3]}`
  s = s.replace(EFFECT_TAIL, "")
  // "If a shopfitter goes bust, half the programme stalls": the condition is the event, the new clause its effect
  const clause = /^(.{12,}?),\s+(?:the|a|an|half|our|we|it|this|that|they|there|everything|nothing)\b/i.exec(s)
  if (clause && /\b(?:is|are|was|were|goes|go|fails?|falls?|arrives?|comes?|slips?|runs?|[a-z]+s)\b/.test(clause[1]!)) s = clause[1]!
  // "Some bows have ivory tips, and CITES border checks have held up ...": a state, then the event
  const parts = s.split(/,\s+(?:and|but)\s+/i)
  if (parts.length === 2 && /\b(?:has|have|is|are)\b/i.test(parts[0]!) && !MODALS.test(parts[0]!) && words(parts[1]!).length >= 4) s = parts[1]!
  const run = RUN_ON.exec(s)
  if (run && run.index > 8 && !JOINERS.test(words(s.slice(0, run.index)).at(-1) ?? "")) s = s.slice(0, run.index)
  s = withoutFinder(s)
  s = presentTense(s)
  s = asFailure(s)
  s = adjectiveFirst(s)
  // "Grid connection is delayed" -> "Grid connection delayed": a register's headline drops the auxiliary
  s = s.replace(/^((?:\S+\s+){1,5}?)(?:is|are)\s+(?=(\S+))/i, (all, head: string, next: string) => (PARTICIPLE.test(next) && !/\b(?:is|are|was|were|has|have|do|does|not|while|when|if|because|as|until|and|or)\b/i.test(head) ? head : all))
  // "The landlord's works", "A promoter": a register names the thing without its article ("A couple of" stays)
  s = s.replace(/^(?:a|an|the)\s+(?=[a-z0-9])(?!(?:couple|few|number|lot|handful)\b)/i, "").replace(/^(?:our|their)\s+(?=[a-z])/i, "")
  return capitalise(fitLength(s.replace(/\s+/g, " ").trim()))
}

// words that end a title's subject: a verb, an auxiliary or an adverb before one
const VERBISH = /^(?:is|are|was|were|do|does|did|not|cannot|can't|has|have|had|need|needs|must|will|would|could|may|might|usually|often|always|never|still|already|keep|keeps|stop|stops|miss|misses|fail|fails|refuse|refuses|drop|drops|leave|leaves|arrive|arrives|run|runs|take|takes|make|makes|get|gets|go|goes|come|comes|hit|hits|hold|holds|push|pushes|cut|cuts|lose|loses|want|wants|depend|depends|fall|falls|rise|rises|slow|slows|drift|drifts|throw|throws|blow|blows|cost|costs|turn|turns|treat|treats|ignore|ignores|withdraw|withdraws|cancel|cancels|slip|slips|swamp|swamps|spoil|spoils|delay|delays|dispute|disputes|challenge|challenges|complain|complains|object|objects|ask|asks|find|finds|enrol|enrols|enroll|enrolls|sell|sells|shorten|shortens|crack|cracks|kill|kills|block|blocks|disclose|discloses|upset|upsets|mean|means|put|puts|pull|pulls|wash|washes|show|shows|differ|differs|change|changes|die|dies|break|breaks|leaves|send|sends|register|registers|stay|stays|apply|applies|transfer|transfers|left|worried|concerned|afraid|unhappy|reluctant|held|resist|resists|cause|causes|tail|tails|contain|contains|have|has|collapse|collapses)$/i
const ING_NOUNS = /^(?:during|morning|evening|building|ceiling|funding|planning|housing|parking|training|flooring|setting|meeting|timing|clothing|thing|string|spring|wing|ring|king|sibling|offering|landing|lighting|heating|booking|marketing|catering|engineering|recycling|fencing|netting|plumbing|wiring|signing|sharing|licensing|indexing|pricing|shipping|scanning|testing|reporting|processing|packaging|dispensing|prescribing)$/i

/** The thing a register title is about, for its response: "Promoter cancels or fails to pay" -> "the promoter". */
export const titleThing = (title: string): string | undefined => {
  // "Noise complaints from residents near the park": the people complaining
  const from = /^(?:[\w-]+\s+)?(?:complaints?|objections?|opposition|concerns?)\s+(?:from|by)\s+(.+?)(?:\s+(?:about|over|to)\b.*)?$/i.exec(title)
  if (from) return /^(?:the|a|an|some|our)\b/i.test(from[1]!) ? from[1]! : `the ${from[1]}`
  if (/^(?:[\w-]+\s+)?(?:complaints?|objections?)\b/i.test(title)) return "the people affected"
  // "Framework contractor insolvency": the party is the thing
  const party = new RegExp(`^(.+?)\\s+(?:${HISTORY_EVENTS.map(([, noun]) => noun).join("|")})$`, "i").exec(title)
  if (party) return `the ${properOrLower(party[1]!)}`
  const w = words(title)
  const at = w.findIndex((x, i) => {
    if (i === 0) return false
    const bare = x.toLowerCase().replace(/[^a-z'-]/g, "")
    // ("works running late": a plural before an -ing word is still the subject)
    if (/ing$/.test(w[i + 1] ?? "") && /s$/.test(bare) && !VERBISH.test(bare)) return false
    const last = bare.split("-").at(-1)!
    // an -ed word before a noun is its adjective ("printed cottons"); before a preposition or at the end, the event ("refused")
    const adjective = /ed$/.test(last) && w[i + 1] !== undefined && !/^(?:at|in|on|by|with|without|over|up|out|off|for|from|to|late|early|again|before|after|during|while|when|and|or|back|down|away)$/i.test(w[i + 1]!)
    const participle = /[a-z](?:ing|ed)$/.test(last) && !adjective && !ING_NOUNS.test(last) && !/^(?:need|based|used|speed|seed|feed|bed|shed|red|hundred)$/.test(last)
    return VERBISH.test(bare) || (participle && !bare.includes("-") && !/^(?:a|an|the|of|and|or|for|to|with|in|on)$/i.test(w[i - 1]!.replace(/^\(/, "")))
  })
  // "Slow supplier", "Rounding errors in converted invoices": a title without a verb names the thing, less its state
  if (at < 0) {
    const bare = title.replace(new RegExp(`^(?:(?:${STATE_ADJ})(?:\\s+and\\s+(?:${STATE_ADJ}))?\\s+)`, "i"), "")
    if (/^(?:[\w-]+\s+)?(?:complaints?|objections?)\b/i.test(bare)) return "the people affected"
    return bare === title ? undefined : `the ${properOrLower(bare)}`
  }
  if (at === 0) return undefined
  const subject = w.slice(0, at).join(" ").replace(/^not enough\s+/i, "").replace(/[,;:]$/, "")
  if (subject.length < 3 || /^(?:we|i|they|it|there)$/i.test(subject)) return undefined
  const lower = properOrLower(subject)
  return /^(?:the|a|an|some|our|their|any|no)\b/i.test(lower) || /^[A-Z]/.test(lower) ? lower : `the ${lower}`
}
