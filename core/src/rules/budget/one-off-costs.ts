import { parseAmount } from "./money"
import { suggestionKey } from "./known-cost-suggestions"

/** A row of "Any known expected one-off costs" (waterfall.md §2, agile.md §2). */
export interface OneOffCost {
  readonly name: string
  readonly amount?: number | string | null
}

/**
 * + Add item (waterfall.md §5, agile.md §5): the name is trimmed; a blank name or one already listed
 * (case-insensitive, spaces collapsed) is ignored and the same list is returned.
 * A new row starts with no amount.
 */
export function addOneOffCost(list: ReadonlyArray<OneOffCost>, name: string): ReadonlyArray<OneOffCost> {
  const trimmed = name.trim()
  if (trimmed === "") return list
  const key = suggestionKey(trimmed)
  if (list.some((entry) => suggestionKey(entry.name) === key)) return list
  return [...list, { name: trimmed, amount: null }]
}

/** Only amounts above 0 are sent (waterfall.md §5); numeric text is read, blank rows dropped. */
export function oneOffCostsToSend(list: ReadonlyArray<OneOffCost>): ReadonlyArray<{ readonly name: string; readonly amount: number }> {
  return list.flatMap((entry) => {
    const name = entry.name.trim()
    const amount = parseAmount(entry.amount)
    return name !== "" && amount !== undefined && amount > 0 ? [{ name, amount }] : []
  })
}

/** deliverable_overrides of the generate call: name -> amount, amounts > 0 only. */
export function deliverableOverrides(list: ReadonlyArray<OneOffCost>): Readonly<Record<string, number>> {
  return Object.fromEntries(oneOffCostsToSend(list).map(({ name, amount }) => [name, amount]))
}

export const ONE_OFF_JUSTIFICATION = "Known one-off cost"

/**
 * The sent one-off costs as Deliverable budget lines. The justification names them one-off, so the
 * cost-type fallback classes them CAPEX unless their name holds a recurring (OPEX) word.
 */
export function oneOffCostLines(list: ReadonlyArray<OneOffCost>): ReadonlyArray<{
  readonly category: "Deliverable"
  readonly item: string
  readonly estimated_cost: number
  readonly justification: string
}> {
  return oneOffCostsToSend(list).map(({ name, amount }) => ({
    category: "Deliverable",
    item: name,
    estimated_cost: amount,
    justification: ONE_OFF_JUSTIFICATION
  }))
}
