import type { ProjectArtefacts, ReleaseLaneEntryInput } from "@initpack/core/document/artefacts"
import { budgetCsvTable } from "@initpack/core/rules/budget/budget-csv"
import type { CsvTable } from "@initpack/core/rules/csv/csv-table"
import { budgetCsvFileName } from "@initpack/core/rules/budget/budget-csv-file-name"
import { jiraCsvTable } from "@initpack/core/rules/planning/release/jira-csv"
import { releaseCsvTable } from "@initpack/core/rules/planning/release/release-csv"
import { scheduleCsvTable, wbsCsvTable } from "@initpack/core/rules/planning/tree/tree-csv"
import { projectFileSlug } from "@initpack/core/rules/risk/project-file-slug"
import { riskCsvFileName } from "@initpack/core/rules/risk/risk-csv-file-name"
import { riskCsvTable } from "@initpack/core/rules/risk/risk-csv"

export interface CsvFile {
  readonly name: string
  /** with its numeric columns, which the CSV writer leaves unprefixed (docs/security.md) */
  readonly table: CsvTable
}

const id = (value: string | number | null | undefined, fallback: string): string => (value == null ? fallback : String(value))
const parentId = (value: string | number | null | undefined): string | null => (value == null || value === "" ? null : String(value))

/** A release lane's entries as the CSV rules read them. */
const laneRows = (entries: ReadonlyArray<ReleaseLaneEntryInput> | null | undefined) =>
  (entries ?? []).map((e, i) => ({ story_id: id(e.story_id, ""), order_index: e.order_index ?? i }))

/** The stories as the CSV rules read them. */
const storyRows = (stories: NonNullable<ProjectArtefacts["stories"]>) =>
  stories.map((s, i) => ({
    id: id(s.id, `story-${i}`),
    epic_id: parentId(s.epic_id),
    as_a: s.as_a ?? null,
    i_want: s.i_want ?? null,
    so_that: s.so_that ?? null,
    acceptance: s.acceptance ?? null,
    points: s.points ?? null,
    priority: s.priority ?? null,
    status: s.status ?? null
  }))

/** The CSV exports of the modules (risk register, budget, WBS or schedule, release plan), named as the screens name them. */
export const csvFiles = (a: ProjectArtefacts, now: Date): ReadonlyArray<CsvFile> => {
  const name = a.project.name
  const slug = projectFileSlug(name)
  const files: Array<CsvFile> = []
  if (a.risks != null && a.risks.length > 0) {
    files.push({
      name: riskCsvFileName(name, now) ?? `risk_register_${slug}.csv`,
      table: riskCsvTable(a.risks.map((r) => ({ ...r, title: r.title ?? "", likelihood: r.likelihood, impact: r.impact })))
    })
  }
  if (a.budget?.items != null && a.budget.items.length > 0) {
    files.push({
      name: budgetCsvFileName(name, now) ?? `budget_${slug}.csv`,
      table: budgetCsvTable(a.budget.items, a.budget.config?.contingency_pct ?? 0)
    })
  }
  if (a.wbs != null && a.wbs.length > 0) {
    files.push({
      name: `wbs_${slug}.csv`,
      table: wbsCsvTable(
        a.wbs.map((r, i) => ({
          id: id(r.id, `row-${i}`),
          parent_id: parentId(r.parent_id),
          order_index: i,
          task: r.task ?? "",
          duration_days: r.duration_days ?? null,
          start_date: r.start_date ?? null,
          end_date: r.end_date ?? null,
          resource: r.resource ?? null
        }))
      )
    })
  }
  const tasks = a.schedule?.tasks
  if (tasks != null && tasks.length > 0) {
    files.push({
      name: `schedule_tasks_${slug}.csv`,
      table: scheduleCsvTable(
        tasks.map((t, i) => ({
          id: id(t.id, `row-${i}`),
          parent_id: parentId(t.parent_id),
          order_index: t.order_index ?? i,
          title: t.title ?? null,
          task: t.task ?? null,
          type: t.type ?? null,
          duration_days: t.duration_days ?? null,
          start_date: t.start_date ?? null,
          end_date: t.end_date ?? null,
          resource_json: t.resource_json ?? null
        }))
      )
    })
  }
  const lanes = a.release?.lanes
  if (lanes != null && a.stories != null) {
    files.push({
      name: `release_plan_${slug}.csv`,
      table: releaseCsvTable(
        { now: laneRows(lanes.now), next: laneRows(lanes.next), later: laneRows(lanes.later) },
        storyRows(a.stories),
        (a.epics ?? []).map((e, i) => ({ id: id(e.id, `epic-${i}`), name: e.name ?? "" }))
      )
    })
  }
  return files
}

/** The agile backlog as a Jira CSV import (`--formats jira`); undefined without epics or stories. */
export const jiraFile = (a: ProjectArtefacts): CsvFile | undefined => {
  const epics = a.epics ?? []
  const stories = a.stories ?? []
  if (epics.length === 0 && stories.length === 0) return undefined
  const lanes = a.release?.lanes
  return {
    name: `jira_backlog_${projectFileSlug(a.project.name)}.csv`,
    table: jiraCsvTable(
      epics.map((e, i) => ({ id: id(e.id, `epic-${i}`), name: e.name ?? "", outcome_link: e.outcome_link ?? null, nfr_tags: e.nfr_tags ?? null })),
      storyRows(stories),
      { now: laneRows(lanes?.now), next: laneRows(lanes?.next), later: laneRows(lanes?.later) }
    )
  }
}
