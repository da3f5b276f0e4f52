import fc from "fast-check"
import * as Option from "effect/Option"
import { describe, expect, it } from "vitest"
import { addMonthsClamped, toIso } from "../../../src/rules/platform/instant"
import { monthlyWindows, windowAt } from "../../../src/rules/platform/usage-windows"

const iso = (w: { start: number; end: number }) => [toIso(w.start), toIso(w.end)]

describe("monthly windows (platform.md §3, §9)", () => {
  it("platform.md §9: a 31 Jan start gives 29 Feb in a leap year, then 31 Mar", () => {
    const windows = monthlyWindows({ start: "2024-01-31T10:00:00.000Z", end: "2024-05-01T00:00:00.000Z" })
    expect(windows.map(iso)).toEqual([
      ["2024-01-31T10:00:00.000Z", "2024-02-29T10:00:00.000Z"],
      ["2024-02-29T10:00:00.000Z", "2024-03-31T10:00:00.000Z"],
      ["2024-03-31T10:00:00.000Z", "2024-04-30T10:00:00.000Z"],
      ["2024-04-30T10:00:00.000Z", "2024-05-01T00:00:00.000Z"]
    ])
  })

  it("platform.md §9: a 31 Jan start gives 28 Feb in a common year", () => {
    const windows = monthlyWindows({ start: "2025-01-31T00:00:00.000Z", end: "2025-04-30T00:00:00.000Z" })
    expect(windows.map((w) => toIso(w.start).slice(0, 10))).toEqual(["2025-01-31", "2025-02-28", "2025-03-31"])
  })

  it("platform.md §9: a 12-month plan starting 29 Feb 2024 has 12 windows, Feb 2025 clamped to the 28th", () => {
    const start = "2024-02-29T00:00:00.000Z"
    const end = toIso(addMonthsClamped(Date.parse(start), 12))
    expect(end).toBe("2025-02-28T00:00:00.000Z")
    const windows = monthlyWindows({ start, end })
    expect(windows).toHaveLength(12)
    expect(toIso(windows[11]!.start)).toBe("2025-01-29T00:00:00.000Z")
    expect(toIso(windows[11]!.end)).toBe(end)
  })

  it("a quarter from 15 Nov crosses the year end in three windows", () => {
    const windows = monthlyWindows({ start: "2025-11-15T08:30:00.000Z", end: "2026-02-15T08:30:00.000Z" })
    expect(windows.map((w) => toIso(w.start).slice(0, 10))).toEqual(["2025-11-15", "2025-12-15", "2026-01-15"])
  })

  it("an empty or reversed period has no windows", () => {
    expect(monthlyWindows({ start: "2025-01-01T00:00:00Z", end: "2025-01-01T00:00:00Z" })).toEqual([])
    expect(monthlyWindows({ start: "2025-02-01T00:00:00Z", end: "2025-01-01T00:00:00Z" })).toEqual([])
    expect(monthlyWindows({ start: "not a date", end: "2025-01-01T00:00:00Z" })).toEqual([])
  })

  it("finds the window containing a time, start inclusive and end exclusive", () => {
    const period = { start: "2024-01-31T00:00:00.000Z", end: "2025-01-31T00:00:00.000Z" }
    const at = (t: string) => Option.getOrThrow(windowAt(period, t))
    expect(iso(at("2024-02-29T00:00:00.000Z"))).toEqual(["2024-02-29T00:00:00.000Z", "2024-03-31T00:00:00.000Z"])
    expect(iso(at("2024-02-28T23:59:59.999Z"))).toEqual(["2024-01-31T00:00:00.000Z", "2024-02-29T00:00:00.000Z"])
    expect(iso(at("2024-12-31T00:00:00.000Z"))).toEqual(["2024-12-31T00:00:00.000Z", "2025-01-31T00:00:00.000Z"])
    expect(Option.isNone(windowAt(period, "2025-01-31T00:00:00.000Z"))).toBe(true)
    expect(Option.isNone(windowAt(period, "2024-01-30T23:59:59.999Z"))).toBe(true)
  })

  it("accepts epoch milliseconds as well as ISO strings", () => {
    const start = Date.UTC(2024, 0, 31)
    const end = Date.UTC(2024, 3, 1)
    expect(windowAt({ start, end }, Date.UTC(2024, 2, 1))).toEqual(
      windowAt({ start: toIso(start), end: toIso(end) }, "2024-03-01T00:00:00.000Z")
    )
  })
})

describe("monthly window properties", () => {
  const minT = Date.UTC(1971, 0, 1)
  const maxT = Date.UTC(2150, 0, 1)
  const period = fc
    .tuple(fc.integer({ min: minT, max: maxT }), fc.integer({ min: 0, max: 3 * 366 * 86_400_000 }))
    .map(([start, length]) => ({ start, end: start + length }))

  it("windows tile the period without gaps or overlaps", () => {
    fc.assert(
      fc.property(period, (p) => {
        const windows = monthlyWindows(p)
        if (p.end === p.start) return windows.length === 0
        expect(windows[0]!.start).toBe(p.start)
        expect(windows[windows.length - 1]!.end).toBe(p.end)
        windows.forEach((w, i) => {
          expect(w.start).toBeLessThan(w.end)
          if (i > 0) expect(w.start).toBe(windows[i - 1]!.end)
        })
        return true
      })
    )
  })

  it("every instant of the period falls in exactly one window, and windowAt finds it", () => {
    fc.assert(
      fc.property(
        period.filter((p) => p.end > p.start),
        fc.double({ min: 0, max: 1, noNaN: true, maxExcluded: true }),
        (p, f) => {
          const t = Math.min(p.end - 1, p.start + Math.floor(f * (p.end - p.start)))
          const containing = monthlyWindows(p).filter((w) => t >= w.start && t < w.end)
          expect(containing).toHaveLength(1)
          expect(Option.getOrThrow(windowAt(p, t))).toEqual(containing[0])
        }
      )
    )
  })

  it("windows after the first start on the anchor day, or the month's last day when shorter", () => {
    fc.assert(
      fc.property(period, (p) => {
        const anchorDay = new Date(p.start).getUTCDate()
        for (const w of monthlyWindows(p)) {
          const d = new Date(w.start)
          const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate()
          expect(d.getUTCDate()).toBe(Math.min(anchorDay, lastDay))
        }
      })
    )
  })
})
