import { describe, expect, it } from "vitest"
import * as Either from "effect/Either"
import { writeMspdi } from "../../../../src/rules/planning/exchange/mspdi-write"
import { child, childText, readXml } from "../../../../src/rules/planning/exchange/xml-read"
import { samplePlan } from "./sample-plan"

const parse = (xml: string) => {
  const r = readXml(xml)
  if (Either.isLeft(r)) throw new Error(r.left.message)
  return r.right
}

describe("writeMspdi", () => {
  const project = parse(writeMspdi(samplePlan))
  const tasks = child(project, "Tasks")!.children.filter((t) => childText(t, "UID") !== "0")

  it("writes one task per row with UID, ID, outline number and level, escaped names", () => {
    expect(project.name).toBe("Project")
    expect(childText(project, "Title")).toBe("Depot move & <fit-out>")
    expect(tasks.map((t) => childText(t, "Name"))).toEqual(samplePlan.tasks.map((t) => t.name))
    expect(tasks.map((t) => childText(t, "OutlineNumber"))).toEqual(["1", "1.1", "1.2", "2", "2.1", "2.2", "2.3"])
    expect(tasks.map((t) => childText(t, "OutlineLevel"))).toEqual(["1", "2", "2", "1", "2", "2", "2"])
    expect(tasks.map((t) => childText(t, "UID"))).toEqual(["1", "2", "3", "4", "5", "6", "7"])
    expect(tasks.map((t) => childText(t, "WBS"))).toEqual(tasks.map((t) => childText(t, "OutlineNumber")))
  })

  it("flags summaries and milestones, writes durations in hours and 08:00-17:00 times", () => {
    expect(tasks.map((t) => childText(t, "Summary"))).toEqual(["1", "0", "0", "1", "0", "0", "0"])
    expect(tasks.map((t) => childText(t, "Milestone"))).toEqual(["0", "0", "0", "0", "0", "0", "1"])
    expect(childText(tasks[2]!, "Duration")).toBe("PT40H0M0S")
    expect(childText(tasks[6]!, "Duration")).toBe("PT0H0M0S")
    expect(childText(tasks[1]!, "Start")).toBe("2026-03-02T08:00:00")
    expect(childText(tasks[1]!, "Finish")).toBe("2026-03-04T17:00:00")
    expect(childText(tasks[4]!, "ConstraintType")).toBe("4")
    expect(childText(tasks[4]!, "ConstraintDate")).toBe("2026-03-09T08:00:00")
  })

  it("writes links with MSPDI types (0 FF, 1 FS, 2 SF, 3 SS) and lags in tenths of minutes", () => {
    const links = tasks.flatMap((t) =>
      t.children.filter((c) => c.name === "PredecessorLink").map((l) => [childText(t, "UID"), childText(l, "PredecessorUID"), childText(l, "Type"), childText(l, "LinkLag"), childText(l, "LagFormat")])
    )
    expect(links).toEqual([
      ["3", "2", "1", "0", "7"],
      ["4", "1", "3", "24000", "7"],
      ["5", "3", "3", "9600", "7"],
      ["6", "5", "1", "0", "7"],
      ["6", "3", "0", "-4800", "7"],
      ["7", "6", "2", "0", "7"]
    ])
  })

  it("writes a Monday-Friday calendar, one resource per name and one assignment per leaf and resource", () => {
    const days = child(child(child(project, "Calendars")!, "Calendar")!, "WeekDays")!.children.map((d) => [childText(d, "DayType"), childText(d, "DayWorking")])
    expect(days).toEqual([["1", "0"], ["2", "1"], ["3", "1"], ["4", "1"], ["5", "1"], ["6", "1"], ["7", "0"]])
    const resources = child(project, "Resources")!.children.map((r) => childText(r, "Name"))
    expect(resources).toEqual(["Surveyor", "Architect", "Buyer", "Contractor"])
    const assignments = child(project, "Assignments")!.children.map((a) => `${childText(a, "TaskUID")}:${childText(a, "ResourceUID")}`)
    expect(assignments).toEqual(["2:1", "3:2", "3:1", "5:3", "6:4"])
  })
})
