// A risk as the screen shows it (waterfall.md §3 Risk); read loosely from GET /risk/list and write answers.
import { RISK_CATEGORIES } from "@initpack/core/rules/risk/risk-defaults"
import { toScaleLabel } from "@initpack/core/rules/risk/risk-scale"

export interface RiskRow {
  readonly id: string
  readonly title: string
  readonly description: string
  readonly category: string
  readonly likelihood: string
  readonly impact: string
  readonly mitigation: string
  readonly contingency: string
  readonly status: string
  readonly createdAt: string
  /** The row's version for stale-write checks (docs/api.md "Versions"); null when the server sent none. */
  readonly version: number | null
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : {}

const text = (value: unknown): string => (typeof value === "string" ? value : typeof value === "number" ? String(value) : "")

// A category off the fixed list shows as Uncategorized, the list's catch-all.
const category = (value: unknown): string => {
  const given = text(value).trim().toLowerCase()
  return RISK_CATEGORIES.find((c) => c.toLowerCase() === given) ?? "Uncategorized"
}

/** One risk from any answer that carries it; undefined without an id. */
export const toRiskRow = (raw: unknown): RiskRow | undefined => {
  const r = record(raw)
  const id = text(r.id ?? r.risk_id)
  if (id === "") return undefined
  const level = (value: unknown): string => toScaleLabel(text(value)) ?? text(value)
  return {
    id,
    title: text(r.title),
    description: text(r.description),
    category: category(r.category),
    likelihood: level(r.likelihood),
    impact: level(r.impact),
    mitigation: text(r.mitigation),
    contingency: text(r.contingency),
    status: text(r.status),
    createdAt: text(r.created_at),
    version: typeof r.version === "number" ? r.version : null
  }
}

/** The risks of a list answer `{ risks: [...] }` (also a bare array). */
export const toRiskRows = (data: unknown): ReadonlyArray<RiskRow> => {
  const list = Array.isArray(data) ? data : record(data).risks
  return Array.isArray(list) ? list.map(toRiskRow).filter((row): row is RiskRow => row !== undefined) : []
}
