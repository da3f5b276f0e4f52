// Personas from the people a brief names: the actors of its features ("Members book and cancel courts", "coaches
// block courts for lessons") and the people nouns the tagger marks, each with the job the brief gives them and the
// pains its own sentences state ("juniors' parents cannot see free slots").
import { STAFF_PEOPLE } from "../knowledge/feature-stories"
import type { PersonaPattern } from "../knowledge/personas"
import { sentencesOf } from "./brief-facts"
import { briefFeatures, proseFeatures } from "./brief-features"
import { tagSentence, type Term } from "./brief-nlp"
import type { DraftContext } from "./context"
import { qualified } from "./feature-story-writer"
import { capitalise } from "./text"

const plural = (w: string): string => (/(s|sh|ch|x)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`)
const singular = (w: string): string => w.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/([^s])s$/, "$1")
const NOT_PEOPLE = /^(people|staff|team|teams|users?|we|they|everyone|someone|support)$/i

// Kinds of people briefs name whose plural the tagger may read as a verb ("coaches", "nurses", "volunteers").
const PEOPLE = new Set(
  "coach,member,parent,volunteer,nurse,carer,patient,guest,resident,student,pupil,player,child,family,visitor,client,customer,tenant,landlord,driver,officer,manager,trustee,supporter,donor,athlete,runner,fan,teacher,chef,clinician,doctor,pharmacist,technician,engineer,inspector,coordinator,treasurer,secretary,steward,marshal,caller,handler,adviser,advisor,buyer,agent,farmer,grower,reviewer,approver,learner,trainee,employee,worker,operator,umpire,referee,captain,junior,senior,owner,shopper,subscriber,applicant,contractor,councillor,governor,director,trainer,instructor,mentor,attendee,delegate,speaker,exhibitor,vendor,partner"
    .split(",")
)
const PERSON_SUFFIX = /(ist|ian|eer|ee|ant|ent)$/
const BREAK = /^(and|but|while|whereas|so|when|where|then|or)$/

const has = (t: Term | undefined, tag: string): boolean => t !== undefined && t.tags.has(tag)

/**
 * Plural people nouns read as the subject of a clause, the noun reading preferred over the tagger's verb reading
 * after a determiner or number, at the start of a sentence or clause, or after a noun that qualifies it
 * ("coaches block courts", "the committee members approve fixtures"), with the job the clause gives them.
 */
export const subjects = (terms: ReadonlyArray<Term>): Array<{ actor: string; job?: string }> => {
  const out: Array<{ actor: string; job?: string }> = []
  terms.forEach((t, i) => {
    const word = t.normal.replace(/'s?$/, "")
    if (!/[^s]s$/.test(word) || !(has(t, "Plural") || has(t, "PresentTense") || has(t, "Noun"))) return
    const prev = terms[i - 1]
    const qualifier = prev !== undefined && has(prev, "Noun") && has(prev, "Singular") && !/[,;:.]/.test(prev.post) && !has(prev, "Pronoun")
    const opens = prev === undefined || /[,;:.]/.test(prev.post) || BREAK.test(prev.normal) || has(prev, "Determiner") || has(prev, "Value") || has(prev, "Adjective") || qualifier
    const next = terms[i + 1]
    // the next word reads as the clause's verb: tagged as one, or a base form the tagger took for a noun ("block")
    const acts = next !== undefined && !/[,;:.]/.test(t.post) && !has(next, "Copula") && !has(next, "Preposition") && !has(next, "Determiner") && (has(next, "Verb") || (has(next, "Singular") && !/s$/.test(next.normal)))
    const one = singular(word)
    const person = has(t, "Actor") || PEOPLE.has(one) || (PERSON_SUFFIX.test(one) && !/ment$/.test(one))
    if (!opens || !acts || !person || one.length <= 3) return
    const actor = qualifier ? `${prev!.normal} ${one}` : one
    const job: Array<string> = []
    for (let j = i + 1; j < terms.length && job.length < 7; j++) {
      if (job.length > 0 && (BREAK.test(terms[j]!.normal) || has(terms[j], "Conjunction"))) break
      job.push(terms[j]!.normal)
      if (/[,;:.]/.test(terms[j]!.post)) break
    }
    out.push({ actor, ...(job.length >= 2 ? { job: job.join(" ") } : {}) })
  })
  return out
}

/** Up to four personas in the brief's words; none when the brief names no people who use what it makes. */
export const briefPersonas = (ctx: DraftContext): Array<PersonaPattern> => {
  const features = briefFeatures(ctx.text)
  const sentences = sentencesOf(ctx.text)
  const actors: Array<string> = []
  const prose = proseFeatures(ctx.text)
  for (const f of [...features, ...prose]) if (f.actor && !NOT_PEOPLE.test(f.actor) && !actors.includes(f.actor)) actors.push(f.actor)
  // people nouns that do something in the brief ("parents pay", "coaches block", "the committee members approve")
  const jobsOf = new Map<string, string>()
  for (const s of sentences.slice(0, 8)) {
    for (const { actor, job } of subjects(tagSentence(s))) {
      if (NOT_PEOPLE.test(actor) || actors.includes(actor)) continue
      actors.push(actor)
      if (job) jobsOf.set(actor, job)
    }
  }
  // the staff who run the service, when the brief names them ("22 inspectors", "permit officers")
  for (const m of ctx.text.matchAll(/\b([a-z]+)s\b/gi)) {
    const one = m[1]!.toLowerCase()
    if (STAFF_PEOPLE.test(one) && !actors.includes(one) && actors.length < 4 && actors.length > 0) actors.push(one)
  }
  if (actors.length < 1) return []
  return actors.slice(0, 4).map((actor) => {
    const jobs = [...features, ...prose].filter((f) => f.actor === actor && /^to\s+/.test(f.want) && !/^to\s+have\b/.test(f.want)).map((f) => f.want.replace(/^to\s+/, "")).filter((w) => w.split(/\s+/).length >= 2)
    const mentions = new RegExp(`\\b(${actor}|${plural(actor)})\\b`, "i")
    const pains = sentences
      .filter((s) => mentions.test(s) && /\b(cannot|can't|no way|not|never|slow|late|lost|miss|by phone|paper|spreadsheet|hours|complain|dispute|keep|forget)\b/i.test(s))
      // the sentence's own clause that states the pain, whole ("Residents post proof of address and wait up to three weeks")
      .map((s) => s.replace(/[.;]+$/, "").split(/;\s+/).find((c) => mentions.test(c)) ?? s.replace(/[.;]+$/, ""))
      .filter((c) => c.split(/\s+/).length <= 22)
      .slice(0, 2)
    return {
      // "Manager" -> "Claims manager" when the brief calls them so
      name: capitalise(STAFF_PEOPLE.test(actor) ? qualified(ctx.text, actor) : actor),
      jtbd: jobs.length > 0 ? capitalise(jobs.slice(0, 2).join(" and ")) : jobsOf.has(actor) ? capitalise(jobsOf.get(actor)!) : `Get what ${ctx.project} offers ${plural(actor)} without chasing anyone`,
      pains: pains.length > 0 ? pains : [`no way to do it themselves today`]
    }
  })
}
