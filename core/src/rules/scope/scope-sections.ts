// waterfall.md §2, §3: scope sections and the server's capitalised alternate keys.

export const CORE_SCOPE_SECTIONS = ["goals", "deliverables", "assumptions", "constraints", "dependencies", "out_of_scope"] as const
export const SCOPE_SECTIONS = [...CORE_SCOPE_SECTIONS, "phases", "risks", "questions"] as const
export type ScopeSectionKey = (typeof SCOPE_SECTIONS)[number]

const ALTERNATE_KEYS: Readonly<Record<string, ScopeSectionKey>> = {
  Objectives: "goals",
  Deliverables: "deliverables",
  Assumptions: "assumptions",
  Constraints: "constraints",
  Dependencies: "dependencies",
  Out_of_Scope: "out_of_scope"
}

/** The section for a key as sent by the server (goals or Objectives, out_of_scope or Out_of_Scope, ...). */
export const scopeSectionKey = (key: string): ScopeSectionKey | undefined =>
  (SCOPE_SECTIONS as ReadonlyArray<string>).includes(key) ? (key as ScopeSectionKey) : ALTERNATE_KEYS[key]
