import type { ProjectArtefacts } from "@initpack/core/document/artefacts"
import { writeMspdi } from "@initpack/core/rules/planning/exchange/mspdi-write"
import { planOfArtefacts } from "@initpack/core/rules/planning/exchange/plan-of-artefacts"
import { projectFileSlug } from "@initpack/core/rules/risk/project-file-slug"
import type { PackFormat } from "../options"

export interface PlanFile {
  readonly name: string
  readonly text: string
  readonly format: PackFormat
}

/** The plan handed to other tools: MS Project XML (`--formats msproject`) of the WBS or schedule; none without rows. */
export const planFiles = (a: ProjectArtefacts, formats: ReadonlyArray<PackFormat>): ReadonlyArray<PlanFile> => {
  if (!formats.includes("msproject")) return []
  const plan = planOfArtefacts(a)
  if (plan === undefined) return []
  const stem = `${a.project.method === "agile" ? "schedule" : "wbs"}_${projectFileSlug(a.project.name)}`
  return [{ name: `${stem}.xml`, text: writeMspdi(plan), format: "msproject" }]
}
