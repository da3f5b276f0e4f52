import { AGILE_DOC_TYPES, WATERFALL_DOC_TYPES } from "../schemas/enum-lists"
import type { ProjectArtefacts } from "./artefacts"
import type { DeliveryMethod, DocumentKind } from "./model"

/** Bumped whenever the wording or layout of the documents changes. */
export const TEMPLATE_VERSION = "initpack-reports/1.0.0"

export const WATERFALL_DOCUMENTS = WATERFALL_DOC_TYPES
/** The agile document choices, then the agile pack's Lean Business Case, served on its own too; SOW last. */
export const AGILE_DOCUMENTS = [...AGILE_DOC_TYPES.filter((kind) => kind !== "sow"), "lean_business_case", "sow"] as const

/** Documents a method offers (waterfall.md §2, agile.md §2; plus the SOW). */
export const documentsFor = (method: DeliveryMethod): ReadonlyArray<DocumentKind> =>
  method === "waterfall" ? WATERFALL_DOCUMENTS : AGILE_DOCUMENTS

export const isDocumentKind = (method: DeliveryMethod, kind: string): kind is DocumentKind =>
  (documentsFor(method) as ReadonlyArray<string>).includes(kind)

export const documentTitle = (kind: DocumentKind, method: DeliveryMethod): string => {
  switch (kind) {
    case "pid":
      return "Project Charter / PID"
    case "stakeholders_raci":
      return "Stakeholders & RACI"
    case "raid":
      return "RAID / Risk Summary"
    case "budget_summary":
      return method === "agile" ? "Budget (Agile)" : "Budget Summary"
    case "comms_plan":
      return "Comms Plan 1-pager"
    case "agile_overview":
      return "Agile Overview"
    case "agile_roadmap_plan":
      return "Roadmap & Plan"
    case "lean_business_case":
      return "Lean Business Case"
    case "sow":
      return "Statement of Work"
  }
}

export interface PackEntry {
  readonly kind: DocumentKind
  /** Stable file stem inside the pack ZIP, e.g. "01-pid". */
  readonly stem: string
}

// Pack contents: waterfall pid, stakeholders_raci, raid, budget_summary, comms_plan (waterfall.md §2);
// agile Overview, Lean BC, Stakeholders, Roadmap & Plan, RAID, Budget, Comms (agile.md §2); SOW last.
const WATERFALL_PACK: ReadonlyArray<PackEntry> = [
  { kind: "pid", stem: "01-pid" },
  { kind: "stakeholders_raci", stem: "02-stakeholders-raci" },
  { kind: "raid", stem: "03-raid" },
  { kind: "budget_summary", stem: "04-budget-summary" },
  { kind: "comms_plan", stem: "05-comms-plan" },
  { kind: "sow", stem: "06-sow" }
]
const AGILE_PACK: ReadonlyArray<PackEntry> = [
  { kind: "agile_overview", stem: "01-overview" },
  { kind: "lean_business_case", stem: "02-lean-business-case" },
  { kind: "stakeholders_raci", stem: "03-stakeholders-raci" },
  { kind: "agile_roadmap_plan", stem: "04-roadmap-plan" },
  { kind: "raid", stem: "05-raid" },
  { kind: "budget_summary", stem: "06-budget" },
  { kind: "comms_plan", stem: "07-comms-plan" },
  { kind: "sow", stem: "08-sow" }
]

export const packEntries = (method: DeliveryMethod): ReadonlyArray<PackEntry> =>
  method === "waterfall" ? WATERFALL_PACK : AGILE_PACK

/**
 * The artefacts a document reads: its source_hash covers these only, so editing the budget
 * leaves the RAID's hash unchanged.
 */
export const documentSources = (kind: DocumentKind, a: ProjectArtefacts): Record<string, unknown> => {
  const project = { name: a.project.name, method: a.project.method, client: a.project.client, supplier: a.project.supplier }
  const waterfall = a.project.method === "waterfall"
  const scope = waterfall ? { scope: a.scope } : { agileScope: a.agileScope }
  const plan = waterfall ? { wbs: a.wbs } : { schedule: a.schedule }
  switch (kind) {
    case "pid":
      return { project, scope: a.scope, stakeholders: a.stakeholders, risks: a.risks, wbs: a.wbs, budget: a.budget, comms: a.comms }
    case "stakeholders_raci":
      return { project, stakeholders: a.stakeholders }
    case "raid":
      return { project, ...scope, risks: a.risks }
    case "budget_summary":
      return { project, budget: a.budget }
    case "comms_plan":
      return { project, comms: a.comms }
    case "agile_overview":
      return { project, agileScope: a.agileScope, epics: a.epics, risks: a.risks }
    case "agile_roadmap_plan":
      return { project, epics: a.epics, stories: a.stories, release: a.release, schedule: a.schedule }
    case "lean_business_case":
      return { project, agileScope: a.agileScope, epics: a.epics, risks: a.risks, budget: a.budget, schedule: a.schedule }
    case "sow":
      return {
        project,
        ...scope,
        ...plan,
        ...(waterfall ? {} : { epics: a.epics, stories: a.stories }),
        stakeholders: a.stakeholders,
        risks: a.risks,
        budget: a.budget
      }
  }
}
