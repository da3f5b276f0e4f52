// Budget result: answers read, labour line sources, chart data and layout, money (waterfall.md §2, §3, §4, §9).
import fc from "fast-check"
import { describe, expect, it } from "vitest"
import { composeBudget } from "@initpack/core/rules/budget/compose-budget"
import { barLayout, overlaps, textWidth } from "../src/features/budget/lib/bar-layout"
import { costTypeEditable, parseBudgetAnswer, toBudgetLine } from "../src/features/budget/lib/budget-result"
import { capexOpexSplit, costGroups } from "../src/features/budget/lib/chart-data"
import { labourNotes, toWbsTasks } from "../src/features/budget/lib/labour-sources"
import { formatMoney } from "../src/features/budget/lib/money-format"

const wbs = [
  { id: 1, parent_id: null, task: "Initiation", phase: "Initiation", duration_days: 0, resource: "", start_date: "2025-03-03", end_date: "2025-03-14" },
  { id: 2, parent_id: 1, task: "Site survey", phase: "Initiation", duration_days: 2, resource: "Engineer", start_date: "2025-03-03", end_date: "2025-03-04" },
  { id: 3, parent_id: 1, task: "Business case", phase: "Initiation", duration_days: 3, resource: "Analyst, Engineer", start_date: "2025-03-05", end_date: "2025-03-07" },
  { id: 4, parent_id: null, task: "Delivery", phase: "Delivery", duration_days: 0, resource: "", start_date: "2025-03-10", end_date: "2025-03-14" },
  { id: 5, parent_id: 4, task: "Install scanners", phase: "Delivery", duration_days: 5, resource: "Technician", start_date: "2025-03-10", end_date: "2025-03-14" }
]
const config = { contingency_pct: 0.1, default_rate: 100, rates: { Engineer: 120 }, currency: "AUD", pm_config: { hours_per_day: 8, days_per_week: 5 } }
const money = (n: number) => formatMoney(n, "AUD", "en-AU")

/** A budget as the API stores it: core's composeBudget with ids (the same rules the server uses). */
const answerFor = (rollup: "phase_parent_only" | "detailed") => {
  const composed = composeBudget({
    tasks: wbs,
    management: [{ role_name: "Project Manager", mode: "partial", percent: 50 }],
    labourRollup: rollup,
    rates: config.rates,
    defaultRate: 100,
    contingencyPct: 0.1,
    otherLines: [{ category: "Deliverable", item: "Barcode scanners", estimated_cost: 12000, justification: "Known one-off cost" }]
  })
  const items = composed.items.map((line, i) => ({ ...line, id: i + 1 }))
  return { found: true, budget: { items, db_rows: items, totals: { ...composed.totals, grand: composed.totals.total } }, totals: composed.totals, config, version: 3 }
}

describe("budget answers", () => {
  it("reads items, totals, version and config; found false or no lines is no budget", () => {
    const parsed = parseBudgetAnswer(answerFor("phase_parent_only"))!
    expect(parsed.version).toBe(3)
    expect(parsed.lines.map((l) => [l.item, l.cost_type, l.rollup])).toEqual([
      ["Project Manager", "OPEX", false],
      ["Initiation labour", "OPEX", true],
      ["Delivery labour", "OPEX", true],
      ["Barcode scanners", "CAPEX", false]
    ])
    expect(parsed.totals.capex + parsed.totals.opex).toBeCloseTo(parsed.totals.total, 6)
    expect(parseBudgetAnswer({ found: false, budget: { items: [] } })).toBeUndefined()
    expect(parseBudgetAnswer({ budget: { items: [] } })).toBeUndefined()
  })

  it("the update answer's short totals {capex, opex, grand} win over its budget's", () => {
    const answer = { ...answerFor("detailed"), totals: { capex: 1, opex: 2, grand: 3 } }
    expect(parseBudgetAnswer(answer)!.totals).toMatchObject({ capex: 1, opex: 2 })
  })

  it("§4: roll-ups are fixed OPEX and not editable; other lines are; a line without a type is classified by core", () => {
    expect(toBudgetLine({ id: 9, category: "Labour", item: "X labour", cost_type: "CAPEX", rollup: true }, 0)).toMatchObject({ cost_type: "OPEX", rollup: true })
    expect(costTypeEditable({ rollup: true })).toBe(false)
    expect(costTypeEditable({ rollup: false })).toBe(true)
    expect(toBudgetLine({ category: "Software", item: "Annual licence subscription" }, 4)).toMatchObject({ id: "line-5", cost_type: "OPEX" })
    expect(toBudgetLine({ category: "Hardware", item: "Server hardware", estimated_cost: "1,200" }, 0)).toMatchObject({ cost_type: "CAPEX", estimated_cost: 1200 })
  })
})

