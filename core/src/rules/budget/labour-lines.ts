import { DEFAULT_HOURS_PER_DAY } from "./budget-defaults"
import { leafItems, type TreeItem } from "./leaf-items"
import { fromCents, toCents } from "./money"
import { rateFor, type RateCard } from "./rate-card"
import { parseResourceRoles } from "./resource-roles"

/** A WBS item or agile schedule task, as far as labour needs it. */
export interface LabourTask extends TreeItem {
  readonly task?: string | null
  readonly title?: string | null
  readonly phase?: string | null
  /** Title of the nearest parent (the sprint in an agile schedule); used by sprint_parent_only. */
  readonly parent?: string | null
  readonly duration_days?: number | string | null
  readonly resource?: string | null
  readonly resource_json?: string | null
  readonly type?: string | null
}

export interface LabourLine {
  readonly category: "Labour"
  readonly item: string
  readonly task: string
  readonly role: string
  readonly phase: string
  readonly parent: string
  readonly hours: number
  /** Hourly rate; null on a rolled-up line, which mixes roles. */
  readonly rate: number | null
  readonly estimated_cost: number
  readonly justification: string
  readonly cost_type: "OPEX"
  readonly rollup: boolean
}

export interface LabourOptions {
  readonly rates?: RateCard | null
  readonly defaultRate: number
  readonly hoursPerDay?: number
}

/** A task with no resource is priced at the default rate under this role. */
export const UNASSIGNED_ROLE = "Unassigned"

const days = (value: number | string | null | undefined): number => {
  const n = typeof value === "string" ? Number(value) : value
  return typeof n === "number" && Number.isFinite(n) && n > 0 ? n : 0
}

export const roundHours = (hours: number): number => Math.round(hours * 100) / 100

/**
 * Labour lines (waterfall.md §2 Budget, agile.md §2): for each leaf task (gates and 0-day tasks
 * skipped) and each role in its resource, hours = duration_days x hours/day x role allocation and
 * cost = hours x the role's rate (rate card, else default rate). Each line's cost is rounded once to
 * the cent. Labour is OPEX (waterfall.md §9).
 */
export function labourLines(tasks: ReadonlyArray<LabourTask>, options: LabourOptions): ReadonlyArray<LabourLine> {
  const hoursPerDay = options.hoursPerDay ?? DEFAULT_HOURS_PER_DAY
  const lines: LabourLine[] = []
  for (const task of leafItems(tasks)) {
    if ((task.type ?? "").trim().toLowerCase() === "gate") continue
    const taskDays = days(task.duration_days)
    if (taskDays === 0) continue
    const name = (task.task ?? task.title ?? "").trim() || "Task"
    const roles = parseResourceRoles(task.resource_json ?? task.resource)
    const shares = roles.length > 0 ? roles : [{ role: UNASSIGNED_ROLE, allocation: 1 }]
    for (const { role, allocation } of shares) {
      const hours = taskDays * hoursPerDay * allocation
      if (hours <= 0) continue
      const rate = rateFor(role, options.rates, options.defaultRate)
      lines.push({
        category: "Labour",
        item: `${name} (${role})`,
        task: name,
        role,
        phase: (task.phase ?? "").trim(),
        parent: (task.parent ?? "").trim(),
        hours: roundHours(hours),
        rate,
        estimated_cost: fromCents(toCents(hours * rate)),
        justification: `${roundHours(hours)} h x ${rate}/h`,
        cost_type: "OPEX",
        rollup: false
      })
    }
  }
  return lines
}
