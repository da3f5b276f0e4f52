import type { ProjectArtefacts } from "../artefacts"
import { forecastFigures, type ForecastFigures } from "../forecast-figures"
import { formatDay, formatMoney, formatPercent } from "../format"
import { chart, col, heading, keyValue, paragraph, table, type Block } from "../model"
import { PERCENTILES } from "../../rules/forecast/forecast-types"
import { readBriefLimits } from "../../rules/planning/brief-limits"
import { isoToDay } from "../../rules/planning/dates/day-number"
import { toWorkingDay, workingOrdinal } from "../../rules/planning/dates/working-days"

export const CONFIDENCE_HEADING = "Schedule and cost confidence"

const days = (x: number): string => `${Math.round(x * 10) / 10} working days`

const curves = (f: ForecastFigures): Array<Block> => {
  const r = f.result
  const fp = r.finish.percentiles
  const cp = r.cost.percentiles
  return [
    chart(
      {
        _tag: "ForecastCurve",
        measure: "finish",
        unit: "working days",
        points: r.finish.sCurve,
        markers: [
          { label: "P50", p: 0.5, value: fp.P50.days, text: formatDay(fp.P50.date) },
          { label: "P80", p: 0.8, value: fp.P80.days, text: formatDay(fp.P80.date) }
        ],
        base: r.base.finish.days
      },
      "S-curve: chance of finishing within a number of working days"
    ),
    ...(r.cost.percentiles.P95 > 0
      ? [
          chart(
            {
              _tag: "ForecastCurve",
              measure: "cost",
              unit: f.currency,
              points: r.cost.sCurve,
              markers: [
                { label: "P50", p: 0.5, value: cp.P50, text: formatMoney(cp.P50, f.currency) },
                { label: "P80", p: 0.8, value: cp.P80, text: formatMoney(cp.P80, f.currency) }
              ],
              base: r.base.cost
            },
            `S-curve: chance of the cost staying within an amount (${f.currency})`
          )
        ]
      : [])
  ]
}

/**
 * One consistent pack (issue 33): whether the budget's contingency covers the forecast's P80 cost, and whether
 * the P80 finish keeps to the deadline the brief names, said plainly either way.
 */
const consistency = (a: ProjectArtefacts, f: ForecastFigures): Array<Block> => {
  const r = f.result
  const out: Array<string> = []
  const contingency = a.budget?.totals?.contingency
  const needed = r.cost.percentiles.P80 - r.base.cost
  if (typeof contingency === "number" && needed > 0)
    out.push(
      contingency >= needed
        ? `The contingency of ${formatMoney(contingency, f.currency)} covers the P80 cost, ${formatMoney(needed, f.currency)} above the base cost.`
        : `The contingency of ${formatMoney(contingency, f.currency)} does not cover the P80 cost: it needs ${formatMoney(needed, f.currency)} above the base cost, ${formatMoney(needed - contingency, f.currency)} more.`
    )
  const deadline = readBriefLimits(a.brief_text ?? "").deadline?.date?.toISOString().slice(0, 10)
  const p50 = r.finish.percentiles.P50.date
  const p80 = r.finish.percentiles.P80.date
  if (deadline && p80) {
    // the schedule reserve is the time between the planned finish and the deadline; the forecast supports it when the
    // P80 finish falls inside it
    const reserve = workingDaysBetween(r.base.finish.date, deadline)
    const over = workingDaysBetween(deadline, p80)
    const held = reserve === undefined ? "" : reserve > 0 ? `The planned finish leaves a schedule reserve of ${reserve} working days before the deadline of ${formatDay(deadline)}; ` : `The planned finish leaves no schedule reserve before the deadline of ${formatDay(deadline)}; `
    out.push(
      p80 <= deadline
        ? `${held}the forecast supports it: the P50 finish is ${formatDay(p50)} and the P80 finish, ${formatDay(p80)}, keeps to the deadline.`
        : `${held}the forecast does not support it: the P50 finish is ${formatDay(p50)} and the P80 finish, ${formatDay(p80)}, is ${over ?? "some"} working days after the deadline, so the plan needs more time, more resources or a smaller scope.`
    )
  }
  return out.length > 0 ? [paragraph(out.join(" "))] : []
}

