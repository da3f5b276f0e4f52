import type { ForecastInput, ForecastRow } from "../../../src/rules/forecast/forecast-types"
import type { RiskEvent } from "../../../src/rules/forecast/risk-events"

export const BASE = "2026-11-23"

/** A leaf of a flat plan with an estimate (optimistic, most likely, pessimistic) and a cost at the most likely duration. */
export const leaf = (id: string, o: number, m: number, p: number, cost = 0): ForecastRow => ({
  id,
  parent_id: null,
  order_index: 0,
  duration_days: m,
  start_date: null,
  end_date: null,
  estimate: { optimistic: o, most_likely: m, pessimistic: p },
  cost
})

export const plan = (rows: Array<ForecastRow>, extra: Partial<ForecastInput> = {}): ForecastInput => ({
  rows: rows.map((r, i) => ({ ...r, order_index: (i + 1) * 10 })),
  links: [],
  baseStart: BASE,
  risks: [],
  fixedCost: 0,
  timeCost: 0,
  ...extra
})

export const risk = (id: string, probability: number, days: number, cost: number, tasks: Array<string>): RiskEvent => ({
  id,
  title: id,
  probability,
  schedule_days: days,
  cost_impact: cost,
  tasks
})
