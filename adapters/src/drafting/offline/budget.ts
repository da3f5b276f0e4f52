// Offline budget extras: software, hardware and third-party lines for the ticked extras, in the config currency.
import type { BudgetExtraItem, BudgetExtrasDraft, BudgetExtrasRequest, ExtraCategory } from "@initpack/core/drafting/budget"
import { isUnrated } from "./unrated-work"
import { uniqueBy } from "@initpack/core/drafting/guards"
import { AUD_RATES, BUDGET_PATTERNS, type BudgetPattern } from "../knowledge/budget-items"
import { briefSpendLines } from "./brief-budget"
import { holdBudget } from "./brief-checks"
import { makeContext, type DraftContext } from "./context"
import { clauses, contentWords } from "./phrases"
import { capitalise, listPhrase, lowerFirst, shortTitle } from "./text"
import { verbBase } from "./brief-facts"
import { workPackages } from "./work-packages"
import { assetCosts, CONTRACT_SHARE, moneyAvailable, plannedAssets } from "./main-assets"
import { licensed } from "./pools"

/** waterfall.md §9 budget defaults. */
const DEFAULT_CURRENCY = "AUD"
const DEFAULT_HORIZON_MONTHS = 12
/** Head count assumed for per-seat prices when the user names none (first-draft estimate). */
const DEFAULT_SEATS = 50
/** Unit cost (AUD) assumed for counted hardware no pattern prices; written beside the figure. */
const ASSUMED_UNIT_COST = 300

/** Nouns too generic to match a priced line on their own. */
const GENERIC_NOUNS = new Set(["kit", "kits", "unit", "units", "set", "sets", "item", "items", "equipment", "parts", "hardware", "pack", "packs", "system", "systems"])

/** Counts assumed for per-device and per-site prices when the user names none (first-draft estimates). */
const DEFAULT_COUNT = { device: 50, site: 3 } as const
const DEVICE_NOUNS = "scanners|devices|handhelds|terminals|laptops|desktops|tablets|kiosks|computers|units|tills"
const SITE_NOUNS = "sites|depots|stores|branches|warehouses|locations|shops|clinics|schools"
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, fifteen: 15, twenty: 20 }

/** The first count of devices or sites in the user's text ("120 handheld scanners", "three depots"). */
const countOf = (text: string, per: "device" | "site"): number | undefined => {
  const nouns = per === "device" ? DEVICE_NOUNS : SITE_NOUNS
  const m = new RegExp(`\\b(\\d[\\d,]{0,6}|${Object.keys(NUMBER_WORDS).join("|")})\\s+(?:[a-z-]+\\s+){0,2}(?:${nouns})\\b`, "i").exec(text)
  if (!m) return undefined
  const n = NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1]!.replace(/,/g, ""))
  return n > 0 ? n : undefined
}

/** Units a per-device or per-site pattern is priced for, and the note that says so. */
const scaleFor = (p: BudgetPattern | undefined, ctx: DraftContext): { units: number; note: string } => {
  if (!p?.per) return { units: 1, note: "" }
  const named = countOf(ctx.text, p.per)
  const units = named ?? DEFAULT_COUNT[p.per]
  const noun = p.per === "device" ? "devices" : "sites"
  return { units, note: named ? ` Priced for ${units} ${noun}.` : ` Priced for an assumed ${units} ${noun}; adjust to the real number.` }
}

/** A hardware clause naming several counts ("120 scanners, chargers and 30 access points") gives one line per count. */
const splitCounts = (clause: string): Array<string> => clause.split(/(?:,\s+|,(?!\d{3}\b)|\s+and\s+)(?=\d)/).map((c) => c.trim()).filter((c) => c.length > 0)

/** Rounds to two significant figures (three above 100,000), so estimates read as estimates in any currency. */
const roundCost = (n: number): number => {
  if (n < 10) return 10
  const step = 10 ** (Math.floor(Math.log10(n)) - (n >= 100000 ? 2 : 1))
  return Math.round(n / step) * step
}

