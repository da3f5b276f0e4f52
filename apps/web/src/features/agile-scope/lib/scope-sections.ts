// The Agile Scope Builder's tabs and their lists (agile.md §2, §3).

export type ItemListKey =
  | "problems" | "outcomes" | "okrs"
  | "security" | "performance" | "privacy" | "compliance"
  | "dor" | "dod"
  | "assumptions" | "constraints" | "dependencies"
export type TelemetryKey = "dash_metrics" | "events"
export type ListKey = ItemListKey | TelemetryKey

export interface ListSpec {
  readonly key: ListKey
  readonly label: string
  /** The section name sent to /scope/improve. */
  readonly apiSection: string
  /** Items have a title and a rationale; telemetry entries are plain strings (agile.md §3). */
  readonly kind: "items" | "strings"
  /** Column header of the title (or the string). */
  readonly titleHeader: string
}

export type TabId = "problems_outcomes" | "personas" | "nfrs" | "definitions" | "telemetry" | "assumptions" | "constraints" | "dependencies"

export interface TabSpec {
  readonly id: TabId
  readonly label: string
  readonly lists: ReadonlyArray<ListSpec>
}

const items = (key: ItemListKey, label: string, group?: string, titleHeader = "Title"): ListSpec => ({
  key,
  label,
  apiSection: group ? `${group}.${key}` : key,
  kind: "items",
  titleHeader
})
const strings = (key: TelemetryKey, label: string, titleHeader: string): ListSpec => ({ key, label, apiSection: `telemetry.${key}`, kind: "strings", titleHeader })

export const AGILE_SCOPE_TABS: ReadonlyArray<TabSpec> = [
  {
    id: "problems_outcomes",
    label: "Problems & Outcomes",
    lists: [items("problems", "Problems", "problems_outcomes", "Problem"), items("outcomes", "Outcomes", "problems_outcomes", "Outcome"), items("okrs", "OKRs", "problems_outcomes", "Objective / key result")]
  },
  { id: "personas", label: "Personas", lists: [] },
  {
    id: "nfrs",
    label: "NFRs",
    lists: [items("security", "Security", "nfrs", "Requirement"), items("performance", "Performance", "nfrs", "Requirement"), items("privacy", "Privacy", "nfrs", "Requirement"), items("compliance", "Compliance", "nfrs", "Requirement")]
  },
  { id: "definitions", label: "Definitions", lists: [items("dor", "Definition of Ready (DoR)", "definitions", "Criterion"), items("dod", "Definition of Done (DoD)", "definitions", "Criterion")] },
  { id: "telemetry", label: "Telemetry", lists: [strings("dash_metrics", "Dashboard metrics", "Metric"), strings("events", "Key events", "Event")] },
  { id: "assumptions", label: "Assumptions", lists: [items("assumptions", "Assumptions", undefined, "Assumption")] },
  { id: "constraints", label: "Constraints", lists: [items("constraints", "Constraints", undefined, "Constraint")] },
  { id: "dependencies", label: "Dependencies", lists: [items("dependencies", "Dependencies", undefined, "Dependency")] }
]

export const LIST_KEYS: ReadonlyArray<ListKey> = AGILE_SCOPE_TABS.flatMap((tab) => tab.lists.map((list) => list.key))

/** agile.md §9: add-more asks for 3 items, 5 for telemetry. */
export const addCount = (list: ListSpec): number => (list.kind === "strings" ? 5 : 3)

/** agile.md §1: the screens advise 4-6 rows per tab. */
export const ROWS_ADVISED = { min: 4, max: 6 } as const
