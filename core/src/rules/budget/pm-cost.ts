import { DEFAULT_DAYS_PER_WEEK, DEFAULT_HOURS_PER_DAY } from "./budget-defaults"
import { toCents, type Cents } from "./money"
import { roleAllocation, type AllocationConfig } from "./pm-allocation"

export interface ManagementRoleConfig extends AllocationConfig {
  readonly hours_per_day?: number | null
  readonly days_per_week?: number | null
}

const within = (value: number | null | undefined, fallback: number, max: number): number =>
  typeof value === "number" && Number.isFinite(value) ? Math.min(max, Math.max(0, value)) : fallback

/** Hours a managing role (PM, Scrum Master) spends: hours/day x days/week x weeks x allocation. */
export function managementHours(config: ManagementRoleConfig, projectWeeks: number): number {
  const hoursPerDay = within(config.hours_per_day, DEFAULT_HOURS_PER_DAY, 24)
  const daysPerWeek = within(config.days_per_week, DEFAULT_DAYS_PER_WEEK, 7)
  return hoursPerDay * daysPerWeek * Math.max(0, projectWeeks) * roleAllocation(config)
}

/**
 * waterfall.md §9: PM cost = rate x 8 x 5 x project weeks x allocation (8 and 5 are the defaults of
 * hours_per_day and days_per_week). Rounded once to the cent.
 */
export function pmCostCents(rate: number, projectWeeks: number, config: ManagementRoleConfig): Cents {
  return toCents(rate * managementHours(config, projectWeeks))
}
