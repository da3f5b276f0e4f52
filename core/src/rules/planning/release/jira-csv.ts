import type { CsvTable } from "../csv-table"
import { LANES, type Lanes } from "./release-types"

// The agile backlog as a Jira CSV import (Jira's "Import issues from CSV"): epics first, then stories in
// backlog order, each row with an Issue ID that stories name in Parent, so the importer links them
// (Jira Cloud's parent field); Epic Name / Epic Link serve older company-managed projects. Labels go
// in repeated "Labels" columns, one label each, as Jira reads several labels; a label has no spaces.

export interface JiraEpic {
  readonly id: string
  readonly name: string
  readonly outcome_link?: string | null
  readonly nfr_tags?: ReadonlyArray<string> | null
}

export interface JiraStory {
  readonly id: string
  readonly epic_id: string | null
  readonly as_a: string | null
  readonly i_want: string | null
  readonly so_that: string | null
  readonly acceptance: ReadonlyArray<string> | null
  readonly points: number | null
  readonly priority: number | null
}

export const JIRA_CSV_COLUMNS = [
  "Issue ID",
  "Parent",
  "Issue Type",
  "Summary",
  "Description",
  "Epic Name",
  "Epic Link",
  "Story Points",
  "Priority",
  "Sprint"
] as const

/** agile.md priorities P1-P3 as Jira's default priority scheme names them. */
export const JIRA_PRIORITY: Readonly<Record<number, string>> = { 1: "High", 2: "Medium", 3: "Low" }

/** The release lanes as the Sprint column names them; unplaced stories have none. */
export const JIRA_LANE_SPRINT: Readonly<Record<(typeof LANES)[number], string>> = { now: "Now", next: "Next", later: "Later" }

/** A label as Jira takes it: no spaces (they would split it), trimmed. */
export const jiraLabel = (tag: string): string => tag.trim().replace(/\s+/g, "-")

const clean = (v: string | null | undefined): string => (v ?? "").trim()

/** "As a <role>, I want <goal> so that <benefit>." and the acceptance criteria as a Jira wiki list. */
export const storyDescription = (s: JiraStory): string => {
  const parts = [clean(s.as_a) && `As a ${clean(s.as_a)}`, clean(s.i_want) && `I want ${clean(s.i_want)}`, clean(s.so_that) && `so that ${clean(s.so_that)}`].filter(
    (p) => p !== ""
  )
  const statement = parts.length === 0 ? "" : `${parts.join(", ").replace(", so that", " so that")}.`
  const criteria = (s.acceptance ?? []).map((a) => a.trim()).filter((a) => a !== "")
  const list = criteria.length === 0 ? "" : `Acceptance criteria:\n${criteria.map((a) => `* ${a}`).join("\n")}`
  return [statement, list].filter((p) => p !== "").join("\n\n")
}

/** Story summary: what the user wants, else the whole statement. */
const storySummary = (s: JiraStory): string => {
  const want = clean(s.i_want)
  if (want !== "") return want.charAt(0).toUpperCase() + want.slice(1)
  return clean(s.as_a) || `Story ${s.id}`
}

/** Jira CSV table of the backlog: an Epic row per epic, a Story row per story (quoting is the adapter's). */
export const jiraCsvTable = (epics: ReadonlyArray<JiraEpic>, stories: ReadonlyArray<JiraStory>, lanes: Lanes): CsvTable => {
  const epicKey = new Map(epics.map((e, i) => [e.id, { key: `EPIC-${i + 1}`, epic: e }]))
  const laneOf = new Map<string, string>()
  for (const lane of LANES) for (const entry of lanes[lane]) laneOf.set(entry.story_id, JIRA_LANE_SPRINT[lane])
  const labelsOf = (e: JiraEpic | undefined): Array<string> => [...new Set((e?.nfr_tags ?? []).map(jiraLabel).filter((l) => l !== ""))]
  const rows: Array<{ readonly cells: ReadonlyArray<string>; readonly labels: ReadonlyArray<string> }> = []
  for (const [, { key, epic }] of epicKey) {
    const name = clean(epic.name)
    rows.push({ cells: [key, "", "Epic", name, clean(epic.outcome_link), name, "", "", "", ""], labels: labelsOf(epic) })
  }
  stories.forEach((s, i) => {
    const parent = s.epic_id === null ? undefined : epicKey.get(s.epic_id)
    rows.push({
      cells: [
        `STORY-${i + 1}`,
        parent?.key ?? "",
        "Story",
        storySummary(s),
        storyDescription(s),
        "",
        parent === undefined ? "" : clean(parent.epic.name),
        s.points === null ? "" : String(s.points),
        s.priority === null ? "" : (JIRA_PRIORITY[s.priority] ?? ""),
        laneOf.get(s.id) ?? ""
      ],
      labels: labelsOf(parent?.epic)
    })
  })
  const labelColumns = Math.max(1, ...rows.map((r) => r.labels.length))
  const header = [...JIRA_CSV_COLUMNS, ...Array.from({ length: labelColumns }, () => "Labels")]
  return { header, numeric: ["Story Points"], rows: rows.map((r) => [...r.cells, ...Array.from({ length: labelColumns }, (_, k) => r.labels[k] ?? "")]) }
}
