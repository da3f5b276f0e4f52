// Issue 37: sponsor-facing documents show a date a person reads, not an ISO timestamp.
import { describe, expect, it } from "vitest"
import { formatLongDate } from "../../src/document/format"

describe("document dates", () => {
  it("reads as a sponsor writes it", () => {
    expect(formatLongDate("2026-11-28T04:09:42.000Z")).toBe("28 November 2026")
    expect(formatLongDate("2026-05-01")).toBe("1 May 2026")
    expect(formatLongDate("soon")).toBe("soon")
  })
})
