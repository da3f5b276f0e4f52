import { describe, expect, it } from "vitest"
import { affectedTasksMatcher } from "../../../src/rules/forecast/risk-events"

describe("affected tasks of many risks over one task list", () => {
  const tasks = [
    { id: "1", text: "Confirm project mandate", duration: 3 },
    { id: "2", text: "Migrate permit records", duration: 6 },
    { id: "3", text: "Integrate the payments gateway", duration: 5 },
    { id: "4", text: "Develop features", duration: 26 },
    { id: "5", text: "Migrate payments records", duration: 2 },
    { id: "6", text: "Unscheduled permit work", duration: 0 }
  ]
  const match = affectedTasksMatcher(tasks)

  it("scores each risk on its own: a risk's matches do not carry over to the next", () => {
    expect(match({ title: "Permit records must be migrated" }, 3)).toEqual(["2", "5"])
    expect(match({ title: "Supplier goes quiet", category: "Vendor" })).toEqual(["3"])
    expect(match({ title: "Payments records lost" }, 2)).toEqual(["5", "2"])
    expect(match({ title: "Nothing in common", category: "Unknown" }, 3)).toEqual(["4"])
    expect(match({ title: "Permit records must be migrated" })).toEqual(["2"])
  })

  it("answers nothing for a list without working tasks", () => {
    expect(affectedTasksMatcher([{ id: "1", text: "Gate", duration: 0 }])({ title: "Gate" })).toEqual([])
  })
})
