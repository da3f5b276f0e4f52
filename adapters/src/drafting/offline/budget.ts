// Offline budget extras: software, hardware and third-party lines for the ticked extras, in the config currency.
import type { BudgetExtraItem, BudgetExtrasDraft, BudgetExtrasRequest, ExtraCategory } from "@initpack/core/drafting/budget"
import { uniqueBy } from "@initpack/core/drafting/guards"
import { AUD_RATES, BUDGET_PATTERNS } from "../knowledge/budget-items"
import { makeContext, type DraftContext } from "./context"
import { clauses, contentWords } from "./phrases"
import { lowerFirst, shortTitle } from "./text"

/** waterfall.md §9 budget defaults. */
const DEFAULT_CURRENCY = "AUD"
const DEFAULT_HORIZON_MONTHS = 12

const roundCost = (n: number): number => (n >= 10000 ? Math.round(n / 500) * 500 : n >= 1000 ? Math.round(n / 50) * 50 : Math.max(10, Math.round(n / 10) * 10))

const linesFor = (category: ExtraCategory, specifics: string | undefined, ctx: DraftContext, rate: number, horizon: number): Array<BudgetExtraItem> => {
  const lower = (specifics ?? "").toLowerCase()
  const ranked = BUDGET_PATTERNS.filter((p) => p.category === category)
    .map((p) => ({
      p,
      score: (p.domains.includes(ctx.domain.id) ? 3 : p.domains.includes("*") ? 1 : ctx.secondary.some((d) => p.domains.includes(d)) ? 1.5 : 0) + p.keywords.filter((k) => lower.includes(k)).length * 2 + ctx.rng.next()
    }))
    .sort((a, b) => b.score - a.score)
  const cost = (aud: number, monthly: boolean) => roundCost(aud * (monthly ? horizon : 1) * rate * (0.9 + ctx.rng.next() * 0.25))
  // Quantities such as "for 120 users" scale per-seat patterns.
  const quantity = (c: string) => {
    const m = /\b(\d{1,5})\s+(?:[a-z-]+\s+){0,4}(users|seats|staff|people|licen[cs]es)\b/i.exec(c)
    return m ? Number(m[1]) : 1
  }
  const bestFor = (c: string) => {
    const words = contentWords(c)
    return [...ranked].sort((a, b) => [...contentWords(`${b.p.item} ${b.p.keywords.join(" ")}`)].filter((w) => words.has(w)).length - [...contentWords(`${a.p.item} ${a.p.keywords.join(" ")}`)].filter((w) => words.has(w)).length)[0]?.p
  }
  const own = clauses([specifics]).slice(0, 2).map((c) => {
    const match = bestFor(c)
    const perSeat = match !== undefined && match.audCost < 500 ? quantity(c) : 1
    return {
      category,
      item: shortTitle(c, 10),
      estimated_cost: cost((match?.audCost ?? 5000) * perSeat, match?.monthly ?? false),
      justification: `Named in the ${category.toLowerCase()} specifics for ${ctx.project}: ${lowerFirst(c)}.`,
      cost_type: match?.costType ?? "CAPEX"
    } satisfies BudgetExtraItem
  })
  // A pattern the user already named (shared words with their own lines) is not repeated.
  const ownWords = contentWords(own.map((o) => o.item).join(" "))
  const fresh = ranked.filter(({ p, score }) => score >= 1 && ![...contentWords(p.item)].some((w) => ownWords.has(w)))
  const patterns = fresh.slice(0, 3).map(({ p }) => ({
    category,
    item: p.item,
    estimated_cost: cost(p.audCost, p.monthly),
    justification: `${p.justification}${p.monthly ? ` Priced for ${horizon} months.` : ""}`,
    cost_type: p.costType
  }) satisfies BudgetExtraItem)
  return uniqueBy([...own, ...patterns], (i) => i.item).slice(0, own.length > 0 ? 3 : 2 + ctx.rng.int(2))
}

export const budgetExtras = (req: BudgetExtrasRequest): BudgetExtrasDraft => {
  const ctx = makeContext("budgetExtras", req)
  const currency = (req.currency ?? DEFAULT_CURRENCY).toUpperCase()
  const rate = AUD_RATES[currency] ?? 1
  const horizon = req.pricing_horizon_months && req.pricing_horizon_months > 0 ? req.pricing_horizon_months : DEFAULT_HORIZON_MONTHS
  const flags = req.scope_flags
  const text = req.extras_text ?? {}
  const items = [
    ...(flags.has_software ? linesFor("Software", text.software, ctx, rate, horizon) : []),
    ...(flags.has_hardware ? linesFor("Hardware", text.hardware, ctx, rate, horizon) : []),
    ...(flags.has_third_party ? linesFor("Third-party", text.third_party, ctx, rate, horizon) : [])
  ]
  return { currency, items: uniqueBy(items, (i) => i.item) }
}