const linesFor = (category: ExtraCategory, specifics: string | undefined, ctx: DraftContext, rate: number, horizon: number, sized = 0): Array<BudgetExtraItem> => {
  const lower = (specifics ?? "").toLowerCase()
  const textLower = ctx.text.toLowerCase()
  const ranked = BUDGET_PATTERNS.filter((p) => p.category === category)
    .map((p) => ({
      p,
      score:
        (p.domains.includes(ctx.domain.id) ? 3 : p.domains.includes("*") ? 1 : ctx.secondary.some((d) => p.domains.includes(d)) ? 1.5 : 0) +
        p.keywords.filter((k) => lower.includes(k)).length * 2 +
        // Lines of the project's domain follow what the brief names (scanners, not tills, for a depot; the
        // certification audit for a certification programme); per-unit lines more so.
        (p.domains.includes(ctx.domain.id) && p.keywords.some((k) => textLower.includes(k)) ? (p.per ? 1.5 : 1) : 0) +
        ctx.rng.next()
    }))
    .sort((a, b) => b.score - a.score)
  const cost = (aud: number, monthly: boolean) => roundCost(aud * (monthly ? horizon : 1) * rate * (0.9 + ctx.rng.next() * 0.25))
  // Quantities such as "for 120 users" scale per-seat patterns.
  const quantity = (c: string) => {
    const m = /\b(\d{1,3}(?:,\d{3})+|\d{1,6})\s+(?:[a-z-]+\s+){0,4}(users|seats|staff|people|licen[cs]es|officers|employees|desks|workstations|members)\b/i.exec(c)
    return m ? Number(m[1]!.replace(/,/g, "")) : 1
  }
  const bestFor = (c: string) => {
    // "connection kits" shares only a generic noun with "video conferencing kits": no match
    const words = new Set([...contentWords(c)].filter((w) => !GENERIC_NOUNS.has(w)))
    const overlap = (p: BudgetPattern) => [...contentWords(`${p.item} ${p.keywords.join(" ")}`)].filter((w) => words.has(w)).length
    const best = [...ranked].sort((a, b) => overlap(b.p) - overlap(a.p))[0]?.p
    // a counted item no pattern knows ("42,000 smart meters") is priced per unit at an assumed cost, not as a laptop
    // a line sharing no word with any pattern ("depot chargers") is not priced as a laptop: it gets an assumed cost
    return best && overlap(best) > 0 ? best : undefined
  }
  const own = clauses([specifics]).slice(0, 2).flatMap((c) => (category === "Hardware" ? splitCounts(c) : [c])).slice(0, 3).map((c) => {
    const match = bestFor(c)
    // Per-seat prices need a head count: the user's number, else an assumed 50 seats (said in the justification).
    const seatPriced = match !== undefined && match.audCost < 100
    const named = quantity(c)
    const perSeat = seatPriced ? (named > 1 ? named : DEFAULT_SEATS) : match !== undefined && match.audCost < 500 ? named : 1
    // Hardware priced per unit ("kits for 14 meeting rooms", "40 laptops") scales by the count named.
    const units = category === "Hardware" ? Number((/\b(\d{1,3}(?:,\d{3})+|\d{1,6})\s+(?:[a-z-]+\s+){0,2}(rooms|kits|laptops|devices|screens|phones|tablets|scanners|handhelds|terminals|printers|kiosks|sensors|access points|desktops|units|meters|gateways)\b/i.exec(c)?.[1] ?? "1").replace(/,/g, "")) : 1
    // A per-device or per-site pattern without a count in the line scales by the count named elsewhere in the brief.
    const scaled = match?.per && units <= 1 ? scaleFor(match, ctx) : undefined
    const base = scaled
      ? (match?.audCost ?? 5000) * scaled.units
      : match === undefined && units > 1
      ? ASSUMED_UNIT_COST * units
      : (units > 1 && match?.unitCost ? match.unitCost : (match?.audCost ?? 5000)) * perSeat * (match !== undefined && match.audCost < 20000 ? units : 1)
    return {
      category,
      item: shortTitle(thingBought(c), 10),
      estimated_cost: cost(base, match?.monthly ?? false),
      justification: `Named in the ${category.toLowerCase()} specifics for ${ctx.project}: ${lowerFirst(c)}.${scaled ? scaled.note : seatPriced && named <= 1 ? ` Priced for an assumed ${DEFAULT_SEATS} seats; adjust to the real head count.` : ""}${!scaled && units > 1 ? ` Priced as ${units.toLocaleString("en")} at an assumed ${roundCost(base / units * rate).toLocaleString("en")} each; adjust to the quoted unit price.` : ""}`,
      cost_type: match?.costType ?? "CAPEX"
    } satisfies BudgetExtraItem
  })
  // A pattern the user already named (shared words with their own lines) is not repeated.
  const ownWords = contentWords(own.map((o) => o.item).join(" "))
  // a plan drafted from the brief alone takes a pattern line only when the brief names what it prices
  const unnamed = ranked.filter(({ p, score }) => score >= 1 && ![...contentWords(p.item)].some((w) => ownWords.has(w)) && licensed(ctx, `${p.item} ${p.justification}`))
  // a stock line only when the brief names what it prices (a method line, such as independent assurance, always)
  const named = unnamed.filter(({ p }) => p.domains.includes("*") || p.keywords.some((k) => textLower.includes(k)))
  const steps = briefSpendLines(ctx, category, own.map((o) => o.item), rate, roundCost)
  // (a ticked category still gets a line when the brief names nothing for it)
  // (priced quantities of the category, "120 buses", already answer a ticked category: no stock line beside them)
  const fresh = named.length + own.length + steps.length + sized > 0 ? named : unnamed
  const patterns = fresh.slice(0, 3).map(({ p }) => {
    const scale = scaleFor(p, ctx)
    return {
      category,
      item: p.item,
      estimated_cost: cost(p.audCost * scale.units, p.monthly),
      justification: `${p.justification}${scale.note}${p.monthly ? ` Priced for ${horizon} months.` : ""}`,
      cost_type: p.costType
    } satisfies BudgetExtraItem
  })
  return uniqueBy([...own, ...steps, ...patterns], (i) => i.item).slice(0, own.length > 0 ? 3 : 2 + ctx.rng.int(2))
}

