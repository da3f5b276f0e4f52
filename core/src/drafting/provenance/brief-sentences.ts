// The brief read as sentences and content words, to find the sentence a drafted line rests on.
import type { Brief } from "../../brief/brief"

const STOP = new Set(
  "the a an and or of to for in on at by with from into onto as is are be been being was were will would can could should must may this that these those its it their our your we they all any each every per than then there here via about over under after before within without across up out not no new".split(" ")
)

const stem = (w: string): string => (w.length > 4 && w.endsWith("ies") ? `${w.slice(0, -3)}y` : w.length > 3 && w.endsWith("s") && !w.endsWith("ss") ? w.slice(0, -1) : w)

/** Lower-case content words: no stop words, numbers without their thousands commas, plurals folded. */
export const contentWords = (text: string): ReadonlySet<string> =>
  new Set(
    text
      .toLowerCase()
      .replace(/(\d),(\d{3})/g, "$1$2")
      .split(/[^a-z0-9.]+/)
      .map((w) => w.replace(/^\.+|\.+$/g, ""))
      .filter((w) => w.length >= 2 && !STOP.has(w))
      .map(stem)
  )

export interface BriefSentence {
  readonly text: string
  readonly words: ReadonlySet<string>
}

/**
 * Sentences of a text: paragraphs, list items and "label:" lines, then full stops and semicolons; a line wrapped
 * inside a sentence is joined again, and a leading "label:" ("Goals:", "constraints:") is dropped.
 */
export const sentencesOf = (text: string): Array<BriefSentence> =>
  text
    .replace(/([^\n])\n(?![ \t]*(?:[-*•]\s|\d+[.)]\s|[A-Za-z][A-Za-z_ ]{1,23}:\s|\n))/g, "$1 ")
    .split(/\n+|(?<=[.!?;])\s+(?=\S)/)
    .map((s) => s.trim().replace(/^(?:[-*•]|\d+[.)])\s+/, "").replace(/^[A-Za-z][A-Za-z_ ]{1,23}:\s+/, "").trim())
    .filter((s) => s.length > 3)
    .map((s) => ({ text: s.replace(/;$/, ""), words: contentWords(s) }))

/** The brief's words the drafted brief_text leaves out: the risk context, parties, budget specifics and one-off costs. */
export const briefExtraText = (brief: Brief): string =>
  [
    brief.risks?.context ?? "",
    ...(brief.stakeholders ?? []).map((s) => `${s.name}${s.role ? `, ${s.role}` : ""}${s.org ? ` at ${s.org}` : ""}${s.board_role ? ` (${s.board_role})` : ""}.`),
    brief.budget?.extras?.software ?? "",
    brief.budget?.extras?.hardware ?? "",
    brief.budget?.extras?.third_party ?? "",
    ...(brief.budget?.one_off_costs ?? []).map((c) => `${c.name} (${c.amount}).`)
  ]
    .map((s) => s.trim())
    .filter((s) => s !== "")
    // each part ends a sentence: the wrapped-line join must not run two parts together
    .map((s) => (/[.!?;]$/.test(s) ? s : `${s}.`))
    .join("\n")

/**
 * The sentence most of a line's content words appear in (at least 60% of them, and two words unless the line has
 * only one), or undefined.
 */
export const bestSentence = (line: string, sentences: ReadonlyArray<BriefSentence>): BriefSentence | undefined => {
  const words = [...contentWords(line)]
  if (words.length === 0) return undefined
  let best: { s: BriefSentence; share: number; hits: number } | undefined
  for (const s of sentences) {
    const hits = words.filter((w) => s.words.has(w)).length
    const share = hits / words.length
    if (best === undefined || share > best.share || (share === best.share && hits > best.hits)) best = { s, share, hits }
  }
  return best && best.share >= 0.6 && best.hits >= Math.min(2, words.length) ? best.s : undefined
}
