import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import * as Either from "effect/Either"
import { treeArb, type Row } from "../support/tree-arbitrary"
import { recalculateDates } from "../../../../src/rules/planning/dates/recalculate-dates"

/** docs/scheduling.md rules, written the slow way: Date objects stepped one day at a time. */
const reference = (rows: ReadonlyArray<Row>, base: string) => {
  const iso = (d: Date) => d.toISOString().slice(0, 10)
  const weekend = (d: Date) => d.getUTCDay() === 0 || d.getUTCDay() === 6
  const plusDay = (d: Date) => new Date(d.getTime() + 86_400_000)
  const parent = rows.map((r, i) => {
    const q = rows.findIndex((x) => x.id === r.parent_id)
    return q >= 0 && q < i ? q : -1
  })
  const out = rows.map((r) => ({ ...r }))
  let cursor = new Date(`${base}T00:00:00Z`)
  while (weekend(cursor)) cursor = plusDay(cursor)
  let anchor = cursor
  out.forEach((r, i) => {
    if (parent.includes(i)) return
    const d = r.type === "gate" ? 0 : Math.max(0, Math.ceil(r.duration_days ?? 0))
    if (d === 0) {
      r.start_date = r.end_date = iso(anchor)
      return
    }
    let day = cursor
    for (let k = 1; k < d; k++) do day = plusDay(day); while (weekend(day))
    r.start_date = iso(cursor)
    r.end_date = iso(day)
    anchor = day
    cursor = plusDay(day)
    while (weekend(cursor)) cursor = plusDay(cursor)
  })
  for (let i = out.length - 1; i >= 0; i--) {
    const p = out[parent[i]!]
    if (p === undefined) continue
    const c = out[i]!
    if (p.start_date === null || c.start_date! < p.start_date) p.start_date = c.start_date
    if (p.end_date === null || c.end_date! > p.end_date) p.end_date = c.end_date
  }
  return out
}

const base = fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
const recalc = (rows: ReadonlyArray<Row>, b: string) => Either.getOrThrow(recalculateDates(rows, b))

describe("date recalculation against a day-by-day reference (docs/scheduling.md)", () => {
  it("property: rows in display order get the reference dates", () => {
    fc.assert(
      fc.property(treeArb(), base, (rows, b) => {
        expect(recalc(rows, b)).toEqual(reference(rows, b))
      })
    )
  })

  it("property: rows out of display order or with missing parents get the reference dates", () => {
    fc.assert(
      fc.property(treeArb(), fc.array(fc.nat()), base, (rows, swaps, b) => {
        const mixed = rows.map((r, i) => (i % 7 === 3 ? { ...r, parent_id: "missing" } : r))
        for (const s of swaps) {
          const [x, y] = [s % mixed.length, (s >> 3) % mixed.length]
          ;[mixed[x], mixed[y]] = [mixed[y]!, mixed[x]!]
        }
        expect(recalc(mixed, b)).toEqual(reference(mixed, b))
      })
    )
  })

  it("a child listed after a sibling subtree has closed still widens its parent's span", () => {
    const row = (id: string, parent_id: string | null, duration_days: number | null): Row => ({ id, parent_id, order_index: 10, task: id, duration_days, type: null, start_date: null, end_date: null })
    // a's second child comes after b's subtree, so a must reopen: 2026-11-23 (Mon) .. 2026-11-27 (Fri)
    const rows = [row("a", null, null), row("a1", "a", 1), row("b", null, null), row("b1", "b", 1), row("a2", "a", 3)]
    const out = recalc(rows, "2026-11-23")
    expect(out.map((r) => `${r.id} ${r.start_date}..${r.end_date}`)).toEqual([
      "a 2026-11-23..2026-11-27",
      "a1 2026-11-23..2026-11-23",
      "b 2026-11-24..2026-11-24",
      "b1 2026-11-24..2026-11-24",
      "a2 2026-11-25..2026-11-27"
    ])
  })
})