/** Unit cost as written beside a figure: two significant figures, cents below 10. */
const unitFigure = (n: number): string => (n < 10 ? n.toFixed(2) : roundCost(n).toLocaleString("en"))

/**
 * Lines priced from the brief's counted things (issue 33): quantity x a typical unit cost, with the range
 * and where the rate comes from. Work no rate prices (a site roll-out) gets no figure: the scope lists it.
 */
const sizedLines = (ctx: DraftContext, currency: string, rate: number): Array<BudgetExtraItem> => {
  const packages = workPackages(ctx.text)
  // a whole priced by its listed parts, or work a per-unit outturn rate already includes, gets no line of its own
  const priced = packages.filter((wp) => wp.rate.cost > 0 && !wp.byParts && wp.within === undefined)
  // a counted thing no rate prices keeps its line, with no figure until suppliers quote for it
  const unpriced = packages.filter((wp) => isUnrated(wp.rate)).map(
    (wp): BudgetExtraItem => ({
      category: wp.rate.category,
      item: `${wp.rate.costItem}: ${wp.phrase} (to be estimated)`,
      estimated_cost: 0,
      justification: `No planning rate is known for ${wp.unitWord.toLowerCase()}: ask suppliers for budget quotes for the ${wp.n.toLocaleString("en")} and enter the figure before the budget is baselined.`,
      cost_type: wp.rate.costType
    })
  )
  return [...unpriced, ...priced.map((wp) => {
    const included = packages.filter((o) => o.within === wp.rate.id).map((o) => `${o.n.toLocaleString("en")} ${o.unitWord}`)
    return {
      category: wp.rate.category,
      item: `${wp.rate.costItem}: ${wp.n.toLocaleString("en")} ${wp.unitPhrase}`,
      estimated_cost: roundCost(wp.n * wp.rate.cost * rate),
      justification: `${wp.n.toLocaleString("en")} ${wp.unitPhrase} at about ${currency} ${unitFigure(wp.rate.cost * rate)} each (typical range ${unitFigure(wp.rate.low * rate)} to ${unitFigure(wp.rate.high * rate)}), a planning rate from ${wp.rate.source}${included.length > 0 ? `, which includes the ${listPhrase(included)} along it` : ""}; replace it with the supplier's quote.`,
      cost_type: wp.rate.costType
    }
  })]
}

