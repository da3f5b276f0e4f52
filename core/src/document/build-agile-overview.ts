import type { ProjectArtefacts } from "./artefacts"
import { methodLabel } from "./method-label"
import { bold, bullets, col, heading, keyValue, missing, paragraph, table, type Block } from "./model"
import { itemLines, text } from "./read-items"
import { topRiskTable } from "./sections/risk-sections"
import { listOrMissing, textOrMissing } from "./sections/scope-sections"
import { orderedEpics } from "./backlog"

export const NO_AGILE_SCOPE = "No agile scope has been drafted yet."
export const OVERVIEW_TOP_RISKS = 5

const linesOrMissing = (lines: ReadonlyArray<string>, missingLine: string): ReadonlyArray<Block> =>
  lines.length === 0 ? [missing(missingLine)] : [bullets(lines)]

export const buildAgileOverview = (a: ProjectArtefacts): ReadonlyArray<Block> => {
  const s = a.agileScope
  const epics = orderedEpics(a.epics)
  const head = keyValue([
    ["Project", a.project.name],
    ["Delivery approach", methodLabel("agile")],
    ["North-star metric", text(s?.vision?.north_star_metric) || "To be defined"]
  ])
  if (s == null) return [head, missing(NO_AGILE_SCOPE)]
  const personas = (s.personas ?? []).filter((p) => text(p.name) !== "")
  const nfr = s.nfrs
  const nfrLines = (label: string, items: Parameters<typeof itemLines>[0]) => itemLines(items).map((l) => [bold(`${label}: `), { text: l }])
  const nfrItems = [
    ...nfrLines("Security", nfr?.security),
    ...nfrLines("Performance", nfr?.performance),
    ...nfrLines("Privacy", nfr?.privacy),
    ...nfrLines("Compliance", nfr?.compliance)
  ]
  const telemetry = [
    ...(s.telemetry?.dash_metrics ?? []).map((m) => `Dashboard metric: ${m}`),
    ...(s.telemetry?.events ?? []).map((e) => `Key event: ${e}`)
  ]
  return [
    head,
    heading(1, "Vision"),
    ...textOrMissing(text(s.vision?.text), "No vision has been drafted yet."),
    heading(1, "Problems & Outcomes"),
    heading(2, "Problems"),
    ...listOrMissing(s.problems_outcomes?.problems, "No problems have been drafted yet."),
    heading(2, "Outcomes"),
    ...listOrMissing(s.problems_outcomes?.outcomes, "No outcomes have been drafted yet."),
    heading(2, "OKRs"),
    ...listOrMissing(s.problems_outcomes?.okrs, "No OKRs have been drafted yet."),
    heading(1, "Personas"),
    ...(personas.length === 0
      ? [missing("No personas have been drafted yet.")]
      : [table([col("Persona", 2), col("Job to be done", 4), col("Pains", 4)], personas.map((p) => [text(p.name), text(p.jtbd), (p.pains ?? []).join(", ")]))]),
    heading(1, "Non-functional requirements"),
    ...(nfrItems.length === 0 ? [missing("No NFRs have been drafted yet.")] : [bullets(nfrItems)]),
    heading(1, "Definitions"),
    heading(2, "Definition of Ready"),
    ...listOrMissing(s.definitions?.dor, "No Definition of Ready has been drafted yet."),
    heading(2, "Definition of Done"),
    ...listOrMissing(s.definitions?.dod, "No Definition of Done has been drafted yet."),
    heading(1, "Telemetry"),
    ...linesOrMissing(telemetry, "No telemetry has been defined yet."),
    heading(1, "Assumptions, constraints and dependencies"),
    heading(2, "Assumptions"),
    ...listOrMissing(s.assumptions, "No assumptions have been drafted yet."),
    heading(2, "Constraints"),
    ...listOrMissing(s.constraints, "No constraints have been drafted yet."),
    heading(2, "Dependencies"),
    ...listOrMissing(s.dependencies, "No dependencies have been drafted yet."),
    heading(1, "Epics"),
    ...(epics.length === 0
      ? [missing("No epics have been drafted yet.")]
      : [table([col("Key", 1), col("Epic", 3), col("Outcome", 3), col("NFR tags", 2)], epics.map((e) => [text(e.key), text(e.name), text(e.outcome_link), (e.nfr_tags ?? []).join(", ")]))]),
    heading(1, "Top risks"),
    ...topRiskTable(a.risks, OVERVIEW_TOP_RISKS, false),
    paragraph({ text: "Reports are drafts; previews and documents may not match.", italic: true })
  ]
}
