import { fileDate } from "./file-date"
import { projectFileSlug } from "./project-file-slug"

/**
 * risk_register_{project}_{date}.csv (waterfall.md §9, agile.md §9).
 * {project}: see projectFileSlug; {date}: YYYY-MM-DD, see fileDate. An invalid date is
 * reported as undefined rather than guessed.
 */
export function riskCsvFileName(projectName: string, date: Date | string): string | undefined {
  const day = fileDate(date)
  return day === undefined ? undefined : `risk_register_${projectFileSlug(projectName)}_${day}.csv`
}