/** What a specifics line buys, as a noun: "Install and integrate an automated dispensing robot" -> "Automated dispensing robot". */
const thingBought = (line: string): string => {
  const words = line.trim().split(/\s+/)
  let k = 0
  // leading verbs and the words joining them ("and install", "supply, fit and commission")
  const imperative = (w: string) => verbBase(w) === w
  while (k < words.length - 1 && (/^(and|or|then|plus)$/i.test(words[k]!) || imperative(words[k]!.toLowerCase().replace(/[,;:]$/, "")))) k++
  if (k === 0 || k >= words.length) return line
  const rest = words.slice(k).join(" ").replace(/^(?:an?|the|our|new)\s+/i, "")
  return rest.length > 2 ? capitalise(rest) : line
}

/**
 * Work no rate prices, in a brief that names its money: the unpriced lines share an allowance of the money the
 * main contracts usually take, less what the other lines already hold (as main assets are priced); with no money
 * named, or none left, they stay "to be estimated".
 */
const withAllowances = (lines: ReadonlyArray<BudgetExtraItem>, assets: ReadonlyArray<BudgetExtraItem>, text: string, currency: string): Array<BudgetExtraItem> => {
  const open = lines.filter((l) => l.estimated_cost === 0 && / \(to be estimated\)$/.test(l.item))
  const cap = moneyAvailable(text)
  if (open.length === 0 || cap === undefined || cap <= 0) return [...lines]
  const held = [...lines, ...assets].reduce((sum, l) => sum + l.estimated_cost, 0)
  const each = roundCost((cap * CONTRACT_SHARE - held) / open.length)
  if (each < cap * 0.05) return [...lines]
  return lines.map((l) =>
    open.includes(l)
      ? {
          ...l,
          item: l.item.replace(/ \(to be estimated\)$/, " (allowance)"),
          estimated_cost: each,
          justification: `${l.justification.replace(/ and enter the figure before the budget is baselined\.$/, ".")} Until then an allowance: ${Math.round(CONTRACT_SHARE * 100)}% of the ${currency} ${cap.toLocaleString("en")} the brief names, less the other priced lines${open.length > 1 ? `, shared between its ${open.length} unpriced packages` : ""}.`
        }
      : l
  )
}

export const budgetExtras = (req: BudgetExtrasRequest): BudgetExtrasDraft => {
  const ctx = makeContext("budgetExtras", req)
  const currency = (req.currency ?? DEFAULT_CURRENCY).toUpperCase()
  const rate = AUD_RATES[currency] ?? 1
  const horizon = req.pricing_horizon_months && req.pricing_horizon_months > 0 ? req.pricing_horizon_months : DEFAULT_HORIZON_MONTHS
  const flags = req.scope_flags
  const text = req.extras_text ?? {}
  const priced = sizedLines(ctx, currency, rate)
  // the main assets' contracts, after the counted work they sit beside
  const assets = assetCosts(plannedAssets(ctx).filter((p) => p.priced).map((p) => p.asset), ctx.text, currency, rate, priced.reduce((sum, l) => sum + l.estimated_cost, 0), roundCost).map(
    (a): BudgetExtraItem => ({ category: a.asset.kind.category, item: a.item, estimated_cost: a.cost, justification: a.justification, cost_type: "CAPEX" })
  )
  const sized = [...assets, ...withAllowances(priced, assets, ctx.text, currency)]
  const count = (c: ExtraCategory) => sized.filter((l) => l.category === c).length
  const items = [
    ...sized,
    ...(flags.has_software ? linesFor("Software", text.software, ctx, rate, horizon, count("Software")) : []),
    ...(flags.has_hardware ? linesFor("Hardware", text.hardware, ctx, rate, horizon, count("Hardware")) : []),
    ...(flags.has_third_party ? linesFor("Third-party", text.third_party, ctx, rate, horizon, count("Third-party")) : [])
  ]
  return holdBudget(req, { currency, items: uniqueBy(items, (i) => i.item) })
}
