import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { writeICalendar } from "@initpack/core/rules/planning/exchange/ical-write"
import { writeMspdi } from "@initpack/core/rules/planning/exchange/mspdi-write"
import { planOfArtefacts } from "@initpack/core/rules/planning/exchange/plan-of-artefacts"
import { todayIso } from "@initpack/core/rules/planning/dates/display-date"
import { projectFileSlug } from "@initpack/core/rules/risk/project-file-slug"
import type { PackFormat } from "../options"

export interface PlanFile {
  readonly name: string
  readonly text: string
  readonly format: PackFormat
}

/**
 * The plan handed to other tools: MS Project XML (`--formats msproject`) and iCalendar (`--formats ical`)
 * of the WBS or schedule; none without rows. Event UIDs come from the project (its id, else its name) and the row ids.
 */
export const planFiles = (a: ProjectArtefacts, formats: ReadonlyArray<PackFormat>, now: Date): ReadonlyArray<PlanFile> => {
  if (!formats.includes("msproject") && !formats.includes("ical")) return []
  const plan = planOfArtefacts(a, todayIso(now.getTime()))
  if (plan === undefined) return []
  const slug = projectFileSlug(a.project.name)
  const stem = `${a.project.method === "agile" ? "schedule" : "wbs"}_${slug}`
  const files: Array<PlanFile> = []
  if (formats.includes("msproject")) files.push({ name: `${stem}.xml`, text: writeMspdi(plan), format: "msproject" })
  if (formats.includes("ical")) {
    const calendarId = `pack-${a.project.id != null && a.project.id !== "" ? String(a.project.id) : slug}`
    files.push({ name: `${stem}.ics`, text: writeICalendar(plan, { calendarId, now }), format: "ical" })
  }
  return files
}
