import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { afterAll, beforeAll, describe, expect, it } from "vitest"
import { ensureBuilt, runCli } from "./run-cli"

const work = mkdtempSync(join(tmpdir(), "initpack-forecast-"))
const WATERFALL = "docs/examples/waterfall.yaml"
const AGILE = "docs/examples/agile.yaml"

beforeAll(() => ensureBuilt(), 120_000)
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe("initpack forecast (the built CLI as a process)", () => {
  let text: Awaited<ReturnType<typeof runCli>>
  let json: Awaited<ReturnType<typeof runCli>>
  beforeAll(async () => {
    ;[text, json] = await Promise.all([runCli(["forecast", WATERFALL]), runCli(["forecast", WATERFALL, "--json"])])
  }, 60_000)

  it("prints the plan, P10-P95 of finish and cost, the contingency options and the top drivers", () => {
    expect(text.code).toBe(0)
    expect(text.stdout).toMatch(/^Riverbend Permits Replacement \(waterfall\): schedule and cost confidence, 5000 iterations, seed \d+, triangular$/m)
    expect(text.stdout).toMatch(/^plan: finish 2026-\d\d-\d\d \(\d+ working days\), base cost AUD [\d,]+$/m)
    for (const p of ["P10", "P50", "P80", "P90", "P95"]) expect(text.stdout).toMatch(new RegExp(`^${p}\\s+20\\d\\d-\\d\\d-\\d\\d \\([\\d.]+ days\\)\\s+AUD [\\d,]+$`, "m"))
    expect(text.stdout).toMatch(/^contingency: Flat percentage AUD [\d,]+; Risk exposure \(EMV\) AUD [\d,]+; Simulated P80 minus base cost AUD [\d,]+$/m)
    expect(text.stdout.match(/^ {2}\d\. (task|risk) /gm)).toHaveLength(5)
  })

  it("--json gives the same figures as one document, with rising percentiles and the base cost of the budget", () => {
    expect(json.code).toBe(0)
    const doc = JSON.parse(json.stdout)
    expect(doc).toMatchObject({ project: "Riverbend Permits Replacement", method: "waterfall", currency: "AUD", iterations: 5000, distribution: "triangular", links: "network" })
    // base cost = labour + deliverable + external subtotals of the drafted budget (no contingency)
    expect(doc.base.cost).toBeGreaterThan(100_000)
    const days = ["P10", "P50", "P80", "P90", "P95"].map((p) => doc.finish.percentiles[p].days)
    expect([...days].sort((a, b) => a - b)).toEqual(days)
    expect(days[0]).toBeGreaterThanOrEqual(doc.base.finish.days * 0.85)
    expect(text.stdout).toContain(`P50   ${doc.finish.percentiles.P50.date}`)
    expect(doc.finish.sCurve).toHaveLength(101)
    expect(doc.contingency.map((c: { method: string }) => c.method)).toEqual(["percentage", "risk_exposure", "simulated_p80"])
    expect(doc.risk_events.length).toBeGreaterThan(0)
    expect(doc.estimates.every((e: { estimate: { optimistic: number; most_likely: number; pessimistic: number } }) => e.estimate.optimistic <= e.estimate.most_likely && e.estimate.most_likely <= e.estimate.pessimistic)).toBe(true)
  })

  it("the default seed follows the project: a second run and the saved artefacts.json give the same numbers; --seed changes them", async () => {
    const out = join(work, "pack")
    const packed = await runCli(["pack", WATERFALL, "--out", out, "--formats", "md"])
    expect(packed.code).toBe(0)
    const [again, saved, seeded, seededAgain] = await Promise.all([
      runCli(["forecast", WATERFALL, "--json"]),
      runCli(["forecast", join(out, "artefacts.json"), "--json"]),
      runCli(["forecast", WATERFALL, "--json", "--seed", "7", "--iterations", "2000"]),
      runCli(["forecast", WATERFALL, "--json", "--seed", "7", "--iterations", "2000"])
    ])
    expect(again.stdout).toBe(json.stdout)
    expect(saved.stdout).toBe(json.stdout)
    expect(seeded.stdout).toBe(seededAgain.stdout)
    const s = JSON.parse(seeded.stdout)
    expect(s).toMatchObject({ seed: 7, iterations: 2000 })
    expect(s.finish.percentiles).not.toEqual(JSON.parse(json.stdout).finish.percentiles)
  }, 90_000)

  it("forecasts the agile example over its schedule with Beta-PERT", async () => {
    const r = await runCli(["forecast", AGILE, "--distribution", "pert", "--iterations", "3000"])
    expect(r.code).toBe(0)
    expect(r.stdout).toMatch(/^Harbour Loyalty App \(agile\): schedule and cost confidence, 3000 iterations, seed \d+, pert$/m)
  }, 60_000)

  it("a bad option is a usage error (exit 2)", async () => {
    const [iterations, distribution] = await Promise.all([
      runCli(["forecast", WATERFALL, "--iterations", "0"]),
      runCli(["forecast", WATERFALL, "--distribution", "normal"])
    ])
    expect(iterations.code).toBe(2)
    expect(iterations.stderr).toContain("--iterations: expected a whole number from 1 to 200000")
    expect(distribution.code).toBe(2)
    expect(distribution.stderr).toContain("--distribution: expected triangular or pert")
  }, 60_000)
})
