// A drafted project cut to what the plan allows (platform.md §6), as the module screens' generate calls cut theirs:
// the free plan keeps one item per scope tab and one risk, and no stakeholders, WBS (nor its execution summary) or comms.
import type { ProjectArtefacts } from "../../document/artefacts"
import { allowanceLeft, capToAllowance } from "../../rules/platform/entitlements"
import type { Plan } from "../../rules/platform/plans"
import { SCOPE_SECTIONS } from "../../schemas/enum-lists"

export const draftWithinPlan = (plan: Pick<Plan, "paid">, draft: ProjectArtefacts): ProjectArtefacts => {
  if (plan.paid) return draft
  const on = (feature: "stakeholders" | "wbs" | "comms") => allowanceLeft(plan, feature) > 0
  const scope = draft.scope
    ? { ...draft.scope, ...Object.fromEntries(SCOPE_SECTIONS.map((s) => [s, capToAllowance(plan, "scope.add_item", 0, draft.scope?.[s] ?? [])])) }
    : draft.scope
  return {
    ...draft,
    ...(scope ? { scope } : {}),
    ...(draft.risks ? { risks: capToAllowance(plan, "risk.add", 0, draft.risks) } : {}),
    ...(draft.stakeholders && !on("stakeholders") ? { stakeholders: [] } : {}),
    ...(draft.wbs && !on("wbs") ? { wbs: [], executionSummary: null } : {}),
    ...(draft.comms && !on("comms") ? { comms: null } : {})
  }
}