describe("labour line sources", () => {
  it("a phase roll-up lists its WBS tasks, roles and rates (rate card or default) and adds up to the line", () => {
    const parsed = parseBudgetAnswer(answerFor("phase_parent_only"))!
    const notes = labourNotes(parsed.lines, toWbsTasks({ items: wbs }), config, money)
    const initiation = notes.get(parsed.lines.find((l) => l.item === "Initiation labour")!.id)!
    expect(initiation.summary).toBe("From 3 WBS task lines in “Initiation”:")
    expect(initiation.details).toEqual([
      "Site survey — Engineer, 16 h × $120.00/h (rate card) = $1,920.00",
      "Business case — Analyst, 24 h × $100.00/h (default rate) = $2,400.00",
      "Business case — Engineer, 24 h × $120.00/h (rate card) = $2,880.00"
    ])
    expect(initiation.stale).toBe(false)
    expect(notes.has(parsed.lines.find((l) => l.item === "Barcode scanners")!.id)).toBe(false)
    const pm = notes.get(parsed.lines[0]!.id)!
    expect(pm.summary).toBe("Project Manager: 50% of 8 h × 5 d a week over 2 project weeks, at $100.00/h (default rate).")
  })

  it("a detailed line names its own task; a roll-up whose WBS changed says so", () => {
    const detailed = parseBudgetAnswer(answerFor("detailed"))!
    const notes = labourNotes(detailed.lines, [], config, money)
    expect(notes.get(detailed.lines.find((l) => l.task === "Install scanners")!.id)!.summary).toBe(
      "From WBS task “Install scanners”: Technician, 40 h × $100.00/h (default rate)."
    )
    const rolled = parseBudgetAnswer(answerFor("phase_parent_only"))!
    const changed = wbs.map((t) => (t.id === 5 ? { ...t, duration_days: 6 } : t))
    const delivery = rolled.lines.find((l) => l.item === "Delivery labour")!
    expect(labourNotes(rolled.lines, changed, config, money).get(delivery.id)!.stale).toBe(true)
    // without the WBS (free plan, or not readable) the line's own record is shown
    expect(labourNotes(rolled.lines, [], config, money).get(delivery.id)!.summary).toMatch(/^Rolled up from 1 task line, 40 h; roles: Technician\.$/)
  })
})

describe("budget chart", () => {
  it("groups labour by phase (PM as Project management), the rest by category, then contingency", () => {
    const parsed = parseBudgetAnswer(answerFor("detailed"))!
    const groups = costGroups(parsed.lines, parsed.totals)
    expect(groups.map((g) => g.label)).toEqual(["Project management", "Initiation · labour", "Delivery · labour", "Deliverable", "Contingency"])
    const sum = groups.reduce((s, g) => s + Math.round(g.amount * 100), 0)
    expect(sum).toBe(Math.round(parsed.totals.total * 100))
    const [capex, opex] = capexOpexSplit(parsed.totals)
    expect(capex.share + opex.share).toBeCloseTo(1, 9)
    expect(capexOpexSplit({ capex: 0, opex: 0 })[0].share).toBe(0)
  })

  it("no text box overlaps another at any width; labels are shortened to fit beside their value", () => {
    const bar = fc.record({ label: fc.string({ minLength: 1, maxLength: 120 }), amount: fc.double({ min: 0, max: 1e9, noNaN: true }) })
    fc.assert(
      fc.property(fc.array(bar, { minLength: 1, maxLength: 12 }), fc.integer({ min: 240, max: 1200 }), (bars, width) => {
        const { rows, height } = barLayout(
          bars.map((b) => ({ ...b, value: formatMoney(b.amount, "AUD", "en-AU") })),
          width
        )
        const boxes = rows.flatMap((r) => [r.labelBox, r.valueBox])
        for (let i = 0; i < boxes.length; i++) for (let j = i + 1; j < boxes.length; j++) expect(overlaps(boxes[i]!, boxes[j]!)).toBe(false)
        for (const r of rows) {
          expect(r.barWidth).toBeLessThanOrEqual(width + 1e-9)
          expect(r.labelBox.width + r.valueBox.width).toBeLessThanOrEqual(width)
          expect(r.barY + r.barHeight).toBeLessThanOrEqual(height)
        }
      })
    )
    expect(barLayout([{ label: "A very long phase name that cannot fit", amount: 1, value: "$1.00" }], 240).rows[0]!.label).toMatch(/…$/)
    expect(textWidth("abc")).toBeGreaterThan(0)
  })
})

describe("money", () => {
  it("formats in the project's currency with Intl.NumberFormat; an unknown code falls back to the number and the code", () => {
    expect(formatMoney(1234.5, "AUD", "en-AU")).toBe("$1,234.50")
    expect(formatMoney(1234.5, "EUR", "en-AU")).toMatch(/^(EUR\s?|€)1,234\.50$/)
    expect(formatMoney(1234.5, "usd", "en-US")).toBe("$1,234.50")
    expect(formatMoney(10, "XX1", "en-AU")).toBe("10.00 XX1")
    expect(formatMoney(Number.NaN, "AUD", "en-AU")).toBe("$0.00")
  })
})
