import type { LabourRollup } from "./budget-defaults"
import type { LabourLine } from "./labour-lines"
import { fromCents, toCents } from "./money"
import { roundHours } from "./labour-lines"

export const UNPHASED_GROUP = "Unphased"

/**
 * Collapse labour (waterfall.md §2 "Collapse labour to parent/phase", agile.md §2 "to sprint/phase"):
 * - detailed: lines unchanged;
 * - phase_parent_only: one line per phase;
 * - sprint_parent_only: one line per parent (sprint), else per phase.
 * Groups keep the order of their first line; a blank group is "Unphased". The rolled cost is the sum
 * of the lines' cents, so rolling up never changes the labour subtotal. Rolled lines are fixed OPEX
 * (waterfall.md §4) and marked rollup: true.
 */
export function rollupLabour(lines: ReadonlyArray<LabourLine>, mode: LabourRollup): ReadonlyArray<LabourLine> {
  if (mode === "detailed") return lines
  const groups = new Map<string, LabourLine[]>()
  for (const line of lines) {
    const name = (mode === "sprint_parent_only" ? line.parent || line.phase : line.phase) || UNPHASED_GROUP
    const group = groups.get(name)
    if (group === undefined) groups.set(name, [line])
    else group.push(line)
  }
  return [...groups].map(([name, members]): LabourLine => {
    const cents = members.reduce((sum, line) => sum + toCents(line.estimated_cost), 0)
    const hours = roundHours(members.reduce((sum, line) => sum + line.hours, 0))
    const roles = [...new Set(members.map((line) => line.role))]
    return {
      category: "Labour",
      item: `${name} labour`,
      task: "",
      role: roles.join(", "),
      phase: members[0]?.phase || name,
      parent: mode === "sprint_parent_only" ? name : "",
      hours,
      rate: null,
      estimated_cost: fromCents(cents),
      justification: `${members.length} task line${members.length === 1 ? "" : "s"}, ${hours} h`,
      cost_type: "OPEX",
      rollup: true
    }
  })
}
