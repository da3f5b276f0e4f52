import { DEFAULT_PM_ROLE_NAME } from "./budget-defaults"
import type { LabourLine } from "./labour-lines"
import { roundHours } from "./labour-lines"
import { fromCents, toCents } from "./money"
import { roleAllocation } from "./pm-allocation"
import { managementHours, type ManagementRoleConfig } from "./pm-cost"
import { rateFor, type RateCard } from "./rate-card"

/** pm_config / sm_config of the generate call (waterfall.md §7, agile.md §3). */
export interface ManagementRole extends ManagementRoleConfig {
  readonly role_name?: string | null
  readonly rate?: number | null
}

/**
 * The Project Manager (or Scrum Master) labour line over the project weeks:
 * rate x hours/day x days/week x weeks x allocation (waterfall.md §9). The rate is the config's own
 * rate, else the rate card's, else the default rate. No line when the allocation or hours are 0.
 */
export function managementLabourLine(
  config: ManagementRole,
  projectWeeks: number,
  pricing: { readonly rates?: RateCard | null; readonly defaultRate: number }
): LabourLine | undefined {
  const role = (config.role_name ?? "").trim() || DEFAULT_PM_ROLE_NAME
  const hours = managementHours(config, projectWeeks)
  if (hours <= 0) return undefined
  const ownRate = config.rate
  const rate =
    typeof ownRate === "number" && Number.isFinite(ownRate) && ownRate >= 0
      ? ownRate
      : rateFor(role, pricing.rates, pricing.defaultRate)
  const percent = Math.round(roleAllocation(config) * 100)
  return {
    category: "Labour",
    item: role,
    task: "",
    role,
    phase: "",
    parent: "",
    hours: roundHours(hours),
    rate,
    estimated_cost: fromCents(toCents(rate * hours)),
    justification: `${percent}% x ${projectWeeks} weeks = ${roundHours(hours)} h x ${rate}/h`,
    cost_type: "OPEX",
    rollup: false
  }
}
