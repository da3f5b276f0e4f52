// The major assets a brief buys or builds ("a new hybrid-electric ferry", "replace our 1998 MRI scanner",
// "40 new battery-electric buses"): each gets its supply chain in the plan (specify, tender, make over the
// stated or typical supply time, accept, train its operators, bring into service, retire the old one) and its
// cost in the budget (the figure the brief gives for it, else a share of the money it names), so a plan and a
// budget of such a project are sized by the asset and not only by the work around it (issue 33).
import { moneyIn, readBriefLimits } from "@initpack/core/rules/planning/brief-limits"
import { ASSET_KINDS, type AssetKind } from "../knowledge/asset-kinds"
import { sentencesOf } from "./brief-facts"
import type { DraftContext } from "./context"
import { workPackages } from "./work-packages"

export interface MainAsset {
  readonly kind: AssetKind
  /** the brief's words for one of them: "hybrid-electric ferry" */
  readonly phrase: string
  /** the head noun as written: "ferry", "buses" */
  readonly noun: string
  readonly count: number
  /** the old one is replaced */
  readonly replaces: boolean
  /** supply time in months from contract, and whether the brief states it */
  readonly months: number
  readonly monthsStated?: string
  /** the stated time is a supplier's quote ("yards quote a build time of 22 months"), not a past delivery */
  readonly quoted?: boolean
  /** the cost the brief gives for it (its own currency unit), with its words */
  readonly cost?: { readonly value: number; readonly text: string }
  /** people to train before service, from the brief ("Twelve crew") */
  readonly operators?: string
}

const NUMBER_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20, thirty: 30, forty: 40, fifty: 50 }
const COUNT = String.raw`(\d{1,4}|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)`
const MODS = String.raw`((?:[a-z0-9][\w-]*\s+){0,3}?)`
// what may follow the head noun of an asset phrase: the end of the phrase, not a compound ("bus routes")
const PHRASE_END = /^(?:$|[,.;:)]|\s+(?:carrying|with|for|by|to|that|which|in|at|and|from|able|capable|will|is|are|can|should|must|ready|into|on|before|of\s+\d|seating|serving|running))/i
// verb stems, so "replacing", "purchased" and "leases" match too
const ACQUIRE = String.raw`(?:buy|purchas|procur|acquir|order|commission|build|construct|leas|replac|suppl)`
const NOT_ASSET_MODS = /^(?:the|our|its|their|this|that|same|existing|current|old|with|a|an|new|of|for|by|to|and|or|at|in|on)$/i

const toCount = (w: string): number => NUMBER_WORDS[w.toLowerCase()] ?? Number(w.replace(/,/g, ""))

interface Found {
  readonly kind: AssetKind
  readonly phrase: string
  readonly noun: string
  readonly count: number
  readonly replaces: boolean
  readonly at: number
  /** described as the new one ("a new 3T scanner") */
  readonly fromNew: boolean
}