/** Working days from one ISO date to a later one (negative when it is earlier). */
const workingDaysBetween = (from: string | null | undefined, to: string | null | undefined): number | undefined => {
  const a = isoToDay(from)
  const b = isoToDay(to)
  return a === null || b === null ? undefined : workingOrdinal(toWorkingDay(b)) - workingOrdinal(toWorkingDay(a))
}

/**
 * The short 'Schedule and cost confidence' section of the PID, budget summary, RAID and SOW (issue 23):
 * the simulation's P-values of finish and cost, the S-curve, the chances of meeting the plan, the top
 * drivers and, where asked, the contingency method and each risk's exposure. Nothing when there is no plan.
 */
export const confidenceSection = (a: ProjectArtefacts, level: 1 | 2, options: { readonly contingency?: boolean; readonly exposure?: boolean } = {}): Array<Block> => {
  const f = forecastFigures(a)
  if (f === null) return []
  const r = f.result
  const out: Array<Block> = [
    heading(level, CONFIDENCE_HEADING),
    paragraph(
      `A Monte Carlo simulation of the plan (${r.iterations.toLocaleString("en-AU")} iterations, ${r.distribution === "pert" ? "Beta-PERT" : "triangular"} three-point estimates, ` +
        `${f.input.risks.length} risk event${f.input.risks.length === 1 ? "" : "s"}, seed ${r.seed}). The plan finishes on ${formatDay(r.base.finish.date)} ` +
        `(${days(r.base.finish.days)}) at a base cost of ${formatMoney(r.base.cost, f.currency)}; there is a ${formatPercent(r.finish.onTime)} chance of ` +
        `finishing by that date and ${formatPercent(r.cost.withinBase)} of staying within that cost.`
    ),
    ...consistency(a, f),
    table(
      [col("Confidence", 1), col("Finish", 2), col("Working days", 1.2, "right"), col("Cost", 1.6, "right")],
      PERCENTILES.map((p) => {
        const fin = r.finish.percentiles[`P${p}`]
        return [`P${p}`, formatDay(fin.date), String(Math.round(fin.days * 10) / 10), formatMoney(r.cost.percentiles[`P${p}`], f.currency)]
      })
    ),
    ...curves(f)
  ]
  if (r.drivers.length > 0)
    out.push(paragraph(`Top drivers: ${r.drivers.map((d) => `${d.label} (${d.kind === "risk" ? "risk" : "task"}, ${d.finish.toFixed(2)})`).join("; ")}.`))
  if (options.contingency === true) {
    const c = f.contingency
    out.push(
      keyValue([
        ["Contingency method", `${c.label}: ${formatMoney(c.amount, f.currency)} (${c.basis})`],
        ...c.options.filter((o) => o.method !== c.method).map((o) => [o.label, `${formatMoney(o.amount, f.currency)} (${o.basis})`] as const)
      ])
    )
  }
  if (options.exposure === true && r.risks.length > 0) {
    out.push(
      heading(level === 1 ? 2 : 3, "Risk exposure"),
      table(
        [col("Risk", 3), col("Probability", 1, "right"), col("Schedule impact", 1.2, "right"), col("Cost impact", 1.4, "right"), col("Exposure", 1.4, "right")],
        r.risks.map((k) => [k.label, formatPercent(k.probability), `${k.schedule_days} day${k.schedule_days === 1 ? "" : "s"}`, formatMoney(k.cost_impact, f.currency), formatMoney(k.exposure, f.currency)])
      ),
      paragraph(`Total exposure (probability x cost impact): ${formatMoney(r.exposure, f.currency)}.`)
    )
  }
  return out
}
