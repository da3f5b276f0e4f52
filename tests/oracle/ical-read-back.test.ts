/**
 * The iCalendar export (issue 22) read back by an independent parser (ical.js): random plans with names
 * full of commas, semicolons, backslashes, line breaks and non-ASCII text; every event comes back with
 * its UID, summary and all-day dates.
 */
import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import ICAL from "ical.js"
import { planEvents, writeICalendar } from "@initpack/core/rules/planning/exchange/ical-write"
import { planOfRows } from "@initpack/core/rules/planning/exchange/plan-of-rows"
import { networkArb } from "../../core/test/rules/planning/network/network-arbitrary"

const nameArb = fc.oneof(fc.string({ unit: "grapheme", maxLength: 120 }), fc.constantFrom("Go-live; sign-off, board\\approval", "Line one\nline two", "Übergabe – 検収 ✅"))

describe("iCalendar export read back by ical.js", () => {
  it("gives every milestone, phase gate and sprint back with its UID, summary and dates (200 random plans)", () => {
    fc.assert(
      fc.property(networkArb({ maxRows: 25 }), fc.array(nameArb, { minLength: 25, maxLength: 25 }), fc.array(fc.boolean(), { minLength: 25, maxLength: 25 }), (net, names, sprint) => {
        const rows = net.rows.map((r, i) => ({ ...r, name: names[i]!.trim() || `Task ${i}`, resource: "", type: sprint[i] ? "sprint" : r.type }))
        const plan = planOfRows("Plan; with, escapes", rows, net.links, "2026-11-23", "2026-11-23")
        const text = writeICalendar(plan, { calendarId: "project-42", now: new Date("2026-11-25T04:00:00Z") })
        const calendar = new ICAL.Component(ICAL.parse(text))
        // ical.js keeps an X- property's value as written (TEXT escapes included)
        expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe("Plan\\; with\\, escapes")
        const read = calendar.getAllSubcomponents("vevent").map((v) => {
          const e = new ICAL.Event(v)
          return { uid: e.uid, summary: e.summary, start: e.startDate.toString(), end: e.endDate.toString(), allDay: e.startDate.isDate }
        })
        const expected = planEvents(plan, "project-42").map((e) => ({ uid: e.uid, summary: e.summary.replace(/\r\n|\r/g, "\n").replace(/[\u0000-\u0008\u000B-\u001F\u007F]/g, ""), start: e.start, end: e.end, allDay: true }))
        expect(read).toEqual(expected)
        expect(new Set(read.map((e) => e.uid)).size).toBe(read.length)
        for (const line of text.split("\r\n")) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
      }),
      { numRuns: 200 }
    )
  })
})
