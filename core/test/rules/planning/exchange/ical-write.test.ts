import { describe, expect, it } from "vitest"
import * as fc from "fast-check"
import { foldLine, icalText, planEvents, writeICalendar } from "../../../../src/rules/planning/exchange/ical-write"
import type { Plan } from "../../../../src/rules/planning/exchange/plan-model"
import { samplePlan } from "./sample-plan"

const octets = (s: string) => new TextEncoder().encode(s).length

describe("iCalendar writer", () => {
  it("folds at 75 octets without splitting a UTF-8 character; unfolding gives the line back", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), (s) => {
        const folded = foldLine(`SUMMARY:${s}`)
        for (const line of folded.split("\r\n")) expect(octets(line)).toBeLessThanOrEqual(75)
        expect(folded.replace(/\r\n /g, "")).toBe(`SUMMARY:${s}`)
      })
    )
    expect(foldLine("X".repeat(75))).toBe("X".repeat(75))
    expect(foldLine("X".repeat(76))).toBe(`${"X".repeat(75)}\r\n X`)
  })

  it("escapes backslash, semicolon, comma and line breaks", () => {
    expect(icalText("a\\b; c, d\ne")).toBe("a\\\\b\\; c\\, d\\ne")
  })

  it("gives milestones, phase gates (a phase's finish) and sprints, with UIDs from the project and the row", () => {
    expect(planEvents(samplePlan, "project-7")).toEqual([
      { uid: "phase-10.project-7@initpack", kind: "gate", summary: "Design: phase gate", start: "2026-03-11", end: "2026-03-12" },
      { uid: "phase-20.project-7@initpack", kind: "gate", summary: "Build: phase gate", start: "2026-03-20", end: "2026-03-21" },
      { uid: "milestone-23.project-7@initpack", kind: "milestone", summary: "Handover gate", start: "2026-03-20", end: "2026-03-21" }
    ])
    const agile: Plan = {
      ...samplePlan,
      tasks: [
        { key: "1", parentKey: null, name: "Execution", durationDays: 20, start: "2026-03-02", finish: "2026-03-27", resources: [], startNoEarlierThan: null, kind: "phase" },
        { key: "2", parentKey: "1", name: "Sprint 1", durationDays: 10, start: "2026-03-02", finish: "2026-03-13", resources: [], startNoEarlierThan: null, kind: "sprint" },
        { key: "3", parentKey: "1", name: "Beta gate", durationDays: 0, start: "2026-03-13", finish: "2026-03-13", resources: [], startNoEarlierThan: null, kind: "gate" }
      ],
      links: []
    }
    expect(planEvents(agile, "p1").map((e) => [e.uid, e.kind, e.start, e.end])).toEqual([
      ["phase-1.p1@initpack", "gate", "2026-03-27", "2026-03-28"],
      ["sprint-2.p1@initpack", "sprint", "2026-03-02", "2026-03-14"],
      ["gate-3.p1@initpack", "gate", "2026-03-13", "2026-03-14"]
    ])
  })

  it("keeps each event's UID when dates and order change", () => {
    const moved: Plan = { ...samplePlan, tasks: [...samplePlan.tasks].reverse().map((t) => ({ ...t, start: "2027-01-04", finish: "2027-01-08" })) }
    const uids = (p: Plan) => planEvents(p, "project-7").map((e) => e.uid).sort()
    expect(uids(moved)).toEqual(uids(samplePlan))
  })

  it("writes CRLF lines only", () => {
    const text = writeICalendar(samplePlan, { calendarId: "project-7", now: new Date("2026-11-25T04:00:00Z") })
    expect(text.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true)
    expect(text.endsWith("END:VCALENDAR\r\n")).toBe(true)
    expect(text.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/)
    expect(text).toContain("DTSTAMP:20261125T040000Z")
  })
})
