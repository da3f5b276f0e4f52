// The modules of each delivery method in the order a project works through them (platform.md §2.7 workspace
// tiles): the workspace's tiles and each module screen's 'Next: <module>' link (issue 37) read this one list.

export type Delivery = "waterfall" | "agile"

export interface ModuleStep {
  readonly key: string
  readonly title: string
  readonly description: string
  readonly path: string
  readonly extra?: Readonly<Record<string, string>>
}

export const WATERFALL_STEPS: ReadonlyArray<ModuleStep> = [
  { key: "scope", title: "Scope", description: "Objectives, in and out of scope, KPIs.", path: "/app/scope", extra: { mode: "edit" } },
  { key: "stakeholders", title: "Stakeholders", description: "Register, RACI and influence/interest.", path: "/app/stakeholders" },
  { key: "risks", title: "Risk Register", description: "Risks, scores and mitigations.", path: "/app/risk" },
  { key: "wbs", title: "WBS Builder", description: "Stages, work packages and dates.", path: "/app/wbs" },
  { key: "budget", title: "Budget", description: "PM cost, CAPEX and OPEX, contingency.", path: "/app/budget" },
  { key: "comms", title: "Short Comms Plan", description: "Who hears what, when.", path: "/app/comms/short", extra: { approach: "Waterfall", method: "Waterfall" } },
  { key: "reports", title: "Reports and Initiation Pack", description: "PID, RAID, budget, comms, SOW.", path: "/app/reports" }
]

export const AGILE_STEPS: ReadonlyArray<ModuleStep> = [
  { key: "agile_scope", title: "Agile Scope", description: "Vision, goals and scope for the product.", path: "/app/agile/scope" },
  { key: "backlog", title: "Backlog", description: "Epics and user stories.", path: "/app/agile/backlog" },
  { key: "release", title: "Release Plan", description: "Now, Next and Later lanes.", path: "/app/agile/release" },
  { key: "risks", title: "Risk Register", description: "Risks, scores and mitigations.", path: "/app/agile/risk" },
  { key: "schedule", title: "Schedule", description: "Sprints and dates.", path: "/app/agile/schedule" },
  { key: "budget", title: "Budget", description: "Team cost and extras.", path: "/app/agile/budget" },
  { key: "stakeholders", title: "Stakeholders", description: "Register, RACI and influence/interest.", path: "/app/stakeholders" },
  { key: "comms", title: "Short Comms Plan", description: "Who hears what, when.", path: "/app/comms/short", extra: { approach: "Agile", method: "Agile" } },
  { key: "reports", title: "Reports", description: "Agile reports and exports.", path: "/app/reports/agile" }
]

export const stepsOf = (delivery: Delivery): ReadonlyArray<ModuleStep> => (delivery === "agile" ? AGILE_STEPS : WATERFALL_STEPS)

/** The link to a module's screen for a project. */
export const stepUrl = (step: ModuleStep, name: string, id: string | undefined): string => {
  const params = new URLSearchParams()
  if (name) params.set("project", name)
  if (id) params.set("projectId", id)
  for (const [k, v] of Object.entries(step.extra ?? {})) params.set(k, v)
  return `${step.path}?${params.toString()}`
}

const clean = (path: string): string => path.replace(/\/+$/, "")

/** The method a module path belongs to; undefined for the screens both methods share (Stakeholders, Comms). */
export const deliveryOfPath = (path: string): Delivery | undefined => {
  const p = clean(path)
  if (p === "/app/stakeholders" || p === "/app/comms/short") return undefined
  if (p.startsWith("/app/agile/") || p === "/app/reports/agile") return "agile"
  return WATERFALL_STEPS.some((s) => s.path === p) ? "waterfall" : undefined
}

/** The module after the one at `path` (the Agile Quick Draft leads to the Agile Scope); undefined after the last. */
export const nextStep = (delivery: Delivery, path: string): ModuleStep | undefined => {
  const p = clean(path)
  const steps = stepsOf(delivery)
  if (p === "/app/agile/quick-draft") return steps[0]
  const at = steps.findIndex((s) => s.path === p)
  return at < 0 ? undefined : steps[at + 1]
}
