import * as Effect from "effect/Effect"
import { RiskRepository } from "../../ports/waterfall/risk-repository"
import { ScopeRepository } from "../../ports/waterfall/scope-repository"
import { StakeholderRepository } from "../../ports/waterfall/stakeholder-repository"
import { topRisks } from "../../rules/risk/top-risks"
import { normaliseScopeItems } from "../../rules/scope/scope-items"
import type { OpenProject } from "./open-project"

/** The suggested context of a comms plan: scope narrative and goals, stakeholders and top risks of the project. */
export const commsContext = (open: OpenProject, approach: string, method: string) =>
  Effect.gen(function* () {
    const scope = yield* (yield* ScopeRepository).find(open.project.id)
    const stakeholders = yield* (yield* StakeholderRepository).list(open.project.id)
    const risks = topRisks(yield* (yield* RiskRepository).list(open.project.id), 3)
    const narrative = typeof scope?.scope.in_scope === "string" ? scope.scope.in_scope : ""
    const goals = normaliseScopeItems(scope?.scope.goals).map((g) => g.title)
    const lines = [
      `Project: ${open.project.name} (${approach}${method.trim() ? ` / ${method.trim()}` : ""}).`,
      narrative.trim() ? `In scope: ${narrative.trim()}` : "",
      goals.length ? `Goals: ${goals.join("; ")}.` : "",
      stakeholders.length ? `Stakeholders: ${stakeholders.slice(0, 8).map((s) => [s.name, s.role].filter((x) => x.trim()).join(" - ")).join("; ")}.` : "",
      risks.length ? `Top risks: ${risks.map((r) => r.title).join("; ")}.` : ""
    ]
    return lines.filter((l) => l !== "").join("\n")
  })
