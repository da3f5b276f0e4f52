import * as Either from "effect/Either"
import { describe, expect, it } from "vitest"
import { compileForecast } from "../../../src/rules/forecast/compile-forecast"
import { forecast } from "../../../src/rules/forecast/forecast"
import type { ForecastInput, ForecastRow } from "../../../src/rules/forecast/forecast-types"
import { runSimulation } from "../../../src/rules/forecast/run-simulation"
import type { TaskLink } from "../../../src/rules/planning/network/task-link"
import { BASE, risk } from "./forecast-support"

const row = (id: string, parent: string | null, o: number, m: number, p: number, cost = 0, snet: string | null = null): ForecastRow => ({
  id,
  parent_id: parent,
  order_index: 0,
  duration_days: m,
  start_date: null,
  end_date: null,
  start_no_earlier_than: snet,
  estimate: parent === "never" ? null : { optimistic: o, most_likely: m, pessimistic: p },
  cost
})

// two summaries, every link type (one on a summary, one with a lag), a start date and two risks
const network = (): ForecastInput => {
  const rows: Array<ForecastRow> = [
    row("S1", null, 0, 0, 0),
    row("a", "S1", 3, 5, 9, 5000),
    row("b", "S1", 2, 4, 8, 4000),
    row("S2", null, 0, 0, 0, 0, "2026-12-07"),
    row("c", "S2", 4, 6, 12, 6000),
    row("d", "S2", 1, 2, 5, 1000),
    row("e", null, 2, 3, 4, 3000)
  ].map((r, i) => ({ ...r, order_index: (i + 1) * 10, duration_days: r.id.startsWith("S") ? null : r.duration_days, estimate: r.id.startsWith("S") ? null : r.estimate }))
  const links: Array<TaskLink> = [
    { predecessor: "a", successor: "b", type: "SS", lag: 2 },
    { predecessor: "S1", successor: "c", type: "FS", lag: 0 },
    { predecessor: "b", successor: "d", type: "FF", lag: 0 },
    { predecessor: "c", successor: "e", type: "SF", lag: 0 },
    { predecessor: "S2", successor: "e", type: "FS", lag: 1 }
  ]
  return { rows, links, baseStart: BASE, risks: [risk("R1", 0.3, 4, 2500, ["c"]), risk("R2", 0.6, 2, 800, ["S1"])], fixedCost: 10_000, timeCost: 20_000 }
}

describe("the same seed gives the same output", () => {
  it.each(["triangular", "pert"] as const)("runSimulation twice with one seed (%s): identical arrays, bit for bit", (distribution) => {
    const c = Either.getOrThrow(compileForecast(network()))
    const one = runSimulation(c, 2000, 1234, distribution)
    const two = runSimulation(Either.getOrThrow(compileForecast(network())), 2000, 1234, distribution)
    expect(Buffer.from(two.finish.buffer).equals(Buffer.from(one.finish.buffer))).toBe(true)
    expect(Buffer.from(two.cost.buffer).equals(Buffer.from(one.cost.buffer))).toBe(true)
    expect(Array.from(two.critical)).toEqual(Array.from(one.critical))
    expect(Array.from(two.occurred)).toEqual(Array.from(one.occurred))
    const other = runSimulation(c, 2000, 1235, distribution)
    expect(Buffer.from(other.finish.buffer).equals(Buffer.from(one.finish.buffer))).toBe(false)
  })

  it("the whole summary (percentiles, histogram, S-curve, criticality, drivers) is equal for one seed", () => {
    const one = Either.getOrThrow(forecast(network(), { iterations: 3000, seed: "release-3" }))
    const two = Either.getOrThrow(forecast(network(), { iterations: 3000, seed: "release-3" }))
    expect(two).toEqual(one)
  })

  it("pinned figures: the same numbers on every platform and Node version", () => {
    const c = Either.getOrThrow(compileForecast(network()))
    const run = runSimulation(c, 1000, 42, "triangular")
    expect(Array.from(run.finish.slice(0, 4))).toEqual(PINNED_FINISH)
    expect(Array.from(run.cost.slice(0, 2))).toEqual(PINNED_COST)
    expect(Array.from(run.critical)).toEqual(PINNED_CRITICAL)
    expect(Array.from(run.occurred)).toEqual(PINNED_OCCURRED)
    const pert = runSimulation(c, 1000, 42, "pert")
    expect(Array.from(pert.finish.slice(0, 4))).toEqual(PINNED_PERT_FINISH)
  })
})

// taken from the simulation before the typed-array rework (issue 23), which gave the same bits
const PINNED_FINISH = [22.518976327183196, 21.547746047667417, 28.438408770041463, 24.325578407787283]
const PINNED_COST = [55460.293946203725, 52400.35066494581]
const PINNED_CRITICAL = [23, 0, 0, 1000, 1000]
const PINNED_OCCURRED = [306, 602]
const PINNED_PERT_FINISH = [21.567096920592135, 20.81118284986575, 27.253249419368466, 23.865788348931776]
