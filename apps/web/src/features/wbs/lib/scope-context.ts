import { normaliseScopeItems } from "@initpack/core/rules/scope/scope-items"

// Load from Scope (waterfall.md §2): docs/api.md has no WBS prefill call, so the Project Context is
// built from GET /scope/latest: the In Scope narrative, then deliverables, phases, constraints and
// dependencies as short lines.

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {})

const SECTIONS: ReadonlyArray<{ readonly keys: ReadonlyArray<string>; readonly label: string }> = [
  { keys: ["goals", "Objectives"], label: "Goals" },
  { keys: ["deliverables", "Deliverables"], label: "Deliverables" },
  { keys: ["phases"], label: "Phases" },
  { keys: ["constraints", "Constraints"], label: "Constraints" },
  { keys: ["dependencies", "Dependencies"], label: "Dependencies" }
]

/** The context text from a /scope/latest answer; empty when no scope is saved. */
export const wbsContextFromScope = (answer: unknown): string => {
  const a = record(answer)
  if (a.found === false) return ""
  const scope = record(a.scope)
  const narrative = [scope.in_scope, scope.InScope].find((v): v is string => typeof v === "string" && v.trim() !== "")?.trim() ?? ""
  const lines = [narrative]
  for (const section of SECTIONS) {
    const raw = section.keys.map((k) => scope[k]).find((v) => Array.isArray(v) && v.length > 0)
    const titles = normaliseScopeItems(raw).map((i) => i.title)
    if (titles.length > 0) lines.push(`${section.label}: ${titles.join("; ")}.`)
  }
  return lines.filter((l) => l !== "").join("\n")
}
