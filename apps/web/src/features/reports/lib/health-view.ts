// The Health check panel's view of the findings (issue 34): a score, the findings grouped by the module
// screen that fixes them, and the link to that screen for this project.
import type { Finding, HealthModule, Severity } from "@initpack/core/rules/health/finding"
import type { ReportProject } from "./report-query"
import type { ReportsMode } from "./reports-mode"

interface Screen {
  readonly label: string
  readonly path: string
  readonly extra?: Readonly<Record<string, string>>
}

const comms = (approach: string): Screen => ({ label: "Comms Plan", path: "/app/comms/short", extra: { approach, method: approach } })

/** The screen of each module, by method (waterfall.md §1, agile.md §1 routes). */
const SCREENS: Readonly<Record<ReportsMode, Readonly<Record<HealthModule, Screen>>>> = {
  waterfall: {
    scope: { label: "Scope", path: "/app/scope", extra: { mode: "edit" } },
    stakeholders: { label: "Stakeholders", path: "/app/stakeholders" },
    risks: { label: "Risk Register", path: "/app/risk" },
    wbs: { label: "WBS", path: "/app/wbs" },
    budget: { label: "Budget", path: "/app/budget" },
    comms: comms("Waterfall"),
    agile_scope: { label: "Agile Scope", path: "/app/agile/scope" },
    backlog: { label: "Backlog", path: "/app/agile/backlog" },
    release: { label: "Release", path: "/app/agile/release" },
    schedule: { label: "Schedule", path: "/app/agile/schedule" }
  },
  agile: {
    scope: { label: "Agile Scope", path: "/app/agile/scope" },
    stakeholders: { label: "Stakeholders", path: "/app/stakeholders" },
    risks: { label: "Risk Register", path: "/app/agile/risk" },
    wbs: { label: "Schedule", path: "/app/agile/schedule" },
    budget: { label: "Budget", path: "/app/agile/budget" },
    comms: comms("Agile"),
    agile_scope: { label: "Agile Scope", path: "/app/agile/scope" },
    backlog: { label: "Backlog", path: "/app/agile/backlog" },
    release: { label: "Release", path: "/app/agile/release" },
    schedule: { label: "Schedule", path: "/app/agile/schedule" }
  }
}

export const screenLabel = (module: HealthModule, mode: ReportsMode): string => SCREENS[mode][module].label

/** The link to the screen that fixes a finding, for this project; with `focus=<row id>` when the finding names its row. */
export const screenUrl = (module: HealthModule, mode: ReportsMode, project: ReportProject, target?: string): string => {
  const screen = SCREENS[mode][module]
  const params = new URLSearchParams()
  if (project.projectName) params.set("project", project.projectName)
  if (project.projectId) params.set("projectId", project.projectId)
  for (const [key, value] of Object.entries(screen.extra ?? {})) params.set(key, value)
  if (target) params.set("focus", target)
  const text = params.toString()
  return text ? `${screen.path}?${text}` : screen.path
}

/** Points taken off 100 per finding: a board would send the pack back for an error. */
export const SCORE_WEIGHTS: Readonly<Record<Severity, number>> = { error: 10, warning: 3, note: 1 }

/** 100 less the weight of each finding, never below 0. */
export const healthScore = (findings: ReadonlyArray<Finding>): number => Math.max(0, 100 - findings.reduce((n, f) => n + SCORE_WEIGHTS[f.severity], 0))

export interface ModuleGroup {
  readonly module: HealthModule
  readonly findings: ReadonlyArray<Finding>
}

/** Findings grouped by module, the module of the first (most severe) finding first; order kept within a group. */
export const groupByModule = (findings: ReadonlyArray<Finding>): ReadonlyArray<ModuleGroup> => {
  const groups = new Map<HealthModule, Array<Finding>>()
  for (const f of findings) groups.set(f.module, [...(groups.get(f.module) ?? []), f])
  return [...groups].map(([module, list]) => ({ module, findings: list }))
}
