// Issue 19: the words of a project's saved scope that may state a budget cap or a deadline (the In Scope narrative,
// constraints and assumptions), for steps that draft from it without the brief at hand (the budget).
import * as Effect from "effect/Effect"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { briefLimitWarnings } from "../../rules/planning/brief-limits"
import { normaliseScopeItems } from "../../rules/scope/scope-items"

export const scopeLimitsText = (projectId: number) =>
  Effect.gen(function* () {
    const record = yield* (yield* ScopeRepository).find(projectId)
    if (!record) return ""
    const narrative = typeof record.scope.in_scope === "string" ? record.scope.in_scope : ""
    const items = [...normaliseScopeItems(record.scope.constraints), ...normaliseScopeItems(record.scope.assumptions)]
    return [narrative, ...items.map((i) => `${i.title}. ${i.rationale ?? ""}`)].filter((l) => l.trim() !== "").join("\n")
  })

/** 'The drafted budget totals ..., above the cap of ... in the brief.' when the total is above the scope's cap. */
export const budgetCapWarnings = (limits: string, total: number, currency: string): Array<string> =>
  limits === "" ? [] : briefLimitWarnings({ text: limits, total, currency })
