// "Where did this labour line come from?": a note per labour line naming its WBS tasks, roles and rates.
// The API keeps task, role, hours and rate on detailed lines; a phase roll-up keeps only a count, so its
// tasks are derived again from GET /wbs with core's own labour rules and the rates the budget was made with.
import { labourLines, type LabourTask } from "@initpack/core/rules/budget/labour-lines"
import { UNPHASED_GROUP } from "@initpack/core/rules/budget/labour-rollup"
import { toCents } from "@initpack/core/rules/budget/money"
import { projectWeeks, type DatedItem } from "@initpack/core/rules/budget/project-weeks"
import { rateFor, type RateCard } from "@initpack/core/rules/budget/rate-card"
import { isLabour, type BudgetLine } from "./budget-result"

export interface LabourNote {
  readonly summary: string
  readonly details: ReadonlyArray<string>
  /** A roll-up whose WBS tasks no longer add up to the line (the WBS changed after generating). */
  readonly stale: boolean
}

export type WbsTask = LabourTask & DatedItem

const record = (value: unknown): Record<string, unknown> => (typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {})

/** GET /wbs items as core's labour rules read them. */
export const toWbsTasks = (answer: unknown): ReadonlyArray<WbsTask> => {
  const items = record(answer).items
  return Array.isArray(items) ? (items.filter((i) => typeof i === "object" && i !== null) as WbsTask[]) : []
}

const rateCardOf = (config: Readonly<Record<string, unknown>>): RateCard => record(config.rates) as RateCard
const defaultRateOf = (config: Readonly<Record<string, unknown>>): number => (typeof config.default_rate === "number" ? config.default_rate : 100)

const basisText = { dates: "from the WBS dates", durations: "from the WBS durations", assumed: "20 working days assumed" } as const

/** The notes by line id, for the labour lines only. `money` formats an amount in the budget's currency. */
export const labourNotes = (
  lines: ReadonlyArray<BudgetLine>,
  wbs: ReadonlyArray<WbsTask>,
  config: Readonly<Record<string, unknown>>,
  money: (amount: number) => string
): ReadonlyMap<string, LabourNote> => {
  const rates = rateCardOf(config)
  const defaultRate = defaultRateOf(config)
  const inCard = (role: string): boolean => !Number.isNaN(rateFor(role, rates, Number.NaN))
  // the agile snapshot keeps no rate card, so where a rate came from is not said there
  const cardKnown = typeof config.rates === "object" && config.rates !== null
  const rateText = (role: string, rate: number): string =>
    cardKnown ? `${money(rate)}/h (${inCard(role) ? "rate card" : "default rate"})` : `${money(rate)}/h`
  const derived = labourLines(wbs, { rates, defaultRate })
  const byPhase = new Map<string, typeof derived[number][]>()
  for (const line of derived) {
    const name = line.phase || UNPHASED_GROUP
    byPhase.set(name, [...(byPhase.get(name) ?? []), line])
  }
  const weeks = projectWeeks(wbs)
  const notes = new Map<string, LabourNote>()
  for (const line of lines) {
    if (!isLabour(line)) continue
    if (line.rollup) {
      const name = line.item.endsWith(" labour") ? line.item.slice(0, -" labour".length) : line.phase || UNPHASED_GROUP
      const tasks = byPhase.get(name) ?? byPhase.get(line.phase) ?? []
      if (tasks.length === 0) {
        notes.set(line.id, { summary: `Rolled up from ${line.justification || "the WBS tasks of this phase"}${line.role ? `; roles: ${line.role}` : ""}.`, details: [], stale: false })
        continue
      }
      const cents = tasks.reduce((sum, t) => sum + toCents(t.estimated_cost), 0)
      notes.set(line.id, {
        summary: `From ${tasks.length} WBS task line${tasks.length === 1 ? "" : "s"} in “${name}”:`,
        details: tasks.map((t) => `${t.task} — ${t.role}, ${t.hours} h × ${rateText(t.role, t.rate ?? defaultRate)} = ${money(t.estimated_cost)}`),
        stale: cents !== toCents(line.estimated_cost)
      })
      continue
    }
    if (line.task !== "") {
      const rate = line.rate ?? rateFor(line.role, rates, defaultRate)
      notes.set(line.id, {
        summary: `From WBS task “${line.task}”: ${line.role || "Unassigned"}, ${line.hours ?? "?"} h × ${rateText(line.role, rate)}.`,
        details: [],
        stale: false
      })
      continue
    }
    // the management line (Project Manager): allocation and weeks as its justification states them
    const stated = /(\d+(?:\.\d+)?)% x (\d+) weeks?/.exec(line.justification)
    const pm = record(config.pm_config)
    const role = line.role || line.item
    const rate = line.rate ?? rateFor(role, rates, defaultRate)
    const perWeek = `${typeof pm.hours_per_day === "number" ? pm.hours_per_day : 8} h × ${typeof pm.days_per_week === "number" ? pm.days_per_week : 5} d a week`
    const span = stated ? `${stated[2]} project weeks` : `${weeks.weeks} project weeks (${basisText[weeks.basis]})`
    notes.set(line.id, {
      summary: `${role}: ${stated ? `${stated[1]}%` : "full time"} of ${perWeek} over ${span}, at ${rateText(role, rate)}.`,
      details: [],
      stale: false
    })
  }
  return notes
}
