import type { BenchTask } from "./planning-fixtures"

/**
 * Naive baseline for the benchmark: the same schedule rules, but dates stepped one calendar day
 * at a time with Date objects and compared as ISO strings (how such code is often first written).
 */
export const naiveRecalculate = (rows: ReadonlyArray<BenchTask>, baseStart: string): Array<BenchTask> => {
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  const isWeekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6
  const addDay = (d: Date) => {
    const n = new Date(d.getTime())
    n.setUTCDate(n.getUTCDate() + 1)
    return n
  }
  let cursor = new Date(`${baseStart}T00:00:00Z`)
  while (isWeekend(cursor)) cursor = addDay(cursor)
  let anchor = cursor
  const hasKids = new Set(rows.map((r) => r.parent_id))
  const out = rows.map((r) => ({ ...r }))
  for (const r of out) {
    if (hasKids.has(r.id)) continue
    const d = r.type === "gate" ? 0 : Math.max(0, Math.ceil(r.duration_days ?? 0))
    if (d === 0) {
      r.start_date = iso(anchor)
      r.end_date = iso(anchor)
      continue
    }
    let day = cursor
    r.start_date = iso(day)
    for (let k = 1; k < d; k++) {
      day = addDay(day)
      while (isWeekend(day)) day = addDay(day)
    }
    r.end_date = iso(day)
    anchor = day
    cursor = addDay(day)
    while (isWeekend(cursor)) cursor = addDay(cursor)
  }
  const byId = new Map(out.map((r) => [r.id, r]))
  for (let i = out.length - 1; i >= 0; i--) {
    const r = out[i]!
    const p = r.parent_id === null ? undefined : byId.get(r.parent_id)
    if (p === undefined) continue
    if (p.start_date === null || r.start_date! < p.start_date) p.start_date = r.start_date
    if (p.end_date === null || r.end_date! > p.end_date) p.end_date = r.end_date
  }
  return out
}
