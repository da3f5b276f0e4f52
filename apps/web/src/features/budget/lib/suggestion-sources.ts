// Where the known-cost suggestions come from: the saved scope's deliverables and the WBS task names.
import { normaliseScopeItems } from "@initpack/core/rules/scope/scope-items"
import { scopeSectionKey } from "@initpack/core/rules/scope/scope-sections"
import type { WbsTask } from "./labour-sources"

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** Deliverable titles of a scope answer's scope, reading the capitalised keys too ("Deliverables"). */
export const deliverableTitles = (scope: unknown): ReadonlyArray<string> => {
  for (const [key, value] of Object.entries(record(scope))) {
    if (scopeSectionKey(key) === "deliverables") return normaliseScopeItems(value).map((item) => item.title)
  }
  return []
}

export const wbsTaskNames = (tasks: ReadonlyArray<WbsTask>): ReadonlyArray<string> =>
  tasks.map((task) => (typeof task.task === "string" ? task.task : typeof task.title === "string" ? task.title : "")).filter((name) => name !== "")
