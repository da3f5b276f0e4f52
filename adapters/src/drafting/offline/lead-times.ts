// Lead times a brief states ("Grid connection upgrades at both depots have a quoted lead time of 18 months",
// "the chillers take 20 weeks to manufacture"): a task of that length in the build stage, so the plan cannot
// finish before the thing can arrive (issue 33, point 4: durations the brief states shape the tasks).
import type { TaskTemplate } from "../knowledge/stage-templates"
import { sentencesOf } from "./brief-facts"
import { supplierResource } from "./main-assets"

export interface LeadTime {
  readonly thing: string
  readonly n: number
  readonly unit: "week" | "month"
  readonly quoted: boolean
}

const NUMBER_WORDS: Record<string, number> = Object.fromEntries(
  ["one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty"].map((w, i) => [w, i + 1])
)
const N = String.raw`(\d{1,2}|${Object.keys(NUMBER_WORDS).join("|")})`
const UNIT = String.raw`(weeks?|months?)`
const ABOUT = String.raw`(?:about |around |roughly |up to |at least |some )?`

// "<thing> has/have a (quoted) lead time of N months"; "lead times for <thing> are N weeks"; "<thing> take(s) N months to build"
const PATTERNS: ReadonlyArray<{ re: RegExp; thing: number; n: number; unit: number; quoted: number }> = [
  { re: new RegExp(String.raw`([^.;:]{3,90}?)\s+(?:has|have|carr(?:y|ies)|with)\s+(?:an?\s+)?(quoted\s+|typical\s+|current\s+|stated\s+|expected\s+)?lead[- ]times?\s+of\s+${ABOUT}${N}\s+${UNIT}`, "i"), thing: 1, quoted: 2, n: 3, unit: 4 },
  { re: new RegExp(String.raw`([^.;:]{3,90}?)\s+(?:has|have|carr(?:y|ies)|with)\s+an?\s+(quoted\s+|typical\s+|current\s+|stated\s+|expected\s+)?${N}-${UNIT.replace("s?", "")}\s+lead[- ]times?`, "i"), thing: 1, quoted: 2, n: 3, unit: 4 },
  { re: new RegExp(String.raw`(quoted\s+)?lead[- ]times?\s+(?:for|on)\s+([^.;:]{3,60}?)\s+(?:is|are|runs?|stands? at)\s+${ABOUT}${N}\s+${UNIT}`, "i"), quoted: 1, thing: 2, n: 3, unit: 4 },
  { re: new RegExp(String.raw`([^.;:]{3,60}?)\s+takes?\s+${ABOUT}${N}\s+${UNIT}\s+to\s+(?:build|deliver|manufacture|make|arrive|supply|connect|fabricate)`, "i"), thing: 1, quoted: 0, n: 2, unit: 3 },
  // "ESB Networks quotes 14 months for the connection"
  // (a range "18 to 24 months" is planned at its longer end)
  { re: new RegExp(String.raw`\b(quot(?:es?|ed|ing))\s+(?:a\s+)?${ABOUT}(?:\d{1,2}\s*(?:to|-|–)\s*)?${N}\s+${UNIT}\s+(?:for|to (?:deliver|build|complete|make|install))\s+([^.;:,]{3,60})`, "i"), quoted: 1, n: 2, unit: 3, thing: 4 }
]

/** The thing without what leads into its clause: "The depots have to keep running, and grid upgrades" -> "grid upgrades". */
const cleanThing = (raw: string): string =>
  raw
    .split(/,\s+|\s+(?:and|but|while|so)\s+(?=[a-z])/i)
    .at(-1)!
    .replace(/^(?:also|however|currently|today|meanwhile)\s+/i, "")
    .replace(/^(?:the|our|their|its)\s+/i, "")
    .trim()
    // a sentence's capital is not a name's: "Grid connection upgrades" -> "grid connection upgrades"
    .replace(/^([A-Z])(?=[a-z]+\s+[a-z])/, (c) => c.toLowerCase())

/** A one-word thing as the brief named it before: "connection" -> "grid connection" ("a 2 MW grid connection"). */
const fullThing = (thing: string, text: string): string => {
  if (/\s/.test(thing)) return thing
  const m = new RegExp(String.raw`\b(?!(?:the|a|an|our|its|this|that|for|of|and)\b)([a-z][\w-]+)\s+${thing}\b`, "i").exec(text)
  return m ? `${m[1]!.toLowerCase()} ${thing}` : thing
}

export const statedLeadTimes = (text: string): Array<LeadTime> => {
  const out: Array<LeadTime> = []
  for (const sentence of sentencesOf(text))
    for (const p of PATTERNS) {
      const m = p.re.exec(sentence)
      if (!m) continue
      const thing = cleanThing(m[p.thing] ?? "")
      const n = NUMBER_WORDS[(m[p.n] ?? "").toLowerCase()] ?? Number(m[p.n])
      if (thing.split(/\s+/).length < 1 || thing.length < 3 || !(n > 0)) continue
      out.push({ thing: fullThing(thing, text), n, unit: /^month/i.test(m[p.unit] ?? "") ? "month" : "week", quoted: p.quoted > 0 && /^quot/i.test((m[p.quoted] ?? "").trim()) })
      break
    }
  return out
}

const workingDays = (l: LeadTime): number => (l.unit === "month" ? Math.round(l.n * 21.7) : l.n * 5)

/** One task per stated lead time: the supplier delivers the thing over its lead time, from the order or application. */
export const leadTimeTasks = (text: string): Array<TaskTemplate & { readonly sized: true }> =>
  statedLeadTimes(text).map((l) => ({
    task: `Deliver the ${l.thing} over the ${l.quoted ? "quoted " : ""}lead time of ${l.n} ${l.unit}${l.n === 1 ? "" : "s"}`,
    days: workingDays(l),
    resource: supplierResource("Supplier"),
    sized: true
  }))
