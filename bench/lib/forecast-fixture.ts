import type { ForecastInput, ForecastRow } from "@initpack/core/rules/forecast/forecast-types"
import type { RiskEvent } from "@initpack/core/rules/forecast/risk-events"
import type { TaskLink } from "@initpack/core/rules/planning/network/task-link"
import { networkLinks } from "./network-fixtures"
import { scheduleRows } from "./planning-fixtures"

/** The forecast bench's network (issue 23): 1,000 tasks, 1,500 links, 50 risks, seeded so every run is the same. */
export const FORECAST_BASE = "2026-11-23"
const BASE = FORECAST_BASE
const TASKS = 1_000
const LINKS = 1_500
const RISKS = 50

const rng = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2147483648
  return seed / 2147483648
}

export const forecastFixture = (): ForecastInput => {
  const rand = rng(2303)
  const base = scheduleRows(TASKS, 0).slice(0, TASKS)
  const parents = new Set(base.map((r) => r.parent_id))
  const rows: Array<ForecastRow> = base.map((r) => {
    if (parents.has(r.id) || r.type === "gate") return r
    const m = r.duration_days ?? 0
    const o = Math.max(0, Math.round(m * (0.7 + 0.3 * rand())))
    const p = Math.round(m * (1.1 + rand()))
    return { ...r, estimate: { optimistic: o, most_likely: m, pessimistic: p }, cost: m * (400 + Math.floor(rand() * 800)) }
  })
  // the network fixture's links (about 1.44 per task), topped up with forward finish-to-start links to exactly 1,500
  const ids = new Set(rows.map((r) => r.id))
  let links: Array<TaskLink> = networkLinks(base, 0).filter((l) => ids.has(l.predecessor) && ids.has(l.successor))
  const seen = new Set(links.map((l) => `${l.predecessor}>${l.successor}`))
  const leaves = rows.map((r, i) => ({ r, i })).filter(({ r }) => !parents.has(r.id))
  while (links.length < LINKS) {
    const a = leaves[Math.floor(rand() * leaves.length)]!
    const b = leaves[Math.floor(rand() * leaves.length)]!
    const [p, s] = a.i < b.i ? [a, b] : [b, a]
    if (p.i === s.i || seen.has(`${p.r.id}>${s.r.id}`)) continue
    seen.add(`${p.r.id}>${s.r.id}`)
    links.push({ predecessor: p.r.id, successor: s.r.id, type: "FS", lag: 0 })
  }
  links = links.slice(0, LINKS)
  const risks: Array<RiskEvent> = Array.from({ length: RISKS }, (_, k) => ({
    id: `R${k + 1}`,
    title: `Risk ${k + 1}`,
    probability: 0.05 + 0.55 * rand(),
    schedule_days: 1 + Math.floor(rand() * 10),
    cost_impact: 1000 * (1 + Math.floor(rand() * 50)),
    tasks: Array.from({ length: 1 + Math.floor(rand() * 3) }, () => leaves[Math.floor(rand() * leaves.length)]!.r.id)
  }))
  return { rows, links, baseStart: BASE, risks, fixedCost: 250_000, timeCost: 400_000 }
}

