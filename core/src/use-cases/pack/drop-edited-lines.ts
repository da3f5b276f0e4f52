// Issue 35: "editing a line makes it the user's" for a module saved as one document (the scope): an item of the
// new save that was not stored before, as it was, is edited or new; its saved provenance (by its text) goes.
import * as Effect from "effect/Effect"
import { LineProvenanceRepository } from "../../ports/pack/line-provenance-repository"
import type { BudgetLineInput } from "../../rules/budget/budget-line"
import { effectiveCostType } from "../../rules/budget/effective-cost-type"
import { budgetLineText } from "../../rules/pack-review/review-lines"

/** JSON with object keys sorted, so the same item stored and sent back compares equal. */
const canonical = (v: unknown): string =>
  JSON.stringify(v, (_, x: unknown) =>
    x !== null && typeof x === "object" && !Array.isArray(x) ? Object.fromEntries(Object.entries(x as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b))) : x
  )

/** The items of `after` not among `before` (each stored item matches once). */
export const editedItems = <A>(before: ReadonlyArray<unknown>, after: ReadonlyArray<A>): ReadonlyArray<A> => {
  const left = new Map<string, number>()
  for (const b of before) left.set(canonical(b), (left.get(canonical(b)) ?? 0) + 1)
  return after.filter((a) => {
    const n = left.get(canonical(a)) ?? 0
    if (n === 0) return true
    left.set(canonical(a), n - 1)
    return false
  })
}

export const dropEditedLines = <A>(projectId: number, module: string, before: ReadonlyArray<unknown>, after: ReadonlyArray<A>, textOf: (item: A) => string) => {
  const texts = editedItems(before, after).map(textOf)
  return texts.length === 0 ? Effect.void : Effect.flatMap(LineProvenanceRepository, (repo) => repo.dropTexts(projectId, module, texts))
}

/** Budget lines whose cost type a save changed (`after` is `before` line for line, as the cost-type update keeps them). */
export const dropRetypedBudgetLines = (projectId: number, before: ReadonlyArray<BudgetLineInput>, after: ReadonlyArray<BudgetLineInput>, currency: string) => {
  const texts = after.filter((line, i) => before[i] === undefined || effectiveCostType(line) !== effectiveCostType(before[i]!)).map((line) => budgetLineText({ item: line.item, estimated_cost: Number(line.estimated_cost ?? 0) }, currency))
  return texts.length === 0 ? Effect.void : Effect.flatMap(LineProvenanceRepository, (repo) => repo.dropTexts(projectId, "budget", texts))
}
