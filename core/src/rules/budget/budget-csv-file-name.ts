import { fileDate } from "../risk/file-date"
import { projectFileSlug } from "../risk/project-file-slug"

/**
 * Budget export file name, named after the project (waterfall.md §7 "CSV download named after the
 * project"): budget_{project}_{date}.csv, with the same {project} slug and YYYY-MM-DD date as the
 * risk register export. Undefined for an invalid date.
 */
export function budgetCsvFileName(projectName: string, date: Date | string): string | undefined {
  const day = fileDate(date)
  return day === undefined ? undefined : `budget_${projectFileSlug(projectName)}_${day}.csv`
}
