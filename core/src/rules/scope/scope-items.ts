import { type Kpi, normaliseKpis } from "./kpis"

// waterfall.md §3, agile.md §3, §4: scope items accept alternate field names (name/text/line for title,
// detail/description/desc for rationale); empty titles are dropped; added AI items are de-duplicated
// by title, ignoring case.

export interface ScopeItem {
  readonly title: string
  readonly rationale: string
  /** Goals only. */
  readonly kpis?: ReadonlyArray<Kpi>
}

const TITLE_FIELDS = ["title", "name", "text", "line"] as const
const RATIONALE_FIELDS = ["rationale", "detail", "description", "desc"] as const

const firstText = (record: Record<string, unknown>, fields: ReadonlyArray<string>): string => {
  for (const field of fields) {
    const value = record[field]
    const text = typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : ""
    if (text !== "") return text
  }
  return ""
}

/** A scope item from loose input (an object or a bare string); undefined when its title is empty. */
export const normaliseScopeItem = (raw: unknown): ScopeItem | undefined => {
  if (typeof raw === "string") return raw.trim() === "" ? undefined : { title: raw.trim(), rationale: "" }
  if (typeof raw !== "object" || raw === null) return undefined
  const record = raw as Record<string, unknown>
  const title = firstText(record, TITLE_FIELDS)
  if (title === "") return undefined
  const rationale = firstText(record, RATIONALE_FIELDS)
  return Array.isArray(record["kpis"]) ? { title, rationale, kpis: normaliseKpis(record["kpis"]) } : { title, rationale }
}

export const normaliseScopeItems = (raw: unknown): ReadonlyArray<ScopeItem> =>
  Array.isArray(raw) ? raw.map(normaliseScopeItem).filter((i): i is ScopeItem => i !== undefined) : []

/** Title comparison key: trimmed, lower case. */
export const titleKey = (title: string): string => title.trim().toLowerCase()

/** Normalised incoming AI items whose titles are new to `existing` and to each other. */
export const newScopeItems = (existing: ReadonlyArray<Pick<ScopeItem, "title">>, incoming: unknown): ReadonlyArray<ScopeItem> => {
  const seen = new Set(existing.map((i) => titleKey(i.title)))
  return normaliseScopeItems(incoming).filter((item) => {
    const key = titleKey(item.title)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Existing items followed by the new AI items. */
export const addAiItems = <I extends ScopeItem>(existing: ReadonlyArray<I>, incoming: unknown): ReadonlyArray<I | ScopeItem> => [
  ...existing,
  ...newScopeItems(existing, incoming)
]
