// Issue 37: each workspace tile says what its module holds: empty, drafted (content as it was first made:
// the AI's draft, or rows as added) or edited (changed since: a row or item edited, a saved version later
// than the first), with a count. Read from each module's own GET answer.
import { PLAN_LIMIT_STATUS } from "../../../lib/plan-limit"

export type ModuleState = "empty" | "drafted" | "edited" | "locked" | "unknown"

export interface ModuleStatus {
  readonly state: ModuleState
  readonly count: number
  /** "12 items", "Not on your plan", ... */
  readonly detail: string
}

type Answer = { readonly ok: true; readonly data: unknown } | { readonly ok: false; readonly status: number }

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const list = (value: unknown): ReadonlyArray<unknown> => (Array.isArray(value) ? value : [])
const changedRows = (rows: ReadonlyArray<unknown>): boolean => rows.some((r) => Number(record(r).version ?? 1) > 1)
const laterVersion = (root: Record<string, unknown>): boolean => typeof root.version === "number" && root.version > 1

// the scope history's labels of a person's own changes (scope-model.ts); the AI's own are "Add with AI" and so on
const USER_LABELS = new Set(["Add item", "Edit item", "Delete item", "Delete KPI", "Edit KPI", "Undo", "Revert"])
const SCOPE_SECTIONS = ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope"] as const
const COMMS_SECTIONS = ["objectives", "channels", "key_messages", "audiences", "governance", "risks_mitigations"] as const

const filled = (value: unknown): number => {
  if (typeof value === "string") return value.trim() === "" ? 0 : 1
  if (Array.isArray(value)) return value.filter((item) => filled(item) > 0).length
  if (typeof value === "object" && value !== null) return Object.values(value).reduce<number>((n, child) => n + filled(child), 0)
  return 0
}

interface Reader {
  readonly unit: readonly [string, string]
  readonly count: (data: unknown) => number
  readonly edited: (data: unknown) => boolean
}

export const READERS: Readonly<Record<string, Reader>> = {
  scope: {
    unit: ["item", "items"],
    count: (d) => (record(d).found === false ? 0 : SCOPE_SECTIONS.reduce((n, s) => n + list(record(record(d).scope)[s]).length, 0)),
    edited: (d) => {
      const root = record(d)
      const history = Object.values(record(root.history)).flatMap((entries) => list(entries))
      const background = record(record(root.scope).background)
      return history.some((e) => USER_LABELS.has(String(record(e).label ?? ""))) || typeof background.saved_at === "string"
    }
  },
  stakeholders: { unit: ["stakeholder", "stakeholders"], count: (d) => list(record(d).stakeholders).length, edited: (d) => changedRows(list(record(d).stakeholders)) },
  risks: { unit: ["risk", "risks"], count: (d) => list(record(d).risks).length, edited: (d) => changedRows(list(record(d).risks)) },
  wbs: { unit: ["task", "tasks"], count: (d) => list(record(d).items).length, edited: (d) => changedRows(list(record(d).items)) },
  budget: {
    unit: ["line", "lines"],
    count: (d) => (record(d).found === false ? 0 : list(record(record(d).budget).items).length),
    edited: (d) => laterVersion(record(d)) || laterVersion(record(record(d).budget))
  },
  comms: {
    unit: ["section", "sections"],
    count: (d) => (record(d).found === false ? 0 : COMMS_SECTIONS.filter((s) => list(record(record(d).plan)[s]).length > 0).length),
    edited: (d) => laterVersion(record(d))
  },
  agile_scope: { unit: ["entry", "entries"], count: (d) => filled(record(d).scope), edited: (d) => laterVersion(record(d)) },
  backlog: {
    unit: ["epic or story", "epics and stories"],
    count: (d) => list(record(d).epics).length + list(record(d).stories).length,
    edited: (d) => laterVersion(record(d)) || changedRows(list(record(d).stories))
  },
  release: {
    unit: ["placed story", "placed stories"],
    count: (d) => ["now", "next", "later"].reduce((n, lane) => n + list(record(record(d).lanes)[lane] ?? record(d)[lane]).length, 0),
    edited: (d) => laterVersion(record(d))
  },
  schedule: { unit: ["task", "tasks"], count: (d) => list(record(d).tasks).length, edited: (d) => changedRows(list(record(d).tasks)) }
}

/** The tile's status from the module's answer; undefined for a module with nothing to count (Reports). */
export const moduleStatus = (key: string, answer: Answer): ModuleStatus | undefined => {
  const reader = READERS[key]
  if (!reader) return undefined
  if (!answer.ok) return answer.status === PLAN_LIMIT_STATUS ? { state: "locked", count: 0, detail: "Not on your plan" } : { state: "unknown", count: 0, detail: "Could not check" }
  const count = reader.count(answer.data)
  if (count === 0) return { state: "empty", count, detail: "Empty" }
  const counted = `${count} ${count === 1 ? reader.unit[0] : reader.unit[1]}`
  return reader.edited(answer.data) ? { state: "edited", count, detail: `Edited · ${counted}` } : { state: "drafted", count, detail: `Drafted · ${counted}` }
}
