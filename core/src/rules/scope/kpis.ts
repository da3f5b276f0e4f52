// waterfall.md §3: goal KPIs {metric, target, recommended}, de-duplicated by metric compared
// without case or extra spaces.

export interface Kpi {
  readonly metric: string
  readonly target: string
  readonly recommended: boolean
}

/** The comparison key of a metric: trimmed, inner runs of whitespace collapsed, lower case. */
export const kpiKey = (metric: string): string => metric.trim().replace(/\s+/g, " ").toLowerCase()

/** Keeps the first KPI of each metric key, in order. */
export const dedupeKpis = <K extends Pick<Kpi, "metric">>(kpis: ReadonlyArray<K>): ReadonlyArray<K> => {
  const seen = new Set<string>()
  return kpis.filter((kpi) => {
    const key = kpiKey(kpi.metric)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Existing KPIs followed by the incoming ones whose metric is new. */
export const mergeKpis = <K extends Pick<Kpi, "metric">>(
  existing: ReadonlyArray<K>,
  incoming: ReadonlyArray<K>
): ReadonlyArray<K> => dedupeKpis([...existing, ...incoming])

/** The incoming KPIs that add a metric not already present (empty -> "No additional KPIs available"). */
export const newKpis = <K extends Pick<Kpi, "metric">>(
  existing: ReadonlyArray<K>,
  incoming: ReadonlyArray<K>
): ReadonlyArray<K> => mergeKpis(existing, incoming).slice(dedupeKpis(existing).length)

const text = (value: unknown): string =>
  typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : ""

/** A KPI from loose input; undefined when it has no metric. */
export const normaliseKpi = (raw: unknown): Kpi | undefined => {
  if (typeof raw !== "object" || raw === null) return undefined
  const r = raw as Record<string, unknown>
  const metric = text(r["metric"] ?? r["name"] ?? r["kpi"])
  if (metric === "") return undefined
  return { metric, target: text(r["target"]), recommended: r["recommended"] === true }
}

export const normaliseKpis = (raw: unknown): ReadonlyArray<Kpi> =>
  Array.isArray(raw) ? dedupeKpis(raw.map(normaliseKpi).filter((k): k is Kpi => k !== undefined)) : []
