// Beyond the spec: which earlier modules are still empty for this project (waterfall.md §1: later documents
// are generated from earlier ones), each read from the module's own GET answer.
import { effectiveBackground } from "@initpack/core/rules/scope/background-answer"
import { PLAN_LIMIT_STATUS } from "../../../lib/plan-limit"
import type { ReportProject } from "./report-query"

export type ModuleKey = "scope" | "stakeholders" | "risks" | "wbs" | "budget" | "comms" | "agile_scope" | "backlog" | "schedule"
export type ReadinessState = "ready" | "partial" | "empty" | "locked" | "unknown" | "checking"

export interface ReadinessRow {
  readonly key: ModuleKey
  readonly label: string
  readonly state: ReadinessState
  readonly detail: string
  readonly to: string
}

export interface ReadinessModule {
  readonly key: ModuleKey
  readonly label: string
  readonly path: string
  readonly unit: readonly [string, string]
  readonly extra?: Record<string, string>
}

/** Module order of waterfall.md (Scope, Stakeholders, Risk Register, WBS, Budget, Comms), with their screens. */
export const READINESS_MODULES: ReadonlyArray<ReadinessModule> = [
  { key: "scope", label: "Scope", path: "/app/scope", unit: ["item", "items"], extra: { mode: "edit" } },
  { key: "stakeholders", label: "Stakeholders", path: "/app/stakeholders", unit: ["stakeholder", "stakeholders"] },
  { key: "risks", label: "Risk Register", path: "/app/risk", unit: ["risk", "risks"] },
  { key: "wbs", label: "WBS", path: "/app/wbs", unit: ["task", "tasks"] },
  { key: "budget", label: "Budget", path: "/app/budget", unit: ["line", "lines"] },
  { key: "comms", label: "Comms Plan", path: "/app/comms/short", unit: ["section", "sections"], extra: { approach: "Waterfall", method: "Waterfall" } }
]

/** agile.md §1 module order (Agile Scope, Backlog, Risk Register, Schedule, Budget, Stakeholders, Comms), with their screens. */
export const AGILE_READINESS_MODULES: ReadonlyArray<ReadinessModule> = [
  { key: "agile_scope", label: "Agile Scope", path: "/app/agile/scope", unit: ["entry", "entries"] },
  { key: "backlog", label: "Backlog", path: "/app/agile/backlog", unit: ["epic or story", "epics and stories"] },
  { key: "risks", label: "Risk Register", path: "/app/agile/risk", unit: ["risk", "risks"] },
  { key: "schedule", label: "Schedule", path: "/app/agile/schedule", unit: ["task", "tasks"] },
  { key: "budget", label: "Budget", path: "/app/agile/budget", unit: ["line", "lines"] },
  { key: "stakeholders", label: "Stakeholders", path: "/app/stakeholders", unit: ["stakeholder", "stakeholders"] },
  { key: "comms", label: "Comms Plan", path: "/app/comms/short", unit: ["section", "sections"], extra: { approach: "Agile", method: "Agile" } }
]

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})
const length = (value: unknown): number => (Array.isArray(value) ? value.length : 0)

/** Filled entries of an agile scope: each non-empty text and each list item, however deep. */
const filled = (value: unknown): number => {
  if (typeof value === "string") return value.trim() === "" ? 0 : 1
  if (Array.isArray(value)) return value.filter((item) => filled(item) > 0).length
  if (typeof value === "object" && value !== null) return Object.values(value).reduce<number>((n, child) => n + filled(child), 0)
  return 0
}

const SCOPE_SECTIONS = ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope"] as const
const COMMS_SECTIONS = ["objectives", "channels", "key_messages", "audiences", "governance", "risks_mitigations"] as const

/** How many things each module's answer holds (0 = empty). */
export const COUNTERS: Readonly<Record<ModuleKey, (data: unknown) => number>> = {
  scope: (data) => {
    const root = record(data)
    if (root.found === false) return 0
    const scope = record(root.scope)
    return SCOPE_SECTIONS.reduce((n, section) => n + length(scope[section]), 0)
  },
  stakeholders: (data) => length(record(data).stakeholders),
  risks: (data) => length(record(data).risks),
  wbs: (data) => length(record(data).items),
  budget: (data) => {
    const root = record(data)
    return root.found === false ? 0 : length(record(root.budget).items)
  },
  comms: (data) => {
    const root = record(data)
    if (root.found === false) return 0
    const plan = record(root.plan)
    return COMMS_SECTIONS.filter((section) => length(plan[section]) > 0).length
  },
  agile_scope: (data) => filled(record(data).scope),
  backlog: (data) => length(record(data).epics) + length(record(data).stories),
  schedule: (data) => length(record(data).tasks)
}

/** What a module with content still lacks for the documents (issue 37: the PID's background). */
export const GAPS: Partial<Readonly<Record<ModuleKey, (data: unknown) => string | undefined>>> = {
  scope: (data) => {
    const scope = record(record(data).scope)
    const bg = scope.background
    const saved = typeof bg === "string" ? bg : typeof record(bg).text === "string" ? (record(bg).text as string) : ""
    return effectiveBackground(saved, scope.clarification_answers) === "" ? "no background yet" : undefined
  }
}

export type ModuleAnswer = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly status: number; readonly message: string }

/** The link to a module's screen for this project. */
export const moduleUrl = (path: string, project: ReportProject, extra: Record<string, string> = {}): string => {
  const params = new URLSearchParams()
  if (project.projectName) params.set("project", project.projectName)
  if (project.projectId) params.set("projectId", project.projectId)
  for (const [key, value] of Object.entries(extra)) params.set(key, value)
  const text = params.toString()
  return text ? `${path}?${text}` : path
}

/** One row of the readiness list from the module's answer (undefined while it is loading). */
export const readinessRow = (
  key: ModuleKey,
  answer: ModuleAnswer | undefined,
  project: ReportProject,
  modules: ReadonlyArray<ReadinessModule> = READINESS_MODULES
): ReadinessRow => {
  const module = modules.find((m) => m.key === key)!
  const base = { key, label: module.label, to: moduleUrl(module.path, project, module.extra) }
  if (answer === undefined) return { ...base, state: "checking", detail: "Checking…" }
  if (!answer.ok) {
    return answer.status === PLAN_LIMIT_STATUS ? { ...base, state: "locked", detail: "Not on your plan" } : { ...base, state: "unknown", detail: `Could not check (${answer.message})` }
  }
  const count = COUNTERS[key](answer.data)
  if (count === 0) return { ...base, state: "empty", detail: "Still empty" }
  const counted = `${count} ${count === 1 ? module.unit[0] : module.unit[1]}`
  const gap = GAPS[key]?.(answer.data)
  return gap ? { ...base, state: "partial", detail: `${counted}; ${gap}` } : { ...base, state: "ready", detail: counted }
}
