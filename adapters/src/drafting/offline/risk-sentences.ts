// How a sponsor's risk sentence is read (issue 33): the thing it is about, for the response ("the grid connection
// dates", "the new ringers"); its title is risk-titles.ts's. Sponsors write risks as they speak:
// "When we open up the roof we may find ...", "If the appeal falls short we will have ...", "We could carry pests ...".
import { verbBase } from "./brief-facts"
import { capitalise, lowerFirst } from "./text"

const RISK_VERB = /\s+(may|might|could|can|cannot|can't|will|won't|would|must|is|are|was|were|has|have|had|isn't|aren't|fails?|slips?|slipped|keeps?|go(es)?|arrives?|disputes?|leave|drop|complain|withdraw|impose|depend|get|gets|wants?|need|needs|means?|falls?|fell)\b/i
const PRESENT_VERB = /^(?:see|sees|think|thinks|say|says|feel|feels|believe|believes|view|views|regard|regards|use|uses|run|runs|hold|holds|expect|expects|worry|worries|fear|fears|treat|treats|oppose|opposes)$/i
const PRONOUN = /^(?:we|i|they|you|it|he|she|our team|the team)$/i
// how sponsors open a worry: "We're worried about ...", "And if ...", "There is a risk that ..."
export const WORRY_LEAD = /^(?:and\s+|but\s+|also\s+)?(?:if\s+|(?:(?:we|i)(?:'re|’re|'m|’m| are| am)\s+(?:worried|concerned|nervous)\s+(?:about\s+|that\s+)?)|(?:there(?:'s|’s| is) a (?:real )?risk that\s+)|(?:the risk is that\s+)|(?:our (?:biggest )?worry is(?: that)?\s+))/i

/** The thing a risk sentence is about: the words before its first verb ("Imaging equipment fails checks" -> "the imaging equipment"). */
export const riskThing = (whole: string): string => {
  // "When we open up the roof we may find the timber decay ...": the thing is in the main clause
  const sub = /^(?:when|once|if|while|as soon as|should|after|before)\s+(.+?)(?:,\s*|\s+(?=(?:we|they|it|there)\s+(?:may|might|could|can|will|would|won't|cannot|can't)\b))(.+)$/i.exec(whole)
  const sentence = sub ? capitalise(sub[2]!) : whole
  const m = RISK_VERB.exec(sentence)
  // "We could carry pests like dermestid beetles into ...": a pronoun is no thing; what it acts on is
  if (m && PRONOUN.test(sentence.slice(0, m.index).trim())) {
    // "We may not recruit and train enough new ringers" -> the new ringers: past the modal's verbs and quantifiers
    const after = sentence.slice(m.index + m[0].length).trim().split(/\s+/)
    let k = 0
    while (k < after.length && /^(not|never|also|still|be|able|to)$/i.test(after[k]!)) k++
    k++
    while (k + 1 < after.length && /^(and|or)$/i.test(after[k]!) && verbBase(after[k + 1]!.toLowerCase()) !== undefined) k += 2
    while (k < after.length && /^(enough|all|any|every)$/i.test(after[k]!)) k++
    const object = after.slice(k)
    const end = object.findIndex((w, i) => i > 0 && /^(into|in|on|at|to|from|and|or|so|because|which|that|if|when|while|before|after|is|are|was|were|will|would|could|may|might)$/i.test(w))
    const words = object.slice(0, end > 0 ? Math.min(end, 6) : 6).join(" ").replace(/[,;:.]$/, "")
    if (words.length > 2) return /^(the|a|an|our|their)\b/i.test(words) ? words : `the ${words}`
  }
  // "Hitting unmapped services ...": the thing is what the gerund meets, not the gerund
  const words = (m && m.index > 2 ? sentence.slice(0, m.index) : sentence).split(/\s+/).filter((w, i) => !(i === 0 && /^[A-Z]?[a-z]+ing$/.test(w)))
  // a long subject is cut before a qualifier, never mid-phrase: "the seven years of permit records (with inconsistent ...)"
  // "Some local fishermen see the reef as ...": the subject ends before its verb, even one the list above lacks
  const verbAt = words.length <= 2 ? -1 : words.findIndex((w, i) => i > 0 && i < 7 && ((i > 1 && words.length > 5 && (verbBase(w.toLowerCase()) === w.toLowerCase() || PRESENT_VERB.test(w))) || (/ed$/i.test(w) && (verbBase(w.toLowerCase()) !== undefined || /s$/i.test(words[i - 1] ?? "")))) && !/^(the|a|an|of|to|and|or)$/i.test(words[i - 1] ?? ""))
  if (verbAt >= 1) words.splice(verbAt)
  const qualifier = words.slice(0, 8).findLastIndex((w, i) => i > 1 && /^(with|that|which|in|for|from|on|at|across|under)$/i.test(w))
  const cut = words.length <= 7 ? words.length : qualifier > 1 ? qualifier : m ? 2 : 5
  const taken = words.slice(0, cut > 1 ? cut : 7)
  while (taken.length > 2 && /^(and|or|of|the|a|an|to|once|when|if|with|in|for|on|at)$/i.test(taken[taken.length - 1]!.replace(/[,;:]$/, ""))) taken.pop()
  // "Around 1,500 of the fluid jars" is about the fluid jars
  const subject = taken.join(" ").replace(/[,;:]$/, "").replace(/^(?:(?:around|about|roughly|some|over|nearly|up to|at least)\s+)?[\d,.]+%?\s+of\s+/i, "")
  // (a name stays as written: "Harbour Trust", "CivicPark")
  const lower = (/^[A-Z][a-z]/.test(subject) && !/^[A-Z][a-z]+\s+[A-Z]/.test(subject) && !/^[A-Z][a-z]+[A-Z]/.test(subject)) || /^(?:A|An|The|Our|Some|Any)\s/.test(subject) ? lowerFirst(subject) : subject
  return /^(the|a|an|our|their|any|some)\b/i.test(lower) || /^[A-Z]/.test(lower) ? lower : `the ${lower}`
}

/** The sentences that name risks: the first paragraph (the pack sends the risk context first, then the scope). */
export const riskContext = (text: string): string => {
  const first = text.split(/\n/)[0] ?? ""
  return first.trim().length >= 30 ? first : text
}
