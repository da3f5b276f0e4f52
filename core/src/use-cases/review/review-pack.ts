// Issue 34: the pack health check. A deterministic PRINCE2 / agile readiness review of an initiation pack's
// artefacts (docs/health-check.md lists each rule and where it comes from). Pure: no I/O, no clock.
import type { ProjectArtefacts } from "../../document/artefacts"
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

/** The findings of a pack, errors first; `brief` adds what the artefacts do not keep (the risk context). */
export const reviewPack = (artefacts: ProjectArtefacts, brief?: ReviewBrief): ReadonlyArray<Finding> => {
  const ctx = packContext(artefacts, brief)
  return numberFindings(HEALTH_RULES.flatMap((rule) => rule(ctx)))
}
