// Personas from the people a brief names: the actors of its features ("Members book and cancel courts", "coaches
// block courts for lessons") and the people nouns the tagger marks, each with the job the brief gives them and the
// pains its own sentences state ("juniors' parents cannot see free slots").
import type { PersonaPattern } from "../knowledge/personas"
import { sentencesOf } from "./brief-facts"
import { briefFeatures } from "./brief-features"
import { tagSentence } from "./brief-nlp"
import type { DraftContext } from "./context"
import { capitalise } from "./text"

const plural = (w: string): string => (/(s|sh|ch|x)$/.test(w) ? `${w}es` : /[^aeiou]y$/.test(w) ? `${w.slice(0, -1)}ies` : `${w}s`)
const singular = (w: string): string => w.replace(/ies$/, "y").replace(/(ch|sh|x|ss)es$/, "$1").replace(/([^s])s$/, "$1")
const NOT_PEOPLE = /^(people|staff|team|teams|users?|we|they|everyone|someone|support)$/i

/** Up to four personas in the brief's words; none when the brief names fewer than two kinds of people. */
export const briefPersonas = (ctx: DraftContext): Array<PersonaPattern> => {
  const features = briefFeatures(ctx.text)
  const sentences = sentencesOf(ctx.text)
  const actors: Array<string> = []
  for (const f of features) if (f.actor && !NOT_PEOPLE.test(f.actor) && !actors.includes(f.actor)) actors.push(f.actor)
  // people nouns the tagger marks as actors and that do something in the brief ("parents pay", "coaches block")
  for (const s of sentences.slice(0, 8)) {
    const terms = tagSentence(s)
    terms.forEach((t, i) => {
      const w = singular(t.normal.replace(/'s?$/, ""))
      const acts = terms[i + 1]?.tags.has("Verb") === true && !terms[i + 1]!.tags.has("Copula")
      if (t.tags.has("Plural") && t.tags.has("Actor") && acts && w.length > 3 && !NOT_PEOPLE.test(w) && !actors.includes(w)) actors.push(w)
    })
  }
  if (actors.length < 2) return []
  return actors.slice(0, 4).map((actor) => {
    const jobs = features.filter((f) => f.actor === actor && /^to\s+/.test(f.want) && !/^to\s+have\b/.test(f.want)).map((f) => f.want.replace(/^to\s+/, "")).filter((w) => w.split(/\s+/).length >= 2)
    const mentions = new RegExp(`\\b(${actor}|${plural(actor)})\\b`, "i")
    const pains = sentences
      .filter((s) => mentions.test(s) && /\b(cannot|can't|no way|not|never|slow|late|lost|miss|by phone|paper|spreadsheet|hours|complain|dispute|keep|forget)\b/i.test(s))
      .map((s) => s.replace(/[.;]+$/, "").split(/\s+/).slice(0, 14).join(" "))
      .slice(0, 2)
    return {
      name: capitalise(actor),
      jtbd: jobs.length > 0 ? capitalise(jobs.slice(0, 2).join(" and ")) : `Get what ${ctx.project} offers ${plural(actor)} without chasing anyone`,
      pains: pains.length > 0 ? pains : [`no way to do it themselves today`]
    }
  })
}
