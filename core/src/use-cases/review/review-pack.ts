// Issue 34: the pack health check. A deterministic PRINCE2 / agile readiness review of an initiation pack's
// artefacts (docs/health-check.md lists each rule and where it comes from). Pure: no I/O, no clock.
import type { ProjectArtefacts } from "../../document/artefacts"
import { backgroundText } from "../../document/sections/scope-sections"
import { agileRules } from "../../rules/health/agile"
import { budgetRules } from "../../rules/health/budget"
import { numberFindings, type Draft, type Finding } from "../../rules/health/finding"
import { governanceRules } from "../../rules/health/governance"
import { packContext, type PackContext, type ReviewBrief } from "../../rules/health/pack-context"
import { planRules } from "../../rules/health/plan"
import { riskRules } from "../../rules/health/risks"
import { scopeRules } from "../../rules/health/scope"
import { stakeholderCommsRules } from "../../rules/health/stakeholders-comms"
import { wordingRules } from "../../rules/health/wording"

export type { Finding, ReviewBrief }

/** Every rule, family by family, in the order findings of one severity are listed. */
export const HEALTH_RULES: ReadonlyArray<(ctx: PackContext) => ReadonlyArray<Draft>> = [
  ...governanceRules,
  ...scopeRules,
  ...planRules,
  ...riskRules,
  ...budgetRules,
  ...stakeholderCommsRules,
  ...agileRules,
  ...wordingRules
]

/**
 * Issue 37: the PM's answer to the Scope set-up's background question is the background until one is drafted or
 * saved, for the check as for the PID it reviews (which prints that answer).
 */
const withAnsweredBackground = (artefacts: ProjectArtefacts): ProjectArtefacts => {
  const scope = artefacts.scope
  if (!scope) return artefacts
  const text = backgroundText(scope)
  const bg = scope.background
  const saved = typeof bg === "string" ? bg : typeof bg?.text === "string" ? bg.text : ""
  return text === "" || saved.trim() !== "" ? artefacts : { ...artefacts, scope: { ...scope, background: text } }
}

/** The findings of a pack, errors first; `brief` adds what the artefacts do not keep (the risk context). */
export const reviewPack = (artefacts: ProjectArtefacts, brief?: ReviewBrief): ReadonlyArray<Finding> => {
  const ctx = packContext(withAnsweredBackground(artefacts), brief)
  return numberFindings(HEALTH_RULES.flatMap((rule) => rule(ctx)))
}