/** Each kind's phrase patterns, compiled once. */
const KIND_PATTERNS = ASSET_KINDS.map((kind) => {
  // the kind's nouns as one named group: "\b(ferry|vessels?|...)\b" -> "(?<noun>ferry|vessels?|...)"
  const nouns = kind.nouns.source.replace(/^\\b\(/, "(?<noun>").replace(/\\b$/, "")
  return {
    kind,
    patterns: [
      { re: new RegExp(String.raw`\b(?<count>${COUNT})\s+new\s+(?<mods>${MODS})${nouns}\b`, "gi"), replaces: false },
      { re: new RegExp(String.raw`\breplacement\s+(?<mods>${MODS})${nouns}\b`, "gi"), replaces: true },
      { re: new RegExp(String.raw`(?<mods>)${nouns}\s+replacement\b`, "gi"), replaces: true },
      { re: new RegExp(String.raw`\b(?<verb>${ACQUIRE})(?:e|es|ed|ing|s|d|ies|ied|y)?\s+(?:(?:the|our|its|their|all)\s+)?(?:(?<count>${COUNT})\s+)?(?:with\s+)?(?:new\s+)?(?<mods>${MODS})${nouns}\b`, "gi"), replaces: false },
      // "The aim is an 18 MW ground-mounted solar farm", "we want a new skate park": the thing the project is for
      { re: new RegExp(String.raw`\b(?<verb>the aim is|the goal is|the plan is|we want|we need|the project is)\s+(?:to (?:build|deliver|create)\s+)?(?:an?|the)\s+(?:new\s+)?(?<mods>${MODS})${nouns}\b`, "gi"), replaces: false }
    ]
  }
})

/** "a new hybrid-electric ferry", "40 new battery-electric buses", "replace the MRI scanner", "buy two fire engines". */
const assetsIn = (sentence: string, at: number): Array<Found> => {
  const out: Array<Found> = []
  // (a sentence that names none of the kinds' nouns has none of their phrases)
  for (const { kind, patterns } of KIND_PATTERNS.filter((k) => k.kind.nouns.test(sentence))) {
    for (const p of patterns) {
      for (const m of sentence.matchAll(p.re)) {
        const g = m.groups ?? {}
        // a building is an asset only when it is built or replaced ("move into a new depot" builds nothing)
        // ("we want a temporary library in the community centre" while the works run is an arrangement, not a build)
        if (kind.id === "building" && !/^(?:build|construct|replace|the aim|the goal|the plan|the project)/i.test(g["verb"] ?? "") && !p.replaces) continue
        if (/\btemporary\b/i.test(g["mods"] ?? "")) continue
        // a word of the brief as written when it is an acronym or a figure ("MRI", "3T"), else lower case
        const asWritten = (w: string) => (/^[A-Z0-9.]+[A-Z][A-Z0-9.]*$/.test(w) || /^\d/.test(w) ? w : w.toLowerCase())
        const noun = (g["noun"] ?? "").split(/\s+/).map(asWritten).join(" ")
        if (noun === "" || !PHRASE_END.test(sentence.slice(m.index! + m[0].length))) continue
        // "replacement buses and drivers" while the line is closed are hired, not bought
        if (p.replaces && kind.id === "vehicle" && /^(?:bus|buses|coaches)$/i.test(noun) && /\b(?:drivers?|hire|closed?|closures?|blockades?|possessions?|rail replacement)\b/i.test(sentence)) continue
        // ("an 18 MW solar farm": the figure and its unit go together)
        const mods = (g["mods"] ?? "").trim().split(/\s+/)
        const UNIT = /^(?:MWp?|kWp?|GW|MWh|kWh|m2|km|ha)$/i
        const modWords = mods.filter((w, i) => w.length > 0 && !NOT_ASSET_MODS.test(w) && (!/^\d/.test(w) || UNIT.test(mods[i + 1] ?? ""))).map(asWritten)
        const plural = /s$/i.test(noun) && !/(?:ss|us)$/i.test(noun)
        // "our 1998 MRI scanner" names its year, not a count
        const counted = g["count"] !== undefined && !/^(?:19|20)\d\d$/.test(g["count"]) ? g["count"] : undefined
        const count = counted ? toCount(counted) : plural ? 0 : 1
        const replaces = p.replaces || /^replac/i.test(g["verb"] ?? "")
        // "replace 120 diesel vans": the words describe the old ones, not what is bought
        const phrase = /^replac/i.test(g["verb"] ?? "") ? noun : [...modWords, noun].join(" ")
        out.push({ kind, phrase, noun, count, replaces, at: at + (m.index ?? 0), fromNew: /\bnew\b/i.test(m[0]) })
      }
    }
  }
  return out
}

const escaped = (words: string): string => words.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
const nounPattern = (found: Found): RegExp => new RegExp(`\\b${escaped(found.noun.replace(/s$/, ""))}`, "i")

const MONTHS_RE = /\b(\d{1,2}|six|nine|twelve|eighteen|twenty-four)\s*(-|\s)?(months?|weeks?|years?)\b/i
const SUPPLY_WORDS = /\b(build|building|delivery|deliver|lead|construction|manufactur\w*|supply|fabricat\w*)\b/i
const WORD_MONTHS: Record<string, number> = { six: 6, nine: 9, twelve: 12, eighteen: 18, "twenty-four": 24 }

/** The supply time the brief states for the asset: a sentence naming it or its maker, with a build or lead time. */
const statedMonths = (sentences: ReadonlyArray<string>, found: Found): { months: number; text: string; quoted: boolean } | undefined => {
  const noun = nounPattern(found)
  for (const s of sentences) {
    if (!(noun.test(s) || found.kind.makerWords.test(s)) || !SUPPLY_WORDS.test(s)) continue
    const m = MONTHS_RE.exec(s)
    if (!m) continue
    const n = WORD_MONTHS[m[1]!.toLowerCase()] ?? Number(m[1])
    const months = /^week/i.test(m[3]!) ? Math.max(1, Math.round(n / 4.3)) : /^year/i.test(m[3]!) ? n * 12 : n
    if (months >= 1 && months <= 72) return { months, text: m[0], quoted: /\bquot/i.test(s) }
  }
  return undefined
}

const AVAILABLE_MONEY = /\b(approved|granted|grant|allocated|budget|capital programme|funding|funded|fund|cap|capped|available|contributes?|adds?|total)\b/i

/** The cost the brief gives for the asset: money in a sentence about it or its contract that is not the money available. */
const statedCost = (sentences: ReadonlyArray<string>, found: Found): { value: number; text: string } | undefined => {
  const noun = nounPattern(found)
  for (const s of sentences) {
    const about = noun.test(s) || found.kind.makerWords.test(s)
    if (!about || !/\b(contract|cost|costs|price|priced|quoted?|expected|estimated|each|per)\b/i.test(s) || AVAILABLE_MONEY.test(s)) continue
    const money = moneyIn(s)[0]
    if (money) return { value: money.value, text: money.text }
  }
  return undefined
}

// "Twelve crew need type training", "train 40 drivers"
const OPERATORS_RE = /\b(\d{1,4}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty)\s+((?:[a-z-]+\s+){0,2}(?:crew|drivers|operators|radiographers|engineers|staff|technicians|pilots|mechanics|firefighters|paramedics))\b/i

/** The brief's main assets, largest first; none when the brief buys or builds none of the known kinds. */
export const mainAssets = (text: string): Array<MainAsset> => {
  // (each task of a pack reads the same brief: read once)
  const known = READ.get(text)
  if (known) return known
  if (READ.size > 64) READ.clear()
  const found = readAssets(text)
  READ.set(text, found)
  return found
}

const READ = new Map<string, Array<MainAsset>>()

const readAssets = (text: string): Array<MainAsset> => {
  const sentences = sentencesOf(text)
  const found: Array<Found> = []
  let at = 0
  for (const s of sentences) {
    found.push(...assetsIn(s, at))
    at += s.length + 1
  }
  // one asset per head noun (the first, longest description)
  const byNoun = new Map<string, Found>()
  for (const f of found.sort((a, b) => a.at - b.at)) {
    // "the MRI scanner" and "a new 3T scanner" are one asset: keyed by the head word
    const key = `${f.kind.id} ${f.noun.split(/\s+/).pop()!.toLowerCase().replace(/(?:es|s)$/, "")}`
    const seen = byNoun.get(key)
    if (!seen) byNoun.set(key, f)
    // the new one's description wins over the old one's ("a new 3T scanner" over "our MRI scanner")
    else if ((f.fromNew && !seen.fromNew) || f.phrase.split(" ").length > seen.phrase.split(" ").length || (seen.count <= 1 && f.count > 1)) byNoun.set(key, { ...f, replaces: seen.replaces || f.replaces, at: seen.at, count: Math.max(seen.count, f.count) })
    else if (f.replaces && !seen.replaces) byNoun.set(key, { ...seen, replaces: true })
  }
  const operators = OPERATORS_RE.exec(text)
  const old = (noun: string) => new RegExp(`\\b(?:old|existing|current|ageing|aging|outgoing)\\s+(?:[a-z-]+\\s+)?${escaped(noun.replace(/(?:es|s)$/, ""))}`, "i").test(text)
  return [...byNoun.values()].slice(0, 2).map((f) => {
    const stated = statedMonths(sentences, f)
    const cost = statedCost(sentences, f)
    return {
      kind: f.kind,
      phrase: f.phrase,
      noun: f.noun,
      count: f.count,
      replaces: f.replaces || old(f.noun),
      months: stated?.months ?? f.kind.typicalMonths,
      ...(stated ? { monthsStated: stated.text, quoted: stated.quoted } : {}),
      ...(cost ? { cost } : {}),
      ...(operators ? { operators: `${operators[1]!.toLowerCase()} ${operators[2]!.toLowerCase()}` } : {})
    }
  })
}

const stem = (noun: string): string => noun.toLowerCase().replace(/(?:es|s)$/, "").replace(/ie$/, "y")

export interface PlannedAsset {
  readonly asset: MainAsset
  /** the whole chain; only its make, after the award of the pack that buys it; or nothing (the brief plans it) */
  readonly chain: "full" | "supply" | "none"
  /** its contract in the budget (not when a rate already prices the counted things) */
  readonly priced: boolean
}

/**
 * The main assets and how much of their chain the plan carries itself: all of it; only the make, when a sized work
 * package counts them ("Replace the 40 buses in delivery batches") or a pack of the brief's field specifies and buys
 * them; none, when the brief plans its own buying and building (then only the contract line).
 */
export const plannedAssets = (ctx: DraftContext): Array<PlannedAsset> => {
  // (asked once per stage and once by the budget: read once per draft)
  const known = planned.get(ctx)
  if (known) return known
  const found = assetsToPlan(ctx)
  planned.set(ctx, found)
  return found
}

const planned = new WeakMap<DraftContext, Array<PlannedAsset>>()

const assetsToPlan = (ctx: DraftContext): Array<PlannedAsset> => {
  const counted = workPackages(ctx.text).map((wp) => `${wp.unitWord} ${wp.phrase}`.toLowerCase())
  const packTasks = ctx.topics.flatMap((p) => Object.values(p.tasks).flat()).map((t) => t.task.toLowerCase())
  const bought = packTasks.filter((t) => /\b(procure\w*|procurement|tender|supply contract|order|specification)\b/.test(t))
  // a building pack that already runs the works under its construction programme builds it
  const builds = packTasks.some((t) => /\b(construction programme|carry out the works|main works)\b/.test(t))
  const steps = ctx.facts.steps.map((st) => st.task.toLowerCase())
  return mainAssets(ctx.text).flatMap((a): Array<PlannedAsset> => {
    const s = stem(a.noun.split(/\s+/).pop()!)
    const kindWord = a.kind.id === "vehicle" ? "vehicle" : a.kind.id
    // a brief that spells out its own buying ("Tender a main contractor") and a step that builds or replaces it plans it already
    const planned = steps.some((st) => /^(tender|procure|appoint)\b/.test(st)) && steps.some((st) => st.includes(s) && /^(build|construct|install|replace|deliver|buy|purchase|procure)\b/.test(st))
    // counted things a planning rate sizes and prices ("Replace the 40 buses in delivery batches"): the plan still
    // waits for them to be built, and the rate's line is their cost
    if (counted.some((c) => c.includes(s))) return [{ asset: a, chain: "supply", priced: false }]
    // the brief's steps or its field's pack build it already: only its contract is added, in the budget
    if (planned || (a.kind.id === "building" && builds)) return [{ asset: a, chain: "none", priced: true }]
    // a pack of the brief's field specifies and buys it: the plan still waits for it to be made, and the budget pays for it
    if (bought.some((t) => t.includes(s) || t.includes(kindWord))) return [{ asset: a, chain: "supply", priced: true }]
    return [{ asset: a, chain: "full", priced: true }]
  })
}

/** The money the brief names as available (its cap), for pricing an asset whose cost it does not give. */
export const moneyAvailable = (text: string): number | undefined => readBriefLimits(text).budgetCap?.value

export interface AssetTask {
  readonly task: string
  readonly days: number
  readonly resource: string
  readonly sized: true
}

const WORKING_DAYS_PER_MONTH = 21.7

/**
 * Who works on a supply: the maker, whose time the contract line prices (no labour here), and the owner's
 * technical lead watching it a day a week (a resource of roles with allocations, waterfall.md §3).
 */
export const supplierResource = (maker: string): string =>
  JSON.stringify([
    { role: maker, allocation: 0 },
    { role: "Technical Lead", allocation: 0.2 }
  ])

/** "the hybrid-electric ferry", "the 40 battery-electric buses" */
const named = (a: MainAsset): string => (a.count > 1 ? `the ${a.count} ${a.phrase}` : `the ${a.phrase}`)

/** The asset's supply chain, per PRINCE2 stage: what the plan holds for it (and nothing for the management stages). */
export const assetStageTasks = (a: MainAsset, phase: string): Array<AssetTask> => {
  const k = a.kind
  const maker = k.maker.replace(/^./, (c) => c.toUpperCase())
  const fill = (t: string) => t.replace("{asset}", named(a).replace(/^the /, ""))
  const supply = a.monthsStated ? (a.quoted ? `over the quoted ${a.months} months` : `over about ${a.months} months`) : `over about ${a.months} months (typical; confirm with the bidders)`
  switch (phase) {
    case "Design":
      return [{ task: `Write the performance specification for ${named(a)} with the ${k.operators}`, days: 15, resource: "Project Manager, Technical Lead", sized: true }]
    case "Build and Test":
      return [
        // (a tender runs beside the design once the specification is written: links.ts, procurement)
        { task: `Tender for ${named(a)}, evaluate the bids and award the contract`, days: 60, resource: "Procurement Lead, Project Manager", sized: true },
        { task: fill(k.make).replace("{supply}", supply), days: Math.round(a.months * WORKING_DAYS_PER_MONTH), resource: supplierResource(maker), sized: true }
      ]
    case "Transition and Go-Live":
      return [
        { task: fill(k.accept), days: k.acceptDays, resource: `${maker}, Technical Lead`, sized: true },
        { task: `Train the ${a.operators ?? k.operators} on the new ${a.noun}`, days: 10, resource: "Trainer, Operations Lead", sized: true },
        { task: `Bring ${named(a)} into service`, days: 5, resource: "Operations Lead, Project Manager", sized: true },
        // (the old one by its head word: the old scanner, not "the old 3T scanner")
        ...(a.replaces ? [{ task: `Withdraw the old ${a.noun.split(/\s+/).pop()!.toLowerCase()} from service and sell or dispose of ${/s$/.test(a.noun) && !/(?:ss|us)$/.test(a.noun) ? "them" : "it"}`, days: 10, resource: "Operations Lead", sized: true as const }] : [])
      ]
    default:
      return []
  }
}

/** A make task of an asset (the long supply others run beside): "Design and build the ...", "Construct the ...". */
export const SUPPLY_TASK = /^(design and build|build and deliver|manufacture and deliver|construct) the\b|^deliver the .* lead time of\b/i

export interface AssetCost {
  readonly asset: MainAsset
  readonly item: string
  /** in the budget's currency */
  readonly cost: number
  readonly justification: string
}

/** Share of the named money a supply contract takes when the brief prices the asset no other way. */
export const CONTRACT_SHARE = 0.7

/**
 * Each main asset's contract in the budget: the brief's own figure for it, else its share of the money the brief
 * names (less the other priced lines), else a typical price; the justification says which.
 */
export const assetCosts = (assets: ReadonlyArray<MainAsset>, text: string, currency: string, audRate: number, otherLines: number, round: (n: number) => number): Array<AssetCost> => {
  const cap = moneyAvailable(text)
  const unpriced = assets.filter((a) => !a.cost).length
  return assets.map((a) => {
    const n = Math.max(1, a.count)
    const item = `${n > 1 ? `${n} ` : ""}${a.phrase.replace(/^./, (c) => c.toUpperCase())} (${a.kind.maker} contract)`
    if (a.cost) return { asset: a, item, cost: round(a.cost.value), justification: `The brief's figure for the ${a.kind.maker} contract (${a.cost.text}); replace it with the tender price.` }
    if (cap !== undefined && cap > 0) {
      const share = Math.max(cap * 0.25, cap * CONTRACT_SHARE - otherLines) / unpriced
      return {
        asset: a,
        item,
        cost: round(share),
        justification: `The brief gives no price for ${n > 1 ? "them" : "it"}: assumed at ${Math.round(CONTRACT_SHARE * 100)}% of the ${currency} ${cap.toLocaleString("en")} it names, less the other priced lines${unpriced > 1 ? `, shared between its ${unpriced} main assets` : ""}; replace it with the tender price.`
      }
    }
    const each = round(a.kind.typicalAud * audRate)
    return {
      asset: a,
      item,
      cost: round(each * n),
      justification: `Assumed at about ${currency} ${each.toLocaleString("en")} ${n > 1 ? "each " : ""}(${a.kind.typicalSource.replace(/^typical .*? for /, "a typical price for ")}); the brief names neither a price nor its money: replace it with quotes.`
    }
  })
}
