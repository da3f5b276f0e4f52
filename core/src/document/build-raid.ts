import type { ProjectArtefacts } from "./artefacts"
import { heading, missing, paragraph, type Block } from "./model"
import { confidenceSection } from "./sections/forecast-sections"
import { riskTable } from "./sections/risk-sections"
import { listOrMissing } from "./sections/scope-sections"

/** RAID / Risk Summary: risks, assumptions, issues, dependencies. */
export const buildRaid = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const agile = a.project.method === "agile"
  const assumptions = agile ? a.agileScope?.assumptions : a.scope?.assumptions
  const dependencies = agile ? a.agileScope?.dependencies : a.scope?.dependencies
  const issues = (a.risks ?? []).filter((r) => /^(issue|occurred|realised|realized)$/i.test((r.status ?? "").trim()))
  return [
    heading(1, "Risks"),
    ...riskTable(a.risks),
    heading(1, "Assumptions"),
    ...listOrMissing(assumptions, "No assumptions have been drafted yet."),
    heading(1, "Issues"),
    ...(issues.length === 0
      ? [missing("No issues have been logged yet.")]
      : issues.map((r) => paragraph(`${r.title ?? ""}: ${r.description ?? ""}`))),
    heading(1, "Dependencies"),
    ...listOrMissing(dependencies, "No dependencies have been drafted yet."),
    ...confidenceSection(a, 1, { exposure: true })
  ]
}
