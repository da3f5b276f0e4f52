import { describe, expect, it } from "vitest"
import { linesOf, peopleOf, peopleText } from "../src/features/project-from-brief/lib/form-text"

describe("the brief form's lists as lines of text", () => {
  it("keeps one entry a line, blank lines dropped", () => {
    expect(linesOf(" 31 August 2026 \n\n the school holidays\n")).toEqual(["31 August 2026", "the school holidays"])
  })

  it("writes and reads people as 'Name (Role)'", () => {
    const people = [{ name: "Dana Reyes", role: "Sponsor" }, { name: "Estates team", role: "" }]
    expect(peopleText(people)).toBe("Dana Reyes (Sponsor)\nEstates team")
    expect(peopleOf(peopleText(people))).toEqual(people)
    expect(peopleOf("Sam Ortiz (Senior User, IT)\nFinance (CFO) office")).toEqual([
      { name: "Sam Ortiz", role: "Senior User, IT" },
      { name: "Finance (CFO) office", role: "" }
    ])
  })
})
