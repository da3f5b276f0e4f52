// Labour sized to the money a project has (issue 33): a PM drafting to a cap staffs the in-house team (project
// manager, scrum master, the roles on each task or sprint) part-time so the total fits, down to a floor below which
// the team could not do the work. Supplier, equipment and unit-cost lines stay as estimated, so a budget still above
// the cap keeps its stated gap.
import type { ManagementRole } from "./management-labour-line"
import type { LabourTask } from "./labour-lines"
import { UNASSIGNED_ROLE } from "./labour-lines"
import { roleAllocation } from "./pm-allocation"
import { parseResourceRoles } from "./resource-roles"

/** The in-house team is never sized below this share of the drafted (full) staffing. */
export const LABOUR_FLOOR = 0.25
/** Aim a little under the cap so rounding of hours and cents cannot tip the total over it. */
const CAP_MARGIN = 0.99
const STEP = 0.05

/**
 * The share of the drafted labour the money pays for, in steps of 5%: 1 when the total fits the cap, never below
 * LABOUR_FLOOR. Contingency is a share of every line, so it shrinks with the labour it is a share of.
 */
export const labourShareFor = (input: { readonly total: number; readonly labour: number; readonly other: number; readonly cap: number }): number => {
  const { total, labour, other, cap } = input
  if (total <= cap || labour <= 0 || total <= 0) return 1
  const subtotalCap = (cap * CAP_MARGIN * (labour + other)) / total
  const share = Math.floor(((subtotalCap - other) / labour) / STEP) * STEP
  return Math.min(1, Math.max(LABOUR_FLOOR, Math.round(share * 100) / 100))
}

const scaled = (allocation: number, share: number): number => Math.round(allocation * share * 100) / 100

/** A task whose roles each work `share` of their drafted time (an unassigned task keeps its default-rate role). */
export const scaleTaskLabour = <T extends LabourTask>(task: T, share: number): T => {
  if (share >= 1) return task
  const roles = parseResourceRoles(task.resource_json ?? task.resource)
  const shares = roles.length > 0 ? roles : [{ role: UNASSIGNED_ROLE, allocation: 1 }]
  return { ...task, resource_json: JSON.stringify(shares.map((r) => ({ role: r.role, allocation: scaled(r.allocation, share) }))) }
}

/** A management role at `share` of its drafted allocation (as a part-time percent). */
export const scaleManagement = (role: ManagementRole, share: number): ManagementRole =>
  share >= 1 ? role : { ...role, mode: "partial", percent: Math.max(1, Math.round(roleAllocation(role) * share * 100)) }
