import * as Either from "effect/Either"
import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { contingencyOptions } from "@initpack/core/rules/forecast/contingency-options"
import { forecast, type ForecastResult } from "@initpack/core/rules/forecast/forecast"
import { DISTRIBUTIONS, MAX_ITERATIONS, PERCENTILES, type Distribution } from "@initpack/core/rules/forecast/forecast-types"
import { projectSeed, seedOf } from "@initpack/core/rules/forecast/seeded-random"
import { documentForecastInput } from "@initpack/core/document/forecast-figures"
import { PackFailure, UsageError } from "../cli-errors"
import type { CliIo } from "../io"
import { loadInput } from "../read-brief"

export interface ForecastOptions {
  readonly iterations?: string
  readonly seed?: string
  readonly distribution?: string
  readonly offline?: boolean
  readonly json?: boolean
}

const parseIterations = (value: string | undefined): number | undefined => {
  if (value === undefined) return undefined
  const n = Number(value)
  if (!/^\d+$/.test(value.trim()) || n < 1 || n > MAX_ITERATIONS) throw new UsageError({ message: `--iterations: expected a whole number from 1 to ${MAX_ITERATIONS}, got "${value}"` })
  return n
}

const parseDistribution = (value: string | undefined): Distribution => {
  if (value === undefined) return "triangular"
  const d = value.trim().toLowerCase() === "beta-pert" ? "pert" : value.trim().toLowerCase()
  if (!(DISTRIBUTIONS as ReadonlyArray<string>).includes(d)) throw new UsageError({ message: `--distribution: expected triangular or pert, got "${value}"` })
  return d as Distribution
}

/** The artefacts of a saved pack, or of the brief drafted now (no files are written). */
const artefactsOf = async (source: string, options: ForecastOptions, io: CliIo): Promise<ProjectArtefacts> => {
  const input = await loadInput(source, io.stdin)
  if (input._tag === "Saved") return input.saved.artefacts
  const [{ chooseDrafter }, { draftArtefacts }, { runClock }] = await Promise.all([import("../drafter-layer"), import("../draft-artefacts"), import("../clock")])
  const drafter = await chooseDrafter(options.offline === true, io.env)
  const drafted = await draftArtefacts(input.brief, {}, { offline: options.offline === true, now: runClock(io.env), drafter })
  return drafted.artefacts
}

/** `initpack forecast <brief|artefacts.json>`: schedule and cost confidence (docs/forecast.md): P-values and drivers. */
export const runForecast = async (source: string, options: ForecastOptions, io: CliIo): Promise<void> => {
  const iterations = parseIterations(options.iterations)
  const distribution = parseDistribution(options.distribution)
  const artefacts = await artefactsOf(source, options, io)
  // the documents' model: the drafted task links (or the chain), so the CLI and the pack show the same numbers
  const input = documentForecastInput(artefacts)
  if (input.rows.length === 0) throw new PackFailure({ message: `${artefacts.project.name} has no ${artefacts.project.method === "agile" ? "schedule" : "WBS"} to forecast` })
  const seed = options.seed === undefined ? projectSeed(artefacts.project) : seedOf(options.seed)
  const result = forecast(input, { iterations, seed, distribution })
  if (Either.isLeft(result)) throw new PackFailure({ message: `forecast failed: ${result.left.message}` })
  const r = result.right
  const contingency = contingencyOptions({ baseCost: r.base.cost, contingencyPct: input.contingencyPct, exposure: r.exposure, p80Cost: r.cost.percentiles.P80 })
  if (options.json === true) {
    const doc = {
      project: artefacts.project.name,
      method: artefacts.project.method,
      currency: input.currency,
      links: input.links.length === 0 ? "chain" : "network",
      ...r,
      contingency,
      estimates: input.estimates,
      risk_events: input.risks
    }
    io.stdout.write(`${JSON.stringify(doc, null, 2)}\n`)
    return
  }
  io.stdout.write(forecastText(artefacts.project.name, artefacts.project.method, input.currency, r, contingency))
}

const money = (currency: string, x: number): string => `${currency} ${Math.round(x).toLocaleString("en-AU")}`
const pct = (x: number): string => `${Math.round(x * 100)}%`

export const forecastText = (
  name: string,
  method: string,
  currency: string,
  r: ForecastResult,
  contingency: ReturnType<typeof contingencyOptions>
): string => {
  const out: Array<string> = []
  out.push(`${name} (${method}): schedule and cost confidence, ${r.iterations} iterations, seed ${r.seed}, ${r.distribution}`)
  out.push(`plan: finish ${r.base.finish.date} (${r.base.finish.days} working days), base cost ${money(currency, r.base.cost)}`)
  out.push("")
  out.push(`      ${"finish".padEnd(26)} cost`)
  for (const p of PERCENTILES) {
    const f = r.finish.percentiles[`P${p}`]
    out.push(`P${String(p).padEnd(3)}  ${`${f.date} (${f.days.toFixed(1)} days)`.padEnd(26)} ${money(currency, r.cost.percentiles[`P${p}`])}`)
  }
  out.push("")
  out.push(`chance of finishing by the plan date: ${pct(r.finish.onTime)}; of staying within the base cost: ${pct(r.cost.withinBase)}`)
  out.push(`contingency: ${contingency.map((c) => `${c.label} ${money(currency, c.amount)}`).join("; ")}`)
  out.push("")
  out.push("top drivers (rank correlation with the finish / the cost):")
  r.drivers.forEach((d, k) => out.push(`  ${k + 1}. ${d.kind === "risk" ? "risk" : "task"} ${d.id} ${d.label}: ${d.finish.toFixed(2)} / ${d.cost.toFixed(2)}`))
  const critical = [...r.criticality].filter((c) => c.index > 0).sort((a, b) => b.index - a.index).slice(0, 5)
  if (critical.length > 0) out.push(`most critical tasks: ${critical.map((c) => `${c.id} ${c.label} (${pct(c.index)})`).join("; ")}`)
  return `${out.join("\n")}\n`
}
