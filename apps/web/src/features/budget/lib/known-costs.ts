// "Any known expected one-off costs" rows (waterfall.md §2, §5, §9): suggestions from the scope deliverables
// and product-like WBS tasks (core's knownCostSuggestions), + Add item (core's addOneOffCost), remove.
import { addOneOffCost } from "@initpack/core/rules/budget/one-off-costs"
import { isProductLikeTaskName, knownCostSuggestions, suggestionKey } from "@initpack/core/rules/budget/known-cost-suggestions"
import { rowKey, type KnownCost } from "./budget-form"

export interface SuggestionSources {
  readonly deliverableTitles: ReadonlyArray<string>
  readonly wbsTaskNames: ReadonlyArray<string>
}

const isUnpriced = (cost: KnownCost): boolean => cost.amount.trim() === ""

/**
 * Rows with the suggestions merged in: the rows kept as they are, then each suggestion not yet listed
 * (core caps them at 12). Without WBS suggestions, unpriced rows that came from the WBS are withdrawn;
 * a row the user priced or added stays.
 */
export const mergeSuggestions = (rows: ReadonlyArray<KnownCost>, sources: SuggestionSources, includeWbs: boolean): ReadonlyArray<KnownCost> => {
  const kept = includeWbs ? rows : rows.filter((row) => !(row.source === "wbs" && isUnpriced(row)))
  const listed = new Set(kept.map((row) => suggestionKey(row.name)))
  const scopeKeys = new Set(sources.deliverableTitles.map(suggestionKey))
  const added: KnownCost[] = []
  for (const title of knownCostSuggestions({ ...sources, includeWbs })) {
    const key = suggestionKey(title)
    if (listed.has(key)) continue
    listed.add(key)
    added.push({ key: rowKey("cost"), name: title, amount: "", source: scopeKeys.has(key) ? "scope" : "wbs" })
  }
  return [...kept, ...added]
}

export type AddOutcome = { readonly ok: true; readonly rows: ReadonlyArray<KnownCost> } | { readonly ok: false; readonly reason: "blank" | "duplicate" }

/** + Add item: the trimmed name is added unless blank or already listed (case and spaces ignored). */
export const addKnownCost = (rows: ReadonlyArray<KnownCost>, name: string): AddOutcome => {
  if (name.trim() === "") return { ok: false, reason: "blank" }
  const next = addOneOffCost(rows, name)
  if (next === rows) return { ok: false, reason: "duplicate" }
  return { ok: true, rows: [...rows, { key: rowKey("cost"), name: name.trim(), amount: "", source: "user" }] }
}

export const removeKnownCost = (rows: ReadonlyArray<KnownCost>, key: string): ReadonlyArray<KnownCost> => rows.filter((row) => row.key !== key)

export const setKnownCostAmount = (rows: ReadonlyArray<KnownCost>, key: string, amount: string): ReadonlyArray<KnownCost> =>
  rows.map((row) => (row.key === key ? { ...row, amount } : row))

/** An amount cell's problem: blank is fine (not sent); otherwise a number of at least 0. */
export const amountProblem = (text: string): string | undefined => {
  if (text.trim() === "") return undefined
  const n = Number(text.replace(/,/g, ""))
  return Number.isFinite(n) && n >= 0 ? undefined : "Enter an amount of at least 0."
}

export { isProductLikeTaskName }
