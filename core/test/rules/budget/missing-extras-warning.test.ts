import { describe, expect, it } from "vitest"
import { missingExtrasWarning } from "../../../src/rules/budget/missing-extras-warning"

const all = { has_software: true, has_hardware: true, has_third_party: true }

describe("missing extras warning", () => {
  it("waterfall.md §5: lists every ticked extra with empty text, in order", () => {
    expect(missingExtrasWarning(all, {}, "waterfall")).toBe(
      "Missing optional details: software specifics, hardware specifics, third-party specifics"
    )
    expect(missingExtrasWarning(all, { hardware: "  ", software: "Office 365" }, "waterfall")).toBe(
      "Missing optional details: hardware specifics, third-party specifics"
    )
    expect(missingExtrasWarning({ has_third_party: true }, {}, "waterfall")).toBe("Missing optional details: third-party specifics")
  })

  it("waterfall.md §5: no warning when nothing ticked is missing", () => {
    expect(missingExtrasWarning(all, { software: "a", hardware: "b", third_party: "c" }, "waterfall")).toBeUndefined()
    expect(missingExtrasWarning({}, {}, "waterfall")).toBeUndefined()
  })

  it("agile.md §5: agile has no hardware extra", () => {
    expect(missingExtrasWarning(all, {}, "agile")).toBe("Missing optional details: software specifics, third-party specifics")
  })
})
