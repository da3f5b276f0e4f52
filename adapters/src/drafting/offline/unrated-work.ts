// Counted things no planning rate knows (issue 33, point 3): "install 36 solar sirens", "move 412 servers", "a
// new network of 36 sirens". The work gets a package sized to the time there is (a third of the work window, a
// pilot first) and a budget line "to be estimated", never a token figure. Only plural things worked on by a
// delivery verb count: people, time, money and history are no work packages.
import { ASSET_KINDS } from "../knowledge/asset-kinds"
import type { UnitRate } from "../knowledge/unit-rates"

// the delivery verbs whose object is the counted thing, and the imperative each gives the task
const DELIVERY: ReadonlyArray<readonly [string, string]> = [
  ["fit(?:ting)? out", "Fit out"],
  ["install(?:ing)?|fit(?:ting)?|mount(?:ing)?|erect(?:ing)?", "Install"],
  ["replac(?:e|ing)|swap(?:ping)?", "Replace"],
  ["renew(?:ing)?|upgrad(?:e|ing)|refurbish(?:ing)?|restor(?:e|ing)|repair(?:ing)?|strengthen(?:ing)?", "Upgrade"],
  ["build(?:ing)?|construct(?:ing)?", "Build"],
  ["mov(?:e|ing)|migrat(?:e|ing)|relocat(?:e|ing)|transfer(?:ring)?|decant(?:ing)?", "Move"],
  ["buy(?:ing)?|purchas(?:e|ing)|procur(?:e|ing)|acquir(?:e|ing)|suppl(?:y|ying)", "Procure"],
  ["deliver(?:ing)?|provid(?:e|ing)|deploy(?:ing)?|roll(?:ing)? out|introduc(?:e|ing)", "Deliver"]
]
// the verb governs the count: at most three determiners between them ("install the 36", "move all of our 186")
const GOVERNS = DELIVERY.map(([verbs, task]) => [new RegExp(`\\b(?:${verbs})\\s+(?:(?:or|and)\\s+[a-z]+\\s+)?(?:(?:the|its|our|their|all|all of|of|about|around|some|up to|over|nearly|another|a further|at least)\\s+){0,3}$`, "i"), task] as const)
// "a new network of 36 sirens": the new thing is delivered
export const NEW_OF = /\b(?:a|an|the|our)\s+new\s+(?:[a-z-]+\s+){0,3}of\s+(?:the\s+)?$/i

// counts of people, time, money, events in the past or the service's demand: no work package of their own
const NOT_THINGS = /^(?:days?|weeks?|months?|years?|hours?|minutes?|seconds?|nights?|times|percent|per|cent|people|persons|residents|households|homes?|staff|employees|users|customers|members|visitors|patients|pupils|students|children|adults|families|tenants|callers|volunteers|subscribers|players|participants|clients|learners|readers|viewers|followers|fans|athletes|coaches|referees|recruits|apprentices|graduates|starters|hires|jobs|roles|posts|places|suppliers|partners|contractors|vendors|providers|agencies|organisations|organizations|firms|companies|teams|inspectors|officers|managers|workers|operatives|engineers|teachers|nurses|doctors|drivers|cases|calls|repairs|claims|complaints|requests|incidents|visits|trips|journeys|passengers|miles|km|kilometres|metres|meters|hectares|acres|tonnes|tons|litres|mw|kw|gw|mwh|kwh|languages|options|ways|steps|stages|phases|sprints|releases|increments|goals|targets|things|items|points|issues|risks|reasons|others)$/i
// words between the number and the thing that describe it ("36 solar and battery-backed sirens", "48 wayfinding totems")
const NOT_DESCRIBING = /^(?:of|for|to|in|at|on|with|by|from|per|a|an|the|or|is|are|was|were|be|been|will|can|could|should|must|each|every|more|than|times|days?|weeks?|months?|years?)$/i

export interface UnratedMatch {
  readonly rate: UnitRate
  readonly unitEnd: number
  readonly unitWord: string
}

/** The delivery verb that governs a count, from the clause before it, or `undefined`. */
const deliveryVerb = (clause: string): string | undefined =>
  GOVERNS.find(([re]) => re.test(clause))?.[1] ?? (NEW_OF.test(clause) ? "Deliver" : undefined)

/** A plural thing after the number (after up to three describing words: "36 solar and battery-backed sirens"). */
export const unratedMatch = (clause: string, after: string, n: number, window: number): UnratedMatch | undefined => {
  if (n < 2) return undefined
  const m = /^((?:[a-z][a-z-]*\s+(?:and\s+)?){0,3}?)([a-z][a-z-]*s)\b/i.exec(after)
  if (!m) return undefined
  const describing = m[1]!.trim().split(/\s+/).filter((w) => w.length > 0 && w !== "and")
  if (describing.some((w) => NOT_DESCRIBING.test(w))) return undefined
  // "36 new sirens": new things are delivered
  const verb = deliveryVerb(clause) ?? (describing.some((w) => /^new$/i.test(w)) ? "Deliver" : undefined)
  if (!verb) return undefined
  const unitWord = m[2]!
  if (NOT_THINGS.test(unitWord) || /(?:ss|us|is)$/i.test(unitWord)) return undefined
  // a main asset (vessels, vehicles built to order, major plant, buildings) has its own supply chain and price
  if (ASSET_KINDS.some((k) => k.nouns.test(m[0]))) return undefined
  const rate: UnitRate = {
    id: `unrated-${unitWord.toLowerCase()}`,
    unit: new RegExp(`\\b${unitWord}\\b`, "i"),
    work: `${verb} the {q}`,
    costItem: verb === "Deliver" ? "Supply and delivery" : verb === "Procure" ? "Purchase" : verb === "Move" ? "Move" : `${verb} works`,
    // no planning rate: one team takes a third of the time there is (the rest is for the other work and its reserve)
    perCrewDay: (3 * n) / Math.max(10, window),
    crewsMax: 1,
    lead: "Project Manager",
    cost: 0,
    low: 0,
    high: 0,
    category: "Third-party",
    costType: "CAPEX",
    source: "no planning rate for this kind of work: to be estimated from suppliers' quotes"
  }
  return { rate, unitEnd: m[0].length, unitWord }
}

export const isUnrated = (rate: UnitRate): boolean => rate.id.startsWith("unrated-")
