import { describe, expect, it } from "vitest"
import { RELEASE_CSV_HEADER, releaseCsvTable } from "../../../../src/rules/planning/release/release-csv"
import { normaliseLanes } from "../../../../src/rules/planning/release/normalise-lanes"

describe("release CSV table", () => {
  it("agile.md §9: columns lane, order, story_id, epic, as_a, i_want, so_that, acceptance, points, priority, status", () => {
    expect([...RELEASE_CSV_HEADER]).toEqual(["lane", "order", "story_id", "epic", "as_a", "i_want", "so_that", "acceptance", "points", "priority", "status"])
  })

  it("agile.md §9: one row per placed story in lane order, acceptance joined with a pipe", () => {
    const stories = [
      { id: "s1", epic_id: "e1", as_a: "buyer", i_want: "to pay", so_that: "I get goods", acceptance: ["card works", "receipt sent"], points: 3, priority: 1, status: "todo" },
      { id: "s2", epic_id: null, as_a: "admin", i_want: "reports", so_that: null, acceptance: [], points: null, priority: null, status: null },
      { id: "s3", epic_id: "e1", as_a: "x", i_want: "y", so_that: "z", acceptance: null, points: 1, priority: 2, status: "done" }
    ]
    const lanes = normaliseLanes({ later: [{ story_id: "s1", order_index: 1 }], now: [{ story_id: "s2", order_index: 1 }] }, ["s1", "s2", "s3"])
    const table = releaseCsvTable(lanes, stories, [{ id: "e1", name: "Checkout" }])
    expect(table.header).toEqual(RELEASE_CSV_HEADER)
    expect(table.rows).toEqual([
      ["now", "10", "s2", "", "admin", "reports", "", "", "", "", ""],
      ["later", "10", "s1", "Checkout", "buyer", "to pay", "I get goods", "card works|receipt sent", "3", "1", "todo"]
    ])
  })
})
