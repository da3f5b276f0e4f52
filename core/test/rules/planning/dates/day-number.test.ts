import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { dayToIso, isoToDay } from "../../../../src/rules/planning/dates/day-number"
import { addWorkingDays, isWorkingDay, nextWorkingDay, toWorkingDay, weekday } from "../../../../src/rules/planning/dates/working-days"
import { dayOfMillis, isoToDisplay, todayIso } from "../../../../src/rules/planning/dates/display-date"

const day = (iso: string) => isoToDay(iso)!

describe("calendar arithmetic in UTC day numbers", () => {
  it("converts ISO dates to day numbers and back, rejecting impossible dates", () => {
    expect(isoToDay("1970-01-01")).toBe(0)
    expect(isoToDay("2026-11-21")).toBe(Date.UTC(2026, 10, 21) / 86_400_000)
    expect(isoToDay("2026-11-21T10:00:00Z")).toBe(isoToDay("2026-11-21"))
    expect(isoToDay("2024-02-29")).not.toBeNull()
    for (const bad of ["2025-02-29", "2026-13-01", "2026-00-10", "2026-04-31", "21/11/2026", "", null]) expect(isoToDay(bad)).toBeNull()
  })

  it("property: agrees with Date.UTC for any day in years 1-9999", () => {
    fc.assert(
      fc.property(fc.integer({ min: -719162, max: 2932896 }), (d) => {
        expect(dayToIso(d)).toBe(new Date(d * 86_400_000).toISOString().slice(0, 10))
        expect(isoToDay(dayToIso(d))).toBe(d)
      })
    )
  })

  it("weekdays: 2026-11-21 is a Saturday, 2026-11-23 a Monday", () => {
    expect(weekday(day("2026-11-21"))).toBe(5)
    expect(weekday(day("2026-11-23"))).toBe(0)
    expect(isWorkingDay(day("2026-11-22"))).toBe(false)
    expect(dayToIso(toWorkingDay(day("2026-11-21")))).toBe("2026-11-23")
    expect(dayToIso(toWorkingDay(day("2026-11-22")))).toBe("2026-11-23")
    expect(dayToIso(nextWorkingDay(day("2026-11-27")))).toBe("2026-11-30")
  })

  it("adds working days across weekends, also backwards", () => {
    expect(dayToIso(addWorkingDays(day("2026-11-23"), 4))).toBe("2026-11-27")
    expect(dayToIso(addWorkingDays(day("2026-11-26"), 5))).toBe("2026-12-03")
    expect(dayToIso(addWorkingDays(day("2026-11-23"), -1))).toBe("2026-11-20")
    expect(dayToIso(addWorkingDays(day("2026-11-21"), 0))).toBe("2026-11-23")
  })

  it("property: adding n working days equals stepping day by day and skipping weekends", () => {
    fc.assert(
      fc.property(fc.integer({ min: -50000, max: 50000 }), fc.integer({ min: 0, max: 60 }), (d, n) => {
        let cur = toWorkingDay(d)
        for (let k = 0; k < n; k++) {
          cur += 1
          while (!isWorkingDay(cur)) cur += 1
        }
        expect(addWorkingDays(d, n)).toBe(cur)
      })
    )
  })

  it("waterfall.md §2: dates display as dd/mm/yy", () => {
    expect(isoToDisplay("2026-11-23")).toBe("23/11/26")
    expect(isoToDisplay("2005-01-02")).toBe("02/01/05")
    expect(isoToDisplay(null)).toBe("")
    expect(isoToDisplay("soon")).toBe("")
  })

  it("today comes from a clock reading passed in, optionally in a time zone", () => {
    const millis = Date.UTC(2026, 10, 21, 23, 30)
    expect(todayIso(millis)).toBe("2026-11-21")
    expect(todayIso(millis, 600)).toBe("2026-11-22")
    expect(todayIso(Date.UTC(2026, 10, 21, 0, 30), -300)).toBe("2026-11-20")
    expect(dayOfMillis(0)).toBe(0)
  })
})
