// Post-conditions every drafter's answer is held to, whatever produced it (agile.md §4: AI items are
// de-duplicated by title, case-insensitive, and empty titles dropped; waterfall.md §3: KPI de-duplication).
import { kpiKey } from "../rules/scope/kpis"
import type { KpiDraft, ScopeItemDraft } from "./common"

/** Key for comparing titles and metrics: case, surrounding and repeated spaces ignored (waterfall.md §3). */
export const sameTextKey = kpiKey

export const countWords = (text: string): number => {
  const words = text.trim().split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w))
  return words.length
}

/** Keeps the first of each key, drops empty keys and keys already taken. */
export const uniqueBy = <A>(
  items: ReadonlyArray<A>,
  key: (a: A) => string,
  taken: Iterable<string> = []
): Array<A> => {
  const seen = new Set<string>()
  for (const t of taken) seen.add(sameTextKey(t))
  const out: Array<A> = []
  for (const item of items) {
    const k = sameTextKey(key(item))
    if (k.length === 0 || seen.has(k)) continue
    seen.add(k)
    out.push(item)
  }
  return out
}

export const newItemsOnly = (
  items: ReadonlyArray<ScopeItemDraft>,
  existing: ReadonlyArray<{ readonly title: string }>
): Array<ScopeItemDraft> => uniqueBy(items, (i) => i.title, existing.map((e) => e.title))

export const newKpisOnly = (
  kpis: ReadonlyArray<KpiDraft>,
  existing: ReadonlyArray<{ readonly metric: string }>
): Array<KpiDraft> => uniqueBy(kpis, (k) => k.metric, existing.map((e) => e.metric))
