import type { DeliveryMethod } from "../../document/model"

// issue 36: which module's screen fixes a commented section. The screen paths are the web app's module screens
// (apps/web/src/lib/module-sequence.ts); a heading naming none of the modules points at the reports screen.

export type ReviewModule =
  | "scope"
  | "agile_scope"
  | "stakeholders"
  | "risks"
  | "wbs"
  | "schedule"
  | "backlog"
  | "release"
  | "budget"
  | "comms"
  | "reports"

const SCREENS: Readonly<Record<ReviewModule, { readonly title: string; readonly path: string }>> = {
  scope: { title: "Scope", path: "/app/scope" },
  agile_scope: { title: "Agile Scope", path: "/app/agile/scope" },
  stakeholders: { title: "Stakeholders", path: "/app/stakeholders" },
  risks: { title: "Risk Register", path: "/app/risk" },
  wbs: { title: "WBS Builder", path: "/app/wbs" },
  schedule: { title: "Schedule", path: "/app/agile/schedule" },
  backlog: { title: "Backlog", path: "/app/agile/backlog" },
  release: { title: "Release Plan", path: "/app/agile/release" },
  budget: { title: "Budget", path: "/app/budget" },
  comms: { title: "Short Comms Plan", path: "/app/comms/short" },
  reports: { title: "Reports", path: "/app/reports" }
}

const AGILE_PATHS: Partial<Record<ReviewModule, string>> = { risks: "/app/agile/risk", budget: "/app/agile/budget", reports: "/app/reports/agile" }

// first match wins: "Project board and stakeholders" is the stakeholders' section, "Budget summary" the budget's
const RULES: ReadonlyArray<readonly [RegExp, (method: DeliveryMethod) => ReviewModule]> = [
  [/\b(stakeholder|raci|board|governance|roles?\b|parties|signator)/, () => "stakeholders"],
  [/\b(risks?\b|raid\b|issues?\b)/, () => "risks"],
  [/\b(budget|costs?\b|pric|payment|commercial|invoic|fees?\b|financ)/, () => "budget"],
  [/\b(communicat|comms\b|messag|audience|channel)/, () => "comms"],
  [/\b(epics?\b|stor(y|ies)\b|backlog)/, () => "backlog"],
  [/\b(release|roadmap|now\b|next\b|later\b)/, () => "release"],
  [/\b(milestone|schedul|wbs\b|work breakdown|timeline|plan\b|sprint|phases?\b|stages?\b|gantt|critical path|dates?\b)/, (m) => (m === "agile" ? "schedule" : "wbs")],
  [
    /\b(background|goals?\b|kpis?\b|scope|deliverable|assumption|constraint|dependenc|objective|vision|problem|outcome|okrs?\b|persona|requirement|nfrs?\b|definition|acceptance|benefit|purpose|summary|overview|business case)/,
    (m) => (m === "agile" ? "agile_scope" : "scope")
  ]
]

/** The module a section heading belongs to. */
export const moduleOfHeading = (method: DeliveryMethod, heading: string): ReviewModule => {
  const text = heading.toLowerCase()
  for (const [pattern, module] of RULES) if (pattern.test(text)) return module(method)
  return "reports"
}

// the workspace's extra parameters: without mode=edit the Scope screen opens a new, empty scope
const EXTRA: Partial<Record<ReviewModule, (method: DeliveryMethod) => Readonly<Record<string, string>>>> = {
  scope: () => ({ mode: "edit" }),
  comms: (m) => (m === "agile" ? { approach: "Agile", method: "Agile" } : { approach: "Waterfall", method: "Waterfall" })
}

/** The module's screen for a project: its title and the path with ?project=&projectId= as the workspace links it. */
export const moduleScreen = (method: DeliveryMethod, module: ReviewModule, project: { readonly id: number; readonly name: string }) => {
  const screen = SCREENS[module]
  const path = (method === "agile" ? AGILE_PATHS[module] : undefined) ?? screen.path
  const params = new URLSearchParams({ project: project.name, projectId: String(project.id), ...EXTRA[module]?.(method) })
  return { module, title: screen.title, path: `${path}?${params.toString()}` }
}
