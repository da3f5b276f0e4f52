/**
 * Plan exchange benchmark (issue 22): MS Project XML export and import and iCalendar export of a WBS
 * of 1k and 10k tasks (10 per phase, a finish-to-start chain with a 1-day lag inside each phase,
 * resources on two rows of three), against the WBS CSV table of the same rows as the baseline (the
 * export the product had). Medians of CPU time per call, interleaved samples. Prints figures.
 * Run: node --import tsx bench/exchange.ts
 */
import * as Either from "effect/Either"
import { writeICalendar } from "@initpack/core/rules/planning/exchange/ical-write"
import { readMspdi } from "@initpack/core/rules/planning/exchange/mspdi-read"
import { writeMspdi } from "@initpack/core/rules/planning/exchange/mspdi-write"
import { planOfRows } from "@initpack/core/rules/planning/exchange/plan-of-rows"
import { wbsCsvTable } from "@initpack/core/rules/planning/tree/tree-csv"
import { fmt, timeInterleaved } from "./lib/measure"

const plan = (n: number) => {
  const rows = Array.from({ length: n }, (_, i) => ({
    id: `r${i}`,
    parent_id: i % 10 === 0 ? null : `r${i - (i % 10)}`,
    order_index: i,
    name: `Task ${i} & check`,
    task: `Task ${i} & check`,
    duration_days: i % 7,
    start_date: null,
    end_date: null,
    resource: i % 3 ? "Developer, Tester" : "",
    type: null,
    start_no_earlier_than: null
  }))
  const links = rows.flatMap((r, i) => (i % 10 > 1 ? [{ predecessor: `r${i - 1}`, successor: r.id, type: "FS" as const, lag: 1 }] : []))
  const p = planOfRows("Bench plan", rows, links, "2026-01-05", "2026-01-05")
  const dated = rows.map((r, i) => ({ ...r, start_date: p.tasks[i]!.start, end_date: p.tasks[i]!.finish }))
  return { p, dated, xml: writeMspdi(p) }
}

const now = new Date("2026-11-25T04:00:00Z")
const sizes = [1_000, 10_000]
const plans = sizes.map(plan)
for (const [k, x] of plans.entries()) {
  const back = readMspdi(x.xml)
  if (Either.isLeft(back) || back.right.tasks.length !== sizes[k]) throw new Error("the export does not read back")
}
const kinds = ["csv table (baseline)", "MSPDI export", "MSPDI import", "iCalendar export"] as const
const cases = plans.flatMap((x) => [
  { fns: [() => wbsCsvTable(x.dated)] },
  { fns: [() => writeMspdi(x.p)] },
  { fns: [() => readMspdi(x.xml)] },
  { fns: [() => writeICalendar(x.p, { calendarId: "bench", now })] }
])
const stats = timeInterleaved(cases, 9, 2)
console.log(`tasks    ${kinds.map((k) => k.padStart(22)).join("")}   (median CPU ms per call; ratio to the CSV table)`)
sizes.forEach((n, s) => {
  const row = stats.slice(s * kinds.length, (s + 1) * kinds.length)
  const base = row[0]!.cpu
  console.log(`${String(n).padEnd(8)} ${row.map((r) => `${fmt(r.cpu)} (${(r.cpu / base).toFixed(1)}x)`.padStart(22)).join("")}`)
})
kinds.forEach((k, i) => console.log(`${k}: 10x tasks costs ${(stats[kinds.length + i]!.cpu / stats[i]!.cpu).toFixed(1)}x time`))
console.log(`MSPDI size: ${plans.map((x, i) => `${sizes[i]} tasks ${(x.xml.length / 1024 / 1024).toFixed(2)} MB`).join(", ")}`)
