import { describe, expect, it } from "vitest"
import { JIRA_CSV_COLUMNS, jiraCsvTable, jiraLabel, storyDescription } from "../../../../src/rules/planning/release/jira-csv"

const epics = [
  { id: "1", name: "Ticketing", outcome_link: "Paper tickets retired", nfr_tags: ["security", "performance budget"] },
  { id: "2", name: "Alerts", outcome_link: "", nfr_tags: [] }
]
const story = (id: string, epic_id: string | null, extra: object = {}) => ({
  id,
  epic_id,
  as_a: "commuter",
  i_want: "to buy a ticket in the app",
  so_that: "I skip the queue",
  acceptance: ["Given a card, when I pay, then a ticket shows", "Refunds within 24 h"],
  points: 3,
  priority: 1,
  ...extra
})

describe("jiraCsvTable", () => {
  const table = jiraCsvTable(epics, [story("10", "1"), story("11", "2", { priority: 3, points: null }), story("12", null, { i_want: "", priority: null })], {
    now: [{ story_id: "10", order_index: 10 }],
    next: [],
    later: [{ story_id: "11", order_index: 10 }]
  })
  const rows = table.rows.map((r) => Object.fromEntries(table.header.slice(0, JIRA_CSV_COLUMNS.length).map((h, i) => [h, r[i]])))

  it("has Jira's column names, with one Labels column per label of the most-labelled row", () => {
    expect(table.header).toEqual([...JIRA_CSV_COLUMNS, "Labels", "Labels"])
    expect(table.rows.every((r) => r.length === table.header.length)).toBe(true)
  })

  it("writes the epics first with their Epic Name and NFR tags as labels without spaces", () => {
    expect(rows[0]).toMatchObject({ "Issue ID": "EPIC-1", "Issue Type": "Epic", Summary: "Ticketing", "Epic Name": "Ticketing", Description: "Paper tickets retired", Parent: "" })
    expect(table.rows[0]!.slice(-2)).toEqual(["security", "performance-budget"])
    expect(rows[1]).toMatchObject({ "Issue ID": "EPIC-2", "Issue Type": "Epic", Summary: "Alerts" })
  })

  it("links each story to its epic by Parent (issue id) and Epic Link (epic name), with points, priority and lane", () => {
    expect(rows[2]).toMatchObject({
      "Issue ID": "STORY-1",
      Parent: "EPIC-1",
      "Issue Type": "Story",
      Summary: "To buy a ticket in the app",
      "Epic Link": "Ticketing",
      "Story Points": "3",
      Priority: "High",
      Sprint: "Now"
    })
    expect(table.rows[2]!.slice(-2)).toEqual(["security", "performance-budget"])
    expect(rows[3]).toMatchObject({ Parent: "EPIC-2", "Story Points": "", Priority: "Low", Sprint: "Later" })
    expect(rows[4]).toMatchObject({ Parent: "", "Epic Link": "", Priority: "", Sprint: "", Summary: "commuter" })
  })

  it("describes a story as the user-story sentence and its acceptance criteria as a list", () => {
    expect(rows[2]!["Description"]).toBe(
      "As a commuter, I want to buy a ticket in the app so that I skip the queue.\n\nAcceptance criteria:\n* Given a card, when I pay, then a ticket shows\n* Refunds within 24 h"
    )
    expect(storyDescription({ ...story("1", null), so_that: "", acceptance: [" ", ""] })).toBe("As a commuter, I want to buy a ticket in the app.")
  })

  it("keeps one Labels column when nothing is tagged", () => {
    const t = jiraCsvTable([], [story("1", null)], { now: [], next: [], later: [] })
    expect(t.header.filter((h) => h === "Labels")).toHaveLength(1)
    expect(jiraLabel("  data  residency ")).toBe("data-residency")
  })
})
