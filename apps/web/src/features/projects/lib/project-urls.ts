// Where project screens live (platform.md §2.4, §2.7).
import type { Delivery } from "./project-record"

const qs = (params: Record<string, string>): string => `?${new URLSearchParams(params).toString()}`

/** §2.4: after creation, waterfall goes to /app/scope and agile to /app/agile/quick-draft. */
export const firstModuleUrl = (delivery: Delivery, name: string, id: string): string =>
  `${delivery === "agile" ? "/app/agile/quick-draft" : "/app/scope"}${qs({ project: name, projectId: id, mode: "create", delivery })}`

export interface WorkspaceTile {
  readonly title: string
  readonly description: string
  readonly to: string
}

const tile = (title: string, description: string, path: string, base: Record<string, string>, extra: Record<string, string> = {}): WorkspaceTile => ({
  title,
  description,
  to: `${path}${qs({ ...base, ...extra })}`
})

/** §2.7: the tiles of the project's delivery method, in module order. */
export const workspaceTiles = (delivery: Delivery, name: string, id: string): ReadonlyArray<WorkspaceTile> => {
  const base = { project: name, projectId: id }
  if (delivery === "agile") {
    return [
      tile("Agile Scope", "Vision, goals and scope for the product.", "/app/agile/scope", base),
      tile("Backlog", "Epics and user stories.", "/app/agile/backlog", base),
      tile("Release Plan", "Now, Next and Later lanes.", "/app/agile/release", base),
      tile("Risk Register", "Risks, scores and mitigations.", "/app/agile/risk", base),
      tile("Schedule", "Sprints and dates.", "/app/agile/schedule", base),
      tile("Budget", "Team cost and extras.", "/app/agile/budget", base),
      tile("Stakeholders", "Register, RACI and influence/interest.", "/app/stakeholders", base),
      tile("Short Comms Plan", "Who hears what, when.", "/app/comms/short", base, { approach: "Agile", method: "Agile" }),
      tile("Reports", "Agile reports and exports.", "/app/reports/agile", base)
    ]
  }
  return [
    tile("Scope", "Objectives, in and out of scope, KPIs.", "/app/scope", base, { mode: "edit" }),
    tile("Stakeholders", "Register, RACI and influence/interest.", "/app/stakeholders", base),
    tile("Risk Register", "Risks, scores and mitigations.", "/app/risk", base),
    tile("WBS Builder", "Stages, work packages and dates.", "/app/wbs", base),
    tile("Budget", "PM cost, CAPEX and OPEX, contingency.", "/app/budget", base),
    tile("Short Comms Plan", "Who hears what, when.", "/app/comms/short", base, { approach: "Waterfall", method: "Waterfall" }),
    tile("Reports and Initiation Pack", "PID, RAID, budget, comms, SOW.", "/app/reports", base)
  ]
}
