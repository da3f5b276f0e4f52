// "Refresh from Scope": the Risk Register's Project Context drawn from the saved waterfall scope
// (waterfall.md §2 Risk Register), built from GET /scope/latest since there is no waterfall risk prefill call.
import { normaliseScopeItems } from "@initpack/core/rules/scope/scope-items"
import { scopeSectionKey, type ScopeSectionKey } from "@initpack/core/rules/scope/scope-sections"

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const text = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

const SECTION_LINES: ReadonlyArray<readonly [ScopeSectionKey, string]> = [
  ["goals", "Goals"],
  ["deliverables", "Deliverables"],
  ["constraints", "Constraints"],
  ["dependencies", "Dependencies"],
  ["assumptions", "Assumptions"],
  ["out_of_scope", "Out of scope"],
  ["risks", "Known risks"]
]

/** Items of each section, reading the server's capitalised keys too (Objectives, Out_of_Scope...). */
const sections = (scope: Record<string, unknown>): Map<ScopeSectionKey, unknown> => {
  const found = new Map<ScopeSectionKey, unknown>()
  for (const [key, value] of Object.entries(scope)) {
    const section = scopeSectionKey(key)
    if (section && !found.has(section)) found.set(section, value)
  }
  return found
}

/**
 * The context text: project, setup, In Scope narrative, background, then one line per section
 * (titles joined by "; "). An empty string when the scope holds nothing usable.
 */
export const riskContextFromScope = (projectName: string, rawScope: unknown): string => {
  const scope = record(rawScope)
  const setup = record(scope.setup_flags ?? scope.SetupFlags)
  const bySection = sections(scope)
  const setupParts = [
    text(setup.procurement) && `procurement ${text(setup.procurement)}`,
    text(setup.third_parties) && `third parties ${text(setup.third_parties)}`
  ].filter(Boolean)
  const body = [
    text(scope.in_scope ?? scope.InScope) && `In scope: ${text(scope.in_scope ?? scope.InScope)}`,
    text(record(scope.background).text) && `Background: ${text(record(scope.background).text)}`,
    ...SECTION_LINES.map(([key, label]) => {
      const titles = normaliseScopeItems(bySection.get(key)).map((item) => item.title)
      return titles.length > 0 ? `${label}: ${titles.join("; ")}.` : ""
    })
  ].filter((line) => line !== "")
  if (body.length === 0) return ""
  const head = `Project: ${projectName.trim()}${setupParts.length > 0 ? ` (${setupParts.join(", ")})` : ""}.`
  return [head, ...body].join("\n")
}
