import type { LabourRollup } from "./budget-defaults"
import type { BudgetLineInput } from "./budget-line"
import { budgetTotals, type BudgetTotals } from "./budget-totals"
import { effectiveCostType } from "./effective-cost-type"
import type { CostType } from "./cost-type"
import { labourLines, type LabourTask } from "./labour-lines"
import { rollupLabour } from "./labour-rollup"
import { managementLabourLine, type ManagementRole } from "./management-labour-line"
import { projectWeeks, type DatedItem, type ProjectWeeks } from "./project-weeks"
import type { RateCard } from "./rate-card"

export interface ComposeBudgetInput {
  /** WBS items or schedule tasks: labour comes from their leaves, project weeks from their dates. */
  readonly tasks: ReadonlyArray<LabourTask & DatedItem>
  /** pm_config (and sm_config for agile); each gives one labour line over the project weeks. */
  readonly management: ReadonlyArray<ManagementRole>
  readonly labourRollup: LabourRollup
  readonly rates?: RateCard | null
  readonly defaultRate: number
  readonly contingencyPct: number
  /** Deliverable, external and one-off lines (drafted extras, known costs). */
  readonly otherLines: ReadonlyArray<BudgetLineInput>
}

export interface ComposedBudget {
  readonly items: ReadonlyArray<BudgetLineInput & { readonly cost_type: CostType }>
  readonly totals: BudgetTotals
  readonly weeks: ProjectWeeks
}

/**
 * A whole budget: management lines first, then task labour (rolled up or detailed), then the other
 * lines, each with its effective cost type filled in; totals as budgetTotals.
 */
export function composeBudget(input: ComposeBudgetInput): ComposedBudget {
  const weeks = projectWeeks(input.tasks)
  const pricing = { rates: input.rates, defaultRate: input.defaultRate }
  const management = input.management.flatMap((role) => managementLabourLine(role, weeks.weeks, pricing) ?? [])
  const labour = rollupLabour(labourLines(input.tasks, pricing), input.labourRollup)
  const lines: ReadonlyArray<BudgetLineInput> = [...management, ...labour, ...input.otherLines]
  return {
    items: lines.map((line) => ({ ...line, cost_type: effectiveCostType(line) })),
    totals: budgetTotals(lines, input.contingencyPct),
    weeks
  }
}
